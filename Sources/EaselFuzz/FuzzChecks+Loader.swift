import EaselDocument
import EaselFileFormat

extension FuzzChecks {
  /// The file loader never traps; what it refuses gets a one-line error with nothing a terminal
  /// would act on; what it accepts is a sound document that re-encodes to bytes decoding to the
  /// same document, and encoding is stable.
  static func loader(_ bytes: UnsafeBufferPointer<UInt8>) {
    let document: Document
    do {
      document = try EaselFile.decode(Array(bytes))
    } catch {
      let isSafe = error.description.unicodeScalars.allSatisfy { scalar in
        let value = scalar.value
        return value >= 0x20 && !(0x7F..<0xA0).contains(value) && value != 0x2028 && value != 0x2029
          && scalar.properties.generalCategory != .format
      }
      precondition(isSafe, "error message carries a control character: \(error.description.debugDescription)")
      return
    }
    precondition(document.invariantViolations().isEmpty, "decoded document is unsound")
    let encoded = EaselFile.encode(document)
    let again: Document
    do {
      again = try EaselFile.decode(encoded)
    } catch {
      preconditionFailure("re-encoded document does not decode: \(error)")
    }
    precondition(again == document, "re-encoded document decodes differently")
    precondition(EaselFile.encode(again) == encoded, "encoding is not stable")
  }
}
