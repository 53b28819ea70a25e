import EaselDocument
import EaselGeometry
import Testing

@testable import EaselFileFormat

@Suite("Limits")
struct LimitTests {
  static func decodeError(_ bytes: [UInt8]) -> FileFormatError? {
    do {
      _ = try EaselFile.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  static let head = #"{"format": "easel", "version": 1, "shapes": ["#

  @Test("A file cut at any byte is refused with an error, never a crash")
  func truncationAtEveryByte() throws {
    for document in [SampleDocuments.shapes, SampleDocuments.flowchart] {
      let bytes = EaselFile.encode(document)
      // Cutting only the final newline leaves a complete document.
      for length in 0..<bytes.count - 1 {
        let error = try #require(Self.decodeError(Array(bytes[0..<length])), "cut at \(length)")
        #expect(error.line != nil && error.column != nil, "cut at \(length)")
        #expect(HostileInputTests.isPrintableLine(error.description), "cut at \(length)")
      }
    }
  }

  @Test("Nesting 10,000 deep is refused at once wherever it appears")
  func deepNesting() {
    let deep = String(repeating: "[", count: 10_000)
    let deepObjects = String(repeating: #"{"a":"#, count: 10_000)
    let cases: [(String, String)] = [
      (deep, "line 1, column 1: expected '{' to start an Easel document, found '['"),
      (
        #"{"shapes": "# + deep,
        "line 1, column 75 (shapes): arrays and objects are nested more than 64 deep"
      ),
      (
        #"{"extra": "# + deepObjects,
        "line 1, column 326 (extra): arrays and objects are nested more than 64 deep"
      ),
      (
        Self.head + #"{"id": 1, "kind": "pen", "points": "# + deep,
        "line 1, column 82 (shapes[0].points[0]): expected an integer from -2000000 to 2000001, found '['"
      ),
    ]
    for (input, message) in cases {
      #expect(Self.decodeError(Array(input.utf8))?.description == message)
    }
  }

  @Test("A number with a million digits is refused with a short message")
  func millionDigitNumber() {
    let digits = String(repeating: "7", count: 1_000_000)
    let inputs = [
      Self.head + #"{"id": 1, "kind": "text", "origin": {"column": "# + digits
        + #", "row": 0}, "text": "a"}]}"#,
      #"{"format": "easel", "version": "# + digits + #", "shapes": []}"#,
      #"{"unknown": "# + digits + #", "format": "easel", "version": 1, "shapes": []}"#,
    ]
    let messages = [
      "line 1, column 93 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found "
        + String(repeating: "7", count: 24) + "…",
      "line 1, column 32 (version): this file is version " + String(repeating: "7", count: 24)
        + "… of the format, newer than the version 4 this Easel reads; open it with a newer Easel",
      #"line 1, column 2: unknown field "unknown"; an Easel document has format, version, nextShapeID, groups and shapes"#,
    ]
    for (input, message) in zip(inputs, messages) {
      #expect(Self.decodeError(Array(input.utf8))?.description == message)
    }
  }

  @Test("Strings longer than the text limit are refused at their start; one at the limit is read")
  func hugeStrings() throws {
    let limit = CanvasLimits.maximumTextBytes
    func label(_ text: String) -> [UInt8] {
      Array(
        (Self.head
          + #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "label": ""#
          + text + "\"}]}").utf8)
    }
    let atLimit = try EaselFile.decode(label(String(repeating: "x", count: limit)))
    #expect(atLimit.shapes.count == 1)
    let message =
      "line 1, column 146 (shapes[0].label): the string is longer than the limit of \(limit) bytes of UTF-8"
    #expect(Self.decodeError(label(String(repeating: "x", count: limit + 1)))?.description == message)
    #expect(Self.decodeError(label(String(repeating: "字", count: limit / 3 + 1)))?.description == message)
    #expect(Self.decodeError(label(String(repeating: "\\n", count: limit + 1)))?.description == message)
    let character = String(repeating: "e\u{0301}", count: 1) + String(repeating: "\u{0301}", count: 40)
    #expect(
      Self.decodeError(
        Array(
          (Self.head + #"{"id": 1, "kind": "brush", "cells": [0, 0], "character": ""# + character + "\"}]}")
            .utf8))?
        .description
        == "line 1, column 103 (shapes[0].character): a character is at most 64 bytes of UTF-8, found 83")
  }

  @Test("A file over the size limit is refused before it is read")
  func oversizedFile() {
    let count = EaselFile.maximumFileBytes + 1
    // Left uninitialized: the decoder must refuse it by its size alone (and the pages are never
    // touched, so the test stays cheap).
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    #expect(
      Self.decodeError(bytes)
        == FileFormatError(message: "the file is 268435457 bytes, more than the limit of 268435456 (256 MiB)")
    )
  }

  @Test("A pen stroke with more points than a stroke may hold is refused at the first one too many")
  func tooManyPoints() {
    var input = Array((Self.head + #"{"id": 1, "kind": "pen", "points": ["#).utf8)
    input.reserveCapacity(input.count + 5 * CanvasLimits.maximumPointsPerStroke + 100)
    for _ in 0...CanvasLimits.maximumPointsPerStroke { input.append(contentsOf: "1,2,".utf8) }
    input.append(contentsOf: "1]}]}".utf8)
    let error = Self.decodeError(input)
    #expect(error?.path == "shapes[0].points[2000000]")
    #expect(error?.message == "a stroke holds at most 1000000 points")
  }
}

@Suite("Decoder limits named exactly")
struct DecoderLimitNamingTests {
  @Test("the shape over the limit is the one named: with a limit of 3, the 4th is shapes[3]")
  func shapeOverTheLimit() {
    let shapes = (1...4).map { "{\"id\": \($0), \"kind\": \"pen\", \"points\": [0, 0]}" }
    let json = "{\"format\": \"easel\", \"version\": 1, \"shapes\": [" + shapes.joined(separator: ", ") + "]}"
    let bytes = Array(json.utf8)
    var error: FileFormatError?
    bytes.withUnsafeBufferPointer { buffer in
      var decoder = DocumentDecoder(buffer, maximumShapes: 3)
      do throws(FileFormatError) {
        _ = try decoder.decodeDocument()
      } catch let thrown {
        error = thrown
      }
    }
    #expect(error?.message == "a document holds at most 3 shapes")
    #expect(error?.description.contains("(shapes[3])") == true, "\(String(describing: error))")
  }
}
