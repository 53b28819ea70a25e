import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Every shape kind's SVG elements, at the default cell size of 8 × 16 px: frames and lines
/// run through cell centres (a cell's centre is (8c + 4, 16r + 8)), dots are 4 × 4 px.
@Suite("SVG export: shapes")
struct SVGExportShapeTests {
  typealias Scan = SVGScan

  @Test("an empty document is a page of one cell's margin each way and no shapes")
  func empty() throws {
    let svg = SVGExport.svgText(Document())
    let root = try #require(Scan.elements(svg, named: "svg").first)
    #expect(root["viewBox"] == "-8 -16 16 32")
    #expect(root["width"] == "16")
    #expect(root["height"] == "32")
    #expect(Scan.elements(svg, named: "g").isEmpty)
    #expect(Scan.elements(svg, named: "defs").isEmpty)
    #expect(
      svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Exported by Easel. 1 cell = 8 x 16 px"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("the view box is the drawing's bounds plus one cell, negative coordinates included")
  func negativeBounds() throws {
    let svg = try Scan.svg([SVGShapes.rectangle(-5, -3, 2, 2)])
    let root = try #require(Scan.elements(svg, named: "svg").first)
    #expect(root["viewBox"] == "-48 -64 32 64")
    #expect(root["width"] == "32")
    #expect(root["height"] == "64")
    let page = try #require(Scan.elements(svg, named: "rect").first)
    #expect(page["class"] == "easel-page")
    #expect([page["x"], page["y"], page["width"], page["height"]] == ["-48", "-64", "32", "64"])
    let frame = try #require(Scan.elements(svg, named: "rect").last)
    #expect([frame["x"], frame["y"], frame["width"], frame["height"]] == ["-36", "-40", "8", "16"])
  }

  @Test("the cell size scales every length and is stated in the comment")
  func cellSize() throws {
    let svg = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4)], cellWidth: 10, cellHeight: 20)
    #expect(svg.contains("1 cell = 10 x 20 px"))
    let root = try #require(Scan.elements(svg, named: "svg").first)
    #expect(root["viewBox"] == "10 0 70 120")
    let frame = try #require(Scan.elements(svg, named: "rect").last)
    #expect([frame["x"], frame["y"], frame["width"], frame["height"]] == ["25", "30", "40", "60"])
    // Odd sizes give exact fractions of a pixel: centres at half pixels.
    let odd = try Scan.svg([SVGShapes.rectangle(0, 0, 2, 2)], cellWidth: 5, cellHeight: 11)
    let oddFrame = try #require(Scan.elements(odd, named: "rect").last)
    #expect(
      [oddFrame["x"], oddFrame["y"], oddFrame["width"], oddFrame["height"]] == ["2.5", "5.5", "5", "11"])
    // Sizes out of range are clamped, never trusted.
    let clamped = SVGExport.svgText(Document(), cellWidth: 0, cellHeight: 100_000)
    #expect(clamped.contains("1 cell = 1 x 256 px"))
  }

  @Test("a rectangle's frame is a <rect> through its border cells' centres, styled by frame style")
  func rectangleFrames() throws {
    func frames(_ style: FrameStyle) throws -> [SVGElement] {
      Scan.elements(try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, style: style)]), named: "rect")
        .filter { $0["class"] == "easel-frame" }
    }
    let light = try frames(.light)
    #expect(light.count == 1)
    #expect(
      [light[0]["x"], light[0]["y"], light[0]["width"], light[0]["height"]] == ["20", "24", "32", "48"])
    #expect(light[0]["fill"] == "none")
    #expect(light[0]["stroke"] == "#1a1a1a")
    #expect(light[0]["stroke-width"] == "1")
    #expect(light[0]["rx"] == nil)
    #expect(light[0]["stroke-dasharray"] == nil)
    #expect(try frames(.heavy).map { $0["stroke-width"] } == ["2.5"])
    #expect(try frames(.rounded).map { $0["rx"] } == ["4"])
    #expect(try frames(.ascii).map { $0["stroke-dasharray"] } == ["4 2"])
    // Underscores join into a solid line.
    let underscore = try frames(.asciiUnderscore)
    #expect(underscore.map { $0["stroke-dasharray"] } == [nil])
    #expect(underscore.map { $0["stroke-width"] } == ["1"])
    let double = try frames(.double)
    #expect(double.count == 2)
    #expect(
      double.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == [
        ["18", "22", "36", "52"], ["22", "26", "28", "44"],
      ])
  }

  @Test("a box one cell thin is a line and a box of one cell a small square, as in the terminal")
  func thinBoxes() throws {
    let thin = try Scan.svg([SVGShapes.rectangle(3, 0, 1, 4)])
    #expect(Scan.elements(thin, named: "rect").count == 1)  // the page only
    let line = try #require(Scan.elements(thin, named: "line").first)
    #expect([line["x1"], line["y1"], line["x2"], line["y2"]] == ["28", "8", "28", "56"])
    #expect(line["class"] == "easel-frame")
    let dot = try Scan.svg([SVGShapes.rectangle(0, 0, 1, 1, style: .heavy)])
    let square = try #require(Scan.elements(dot, named: "rect").last)
    #expect([square["x"], square["y"], square["width"], square["height"]] == ["2", "6", "4", "4"])
    #expect(square["fill"] == "#1a1a1a")
  }

  @Test("a fill colour covers the whole box; a fill character hides what is below the interior")
  func rectangleFills() throws {
    let coloured = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fillColor: .ansi(1))])
    let fill = try #require(Scan.elements(coloured, named: "rect").first { $0["class"] == "easel-fill" })
    #expect(
      [fill["x"], fill["y"], fill["width"], fill["height"], fill["fill"]] == [
        "16", "16", "40", "64", "#990000",
      ])
    let opaque = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fill: " ")])
    let page = try #require(Scan.elements(opaque, named: "rect").first { $0["class"] == "easel-fill" })
    #expect(
      [page["x"], page["y"], page["width"], page["height"], page["fill"]] == [
        "24", "32", "24", "32", "#ffffff",
      ])
    #expect(!opaque.contains("easel-fill-character"))
    #expect(!opaque.contains("<pattern"))
  }

  @Test("shade fill characters are light fills; other characters repeat in a pattern on the grid")
  func fillCharacters() throws {
    let shade = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fill: "░", stroke: .ansi(4))])
    let light = try #require(
      Scan.elements(shade, named: "rect").first { $0["class"] == "easel-fill-character" })
    #expect([light["fill"], light["fill-opacity"], light["width"]] == ["#0000b2", "0.25", "24"])
    let block = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fill: "█")])
    let solid = try #require(
      Scan.elements(block, named: "rect").first { $0["class"] == "easel-fill-character" })
    #expect(solid["fill-opacity"] == nil)

    let patterned = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fill: "x", id: 7)])
    let pattern = try #require(Scan.elements(patterned, named: "pattern").first)
    #expect(pattern["id"] == "fill-7")
    #expect([pattern["x"], pattern["y"], pattern["width"], pattern["height"]] == ["24", "32", "8", "16"])
    #expect(pattern["patternUnits"] == "userSpaceOnUse")
    #expect(Scan.spans(Scan.elements(pattern.content ?? "", named: "text").first?.content) == ["x"])
    let filled = try #require(
      Scan.elements(patterned, named: "rect").first { $0["class"] == "easel-fill-character" })
    #expect([filled["x"], filled["width"], filled["fill"]] == ["24", "24", "url(#fill-7)"])

    // A wide character repeats every two cells; an odd last column stays empty.
    let wide = try Scan.svg([SVGShapes.rectangle(2, 1, 5, 4, fill: "字")])
    #expect(Scan.elements(wide, named: "pattern").first?["width"] == "16")
    #expect(
      Scan.elements(wide, named: "rect").first { $0["class"] == "easel-fill-character" }?["width"] == "16")
  }

  @Test("a label is a centred <text>, a <tspan> per line placed as the terminal places it")
  func labels() throws {
    let svg = try Scan.svg([SVGShapes.rectangle(0, 0, 12, 5, label: "Hi", stroke: .ansi(2))])
    let text = try #require(Scan.elements(svg, named: "text").first)
    #expect(text["class"] == "easel-label")
    #expect(text["text-anchor"] == "middle")
    #expect(text["fill"] == "#00a600")
    #expect(text["xml:space"] == "preserve")
    let span = try #require(Scan.elements(text.content ?? "", named: "tspan").first)
    // Row 2 of the interior rows 1...3; columns 5 and 6 of the interior 1...10.
    #expect([span["x"], span["y"], span["textLength"]] == ["48", "44.625", "16"])
    #expect(span.content == "Hi")

    let cut = try Scan.svg([SVGShapes.rectangle(0, 0, 6, 3, label: "abcdefgh\nsecond")])
    let cutText = try #require(Scan.elements(cut, named: "text").first)
    // One row of four columns: the word broken at four, and the rest marked with an ellipsis.
    #expect(Scan.spans(cutText.content) == ["abc…"])
    #expect(Scan.elements(cutText.content ?? "", named: "tspan").first?["x"] == "24")
    let none = try Scan.svg([SVGShapes.rectangle(0, 0, 6, 2, label: "no room")])
    #expect(Scan.elements(none, named: "text").isEmpty)
  }

  @Test("an ellipse is an <ellipse> through its outermost dots' centres, filled in its stroke colour")
  func ellipses() throws {
    func ellipse(filled: Bool) throws -> SVGElement {
      let shape = Shape(
        id: ShapeID(1),
        kind: .ellipse(
          Ellipse(bounds: CanvasRect(column: 0, row: 0, columns: 10, rows: 4), isFilled: filled)),
        strokeColor: .ansi(5), fillColor: .ansi(2))
      return try #require(Scan.elements(try Scan.svg([shape]), named: "ellipse").first)
    }
    let outline = try ellipse(filled: false)
    #expect([outline["cx"], outline["cy"], outline["rx"], outline["ry"]] == ["40", "32", "38", "30"])
    #expect([outline["fill"], outline["stroke"]] == ["none", "#b200b2"])
    #expect(try ellipse(filled: true)["fill"] == "#b200b2")
  }

  @Test("a line runs between cell centres; an arrowhead's tip is on the end cell's edge")
  func lines() throws {
    let plain = try #require(
      Scan.elements(try Scan.svg([SVGShapes.line((0, 0), (5, 0))]), named: "line").first)
    #expect([plain["x1"], plain["y1"], plain["x2"], plain["y2"]] == ["4", "8", "44", "8"])
    #expect(plain["marker-end"] == nil)
    #expect(plain["stroke-width"] == "1")

    // The tip at x = 48, the line pulled back three quarters of the 8 px arrowhead.
    let svg = try Scan.svg([SVGShapes.line((0, 0), (5, 0), arrows: (true, true))])
    let arrowed = try #require(Scan.elements(svg, named: "line").first)
    #expect([arrowed["x1"], arrowed["x2"]] == ["6", "42"])
    #expect(arrowed["marker-start"] == "url(#arrow-start-1a1a1a)")
    #expect(arrowed["marker-end"] == "url(#arrow-end-1a1a1a)")
    let markers = Scan.elements(svg, named: "marker")
    #expect(markers.map { $0["id"] } == ["arrow-start-1a1a1a", "arrow-end-1a1a1a"])
    #expect(markers.map { $0["refX"] } == ["6", "2"])
    #expect(markers.allSatisfy { $0["orient"] == "auto" && $0["markerWidth"] == "8" })

    let vertical = try #require(
      Scan.elements(try Scan.svg([SVGShapes.line((2, 3), (2, 0), arrows: (false, true))]), named: "line")
        .first)
    #expect([vertical["x1"], vertical["y1"], vertical["x2"], vertical["y2"]] == ["20", "56", "20", "6"])

    let slanted = try #require(
      Scan.elements(try Scan.svg([SVGShapes.line((0, 0), (4, 2), arrows: (false, true))]), named: "line")
        .first)
    #expect([slanted["x1"], slanted["y1"], slanted["x2"], slanted["y2"]] == ["4", "8", "35.75", "39.75"])

    let single = try #require(
      Scan.elements(try Scan.svg([SVGShapes.line((3, 2), (3, 2))]), named: "line").first)
    #expect([single["x1"], single["y1"], single["x2"], single["y2"]] == ["24", "40", "32", "40"])
  }

  @Test("line styles: heavy thicker, ASCII dashed, double two rails with the arrowheads between them")
  func lineStyles() throws {
    let heavy = try Scan.svg([SVGShapes.line((0, 0), (4, 0), style: .heavy)])
    #expect(Scan.elements(heavy, named: "line").map { $0["stroke-width"] } == ["2.5"])
    let ascii = try Scan.svg([SVGShapes.line((0, 0), (4, 0), style: .ascii)])
    #expect(Scan.elements(ascii, named: "line").map { $0["stroke-dasharray"] } == ["4 2"])
    let underscore = try Scan.svg([SVGShapes.line((0, 0), (4, 0), style: .asciiUnderscore)])
    #expect(Scan.elements(underscore, named: "line").map { $0["stroke-dasharray"] } == [nil])
    let double = Scan.elements(try Scan.svg([SVGShapes.line((0, 0), (4, 0), style: .double)]), named: "line")
    #expect(double.map { $0["y1"] } == ["10", "6"])
    #expect(double.allSatisfy { $0["marker-end"] == nil })
    let arrowed = Scan.elements(
      try Scan.svg([SVGShapes.line((0, 0), (4, 0), style: .double, arrows: (false, true))]), named: "line")
    #expect(arrowed.count == 3)
    #expect(arrowed[2]["stroke"] == "none")
    #expect(arrowed[2]["y1"] == "8")
    #expect(arrowed[2]["marker-end"] == "url(#arrow-end-1a1a1a)")
  }

  @Test("arrowheads are defined once per colour and end")
  func markerSharing() throws {
    let svg = try Scan.svg([
      SVGShapes.line((0, 0), (4, 0), arrows: (false, true), id: 1),
      SVGShapes.line((0, 2), (4, 2), arrows: (false, true), id: 2),
      SVGShapes.line((0, 4), (4, 4), arrows: (false, true), stroke: .rgb(0xAB, 0xCD, 0xEF), id: 3),
    ])
    #expect(Scan.elements(svg, named: "marker").map { $0["id"] } == ["arrow-end-1a1a1a", "arrow-end-abcdef"])
    #expect(Scan.elements(svg, named: "path").map { $0["fill"] } == ["#1a1a1a", "#abcdef"])
  }

  @Test("a pen stroke is a <path> through its dots' centres; a single point is a dot")
  func pens() throws {
    func path(_ points: [(Int, Int)]) throws -> SVGElement {
      let shape = Shape(
        id: ShapeID(1), kind: .pen(PenStroke(points: points.map { DotPoint(x: $0.0, y: $0.1) })))
      return try #require(Scan.elements(try Scan.svg([shape]), named: "path").first)
    }
    let stroke = try path([(0, 0), (3, 4), (-1, -1)])
    #expect(stroke["d"] == "M2 2L14 18 -2 -2")
    #expect(
      [stroke["fill"], stroke["stroke-linecap"], stroke["stroke-linejoin"]] == ["none", "round", "round"])
    #expect(try path([(1, 1)])["d"] == "M6 6L6 6")
  }

  @Test("a brush of blocks is one <path> of runs; other characters are text over the fill")
  func brushes() throws {
    func brush(_ cells: [(Int, Int)], _ character: Character, fill: ShapeColor = .default) throws -> String {
      try Scan.svg([
        Shape(
          id: ShapeID(1),
          kind: .brush(
            BrushStroke(cells: cells.map { CanvasPoint(column: $0.0, row: $0.1) }, character: character)),
          fillColor: fill)
      ])
    }
    let blocks = try brush([(1, 0), (0, 0), (2, 0), (5, 1)], "█")
    let paths = Scan.elements(blocks, named: "path")
    #expect(paths.count == 1)
    #expect(paths[0]["d"] == "M0 0h24v16h-24zM40 16h8v16h-8z")
    #expect(paths[0]["fill"] == "#1a1a1a")
    #expect(Scan.elements(blocks, named: "text").isEmpty)

    let flowers = try brush([(0, 0), (2, 1)], "✿")
    let background = try #require(Scan.elements(flowers, named: "path").first)
    #expect(background["fill"] == "#ffffff")
    let text = try #require(Scan.elements(flowers, named: "text").first)
    let spans = Scan.elements(text.content ?? "", named: "tspan")
    #expect(spans.map { [$0["x"], $0["y"], $0.content] } == [["4", "12.625", "✿"], ["20", "28.625", "✿"]])

    let wide = try brush([(0, 0), (2, 0)], "字")
    #expect(Scan.elements(wide, named: "path").first?["d"] == "M0 0h32v16h-32z")
    #expect(
      Scan.elements(Scan.elements(wide, named: "text").first?.content ?? "", named: "tspan").map { $0["x"] }
        == ["8", "24"])

    let shade = Scan.elements(try brush([(0, 0)], "▒", fill: .ansi(2)), named: "path")
    #expect(shade.map { $0["fill"] } == ["#00a600", "#1a1a1a"])
    #expect(shade.map { $0["fill-opacity"] } == [nil, "0.5"])
  }

  @Test("a text shape is one <text> with a <tspan> per line on the grid, spaces kept")
  func texts() throws {
    let svg = try Scan.svg([SVGShapes.text(2, 3, "ab\n\n 字")])
    let text = try #require(Scan.elements(svg, named: "text").first)
    #expect(text["xml:space"] == "preserve")
    #expect(text["fill"] == "#1a1a1a")
    #expect(text["text-anchor"] == nil)
    let spans = Scan.elements(text.content ?? "", named: "tspan")
    #expect(spans.map { $0.content } == ["ab", "", " 字"])
    #expect(spans.map { $0["x"] } == ["16", "16", "16"])
    #expect(spans.map { $0["y"] } == ["60.625", "76.625", "92.625"])
    #expect(spans.map { $0["textLength"] } == ["16", nil, "24"])
    // The whole element on one line: whitespace between spans would be drawn.
    #expect(
      svg.contains("<tspan x=\"16\" y=\"60.625\" textLength=\"16\" lengthAdjust=\"spacing\">ab</tspan><tspan")
    )
    let root = try #require(Scan.elements(svg, named: "svg").first)
    #expect(root["font-family"]?.hasSuffix("monospace") == true)
  }

  @Test("each shape is a <g> named by its ID and kind, in z-order")
  func groups() throws {
    let svg = try Scan.svg([
      SVGShapes.text(0, 0, "top", id: 9), SVGShapes.rectangle(0, 0, 3, 3, id: 4),
    ])
    #expect(
      Scan.elements(svg, named: "g").map { [$0["id"], $0["class"]] } == [
        ["shape-9", "easel-text"], ["shape-4", "easel-rectangle"],
      ])
  }

  @Test("colours: the default stroke is near-black, themed colours read on white, the rest exact")
  func colours() {
    #expect(SVGExport.hex(.default) == nil)
    #expect(SVGExport.strokeHex(.default) == "#1a1a1a")
    #expect(SVGExport.hex(.ansi(1)) == "#990000")
    #expect(SVGExport.hex(.ansi(12)) == "#0000ff")
    #expect(SVGExport.hex(.ansi(7)) == "#bfbfbf")
    #expect(SVGExport.hex(.palette(5)) == SVGExport.hex(.ansi(5)))
    #expect(SVGExport.hex(.palette(196)) == "#ff0000")
    #expect(SVGExport.hex(.palette(52)) == "#5f0000")
    #expect(SVGExport.hex(.palette(232)) == "#080808")
    #expect(SVGExport.hex(.rgb(1, 0x20, 0xFF)) == "#0120ff")
  }

  @Test("the same document always gives the same bytes")
  func deterministic() throws {
    let document = try Document(shapes: [
      SVGShapes.line((0, 0), (4, 4), arrows: (true, true), stroke: .ansi(3), id: 1),
      SVGShapes.rectangle(1, 1, 6, 4, fill: "x", label: "a", id: 2),
    ])
    #expect(SVGExport.svg(document) == SVGExport.svg(document))
  }
}
