import EaselDocument
import EaselGeometry
import EaselRaster
import Testing

@testable import EaselRender

@Suite("TextExport")
struct TextExportTests {
  static func text(
    _ document: Document, options: RasterOptions = RasterOptions(usesColor: false), depth: ColorDepth? = nil
  ) -> String {
    String(decoding: TextExport.render(document, options: options, colorDepth: depth), as: UTF8.self)
  }

  static func box(
    _ id: UInt64, _ column: Int, _ row: Int, _ columns: Int, _ rows: Int, color: ShapeColor = .default
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows))),
      strokeColor: color)
  }

  @Test("an empty drawing prints nothing")
  func empty() {
    #expect(TextExport.render(Document()).isEmpty)
  }

  @Test("the text starts at canvas (0,0), trims trailing spaces and ends every line with a newline")
  func origin() throws {
    let document = try Document(shapes: [Self.box(1, 2, 1, 4, 3)])
    #expect(Self.text(document) == "\n  ┌──┐\n  │  │\n  └──┘\n")
  }

  @Test("shapes at negative coordinates extend the text up and to the left")
  func negative() throws {
    let document = try Document(shapes: [
      Self.box(1, -3, -2, 3, 3),
      Shape(id: ShapeID(2), kind: .text(TextShape(origin: CanvasPoint(column: 1, row: 1), text: "hi"))),
    ])
    #expect(Self.text(document) == "┌─┐\n│ │\n└─┘\n    hi\n")
  }

  @Test("blank rows inside the drawing are kept as empty lines")
  func blankRows() throws {
    let document = try Document(shapes: [
      Shape(id: ShapeID(1), kind: .text(TextShape(origin: CanvasPoint(column: 0, row: 0), text: "top"))),
      Shape(id: ShapeID(2), kind: .text(TextShape(origin: CanvasPoint(column: 0, row: 3), text: "bottom"))),
    ])
    #expect(Self.text(document) == "top\n\n\nbottom\n")
  }

  @Test("--ascii draws with ASCII only")
  func ascii() throws {
    let document = try Document(shapes: [Self.box(1, 0, 0, 4, 3)])
    #expect(
      Self.text(document, options: RasterOptions(usesASCII: true, usesColor: false)) == "+--+\n|  |\n+--+\n")
  }

  @Test("with colour, styled runs are wrapped in SGR and every line ends reset")
  func colour() throws {
    let document = try Document(shapes: [Self.box(1, 1, 0, 3, 2, color: .ansi(1))])
    let text = Self.text(document, options: RasterOptions(usesColor: true), depth: .trueColor)
    #expect(text == " \u{1B}[0;31m┌─┐\u{1B}[0m\n \u{1B}[0;31m└─┘\u{1B}[0m\n")
  }

  @Test("wide characters are written once and text is never cut")
  func wide() throws {
    let document = try Document(shapes: [
      Shape(
        id: ShapeID(1), kind: .text(TextShape(origin: CanvasPoint(column: 0, row: 0), text: "漢字 👍🏽 e\u{301}")))
    ])
    #expect(Self.text(document) == "漢字 👍🏽 e\u{301}\n")
  }

  @Test("a drawing wider than one band is drawn band by band with the same result")
  func bands() throws {
    let document = try Document(shapes: [Self.box(1, 0, 0, 300_000, 3)])
    let lines = Self.text(document).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].count == 300_000)
    #expect(lines[1].first == "│" && lines[1].last == "│")
  }
}
