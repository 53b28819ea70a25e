import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselFileFormat

@Suite("Canonical form")
struct CanonicalFormTests {
  static let small = try! Document(
    shapes: [
      Shape(
        id: ShapeID(2),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: -3, row: 1, columns: 10, rows: 3), frameStyle: .double,
            fillCharacter: " ",
            label: "Hi \"you\"\n字")), strokeColor: .rgb(0xAB, 0x01, 0xFF), fillColor: .palette(17)),
      Shape(id: ShapeID(1), kind: .pen(PenStroke(points: [DotPoint(x: -1, y: 0), DotPoint(x: 5, y: -9)]))),
    ], nextShapeID: 7)

  @Test("The encoder writes fixed key order, one shape per line and no default values")
  func exactBytes() {
    let expected = """
      {
        "format": "easel",
        "version": 4,
        "nextShapeID": 7,
        "shapes": [
          {"id": 2, "kind": "rectangle", "bounds": {"column": -3, "row": 1, "columns": 10, "rows": 3}, \
      "style": "double", "fillCharacter": " ", "label": "Hi \\"you\\"\\n字", "strokeColor": "#ab01ff", \
      "fillColor": "palette:17"},
          {"id": 1, "kind": "pen", "points": [-1, 0, 5, -9]}
        ]
      }

      """
    #expect(String(decoding: EaselFile.encode(Self.small), as: UTF8.self) == expected)
    #expect(
      String(decoding: EaselFile.encode(Document()), as: UTF8.self)
        == "{\n  \"format\": \"easel\",\n  \"version\": 4,\n  \"nextShapeID\": 1,\n  \"shapes\": []\n}\n")
  }

  @Test("Encoding is deterministic: equal documents give equal bytes")
  func deterministic() throws {
    var random = SeededRandom(seed: 77)
    for _ in 0..<50 {
      let document = RandomDocuments.make(using: &random)
      let copy = try Document(
        shapes: document.shapes, groups: Array(document.groups.values), nextShapeID: document.nextShapeID)
      #expect(EaselFile.encode(document) == EaselFile.encode(copy))
    }
  }

  @Test("Control characters in an invalid document are escaped, so the bytes never carry them raw")
  func controlCharactersAreEscaped() {
    let document = try! Document(shapes: [
      Shape(id: ShapeID(1), kind: .text(TextShape(origin: .zero, text: "a\u{1B}[2J\u{9B}\u{2028}\u{7F}\t")))
    ])
    let text = String(decoding: EaselFile.encode(document), as: UTF8.self)
    #expect(text.contains(#""text": "a\u001b[2J\u009b\u2028\u007f\u0009""#))
    #expect(throws: FileFormatError.self) { try EaselFile.decode(EaselFile.encode(document)) }
  }

  @Test("Fields in any order, other whitespace, escaped names, explicit defaults and a BOM are read alike")
  func acceptedVariations() throws {
    let variations = [
      // Fields reordered, defaults written out, escapes where plain text would do.
      """
      \u{FEFF}{ "shapes" : [
        { "fillColor":"palette:17", "strokeColor":"#AB01FF", "label":"Hi \\"you\\"\\n\\u5b57",
          "fillCharacter":"\\u0020", "style":"double", "bounds":{"rows":3,"columns":10,"row":1,"column":-3},
          "kind":"rectangle", "\\u0069d":2 },
        {"kind":"pen","id":1,"points":[ -1,0 , 5,-9 ],"strokeColor":"default","fillColor":"default"}
      ],
      "nextShapeID":7, "version":1, "format":"easel" }
      """,
      "{\"format\":\"easel\",\"version\":1,\"nextShapeID\":7,\"shapes\":[{\"id\":2,\"kind\":\"rectangle\","
        + "\"bounds\":{\"column\":-3,\"row\":1,\"columns\":10,\"rows\":3},\"style\":\"double\","
        + "\"fillCharacter\":\" \",\"label\":\"Hi \\\"you\\\"\\n字\",\"strokeColor\":\"#ab01ff\","
        + "\"fillColor\":\"palette:17\"},{\"id\":1,\"kind\":\"pen\",\"points\":[-1,-0,5,-9]}]}",
    ]
    for text in variations {
      #expect(try EaselFile.decode(Array(text.utf8)) == Self.small)
    }
  }

  @Test("Without nextShapeID the next ID is one above the highest; the defaults fill omitted fields")
  func defaults() throws {
    let text = """
      {"format": "easel", "version": 1, "shapes": [
        {"id": 9, "kind": "line", "start": {"column": 0, "row": 0}, "end": {"column": 4, "row": 0}},
        {"id": 3, "kind": "brush", "cells": [1, 1]},
        {"id": 4, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 2, "rows": 2}}
      ]}
      """
    let document = try EaselFile.decode(Array(text.utf8))
    #expect(document.nextShapeID == 10)
    #expect(
      document.shapes.map(\.kind) == [
        .line(Line(start: .zero, end: CanvasPoint(column: 4, row: 0), style: .light)),
        .brush(BrushStroke(cells: [CanvasPoint(column: 1, row: 1)], character: "█", size: 1)),
        .ellipse(Ellipse(bounds: CanvasRect(column: 0, row: 0, columns: 2, rows: 2), isFilled: false)),
      ])
    #expect(document.shapes.allSatisfy { $0.strokeColor == .default && $0.fillColor == .default })
  }

  @Test("The error description names line, column and path, or as much of them as is known")
  func errorDescription() {
    #expect(
      FileFormatError(line: 3, column: 17, path: "shapes[2].bounds.columns", message: "m").description
        == "line 3, column 17 (shapes[2].bounds.columns): m")
    #expect(FileFormatError(line: 3, column: 17, message: "m").description == "line 3, column 17: m")
    #expect(FileFormatError(path: "shapes", message: "m").description == "shapes: m")
    #expect(FileFormatError(message: "m").description == "m")
  }
}
