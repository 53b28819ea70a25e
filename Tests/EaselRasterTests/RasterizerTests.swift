import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

@Suite("Rasterizer")
struct RasterizerTests {
  /// The canvas the random scenes are drawn on.
  static let canvas = CanvasRect(column: -6, row: -4, columns: 64, rows: 30)

  @Test("Redrawing any sub-area into the same grid gives the cells of the full redraw")
  func subAreasMatchFullDraw() {
    for seed in 1...40 {
      var random = SeededRandom(seed: UInt64(seed))
      let shapes = Self.randomScene(&random)
      let full = Self.render(shapes, area: Self.canvas)
      var grid = full
      for _ in 0..<25 {
        let area = Self.randomArea(&random)
        Rasterizer.draw(
          Self.shapes(shapes, near: area), area: area, into: &grid, at: Self.screenPoint(of: area.origin))
        if grid != full {
          Issue.record(
            "seed \(seed): redrawing \(area) changed the frame:\n\(Self.describeDifference(full, grid))")
          return
        }
      }
    }
  }

  @Test("A sub-area drawn alone matches the full frame but for wide characters its edges cut")
  func subAreaDrawnAlone() {
    for seed in 100...130 {
      var random = SeededRandom(seed: UInt64(seed))
      let shapes = Self.randomScene(&random)
      let full = Self.render(shapes, area: Self.canvas)
      for _ in 0..<20 {
        let area = Self.randomArea(&random)
        var alone = CellGrid(size: area.size)
        Rasterizer.draw(Self.shapes(shapes, near: area), area: area, into: &alone, at: .zero)
        let offset = Self.screenPoint(of: area.origin)
        for row in 0..<area.size.rows {
          for column in 0..<area.size.columns {
            let here = CellPoint(column: column, row: row)
            let there = offset.offsetBy(columns: column, rows: row)
            var expected = full[there]
            let isCutLeft = column == 0 && expected.isContinuation
            let isCutRight = column == area.size.columns - 1 && expected.isWide
            if isCutLeft || isCutRight {
              let lead = isCutLeft ? full[there.offsetBy(columns: -1, rows: 0)] : expected
              expected = .blank(style: Style(background: lead.style.background))
            }
            guard alone[here] == expected else {
              Issue.record("seed \(seed): \(area) cell \(here) is \(alone[here]), expected \(expected)")
              return
            }
          }
        }
      }
    }
  }

  @Test("Cells of the area that no shape covers become plain blanks")
  func uncoveredCellsAreBlank() {
    var scene = RasterizerScene()
    scene.box(2, 1, 6, 4, label: "")
    var grid = CellGrid(
      size: CellSize(columns: 12, rows: 6), filling: Cell("x", style: Style(foreground: .ansi(1))))
    Rasterizer.draw(
      scene.shapes, area: CanvasRect(column: 0, row: 0, columns: 12, rows: 6), into: &grid, at: .zero)
    for row in 0..<6 {
      for column in 0..<12 {
        let point = CellPoint(column: column, row: row)
        let onFrame =
          (column == 2 || column == 7 || row == 1 || row == 4) && (2...7).contains(column)
          && (1...4).contains(row)
        if !onFrame { #expect(grid[point] == .blank, "cell \(point)") }
      }
    }
  }

  @Test("Nothing outside the area's screen cells changes")
  func outsideUntouched() {
    let filler = Cell("x", style: Style(foreground: .ansi(2)))
    for seed in 200...230 {
      var random = SeededRandom(seed: UInt64(seed))
      let shapes = Self.randomScene(&random)
      let before = CellGrid(size: CellSize(columns: 50, rows: 20), filling: filler)
      var grid = before
      let area = Self.randomArea(&random)
      let origin = CellPoint(column: random.next(in: -8...40), row: random.next(in: -5...15))
      Rasterizer.draw(shapes, area: area, into: &grid, at: origin)
      let screen = CellRect(origin: origin, size: area.size)
      for row in 0..<20 {
        for column in 0..<50 {
          let point = CellPoint(column: column, row: row)
          if screen.contains(point) {
            #expect(grid[point] != filler, "seed \(seed): \(point) inside the area was not drawn")
          } else {
            #expect(grid[point] == filler, "seed \(seed): \(point) outside the area changed")
          }
        }
      }
    }
  }

  @Test("An area partly off the grid draws the part on it, as a full draw would")
  func areaPartlyOffGrid() {
    var random = SeededRandom(seed: 7)
    let shapes = Self.randomScene(&random)
    let full = Self.render(shapes, area: Self.canvas)
    var grid = full
    let area = CanvasRect(column: -20, row: -10, columns: 40, rows: 20)
    Rasterizer.draw(shapes, area: area, into: &grid, at: Self.screenPoint(of: area.origin))
    #expect(grid == full)
  }

  @Test("Huge shapes draw only their visible part, correctly")
  func hugeShapes() {
    let far = 1_000_000
    var scene = RasterizerScene()
    scene.box(-far, -far, 2 * far, 2 * far, fill: ".", label: "centred\nfar away")
    scene.box(-far, -5, 2 * far, 10)
    scene.ellipse(-far, 3, 2 * far, 2 * far)
    scene.line((-far, -far), (far, far))
    scene.line((-far, 2), (far, 2), arrowAtEnd: true)
    scene.pen([(-2 * far, 1), (2 * far, 1)])
    scene.text(-far, 1, String(repeating: "漢", count: far / 2 + 3) + "end")
    let area = CanvasRect(column: 0, row: 0, columns: 12, rows: 5)
    var grid = CellGrid(size: area.size)
    Rasterizer.draw(scene.shapes, area: area, into: &grid, at: .zero)
    // The pen and the slanted line share a cell in row 0; text hides the line in row 1; the
    // horizontal line, drawn later, replaces its dots in row 2; the ellipse's top runs along
    // row 3; the slanted line crosses the box's bottom edge in row 4.
    let expected = [
      "⢳⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒",
      "漢漢漢end...",
      "────────────",
      "⠉⠉⠉⢫⠉⠉⠉⠉⠉⠉⠉⠉",
      "────⢣───────",
    ]
    #expect(grid.text == expected.joined(separator: "\n"))
  }

  @Test("Junctions merge arm by arm, the topmost shape deciding clashes and missing glyphs")
  func junctionGlyphs() {
    func glyph(_ below: BoxJunction, _ above: BoxJunction, ascii: Bool = false) -> Character {
      below.merged(under: above).glyph(usesASCII: ascii)
    }
    let vertical = BoxJunction(up: true, down: true, left: false, right: false, style: .light)
    let heavyAcross = BoxJunction(up: false, down: false, left: true, right: true, style: .heavy)
    let doubleAcross = BoxJunction(up: false, down: false, left: true, right: true, style: .double)
    let heavyVertical = BoxJunction(up: true, down: true, left: false, right: false, style: .heavy)
    #expect(glyph(vertical, heavyAcross) == "┿")
    #expect(glyph(vertical, doubleAcross) == "╪")
    #expect(glyph(heavyVertical, doubleAcross) == "╬")
    #expect(glyph(doubleAcross, heavyVertical) == "╋")
    #expect(glyph(vertical, heavyVertical) == "┃")
    #expect(glyph(vertical, heavyAcross, ascii: true) == "+")
    let corner = BoxJunction(up: false, down: true, left: false, right: true, style: .rounded)
    #expect(corner.glyph(usesASCII: false) == "╭")
    #expect(glyph(vertical, corner) == "├")
    let loneArm = BoxJunction(up: false, down: false, left: true, right: false, style: .double)
    #expect(loneArm.glyph(usesASCII: false) == "═")
  }

  @Test("A dot line comes out the same either way round and however it is clipped")
  func dotLinesAreSymmetricAndClipSafe() {
    var random = SeededRandom(seed: 99)
    let bounds = CanvasRect(column: -10, row: -10, columns: 30, rows: 20)
    for _ in 0..<300 {
      let start = DotPoint(x: random.next(in: -40...80), y: random.next(in: -60...100))
      let end = DotPoint(x: random.next(in: -40...80), y: random.next(in: -60...100))
      var forward = DotCanvas(bounds: bounds)
      forward.drawLine(from: start, to: end)
      var backward = DotCanvas(bounds: bounds)
      backward.drawLine(from: end, to: start)
      #expect(forward.masks == backward.masks)
      let clip = CanvasRect(
        column: random.next(in: -10...10), row: random.next(in: -10...5), columns: random.next(in: 1...10),
        rows: random.next(in: 1...8)
      ).intersection(bounds)
      guard !clip.isEmpty else { continue }
      var clipped = DotCanvas(bounds: clip)
      clipped.drawLine(from: start, to: end)
      for row in clip.minRow..<clip.maxRow {
        for column in clip.minColumn..<clip.maxColumn {
          #expect(clipped.mask(column: column, row: row) == forward.mask(column: column, row: row))
        }
      }
    }
  }

  // MARK: - Helpers

  static func render(_ shapes: [Shape], area: CanvasRect) -> CellGrid {
    var grid = CellGrid(size: area.size)
    Rasterizer.draw(shapes, area: area, into: &grid, at: .zero)
    return grid
  }

  /// Where a canvas point of `canvas` is in a grid showing the whole of it.
  static func screenPoint(of point: CanvasPoint) -> CellPoint {
    CellPoint(column: point.column - canvas.minColumn, row: point.row - canvas.minRow)
  }

  /// The shapes the compositor would pass: those whose bounds meet the area grown by a cell.
  static func shapes(_ shapes: [Shape], near area: CanvasRect) -> [Shape] {
    let grown = CanvasRect(
      column: area.minColumn - 1, row: area.minRow - 1, columns: area.size.columns + 2,
      rows: area.size.rows + 2)
    return shapes.filter { $0.bounds.intersects(grown) }
  }

  static func randomArea(_ random: inout SeededRandom) -> CanvasRect {
    let columns = random.next(in: 1...30)
    let rows = random.next(in: 1...12)
    return CanvasRect(
      column: canvas.minColumn + random.next(below: canvas.size.columns - columns + 1),
      row: canvas.minRow + random.next(below: canvas.size.rows - rows + 1), columns: columns, rows: rows)
  }

  /// A scene of every kind of shape, overlapping often, with wide text, colours and fills.
  static func randomScene(_ random: inout SeededRandom) -> [Shape] {
    let texts = ["plain", "漢字かな", "a👍🏽b🇫🇷", "e\u{301}x\nline two", "x漢\n漢y", "wide 漢字 end"]
    let colors: [ShapeColor] = [.default, .ansi(1), .ansi(4), .palette(200), .rgb(10, 20, 30)]
    var shapes: [Shape] = []
    for index in 0..<random.next(in: 4...24) {
      let column = random.next(in: -12...54)
      let row = random.next(in: -8...24)
      let style = random.element(of: FrameStyle.allCases)
      let kind: ShapeKind
      switch random.next(below: 7) {
      case 0, 1:
        kind = .rectangle(
          Rectangle(
            bounds: CanvasRect(
              column: column, row: row, columns: random.next(in: 1...20), rows: random.next(in: 1...9)),
            frameStyle: style,
            fillCharacter: random.element(of: [nil, nil, " ", ".", "漢"]),
            label: random.element(of: ["", "", "label", "two\nlines", "漢字 label"])))
      case 2:
        kind = .ellipse(
          Ellipse(
            bounds: CanvasRect(
              column: column, row: row, columns: random.next(in: 1...20), rows: random.next(in: 1...9)),
            isFilled: random.next(below: 3) == 0))
      case 3:
        let straight = random.next(below: 3)
        let end = CanvasPoint(
          column: straight == 1 ? column : column + random.next(in: -20...20),
          row: straight == 0 ? row : row + random.next(in: -10...10))
        kind = .line(
          Line(
            start: CanvasPoint(column: column, row: row), end: end, style: style,
            arrowAtStart: random.next(below: 3) == 0, arrowAtEnd: random.next(below: 2) == 0))
      case 4:
        var points = [DotPoint(x: column * 2, y: row * 4)]
        for _ in 0..<random.next(in: 0...6) {
          let last = points[points.count - 1]
          points.append(
            DotPoint(x: last.x + random.next(in: -20...20), y: last.y + random.next(in: -20...20)))
        }
        kind = .pen(PenStroke(points: points))
      case 5:
        var cells: [CanvasPoint] = []
        for offset in 0..<random.next(in: 1...8) {
          cells.append(CanvasPoint(column: column + offset, row: row + offset / 3))
        }
        kind = .brush(BrushStroke(cells: cells, character: random.element(of: ["█", "*", "░"])))
      default:
        kind = .text(
          TextShape(origin: CanvasPoint(column: column, row: row), text: random.element(of: texts)))
      }
      shapes.append(
        Shape(
          id: ShapeID(UInt64(index + 1)), kind: kind, strokeColor: random.element(of: colors),
          fillColor: random.element(of: colors)))
    }
    return shapes
  }

  static func describeDifference(_ expected: CellGrid, _ actual: CellGrid) -> String {
    GoldenFrame.lineDiff(expected.text, actual.text)
  }
}
