import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender
import EaselTestSupport
import Testing

@Suite("Rasterizer golden frames")
struct RasterizerGoldenTests {
  @Test("Each frame style draws its own box-drawing characters")
  func frameStyles() {
    var scene = RasterizerScene()
    for (index, style) in FrameStyle.allCases.enumerated() {
      scene.box(index * 8, 0, 7, 4, style, label: style.rawValue)
    }
    GoldenFrame.expect(scene.render(columns: 8 * FrameStyle.allCases.count, rows: 4), matches: "frame-styles")
  }

  @Test("Thin boxes degenerate into lines, a one-cell box into a small square")
  func degenerateBoxes() {
    var scene = RasterizerScene()
    scene.box(0, 0, 6, 1)
    scene.box(0, 2, 1, 3)
    scene.box(3, 2, 2, 2)
    scene.box(7, 2, 1, 1)
    scene.box(9, 2, 1, 1, .heavy)
    scene.box(11, 2, 1, 1, .double)
    scene.box(13, 0, 6, 1, .heavy)
    scene.box(13, 2, 2, 3, .double)
    scene.box(16, 2, 3, 2, .rounded)
    GoldenFrame.expect(scene.render(columns: 20, rows: 5), matches: "degenerate-boxes")
  }

  @Test("Fills hide what is below, labels are centred per line and clipped to the interior")
  func fillsAndLabels() {
    var scene = RasterizerScene()
    scene.line((0, 2), (39, 2))
    scene.box(1, 0, 8, 5, fill: ".")
    scene.box(10, 0, 8, 5, fill: " ", label: "two\nlines")
    scene.box(19, 0, 6, 5, label: "far too long\nx\ny\nz\nclipped")
    scene.box(26, 0, 7, 5, fill: "漢")
    scene.box(34, 0, 6, 5, label: "漢字字")
    scene.box(0, 5, 8, 2, label: "hidden")
    scene.box(9, 5, 10, 3, .double, label: "")
    scene.box(20, 5, 9, 3, fill: "░", label: "é👍🏽x")
    GoldenFrame.expect(scene.render(columns: 40, rows: 8), matches: "fills-and-labels")
  }

  @Test("Labels aligned each way, with insets, wrapped, cut and in wide characters")
  func alignedLabels() {
    var scene = RasterizerScene()
    let vertical: [LabelAlignment.Vertical] = [.top, .middle, .bottom]
    let horizontal: [LabelAlignment.Horizontal] = [.left, .centre, .right]
    for (row, down) in vertical.enumerated() {
      for (column, across) in horizontal.enumerated() {
        scene.box(
          column * 11, row * 6, 10, 6, label: "\(across.rawValue)\n\(down.rawValue)",
          alignment: LabelAlignment(horizontal: across, vertical: down))
      }
    }
    let topLeft = LabelAlignment(horizontal: .left, vertical: .top)
    scene.box(34, 0, 14, 6, label: "name: x\nid:   7", alignment: topLeft, insets: LabelInsets(left: 1))
    scene.box(
      34, 6, 14, 6, label: "v2", alignment: LabelAlignment(horizontal: .right, vertical: .top),
      insets: LabelInsets(top: 0, right: 1))
    scene.box(
      34, 12, 14, 6, label: "wrapped to the right and cut off at the end",
      alignment: LabelAlignment(horizontal: .right, vertical: .bottom), insets: LabelInsets(left: 2))
    scene.box(
      49, 0, 9, 6, label: "漢字\né\n😀", alignment: LabelAlignment(horizontal: .right, vertical: .middle))
    scene.box(49, 6, 9, 6, label: "漢字漢字漢", alignment: LabelAlignment(horizontal: .left, vertical: .bottom))
    scene.box(
      49, 12, 9, 6, label: "  two\nspaces", alignment: topLeft, insets: LabelInsets(left: 1, top: 1))
    GoldenFrame.expect(scene.render(columns: 58, rows: 18), matches: "aligned-labels")
  }

  @Test("Boxes sharing edges and crossing each other join into junctions")
  func boxJunctions() {
    var scene = RasterizerScene()
    scene.box(0, 0, 6, 4)
    scene.box(5, 0, 6, 4)
    scene.box(0, 3, 11, 3)
    scene.box(14, 0, 8, 4)
    scene.box(17, 2, 8, 4)
    scene.box(27, 0, 5, 3, .rounded)
    scene.box(31, 0, 5, 3, .rounded)
    scene.box(27, 2, 9, 3, .rounded)
    GoldenFrame.expect(scene.render(columns: 36, rows: 6), matches: "junctions-boxes")
  }

  @Test("Lines ending on, crossing and meeting frames join them")
  func lineJunctions() {
    var scene = RasterizerScene()
    scene.box(6, 2, 10, 5)
    scene.line((0, 4), (6, 4))
    scene.line((15, 3), (22, 3))
    scene.line((10, 0), (10, 2))
    scene.line((12, 6), (12, 9))
    scene.line((3, 8), (20, 8))
    scene.line((8, 1), (8, 9))
    scene.line((18, 0), (18, 9))
    scene.line((18, 5), (24, 5))
    scene.line((24, 0), (24, 5))
    GoldenFrame.expect(scene.render(columns: 26, rows: 10), matches: "junctions-lines")
  }

  @Test("Mixed weights use the mixed glyph, or the topmost shape's weight where there is none")
  func mixedWeights() {
    var scene = RasterizerScene()
    scene.box(0, 0, 7, 5, .heavy)
    scene.line((3, 0), (3, 6))
    scene.line((0, 2), (9, 2))
    scene.box(10, 0, 7, 5, .double)
    scene.line((13, 0), (13, 6))
    scene.line((10, 2), (19, 2), .heavy)
    scene.box(20, 0, 7, 5)
    scene.line((23, 0), (23, 6), .double)
    scene.line((20, 2), (29, 2), .heavy)
    scene.box(30, 0, 5, 4, .heavy)
    scene.box(34, 0, 5, 4, .double)
    scene.box(38, 0, 5, 4)
    scene.box(30, 3, 13, 3, .heavy)
    GoldenFrame.expect(scene.render(columns: 44, rows: 7), matches: "junctions-mixed-weights")
  }

  @Test("Straight lines use box drawing, slanted ones Braille, with arrowheads at the marked ends")
  func linesAndArrows() {
    var scene = RasterizerScene()
    scene.line((0, 0), (8, 0), arrowAtEnd: true)
    scene.line((8, 1), (0, 1), .heavy, arrowAtEnd: true)
    scene.line((0, 2), (8, 2), .double, arrowAtStart: true, arrowAtEnd: true)
    scene.line((10, 0), (10, 5), arrowAtEnd: true)
    scene.line((12, 5), (12, 0), .heavy, arrowAtEnd: true)
    scene.line((14, 0), (24, 5), arrowAtEnd: true)
    scene.line((26, 5), (36, 0), arrowAtStart: true, arrowAtEnd: true)
    scene.line((38, 0), (40, 5), arrowAtEnd: true)
    scene.line((42, 2), (50, 3), arrowAtEnd: true)
    scene.line((0, 4), (0, 4))
    scene.line((2, 4), (2, 4), arrowAtEnd: true)
    scene.line((4, 4), (6, 4), .ascii)
    GoldenFrame.expect(scene.render(columns: 52, rows: 6), matches: "lines-and-arrows")
  }

  @Test("Ellipses are inscribed at dot resolution, outlined or filled, and tiny ones still show")
  func ellipses() {
    var scene = RasterizerScene()
    scene.ellipse(0, 0, 16, 8)
    scene.ellipse(17, 0, 10, 5, filled: true)
    scene.ellipse(28, 0, 6, 3)
    scene.ellipse(35, 0, 1, 1)
    scene.ellipse(37, 0, 2, 1)
    scene.ellipse(40, 0, 3, 2)
    scene.ellipse(28, 4, 16, 4, filled: true)
    GoldenFrame.expect(scene.render(columns: 45, rows: 8), matches: "ellipses")
  }

  @Test("Strokes sharing a cell merge their dots; the topmost wins over a frame and vice versa")
  func brailleMerging() {
    var scene = RasterizerScene()
    scene.pen([(0, 0), (0, 3)])
    scene.pen([(1, 0), (1, 3)])
    scene.pen([(4, 0), (11, 7), (19, 0), (19, 15)])
    scene.pen([(4, 7), (19, 7)])
    scene.ellipse(12, 0, 6, 3)
    scene.line((12, 1), (17, 2))
    scene.pen([(0, 8), (0, 8)])
    scene.box(22, 0, 6, 4)
    scene.pen([(44, 2), (60, 2)])
    scene.pen([(60, 10), (44, 10)])
    scene.box(26, 1, 6, 4)
    GoldenFrame.expect(scene.render(columns: 32, rows: 5), matches: "braille-merging")
  }

  @Test("Brush cells show the brush character over what is below")
  func brush() {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 4)
    scene.brush([(2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 2)])
    scene.brush([(10, 0), (11, 1), (12, 2)], "*")
    GoldenFrame.expect(scene.render(columns: 14, rows: 4), matches: "brush")
  }

  @Test("Text keeps wide characters, emoji and combining marks at their real width")
  func text() {
    var scene = RasterizerScene()
    scene.text(0, 0, "plain text\nsecond line")
    scene.text(0, 2, "漢字かな mixed")
    scene.text(0, 3, "emoji 👍🏽 🇫🇷 👨‍👩‍👧 end")
    scene.text(0, 4, "e\u{301}le\u{300}ve cafe\u{301} a\u{20DD}")
    scene.box(20, 0, 8, 3)
    scene.text(19, 1, "over漢")
    GoldenFrame.expect(scene.render(columns: 30, rows: 5), matches: "text")
  }

  @Test("Shapes half outside the area are clipped at every edge")
  func clipping() {
    var scene = RasterizerScene()
    scene.box(-3, -2, 8, 5, label: "hidden\nlabel")
    scene.box(15, -1, 10, 4, fill: "#")
    scene.box(-4, 5, 7, 4, .double)
    scene.box(14, 5, 10, 6, .heavy, label: "cut")
    scene.ellipse(6, -3, 8, 6)
    scene.line((7, 7), (7, 20), arrowAtEnd: true)
    scene.line((-5, 3), (25, 3), arrowAtStart: true, arrowAtEnd: true)
    scene.pen([(-10, 30), (50, 20)])
    scene.text(-1, 4, "漢字 cut at the left, right: 漢")
    GoldenFrame.expect(scene.render(columns: 20, rows: 8), matches: "clipping")
  }

  @Test("A wide character cut by the area's left or right edge becomes a blank")
  func wideCharacterCutAtEdges() {
    var scene = RasterizerScene()
    scene.text(0, 0, "漢字漢字")
    scene.text(1, 1, "漢字漢字")
    var grid = CellGrid(size: CellSize(columns: 8, rows: 2), filling: Cell("x"))
    Rasterizer.draw(
      scene.shapes, area: CanvasRect(column: 1, row: 0, columns: 6, rows: 2), into: &grid,
      at: CellPoint(column: 1, row: 0))
    GoldenFrame.expect(grid, matches: "wide-cut-at-edges")
  }

  @Test("ASCII mode draws frames, junctions, dots and arrows in ASCII")
  func asciiMode() {
    var scene = RasterizerScene()
    scene.box(0, 0, 10, 5, .heavy, label: "ascii")
    scene.box(9, 0, 8, 5, .double)
    scene.box(3, 3, 10, 3, .rounded)
    scene.line((17, 2), (24, 2), arrowAtEnd: true)
    scene.line((20, 5), (20, 3), arrowAtEnd: true)
    scene.line((26, 0), (36, 5), arrowAtStart: true, arrowAtEnd: true)
    scene.ellipse(37, 0, 10, 5)
    scene.ellipse(48, 0, 8, 4, filled: true)
    scene.pen([(0, 24), (20, 24)])
    GoldenFrame.expect(
      scene.render(columns: 56, rows: 7, options: RasterOptions(usesASCII: true)), matches: "ascii")
  }

  @Test("Colours: stroke as foreground, fill as background kept under text and frames above")
  func colours() {
    var scene = RasterizerScene()
    scene.box(0, 0, 10, 4, label: "red", stroke: .ansi(1), fillColor: .ansi(4))
    scene.box(12, 0, 8, 4, fill: " ", stroke: .rgb(255, 128, 0), fillColor: .palette(238))
    scene.text(13, 1, "text", stroke: .ansi(2))
    scene.line((0, 2), (22, 2), stroke: .ansi(3))
    scene.pen([(0, 19), (8, 16)], stroke: .ansi(5))
    scene.pen([(0, 16), (8, 19)], stroke: .ansi(6))
    scene.brush([(20, 4), (21, 4)], "▒", stroke: .ansi(7), fill: .ansi(1))
    GoldenFrame.expect(scene.render(columns: 24, rows: 5), matches: "colours", includingStyles: true)
  }

  @Test("Without colour every cell is plain")
  func noColour() {
    var scene = RasterizerScene()
    scene.box(0, 0, 10, 4, label: "red", stroke: .ansi(1), fillColor: .ansi(4))
    scene.text(1, 4, "plain", stroke: .ansi(2))
    let grid = scene.render(columns: 12, rows: 5, options: RasterOptions(usesColor: false))
    GoldenFrame.expect(grid, matches: "no-colour", includingStyles: true)
  }
}
