import EaselDocument
import Testing

@testable import EaselFileFormat

@Suite("Hostile input")
struct HostileInputTests {
  @Test("Each malformed or hostile file gives its exact one-line error", arguments: HostileCases.all)
  func refusesWithTheExactError(_ name: String, _ input: [UInt8], _ message: String) {
    #expect(throws: FileFormatError.self, "\(name)") { try EaselFile.decode(input) }
    do {
      _ = try EaselFile.decode(input)
    } catch {
      #expect(error.description == message, "\(name)")
      #expect(Self.isPrintableLine(error.description), "\(name)")
    }
  }

  /// True when `text` is one line with nothing a terminal would act on.
  static func isPrintableLine(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let value = scalar.value
      return value >= 0x20 && !(0x7F..<0xA0).contains(value) && value != 0x2028 && value != 0x2029
        && scalar.properties.generalCategory != .format
    }
  }
}
