import EaselDocument
import EaselGeometry
import Testing

@testable import EaselFileFormat

/// Version 2 of the format: lines with ends attached to shapes, elbow routes (issue 14).
@Suite("Connectors in the file format (version 2)")
struct ConnectorFileTests {
  static let box1 =
    #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 6, "rows": 3}}"#
  static let box2 =
    #"{"id": 2, "kind": "rectangle", "bounds": {"column": 20, "row": 6, "columns": 6, "rows": 3}}"#

  static func document(version: Int = 2, _ shapes: String...) -> [UInt8] {
    Array(
      ("{\"format\": \"easel\", \"version\": \(version), \"shapes\": [\n" + shapes.joined(separator: ",\n")
        + "\n]}")
        .utf8)
  }

  static func error(_ bytes: [UInt8]) -> String? {
    do {
      _ = try EaselFile.decode(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  static let connected: Document = {
    let arrow = Line(
      start: CanvasPoint(column: 5, row: 1), end: CanvasPoint(column: 20, row: 7), arrowAtEnd: true,
      route: .elbow,
      startBinding: LineBinding(shape: ShapeID(1), side: .right, offset: 1),
      endBinding: LineBinding(shape: ShapeID(2)),
      bends: [CanvasPoint(column: 12, row: 1), CanvasPoint(column: 12, row: 7)])
    return try! Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 6, rows: 3)))),
      Shape(
        id: ShapeID(2),
        kind: .rectangle(Rectangle(bounds: CanvasRect(column: 20, row: 6, columns: 6, rows: 3)))),
      Shape(id: ShapeID(3), kind: .line(arrow)),
    ])
  }()

  @Test("A connector is written in canonical form, as the current version, and reads back equal")
  func roundTrip() throws {
    let bytes = EaselFile.encode(Self.connected)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"version\": \(EaselFile.currentVersion),"))
    #expect(
      text.contains(
        #"{"id": 3, "kind": "line", "start": {"column": 5, "row": 1}, "end": {"column": 20, "row": 7}, "#
          + #""arrowAtEnd": true, "route": "elbow", "startBinding": {"shape": 1, "side": "right", "offset": 1}, "#
          + #""endBinding": {"shape": 2}, "bends": [12, 1, 12, 7]}"#))
    let read = try EaselFile.decode(bytes)
    #expect(read == Self.connected)
    #expect(read.invariantViolations().isEmpty)
    #expect(read.connectors(boundTo: ShapeID(1)) == [ShapeID(3)])
    #expect(read.connectors(boundTo: ShapeID(2)) == [ShapeID(3)])
  }

  @Test(
    "A connector's user runs and label are written after its bends and read back; a version-1 line has none")
  func labelRoundTrip() throws {
    var document = Self.connected
    guard var shape = document[ShapeID(3)], case .line(var line) = shape.kind else {
      Issue.record("no line")
      return
    }
    line.label = "sends\nreplies"
    line.userRuns = true
    shape.kind = .line(line)
    try document.apply(document.updating([shape]))
    let bytes = EaselFile.encode(document)
    #expect(
      String(decoding: bytes, as: UTF8.self).contains(
        #""bends": [12, 1, 12, 7], "userRuns": true, "label": "sends\nreplies"}"#)
    )
    #expect(try EaselFile.decode(bytes) == document)
    let v1 = Self.document(
      version: 1,
      #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "label": "x"}"#
    )
    #expect(
      Self.error(v1)
        == #"line 2, column 93 (shapes[0].label): a line's label is new in version 2 of the format, and this file says version 1"#
    )
  }

  @Test("A version-1 file still opens: its lines are free, straight lines")
  func versionOneOpens() throws {
    let line =
      #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 19, "row": 1}}"#
    let read = try EaselFile.decode(Self.document(version: 1, Self.box1, Self.box2, line))
    guard case .line(let parsed) = read[ShapeID(3)]?.kind else {
      Issue.record("no line")
      return
    }
    #expect(parsed.route == .straight && !parsed.isConnector && parsed.bends.isEmpty)
  }

  @Test(
    "Broken connectors are refused with their place",
    arguments: [
      (
        "a version-2 field in a version-1 file",
        document(
          version: 1, box1,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "route": "elbow"}"#
        ),
        #"line 3, column 93 (shapes[1]): the field "route" is new in version 2 of the format, and this file says version 1"#
      ),
      (
        "attached to a shape that does not exist",
        document(
          box1,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "endBinding": {"shape": 9}}"#
        ),
        #"line 3, column 93 (shapes[1].endBinding.shape): the line is attached to shape 9, and no shape has that ID"#
      ),
      (
        "attached to a pen stroke",
        document(
          #"{"id": 1, "kind": "pen", "points": [0, 0, 4, 4]}"#,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"shape": 1}}"#
        ),
        #"line 3, column 93 (shapes[1].startBinding.shape): the line is attached to shape 1, a pen; only rectangles, ellipses and text take connectors"#
      ),
      (
        "attached to itself",
        document(
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"shape": 3}}"#
        ),
        #"line 2, column 93 (shapes[0].startBinding): a line cannot be attached to itself (shape 3)"#
      ),
      (
        "an elbow run that is slanted",
        document(
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 4}, "route": "elbow", "bends": [7, 1]}"#
        ),
        #"line 2, column 1 (shapes[0]): the elbow run from (7, 1) to (9, 4) is neither horizontal nor vertical"#
      ),
      (
        "a straight line with bends",
        document(
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 4}, "bends": [6, 4]}"#
        ),
        #"line 2, column 1 (shapes[0]): a straight line has no bends"#
      ),
      (
        "an unknown side",
        document(
          box1,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"shape": 1, "side": "north"}}"#
        ),
        #"line 3, column 130 (shapes[1].startBinding.side): expected a side (top, right, bottom or left), found "north""#
      ),
      (
        "an unknown binding field",
        document(
          box1,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"shape": 1, "anchor": 0.5}}"#
        ),
        #"line 3, column 122 (shapes[1].startBinding): unknown field "anchor"; a binding has shape, side, offset and gap"#
      ),
      (
        "a binding without its shape",
        document(
          box1,
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "startBinding": {"side": "top"}}"#
        ),
        #"line 3, column 109 (shapes[1].startBinding): the field "shape" is missing"#
      ),
      (
        "a route that is neither",
        document(
          #"{"id": 3, "kind": "line", "start": {"column": 6, "row": 1}, "end": {"column": 9, "row": 1}, "route": "curved"}"#
        ),
        #"line 2, column 102 (shapes[0].route): expected a route (straight or elbow), found "curved""#
      ),
      (
        "a rectangle with a binding",
        document(
          #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 6, "rows": 3}, "startBinding": {"shape": 1}}"#
        ),
        #"line 2, column 92 (shapes[0].startBinding): a rectangle has no field "startBinding"; it has id, kind, bounds, style, fillCharacter, label, labelAlignment, labelVerticalAlignment, labelInsets, strokeColor, fillColor, name, hidden, locked, group and container"#
      ),
    ])
  func refused(_ name: String, _ input: [UInt8], _ message: String) {
    #expect(Self.error(input) == message, "\(name)")
  }
}
