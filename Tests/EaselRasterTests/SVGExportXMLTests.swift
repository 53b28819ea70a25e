import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

/// The export is well-formed XML whatever the document holds: checked with a real parser
/// (python3's ElementTree, through `XMLCheck`), and the escaping rules one by one.
@Suite("SVG export: XML")
struct SVGExportXMLTests {
  static let svgNamespace = "{http://www.w3.org/2000/svg}svg"

  @Test("lengths are written in exact decimals of eighths of a pixel")
  func numbers() {
    let cases: [(Int, String)] = [
      (0, "0"), (8, "1"), (-8, "-1"), (1, "0.125"), (-1, "-0.125"), (12, "1.5"), (-20, "-2.5"),
      (6, "0.75"), (7, "0.875"), (357, "44.625"), (-8_000_000_004, "-1000000000.5"),
    ]
    for (eighths, text) in cases { #expect(SVGMarkup.number(eighths) == text, "\(eighths)") }
  }

  @Test("markup characters become entity references")
  func markup() {
    #expect(SVGMarkup.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(SVGMarkup.escaped("]]>") == "]]&gt;")
    #expect(SVGMarkup.escaped("<script>") == "&lt;script&gt;")
    #expect(SVGMarkup.escaped("&amp;") == "&amp;amp;")
  }

  @Test("characters XML forbids, DEL and C1 are dropped; tab and line breaks become references")
  func controls() {
    #expect(
      SVGMarkup.escaped("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}x\u{1F}\u{7F}\u{85}\u{9B}y\u{FFFE}\u{FFFF}") == "xy")
    #expect(SVGMarkup.escaped("\t\n\r") == "&#x9;&#xA;&#xD;")
    #expect(SVGMarkup.escaped("\u{2028}\u{2029}") == "&#x2028;&#x2029;")
  }

  @Test("format characters (bidi controls, joiners) are written as references, everything else as is")
  func formatCharacters() {
    #expect(SVGMarkup.escaped("\u{202E}evil\u{202C}") == "&#x202E;evil&#x202C;")
    #expect(SVGMarkup.escaped("\u{2066}\u{200F}") == "&#x2066;&#x200F;")
    #expect(SVGMarkup.escaped("👩\u{200D}💻") == "👩&#x200D;💻")
    #expect(SVGMarkup.escaped("漢字 é e\u{301} 😀 \u{10FFFD}") == "漢字 é e\u{301} 😀 \u{10FFFD}")
  }

  @Test("an empty document parses as an <svg> in the SVG namespace")
  func emptyParses() throws {
    let parsed = try XMLCheck.parse(SVGExport.svg(Document()))
    #expect(parsed.root == Self.svgNamespace)
    #expect(parsed.counts == ["svg": 1, "rect": 1])
    #expect(parsed.rootAttributes["viewBox"] == "-8 -16 16 32")
  }

  @Test("hostile text parses, shows what the terminal shows, and never opens markup")
  func hostileText() throws {
    let hostile = [
      "<script>alert('x')</script>",
      "]]>&amp;<!-- -->",
      "\u{202E}evil\u{202C} \u{2066}x",
      "\u{1B}[31mred\u{7}",
      "nul\u{0}here\u{FFFE}\u{FFFF}",
      "\u{301}lone mark",
      "family 👩\u{200D}👩\u{200D}👧 done",
    ]
    let document = try Document(shapes: [
      SVGShapes.text(0, 0, hostile.joined(separator: "\n"), id: 1),
      SVGShapes.rectangle(0, 10, 40, 9, label: hostile.joined(separator: "\n"), id: 2),
    ])
    let bytes = SVGExport.svg(document)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("<script"))
    #expect(!text.contains("]]>"))
    #expect(!text.contains("<!-- -->"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { (0x7F..<0xA0).contains($0.value) || $0.value == 0x202E })
    let parsed = try XMLCheck.parse(bytes)
    // Controls are drawn as U+FFFD, as in the terminal; zero-width controls on their own, and
    // characters XML forbids, are left out.
    let shown = [
      "<script>alert('x')</script>",
      "]]>&amp;<!-- -->",
      "evil x",
      "\u{FFFD}[31mred\u{FFFD}",
      "nul\u{FFFD}here",
      "\u{301}lone mark",
      "family 👩\u{200D}👩\u{200D}👧 done",
    ]
    #expect(parsed.spanTexts == shown + shown)
    #expect(parsed.count("tspan") == 14)
    #expect(parsed.count("text") == 2)
  }

  @Test("every shape kind together parses, with one element per drawn part")
  func everyKind() throws {
    let document = try Document(shapes: [
      SVGShapes.rectangle(
        -4, -2, 10, 5, style: .double, fill: "x", label: "box", fillColor: .palette(236), id: 1),
      Shape(
        id: ShapeID(2), kind: .ellipse(Ellipse(bounds: CanvasRect(column: 8, row: 0, columns: 6, rows: 3))),
        strokeColor: .rgb(1, 2, 3)),
      SVGShapes.line((0, 6), (12, 9), style: .heavy, arrows: (true, true), stroke: .ansi(9), id: 3),
      Shape(id: ShapeID(4), kind: .pen(PenStroke(points: [DotPoint(x: -9, y: 3), DotPoint(x: 4, y: 30)]))),
      Shape(
        id: ShapeID(5), kind: .brush(BrushStroke(cells: [CanvasPoint(column: 1, row: 12)], character: "*"))),
      SVGShapes.text(-3, 14, "a & b\n<c>", id: 6),
    ])
    let parsed = try XMLCheck.parse(SVGExport.svg(document))
    #expect(parsed.root == Self.svgNamespace)
    #expect(
      parsed.counts == [
        "svg": 1, "defs": 1, "pattern": 1, "marker": 2, "g": 6,
        // page, fill colour, fill character, two frame rails
        "rect": 5,
        // two marker triangles, the pen stroke, the brush's background
        "path": 4,
        "ellipse": 1, "line": 1,
        // the pattern's character, the label, the brush, the text shape
        "text": 4, "tspan": 5,
      ])
    #expect(parsed.spanTexts == ["x", "box", "*", "a & b", "<c>"])
    // Columns -5 (the pen's first dot) to 13 (the ellipse), rows -2 to 15, and a cell of margin all round.
    #expect(parsed.rootAttributes["width"] == "168")
    #expect(parsed.rootAttributes["viewBox"] == "-48 -48 168 320")
  }
}
