import EaselDocument
import EaselGeometry
import Testing

/// Align and distribute (issue 15, spec §9 "Arrange"), as moves computed from bounds.
@Suite("Arrangement: align and distribute")
struct ArrangementTests {
  static let boxes = [
    CanvasRect(column: 0, row: 0, columns: 10, rows: 3),
    CanvasRect(column: 14, row: 5, columns: 4, rows: 5),
    CanvasRect(column: 30, row: 2, columns: 7, rows: 2),
  ]

  static func moved(_ bounds: [CanvasRect], _ moves: [(columns: Int, rows: Int)]) -> [CanvasRect] {
    zip(bounds, moves).map {
      CanvasRect(origin: $0.origin.offsetBy(columns: $1.columns, rows: $1.rows), size: $0.size)
    }
  }

  @Test("Each alignment lines up one edge or centre with the selection's own bounds")
  func align() {
    let left = Self.moved(Self.boxes, Arrangement.align(Self.boxes, .left))
    #expect(left.map(\.minColumn) == [0, 0, 0])
    #expect(left.map(\.minRow) == Self.boxes.map(\.minRow), "rows stay")
    #expect(Self.moved(Self.boxes, Arrangement.align(Self.boxes, .right)).map(\.maxColumn) == [37, 37, 37])
    #expect(Self.moved(Self.boxes, Arrangement.align(Self.boxes, .top)).map(\.minRow) == [0, 0, 0])
    #expect(Self.moved(Self.boxes, Arrangement.align(Self.boxes, .bottom)).map(\.maxRow) == [10, 10, 10])
    // The selection spans columns 0..<37: centre 18.5; each box's centre lands on it, rounded down.
    let centre = Self.moved(Self.boxes, Arrangement.align(Self.boxes, .centre))
    #expect(
      centre.map { $0.minColumn * 2 + $0.size.columns } == [36, 36, 37],
      "doubled centres: 37 is the selection's, an even width cannot reach it")
    let middle = Self.moved(Self.boxes, Arrangement.align(Self.boxes, .middle))
    #expect(middle.map { $0.minRow * 2 + $0.size.rows } == [9, 9, 10], "odd heights fall half a row short")
  }

  @Test("Distributing keeps the outermost and makes the gaps equal, the spare cells going first")
  func distribute() {
    let spaced = Self.moved(Self.boxes, Arrangement.distribute(Self.boxes, along: .horizontal))
    #expect(spaced[0] == Self.boxes[0] && spaced[2] == Self.boxes[2])
    let gaps = [spaced[1].minColumn - spaced[0].maxColumn, spaced[2].minColumn - spaced[1].maxColumn]
    #expect(gaps == [8, 8], "37 columns, 21 taken: 16 left for 2 gaps")
    let uneven = [
      CanvasRect(column: 0, row: 0, columns: 2, rows: 1), CanvasRect(column: 3, row: 0, columns: 2, rows: 1),
      CanvasRect(column: 4, row: 0, columns: 2, rows: 1), CanvasRect(column: 11, row: 0, columns: 2, rows: 1),
    ]
    let even = Self.moved(uneven, Arrangement.distribute(uneven, along: .horizontal))
    #expect(
      zip(even, even.dropFirst()).map { $1.minColumn - $0.maxColumn } == [2, 2, 1],
      "13 columns, 8 taken: 5 for 3 gaps, the spare two to the first")
    let down = Self.moved(Self.boxes, Arrangement.distribute(Self.boxes, along: .vertical))
    #expect(down.map(\.minRow) == [0, 5, 3], "by top edge box 1, box 3, box 2: ten rows, all taken, no gaps")
    #expect(
      Arrangement.distribute(Array(Self.boxes.prefix(2)), along: .horizontal).allSatisfy { $0 == (0, 0) })
  }
}
