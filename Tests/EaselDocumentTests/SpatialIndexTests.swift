import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

@Suite("SpatialIndex")
struct SpatialIndexTests {
  /// The shapes a linear scan finds, as the reference for the index.
  static func scan(_ document: Document, _ rect: CanvasRect) -> Set<ShapeID> {
    Set(document.shapes(touching: rect))
  }

  static func randomRect(_ random: inout SplitMix64, span: Int) -> CanvasRect {
    let column = Int(random.next() % UInt64(2 * span)) - span
    let row = Int(random.next() % UInt64(2 * span)) - span
    // Mostly small shapes, sometimes one spanning many tiles (the spanning list).
    let big = random.next() % 10 == 0
    let columns = 1 + Int(random.next() % (big ? 900 : 40))
    let rows = 1 + Int(random.next() % (big ? 400 : 12))
    return CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  @Test("queries find exactly the shapes a scan finds, across inserts, moves, removals and undo")
  func matchesScan() throws {
    var random = SplitMix64(seed: 7)
    var document = Document()
    var index = SpatialIndex(document)
    for step in 0..<600 {
      var transaction = Transaction()
      switch random.next() % 4 {
      case 0, 1:
        let id = document.makeShapeID()
        let shape = Shape(id: id, kind: .ellipse(Ellipse(bounds: Self.randomRect(&random, span: 300))))
        transaction = document.adding([shape])
      case 2 where !document.isEmpty:
        let shape = document.shapes[Int(random.next() % UInt64(document.count))]
        transaction = document.translating(
          [shape.id], columns: Int(random.next() % 200) - 100, rows: Int(random.next() % 80) - 40)
      case 3 where !document.isEmpty:
        transaction = document.removing([document.shapes[Int(random.next() % UInt64(document.count))].id])
      default:
        continue
      }
      try document.apply(transaction)
      index.apply(transaction)
      if step % 50 == 49 {
        // Undo the last transaction and follow it in the index too.
        try document.apply(transaction.inverse)
        index.apply(transaction.inverse)
      }
      let query = Self.randomRect(&random, span: 350)
      let found = index.shapeIDs(intersecting: query)
      #expect(Set(found) == Self.scan(document, query), "step \(step)")
      #expect(Set(found).count == found.count, "each shape once, step \(step)")
      #expect(index.count == document.count)
    }
  }

  @Test("shapes come back bottom to top, each once, even when they span many tiles")
  func zOrderAndUniqueness() throws {
    let shapes = [
      Shape(
        id: ShapeID(1),
        kind: .ellipse(Ellipse(bounds: CanvasRect(column: -500, row: -200, columns: 1000, rows: 400)))),
      Shape(
        id: ShapeID(2), kind: .ellipse(Ellipse(bounds: CanvasRect(column: 10, row: 5, columns: 40, rows: 20)))
      ),
      Shape(
        id: ShapeID(3), kind: .ellipse(Ellipse(bounds: CanvasRect(column: 30, row: 10, columns: 3, rows: 3)))),
    ]
    let document = try Document(shapes: [shapes[2], shapes[0], shapes[1]])
    let index = SpatialIndex(document)
    let found = index.shapes(
      intersecting: CanvasRect(column: 0, row: 0, columns: 100, rows: 40), in: document)
    #expect(found.map(\.id) == [ShapeID(3), ShapeID(1), ShapeID(2)])
    #expect(index.shapeIDs(intersecting: CanvasRect(column: 60, row: 0, columns: 5, rows: 5)) == [ShapeID(1)])
    #expect(index.shapeIDs(intersecting: CanvasRect(column: 600, row: 0, columns: 5, rows: 5)).isEmpty)
  }

  @Test("a transaction's damage covers where each touched shape was and is")
  func damage() throws {
    var document = try Document(shapes: [
      Shape(
        id: ShapeID(1), kind: .ellipse(Ellipse(bounds: CanvasRect(column: 0, row: 0, columns: 4, rows: 2))))
    ])
    let move = document.translating([ShapeID(1)], columns: 10, rows: 1)
    try document.apply(move)
    #expect(
      move.damage(in: document) == [
        CanvasRect(column: 0, row: 0, columns: 4, rows: 2),
        CanvasRect(column: 10, row: 1, columns: 4, rows: 2),
      ])
  }
}
