import EaselGeometry
import Testing

@testable import EaselDocument

/// An end bound a gap away from its shape (`──>|`, issue 16) stays that far from it as the
/// shape moves, on the side it was bound to.
@Suite("Ends a gap away from their shape")
struct GapBindingTests {
  static func box(_ id: UInt64, _ column: Int, _ row: Int) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: 6, rows: 3))))
  }

  static func document(gap: Int, route: LineRoute) throws -> Document {
    let line = Line(
      start: CanvasPoint(column: 6 + gap, row: 1), end: CanvasPoint(column: 19 - gap, row: 1),
      arrowAtEnd: true,
      route: route,
      startBinding: LineBinding(shape: ShapeID(1), side: .right, offset: 1, gap: gap),
      endBinding: LineBinding(shape: ShapeID(2), side: .left, offset: 1, gap: gap))
    return try Document(shapes: [
      Self.box(1, 0, 0), Self.box(2, 20, 0), Shape(id: ShapeID(3), kind: .line(line)),
    ])
  }

  @Test(arguments: [0, 1, 2], [LineRoute.straight, .elbow])
  func followsAtItsGap(_ gap: Int, _ route: LineRoute) throws {
    var document = try Self.document(gap: gap, route: route)
    #expect(document.invariantViolations().isEmpty)
    let moved = Self.box(2, 30, 6)
    let move = Transaction([.update(from: document[ShapeID(2)]!, to: moved)])
    try document.apply(move)
    try document.apply(document.connectorFollowUp(after: move, index: SpatialIndex(document)))
    guard case .line(let line)? = document[ShapeID(3)]?.kind else {
      Issue.record("the connector is gone")
      return
    }
    // A slanted straight run has no junction to merge into a frame, so an end with no gap stops
    // in the cell beside it, as one a cell away does.
    let cells = route == .straight ? max(gap, 1) : gap
    #expect(line.start == CanvasPoint(column: 5 + cells, row: 1))
    // The end stays `gap` cells left of the moved box's left side, on the row of its offset.
    #expect(line.end == CanvasPoint(column: 30 - cells, row: 7))
    #expect(line.endBinding?.gap == gap)
  }

  @Test func aGapBeyondTheLimitIsAViolation() throws {
    var document = try Self.document(gap: 1, route: .straight)
    guard case .line(var line)? = document[ShapeID(3)]?.kind else { return }
    line.endBinding?.gap = LineBinding.maximumGap + 1
    let shape = Shape(id: ShapeID(3), kind: .line(line))
    try document.apply(Transaction([.update(from: document[ShapeID(3)]!, to: shape)]))
    #expect(document.invariantViolations().contains { $0.contains("gap 3 is not within 0…2") })
  }

  /// Copies of connected shapes stay connected at the same gap.
  @Test func copiesKeepTheGap() throws {
    var document = try Self.document(gap: 1, route: .straight)
    let copies = document.makeCopies(of: document.shapes, columns: 0, rows: 10)
    guard case .line(let line) = copies[2].kind else { return }
    #expect(line.startBinding?.gap == 1 && line.endBinding?.gap == 1)
    #expect(line.startBinding?.shape == copies[0].id && line.endBinding?.shape == copies[1].id)
  }
}
