import EaselDocument
import EaselGeometry
import Testing

@testable import EaselFileFormat

/// Version 3 of the format: the styles text import needs (issue 16) — ASCII rounded and double
/// frames, arrowhead styles, ends kept a gap away from their shape.
@Suite("Version 3 of the format")
struct VersionThreeTests {
  static let document: Document = {
    let line = Line(
      start: CanvasPoint(column: 6, row: 1), end: CanvasPoint(column: 18, row: 1), style: .asciiDouble,
      arrowAtEnd: true, arrowhead: .triangle,
      startBinding: LineBinding(shape: ShapeID(1), side: .right, offset: 1, gap: 1),
      endBinding: LineBinding(shape: ShapeID(2), side: .left, offset: 1, gap: 2))
    return try! Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 6, rows: 3), frameStyle: .asciiRounded))),
      Shape(
        id: ShapeID(2),
        kind: .rectangle(
          Rectangle(bounds: CanvasRect(column: 20, row: 0, columns: 6, rows: 3), frameStyle: .asciiDouble))),
      Shape(id: ShapeID(3), kind: .line(line)),
    ])
  }()

  @Test("The new styles, arrowheads and gaps are written in canonical form and read back equal")
  func roundTrip() throws {
    let bytes = EaselFile.encode(Self.document)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"version\": \(EaselFile.currentVersion),"))
    #expect(text.contains(#""columns": 6, "rows": 3}, "style": "asciiRounded"}"#))
    #expect(
      text.contains(
        #""style": "asciiDouble", "arrowAtEnd": true, "arrowhead": "triangle", "#
          + #""startBinding": {"shape": 1, "side": "right", "offset": 1, "gap": 1}, "#
          + #""endBinding": {"shape": 2, "side": "left", "offset": 1, "gap": 2}}"#))
    #expect(try EaselFile.decode(bytes) == Self.document)
    var underscore = Self.document
    for shape in Self.document.shapes {
      var changed = shape
      switch shape.kind {
      case .rectangle(var rectangle):
        rectangle.frameStyle = .asciiUnderscore
        changed.kind = .rectangle(rectangle)
      case .line(var line):
        line.style = .asciiUnderscore
        changed.kind = .line(line)
      default: break
      }
      try underscore.apply(Transaction([.update(from: shape, to: changed)]))
    }
    let underscoreBytes = EaselFile.encode(underscore)
    #expect(String(decoding: underscoreBytes, as: UTF8.self).contains(#""style": "asciiUnderscore""#))
    #expect(try EaselFile.decode(underscoreBytes) == underscore)
    for head in ArrowheadStyle.allCases {
      var shapes = Self.document.shapes
      guard case .line(var line) = shapes[2].kind else { return }
      line.arrowhead = head
      shapes[2].kind = .line(line)
      let document = try Document(shapes: shapes)
      #expect(try EaselFile.decode(EaselFile.encode(document)) == document, "\(head)")
    }
  }

  @Test("A version-2 file still opens as it was saved")
  func versionTwoOpens() throws {
    let bytes = try #require(
      ExampleFiles.read("../../Tests/EaselFileFormatTests/Fixtures/flowchart-version2.easel"))
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\": 2,"))
    let document = try EaselFile.decode(bytes)
    #expect(document == SampleDocuments.flowchart)
  }

  static func file(version: Int, _ shapes: String...) -> [UInt8] {
    Array(
      ("{\"format\": \"easel\", \"version\": \(version), \"shapes\": [\n" + shapes.joined(separator: ",\n")
        + "\n]}").utf8)
  }

  static let box =
    #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 6, "rows": 3}}"#

  @Test(
    "What version 3 added is refused in older files, and out-of-range values anywhere",
    arguments: [
      (
        "an arrowhead style in a version-2 file",
        file(
          version: 2,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "arrowhead": "triangle"}"#
        ),
        #"line 2, column 93 (shapes[0]): the field "arrowhead" is new in version 3 of the format, and this file says version 2"#
      ),
      (
        "an ASCII rounded frame in a version-2 file",
        file(
          version: 2,
          #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 6, "rows": 3}, "style": "asciiRounded"}"#
        ),
        #"line 2, column 101 (shapes[0].style): the frame style "asciiRounded" is new in version 3 of the format, and this file says version 2"#
      ),
      (
        "an ASCII underscore line in a version-2 file",
        file(
          version: 2,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "style": "asciiUnderscore"}"#
        ),
        #"line 2, column 102 (shapes[0].style): the frame style "asciiUnderscore" is new in version 3 of the format, and this file says version 2"#
      ),
      (
        "a gap in a version-2 file",
        file(
          version: 2, box,
          #"{"id": 3, "kind": "line", "start": {"column": 7, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"shape": 1, "gap": 1}}"#
        ),
        #"line 3, column 122 (shapes[1].startBinding.gap): a binding's gap is new in version 3 of the format, and this file says version 2"#
      ),
      (
        "a gap too wide",
        file(
          version: 3, box,
          #"{"id": 3, "kind": "line", "start": {"column": 9, "row": 1}, "end": {"column": 12, "row": 1}, "startBinding": {"shape": 1, "gap": 3}}"#
        ),
        #"line 3, column 130 (shapes[1].startBinding.gap): expected an integer ≤ 2, found 3"#
      ),
      (
        "an unknown arrowhead style",
        file(
          version: 3,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "arrowhead": "harpoon"}"#
        ),
        #"line 2, column 106 (shapes[0].arrowhead): expected an arrowhead style (standard, ascii, arrow, triangle or pointer), found "harpoon""#
      ),
    ])
  func refused(_ name: String, _ input: [UInt8], _ message: String) {
    var description: String?
    do {
      _ = try EaselFile.decode(input)
    } catch {
      description = error.description
    }
    #expect(description == message, "\(name)")
  }
}
