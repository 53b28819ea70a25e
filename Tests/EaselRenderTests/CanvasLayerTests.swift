import EaselDocument
import EaselGeometry
import EaselRaster
import EaselTestSupport
import Testing

@testable import EaselRender

@Suite("CanvasLayer")
struct CanvasLayerTests {
  static func randomShape(_ id: ShapeID, _ random: inout SeededRandom) -> Shape {
    let origin = CanvasPoint(column: random.next(in: -10...70), row: random.next(in: -5...30))
    let size = CellSize(columns: random.next(in: 1...20), rows: random.next(in: 1...8))
    let bounds = CanvasRect(origin: origin, size: size)
    let kind: ShapeKind
    switch random.next(below: 5) {
    case 0: kind = .rectangle(Rectangle(bounds: bounds, frameStyle: .light, label: "box"))
    case 1: kind = .rectangle(Rectangle(bounds: bounds, frameStyle: .double, fillCharacter: " "))
    case 2: kind = .ellipse(Ellipse(bounds: bounds))
    case 3:
      kind = .line(
        Line(
          start: origin, end: origin.offsetBy(columns: size.columns, rows: random.next(below: 2) * size.rows))
      )
    default: kind = .text(TextShape(origin: origin, text: "漢字 text"))
    }
    return Shape(id: id, kind: kind, strokeColor: .ansi(UInt8(random.next(below: 8))))
  }

  static func fullRedraw(_ document: Document, viewport: CanvasRect) -> CellGrid {
    var layer = CanvasLayer()
    layer.update(
      document: document, index: SpatialIndex(document), viewport: viewport, options: RasterOptions(),
      damage: nil)
    return layer.grid
  }

  @Test("after any sequence of edits, redrawing only the damaged rows gives the same grid as a full redraw")
  func damageRedrawMatchesFullRedraw() throws {
    for seed in 1...12 {
      var random = SeededRandom(seed: UInt64(seed))
      var document = Document()
      var index = SpatialIndex()
      var layer = CanvasLayer()
      let viewport = CanvasRect(column: 0, row: 0, columns: 60, rows: 20)
      layer.update(
        document: document, index: index, viewport: viewport, options: RasterOptions(), damage: nil)
      for _ in 0..<40 {
        let transaction: Transaction
        switch random.next(below: 4) {
        case 0, 1:
          transaction = document.adding([Self.randomShape(document.makeShapeID(), &random)])
        case 2 where !document.isEmpty:
          let shape = random.element(of: document.shapes)
          transaction = document.translating(
            [shape.id], columns: random.next(in: -3...3), rows: random.next(in: -2...2))
        case 3 where !document.isEmpty:
          let shape = random.element(of: document.shapes)
          transaction = document.reordering([shape.id], random.next(below: 2) == 0 ? .toFront : .backward)
        default:
          continue
        }
        try document.apply(transaction)
        index.apply(transaction)
        layer.update(
          document: document, index: index, viewport: viewport, options: RasterOptions(),
          damage: transaction.damage(in: document))
        #expect(layer.grid == Self.fullRedraw(document, viewport: viewport), "seed \(seed)")
      }
    }
  }

  @Test("a change redraws only the rows it crosses; a pan or new options redraw everything")
  func rowsRedrawn() throws {
    var document = try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(Rectangle(bounds: CanvasRect(column: 2, row: 3, columns: 6, rows: 4))))
    ])
    let index = SpatialIndex(document)
    var layer = CanvasLayer()
    let viewport = CanvasRect(column: 0, row: 0, columns: 30, rows: 20)
    layer.update(document: document, index: index, viewport: viewport, options: RasterOptions(), damage: nil)
    #expect(layer.rowsRedrawn == 20)
    let move = document.translating([ShapeID(1)], columns: 1, rows: 1)
    try document.apply(move)
    var moved = index
    moved.apply(move)
    layer.update(
      document: document, index: moved, viewport: viewport, options: RasterOptions(),
      damage: move.damage(in: document))
    #expect(layer.rowsRedrawn == 5, "rows 3…7: where the box was and is")
    layer.update(document: document, index: moved, viewport: viewport, options: RasterOptions(), damage: [])
    #expect(layer.rowsRedrawn == 0)
    layer.update(
      document: document, index: moved, viewport: CanvasRect(column: 1, row: 0, columns: 30, rows: 20),
      options: RasterOptions(), damage: [])
    #expect(layer.rowsRedrawn == 20)
    layer.update(
      document: document, index: moved, viewport: CanvasRect(column: 1, row: 0, columns: 30, rows: 20),
      options: RasterOptions(usesASCII: true), damage: [])
    #expect(layer.rowsRedrawn == 20)
    #expect(layer.grid.rowText(4).contains("+----+"))
  }

  @Test("row bands merge overlapping and touching damage and clip it to the view")
  func rowBands() {
    let visible = CanvasRect(column: 0, row: 10, columns: 50, rows: 20)
    let bands = CanvasLayer.rowBands(
      for: [
        CanvasRect(column: 0, row: 12, columns: 3, rows: 2),
        CanvasRect(column: 40, row: 14, columns: 3, rows: 3),
        CanvasRect(column: 0, row: 25, columns: 3, rows: 30),
        CanvasRect(column: 100, row: 12, columns: 3, rows: 3),
        CanvasRect(column: 0, row: 0, columns: 3, rows: 3),
      ], in: visible)
    #expect(bands == [2..<7, 15..<20])
  }
}
