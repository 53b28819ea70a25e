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
    String(
      decoding: (try? TextExport.render(document, options: options, colorDepth: depth)) ?? [], as: UTF8.self)
  }

  static func box(
    _ id: UInt64, _ column: Int, _ row: Int, _ columns: Int, _ rows: Int, color: ShapeColor = .default
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows))),
      strokeColor: color)
  }

  @Test("labels come out aligned and inset as the box says, line breaks and inner spaces kept")
  func alignedLabels() throws {
    func box(_ id: UInt64, _ column: Int, _ label: String, _ alignment: LabelAlignment, _ insets: LabelInsets)
      -> Shape
    {
      Shape(
        id: ShapeID(id),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: column, row: 0, columns: 12, rows: 5), label: label,
            labelAlignment: alignment, labelInsets: insets)))
    }
    let document = try Document(shapes: [
      box(1, 0, "id:   7\nname", LabelAlignment(horizontal: .left, vertical: .top), LabelInsets(left: 1)),
      box(2, 13, "v2", LabelAlignment(horizontal: .right, vertical: .bottom), LabelInsets(right: 1)),
    ])
    #expect(
      Self.text(document)
        == """
        ┌──────────┐ ┌──────────┐
        │ id:   7  │ │          │
        │ name     │ │          │
        │          │ │       v2 │
        └──────────┘ └──────────┘

        """)
  }

  @Test("an empty drawing prints nothing")
  func empty() throws {
    #expect(try TextExport.render(Document()).isEmpty)
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

  @Test("--ascii paints a brush whose character is not ASCII (the default █) with #; an ASCII one as it is")
  func asciiBrush() throws {
    let cells = [CanvasPoint(column: 0, row: 0), CanvasPoint(column: 1, row: 0)]
    let document = try Document(shapes: [
      Shape(id: ShapeID(1), kind: .brush(BrushStroke(cells: cells))),
      Shape(
        id: ShapeID(2),
        kind: .brush(BrushStroke(cells: cells.map { $0.offsetBy(columns: 0, rows: 1) }, character: "*"))),
    ])
    let ascii = RasterOptions(usesASCII: true, usesColor: false)
    #expect(Self.text(document, options: ascii) == "##\n**\n")
    #expect(Self.text(document) == "██\n**\n")
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

  /// Two one-letter texts at opposite corners of the canvas: 221 bytes of `.easel`, a drawing
  /// spanning 2 million × 2 million cells of which two are drawn.
  static func opposite() throws -> Document {
    let limit = CanvasLimits.maximumCoordinate
    return try Document(shapes: [
      Shape(
        id: ShapeID(1), kind: .text(TextShape(origin: CanvasPoint(column: -limit, row: -limit), text: "a"))),
      Shape(
        id: ShapeID(2), kind: .text(TextShape(origin: CanvasPoint(column: limit, row: limit), text: "b"))),
    ])
  }

  @Test(
    "a sparse drawing is written shape by shape: the rows between are one step, the columns before spaces")
  func sparse() throws {
    let bytes = try TextExport.render(try Self.opposite())
    let limit = CanvasLimits.maximumCoordinate
    #expect(
      bytes.count == 2 + (2 * limit - 1) + (2 * limit + 2), "\"a\", the blank lines, the spaces and \"b\"")
    #expect(bytes.prefix(2) == [UInt8(ascii: "a"), 0x0A])
    #expect(bytes.suffix(2) == [UInt8(ascii: "b"), 0x0A])
    #expect(bytes.filter { $0 == 0x0A }.count == 2 * limit + 1, "one line per row from the first to the last")
  }

  @Test("a box around the whole canvas is refused before anything is drawn, saying how large it would be")
  func tooLarge() throws {
    let limit = CanvasLimits.maximumCoordinate
    let document = try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: -limit, row: -limit, columns: 2 * limit + 1, rows: 2 * limit + 1))))
    ])
    #expect(throws: TextExport.TooLarge.self) { try TextExport.render(document) }
    do {
      _ = try TextExport.render(document)
    } catch {
      #expect(error.description.contains("more than the limit of 256 MiB"), "\(error)")
    }
    #expect(throws: TextExport.TooLarge.self) { try TextExport.render(try Self.opposite(), limit: 1 << 20) }
  }

  @Test(
    "the size estimate bounds the output: empty rows above the first shape and the padding to it count",
    arguments: [(0, 999_999), (31_996, 999_999), (5, 40), (-30, -20), (40_000, 3)])
  func estimateBoundsOutput(column: Int, row: Int) throws {
    let dot = Shape(
      id: ShapeID(1), kind: .pen(PenStroke(points: [DotPoint(x: column * 2, y: row * 4)])))
    let document = try Document(shapes: [dot, Self.box(2, column, row + 2, 3, 3)])
    let output = try TextExport.render(document, limit: .max)
    let spans = TextExport.rowSpans(of: document)
    let bounds = document.bounds
    let estimate = TextExport.estimatedBytes(
      spans: spans, left: min(0, bounds.minColumn), top: min(0, bounds.minRow))
    #expect(output.count <= estimate, "\(output.count) bytes written, \(estimate) estimated")
    // A limit just under what it writes refuses it rather than writing more than allowed.
    let underLimit = try? TextExport.render(document, limit: output.count - 1)
    #expect(
      underLimit?.count == nil, "a limit of \(output.count - 1) bytes let \(underLimit?.count ?? 0) through")
  }

  @Test("with colour the limit holds too: codes the estimate leaves out are counted as lines are written")
  func colourCodesCount() throws {
    // A column of boxes, each in its own colour: many SGR codes per line.
    let shapes = (0..<40).map { index in
      Self.box(UInt64(index + 1), index * 3, 0, 3, 200, color: .rgb(UInt8(index), 200, UInt8(255 - index)))
    }
    let document = try Document(shapes: shapes)
    let plain = try TextExport.render(document, limit: .max)
    let coloured = try TextExport.render(
      document, options: RasterOptions(usesColor: true), colorDepth: .trueColor, limit: .max)
    // A limit the estimate (which leaves the codes out) lets through, and the codes pass.
    let limit = TextExport.estimatedBytes(spans: TextExport.rowSpans(of: document), left: 0, top: 0)
    #expect(coloured.count > limit, "the codes make it larger: \(coloured.count) vs \(limit)")
    let refused = try? TextExport.render(
      document, options: RasterOptions(usesColor: true), colorDepth: .trueColor, limit: limit)
    #expect(refused?.count == nil, "\(refused?.count ?? 0) bytes let through a limit of \(limit)")
    #expect(try TextExport.render(document, limit: limit) == plain, "the plain text fits and is written")
  }
}
