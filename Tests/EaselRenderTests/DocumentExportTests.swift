import EaselDocument
import EaselGeometry
import EaselRaster
import Testing

@testable import EaselRender

/// The one entry point `easel export` and File → Export share.
@Suite("DocumentExport")
struct DocumentExportTests {
  static let document: Document = {
    let shapes = [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(Rectangle(bounds: CanvasRect(column: 1, row: 0, columns: 6, rows: 3), label: "hi")),
        strokeColor: .ansi(1)),
      Shape(
        id: ShapeID(2),
        kind: .line(
          Line(start: CanvasPoint(column: 0, row: 4), end: CanvasPoint(column: 6, row: 4), arrowAtEnd: true)),
        strokeColor: .rgb(10, 20, 30)),
    ]
    return try! Document(shapes: shapes)
  }()

  @Test("txt is exactly what `easel render` prints: no colour, no escape sequences")
  func text() throws {
    let bytes = try DocumentExport.export(Self.document, as: .txt)
    #expect(try bytes == TextExport.render(Self.document))
    #expect(String(decoding: bytes, as: UTF8.self) == " ┌────┐\n │ hi │\n └────┘\n\n──────→\n")
    let ascii = try DocumentExport.export(Self.document, as: .txt, options: ExportOptions(usesASCII: true))
    #expect(String(decoding: ascii, as: UTF8.self) == " +----+\n | hi |\n +----+\n\n------>\n")
  }

  @Test("ansi is `easel render --color`: 24-bit SGR, reset at every line end")
  func ansi() throws {
    let bytes = try DocumentExport.export(Self.document, as: .ansi)
    #expect(
      bytes
        == (try TextExport.render(
          Self.document, options: RasterOptions(usesColor: true), colorDepth: .trueColor)))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix(" \u{1B}[0;31m┌────┐\u{1B}[0m\n"))
    #expect(text.hasSuffix("\u{1B}[0;38;2;10;20;30m──────→\u{1B}[0m\n"))
  }

  @Test("svg is SVGExport's image at the chosen cell size")
  func svg() throws {
    let options = ExportOptions(cellWidth: 9, cellHeight: 18)
    let bytes = try DocumentExport.export(Self.document, as: .svg, options: options)
    #expect(bytes == SVGExport.svg(Self.document, cellWidth: 9, cellHeight: 18))
    #expect(String(decoding: bytes, as: UTF8.self).contains("1 cell = 9 x 18 px"))
    #expect(ExportFormat.allCases.map(\.fileExtension) == ["svg", "txt", "ans"])
  }
}
