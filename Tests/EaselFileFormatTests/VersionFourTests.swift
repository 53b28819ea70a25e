import EaselDocument
import EaselGeometry
import Testing

@testable import EaselFileFormat

/// Version 4 of the format: a box keeps its content (spec §10.1) — label alignment and insets,
/// and the box a shape lies in.
@Suite("Version 4 of the format")
struct VersionFourTests {
  static func document(version: Int = 4, _ shapes: String...) -> [UInt8] {
    Array(
      ("{\"format\": \"easel\", \"version\": \(version), \"shapes\": [\n" + shapes.joined(separator: ",\n")
        + "\n]}").utf8)
  }

  static func box(_ id: Int, _ extra: String = "", columns: Int = 20, rows: Int = 8) -> String {
    #"{"id": \#(id), "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": \#(columns), "rows": \#(rows)}\#(extra)}"#
  }

  static func text(_ id: Int, _ extra: String = "") -> String {
    #"{"id": \#(id), "kind": "text", "origin": {"column": 2, "row": 2}, "text": "hi"\#(extra)}"#
  }

  static func error(_ bytes: [UInt8]) -> String? {
    do {
      _ = try EaselFile.decode(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "Alignment, insets and containers are written in canonical form, left out at their defaults, and read back equal"
  )
  func roundTrip() throws {
    let bytes = EaselFile.encode(SampleDocuments.contents)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"version\": 4,"))
    #expect(
      text.contains(
        #""label": "api gateway\n  routes", "labelAlignment": "left", "labelVerticalAlignment": "top", "#
          + #""labelInsets": {"left": 1, "top": 0, "right": 0, "bottom": 0}}"#))
    #expect(
      text.contains(
        #""label": "cache", "labelAlignment": "right", "labelVerticalAlignment": "bottom", "container": 1}"#))
    #expect(text.contains(#""label": "db", "container": 1}"#))
    #expect(text.contains(#""strokeColor": "ansi:8", "container": 1}"#))
    #expect(
      text.contains(
        #""label": "far", "labelVerticalAlignment": "top", "labelInsets": {"left": 0, "top": 1, "right": 2, "bottom": 0}}"#
      ))
    let read = try EaselFile.decode(bytes)
    #expect(read == SampleDocuments.contents)
    #expect(read.invariantViolations() == [])
    #expect(read.contents(of: ShapeID(1)) == Set([2, 3, 4, 5].map { ShapeID(UInt64($0)) }))
    // Defaults written out are read too, and mean the same.
    let spelled = Self.document(
      Self.box(
        1,
        #", "labelAlignment": "centre", "labelVerticalAlignment": "middle", "labelInsets": {}"#))
    let plain = try EaselFile.decode(spelled)
    #expect(
      plain[ShapeID(1)]?.kind
        == .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 20, rows: 8))))
  }

  @Test("Version-3 files open as the same drawing and save as version 4 with only the version changed")
  func versionThreeFixtures() throws {
    for (name, expected) in SampleDocuments.all where name != "contents.easel" {
      let fixture = name.replacing(".easel", with: "-version3.easel")
      let bytes = try #require(GroupFileTests.fixture(fixture), "\(fixture) is missing")
      let read = try EaselFile.decode(bytes)
      #expect(read == expected, "\(fixture)")
      #expect(read.invariantViolations() == [])
      let again = String(decoding: EaselFile.encode(read), as: UTF8.self)
      #expect(
        again == String(decoding: bytes, as: UTF8.self).replacing("\"version\": 3,", with: "\"version\": 4,"),
        "\(fixture)")
    }
  }

  @Test("A version-4 file says its version before any field version 4 added")
  func versionComesFirst() {
    let text = String(decoding: EaselFile.encode(SampleDocuments.contents), as: UTF8.self)
    let version = text.firstRange(of: "\"version\": 4")
    let firstNew = ["\"labelAlignment\"", "\"labelVerticalAlignment\"", "\"labelInsets\"", "\"container\""]
      .compactMap { text.firstRange(of: $0)?.lowerBound }.min()
    #expect(version != nil && firstNew != nil && version!.upperBound < firstNew!)
  }

  static let refused: [(String, [UInt8], String)] = [
    (
      "an alignment in a version-3 file", document(version: 3, box(1, #", "labelAlignment": "left""#)),
      #"line 2, column 93 (shapes[0]): the field "labelAlignment" is new in version 4 of the format, and this file says version 3"#
    ),
    (
      "insets in a version-2 file", document(version: 2, box(1, #", "labelInsets": {"left": 1}"#)),
      #"line 2, column 93 (shapes[0]): the field "labelInsets" is new in version 4 of the format, and this file says version 2"#
    ),
    (
      "a container in a version-3 file", document(version: 3, box(1), text(2, #", "container": 1"#)),
      #"line 3, column 76 (shapes[1]): the field "container" is new in version 4 of the format, and this file says version 3"#
    ),
    (
      "an unknown alignment", document(box(1, #", "labelAlignment": "center""#)),
      #"line 2, column 111 (shapes[0].labelAlignment): expected a label alignment (left, centre or right), found "center""#
    ),
    (
      "a vertical word across", document(box(1, #", "labelAlignment": "top""#)),
      #"line 2, column 111 (shapes[0].labelAlignment): expected a label alignment (left, centre or right), found "top""#
    ),
    (
      "an unknown vertical alignment", document(box(1, #", "labelVerticalAlignment": "centre""#)),
      #"line 2, column 119 (shapes[0].labelVerticalAlignment): expected a vertical label alignment (top, middle or bottom), found "centre""#
    ),
    (
      "an alignment that is not a string", document(box(1, #", "labelAlignment": 1"#)),
      #"line 2, column 111 (shapes[0].labelAlignment): expected a label alignment (left, centre or right), found 1"#
    ),
    (
      "a negative inset", document(box(1, #", "labelInsets": {"left": -1}"#)),
      #"line 2, column 117 (shapes[0].labelInsets.left): expected an integer ≥ 0, found -1"#
    ),
    (
      "a huge inset", document(box(1, #", "labelInsets": {"top": 2000002}"#)),
      #"line 2, column 116 (shapes[0].labelInsets.top): expected an integer ≤ 2000001, found 2000002"#
    ),
    (
      "a fractional inset", document(box(1, #", "labelInsets": {"right": 1.5}"#)),
      #"line 2, column 118 (shapes[0].labelInsets.right): expected an integer from 0 to 2000001, found 1.5"#
    ),
    (
      "an unknown inset", document(box(1, #", "labelInsets": {"middle": 1}"#)),
      #"line 2, column 109 (shapes[0].labelInsets): unknown field "middle"; label insets have left, top, right and bottom"#
    ),
    (
      "an inset twice", document(box(1, #", "labelInsets": {"left": 1, "left": 2}"#)),
      #"line 2, column 120 (shapes[0].labelInsets): the field "left" appears twice"#
    ),
    (
      "insets as an array", document(box(1, #", "labelInsets": [1, 0, 0, 0]"#)),
      #"line 2, column 108 (shapes[0].labelInsets): expected label insets {"left": 1, "top": 0, "right": 0, "bottom": 0}, found '['"#
    ),
    (
      "an alignment on an ellipse",
      document(
        #"{"id": 1, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 3}, "labelAlignment": "left"}"#
      ),
      #"line 2, column 90 (shapes[0].labelAlignment): an ellipse has no field "labelAlignment"; it has id, kind, bounds, filled, strokeColor, fillColor, name, hidden, locked, group and container"#
    ),
    (
      "a container that does not exist", document(box(1), text(2, #", "container": 9"#)),
      #"line 3, column 89 (shapes[1].container): the shape is in box 9, and no shape has that ID"#
    ),
    (
      "a shape in itself", document(box(1, #", "container": 1"#)),
      #"line 2, column 106 (shapes[0].container): a shape cannot be inside itself"#
    ),
    (
      "a text as a container", document(text(1), text(2, #", "container": 1"#)),
      #"line 3, column 89 (shapes[1].container): the shape is in shape 1, a text; only rectangles hold shapes"#
    ),
    (
      "boxes inside each other in a circle",
      document(box(1, #", "container": 2"#), box(2, #", "container": 1"#)),
      #"line 2, column 106 (shapes[0].container): shape 1 is inside itself through the boxes around it"#
    ),
    (
      "a container as a string", document(box(1), text(2, #", "container": "1""#)),
      #"line 3, column 89 (shapes[1].container): expected an integer from 1 to 9007199254740991, found "1""#
    ),
    (
      "a container of zero", document(box(1), text(2, #", "container": 0"#)),
      #"line 3, column 89 (shapes[1].container): expected an integer ≥ 1, found 0"#
    ),
    (
      "a container given twice", document(box(1), text(2, #", "container": 1, "container": 1"#)),
      #"line 3, column 92 (shapes[1]): the field "container" appears twice"#
    ),
  ]

  @Test("Broken alignments, insets and containers are refused with their exact place", arguments: refused)
  func refusedCases(name: String, input: [UInt8], message: String) {
    #expect(Self.error(input) == message, "\(name)")
  }

  @Test("Boxes inside boxes 32 deep are read; 33 are refused")
  func depthLimit() throws {
    func chain(_ count: Int) -> [UInt8] {
      let boxes = (1...count).map { id in
        Self.box(id, id == 1 ? "" : #", "container": \#(id - 1)"#, columns: 200 - 2 * id, rows: 100 - 2 * id)
      }
      return Array(
        ("{\"format\": \"easel\", \"version\": 4, \"shapes\": [\n" + boxes.joined(separator: ",\n") + "\n]}")
          .utf8)
    }
    let deepest = try EaselFile.decode(chain(33))
    #expect(deepest.containers(of: ShapeID(33)).count == 32)
    #expect(deepest.invariantViolations() == [])
    let message = try #require(Self.error(chain(34)))
    #expect(message.hasSuffix("(shapes[33].container): boxes lie inside each other more than 32 deep here"))
  }

  @Test("A container listed after the shapes it holds is found")
  func containerLater() throws {
    let read = try EaselFile.decode(Self.document(Self.text(2, #", "container": 1"#), Self.box(1)))
    #expect(read[ShapeID(2)]?.containerID == ShapeID(1))
    #expect(read.invariantViolations() == [])
  }
}
