import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender
import EaselTestSupport
import Testing

/// Connectors keep the drawing whole (spec §8 "Drawing", §10.1): an arrowhead sits beside the
/// frame it points at and never in a frame cell, whatever the route, the frame style, the
/// arrowhead style or the gap, drawn in Unicode or ASCII.
@Suite("Arrowheads beside frames on generated diagrams")
struct ArrowheadPlacementTests {
  /// Every arrowhead glyph, Unicode and ASCII.
  static let arrowheads: Set<Character> = [
    "→", "←", "↑", "↓", "↗", "↘", "↙", "↖", "▶", "◀", "▲", "▼", "►", "◄", "◥", "◤", "◢", "◣", ">", "<", "^",
    "v",
  ]

  /// 3–9 boxes of every frame style (1–12 × 1–5 cells) at least three cells apart (so an end
  /// kept a gap of two from its box is never in another's frame), on a 70×30 area, and up to 8
  /// connectors between random pairs: elbow or straight, arrowheads at both ends in a random
  /// style, gaps 0–2, sides given to elbow ones now and then.
  static func diagram(_ random: inout SplitMix64) -> [Shape] {
    var shapes: [Shape] = []
    var boxes: [CanvasRect] = []
    for _ in 0..<random.next(in: 3...9) {
      for _ in 0..<20 {
        let bounds = CanvasRect(
          column: random.next(below: 66), row: random.next(below: 27), columns: random.next(in: 1...12),
          rows: random.next(in: 1...5))
        let reserved = CanvasRect(
          column: bounds.minColumn - 3, row: bounds.minRow - 3, columns: bounds.size.columns + 6,
          rows: bounds.size.rows + 6)
        guard !boxes.contains(where: { $0.intersects(reserved) }) else { continue }
        boxes.append(bounds)
        shapes.append(
          Shape(
            id: ShapeID(UInt64(shapes.count + 1)),
            kind: .rectangle(Rectangle(bounds: bounds, frameStyle: random.element(of: FrameStyle.allCases)))))
        break
      }
    }
    let boxCount = shapes.count
    guard boxCount >= 2 else { return shapes }
    let document = try! Document(shapes: shapes)
    let index = SpatialIndex(document)
    for _ in 0..<random.next(in: 1...8) {
      let from = random.next(below: boxCount)
      let to = (from + random.next(in: 1...(boxCount - 1))) % boxCount
      let route: LineRoute = random.next(below: 3) == 0 ? .straight : .elbow
      func binding(_ box: Int) -> LineBinding {
        let side =
          route == .elbow && random.next(below: 3) == 0 ? random.element(of: ShapeSide.allCases) : nil
        return LineBinding(
          shape: shapes[box].id, side: side, gap: random.next(below: 4) == 0 ? random.next(in: 1...2) : 0)
      }
      let line = Line(
        start: .zero, end: .zero, style: random.element(of: FrameStyle.allCases), arrowAtStart: true,
        arrowAtEnd: true, arrowhead: random.element(of: ArrowheadStyle.allCases), route: route,
        startBinding: binding(from), endBinding: binding(to))
      shapes.append(
        Shape(id: ShapeID(UInt64(shapes.count + 1)), kind: .line(document.routed(line, index: index))))
    }
    return shapes
  }

  @Test("no arrowhead stands in a frame cell, below the boxes or over them, in Unicode or ASCII")
  func arrowheadsBesideFrames() {
    var random = SplitMix64(seed: 1025)
    var connectors = 0
    for index in 0..<300 {
      let shapes = Self.diagram(&random)
      // Connectors under the boxes and over them: either way the frames stay whole.
      let lines = shapes.filter { if case .line = $0.kind { true } else { false } }
      let boxes = shapes.filter { if case .rectangle = $0.kind { true } else { false } }
      connectors += lines.count
      for (order, usesASCII) in [(lines + boxes, false), (boxes + lines, false), (boxes + lines, true)] {
        var grid = CellGrid(size: CellSize(columns: 90, rows: 50))
        Rasterizer.draw(
          order, area: CanvasRect(column: -10, row: -10, columns: 90, rows: 50), into: &grid, at: .zero,
          options: RasterOptions(usesASCII: usesASCII))
        for box in boxes {
          for cell in Self.frameCells(of: box.bounds) {
            let shown = Character(grid[CellPoint(column: cell.column + 10, row: cell.row + 10)].grapheme)
            #expect(
              !Self.arrowheads.contains(shown),
              "diagram \(index) (ASCII \(usesASCII)): \(shown) in the frame of \(box.bounds) at \(cell)\n\(grid.text)"
            )
          }
        }
      }
    }
    #expect(connectors > 900)
  }

  /// The cells of a rectangle's outline: every cell of a box one cell wide or tall.
  static func frameCells(of rect: CanvasRect) -> [CanvasPoint] {
    var cells: [CanvasPoint] = []
    for row in rect.minRow..<rect.maxRow {
      for column in rect.minColumn..<rect.maxColumn
      where row == rect.minRow || row == rect.maxRow - 1 || column == rect.minColumn
        || column == rect.maxColumn - 1
      {
        cells.append(CanvasPoint(column: column, row: row))
      }
    }
    return cells
  }
}
