import EaselDocument
import EaselGeometry
import Testing

/// The user's runs (spec §8 "Editing"): an inner run moved by hand stays where the user put it
/// while the boxes move, until an end would have to leave its side backwards.
@Suite("Connectors: the user's runs")
struct UserRunTests {
  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func box(_ id: UInt64, _ column: Int, _ row: Int) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: 10, rows: 3))))
  }

  /// Box 1 at (0, 0), box 2 at (40, 10), an elbow arrow from 1's right side to 2's left side,
  /// routed (a Z: right, down, right).
  static func diagram() throws -> (Document, Shape) {
    let arrow = Line(
      start: .zero, end: .zero, arrowAtEnd: true, route: .elbow,
      startBinding: LineBinding(shape: ShapeID(1), side: .right),
      endBinding: LineBinding(shape: ShapeID(2), side: .left))
    var document = try Document(shapes: [
      Self.box(1, 0, 0), Self.box(2, 40, 10), Shape(id: ShapeID(3), kind: .line(arrow)),
    ])
    var shape = try #require(document[ShapeID(3)])
    shape.kind = .line(document.routed(arrow, index: SpatialIndex(document)))
    try document.apply(document.updating([shape]))
    return (document, shape)
  }

  static func line(_ shape: Shape?) -> Line? {
    guard case .line(let line)? = shape?.kind else { return nil }
    return line
  }

  @Test("The inner run has a handle; moving it shifts both its corners and marks the route the user's")
  func moveARun() throws {
    let (_, shape) = try Self.diagram()
    let line = try #require(Self.line(shape))
    #expect(line.vertices.count == 4, "a Z route: \(line.vertices)")
    #expect(line.runHandles.map(\.run) == [1])
    let moved = try #require(line.movingRun(1, by: 10))
    #expect(moved.userRuns)
    #expect(moved.bends.map(\.column) == line.bends.map { $0.column + 10 })
    #expect(moved.bends.map(\.row) == line.bends.map(\.row))
    #expect(line.movingRun(0, by: 1) == nil, "the first run leaves the box: it is not the user's to move")
  }

  @Test("Moving a box keeps the user's run; moving it past the run finds a new route")
  func followKeepsTheRun() throws {
    var (document, shape) = try Self.diagram()
    let line = try #require(Self.line(shape))
    var moved = shape
    moved.kind = .line(try #require(line.movingRun(1, by: 10)))
    try document.apply(document.updating([moved]))
    let column = try #require(Self.line(document[ShapeID(3)])?.bends.first?.column)

    var near = document
    let step = near.translating([ShapeID(2)], columns: 3, rows: 4)
    try near.apply(step)
    try near.apply(near.connectorFollowUp(after: step, index: SpatialIndex(near)))
    let kept = try #require(Self.line(near[ShapeID(3)]))
    #expect(kept.userRuns)
    #expect(kept.bends.map(\.column) == [column, column], "the user's run stays at column \(column)")
    #expect(kept.end == Self.point(43, 15), "the end follows box 2's left side")
    #expect(near.invariantViolations() == [])

    var far = document
    let jump = far.translating([ShapeID(2)], columns: -40, rows: 0)
    try far.apply(jump)
    try far.apply(far.connectorFollowUp(after: jump, index: SpatialIndex(far)))
    let rerouted = try #require(Self.line(far[ShapeID(3)]))
    #expect(!rerouted.userRuns, "box 2 now lies left of the run: the route is found again")
    #expect(rerouted.end.column == 0, "still on box 2's left side")
  }

  @Test("Pinning sides keeps each bound end on the side its route meets now")
  func pinning() throws {
    var (document, shape) = try Self.diagram()
    var line = try #require(Self.line(shape))
    line.startBinding?.side = nil
    line.endBinding?.side = nil
    shape.kind = .line(line)
    try document.apply(document.updating([shape]))
    let routed = try #require(Self.line(document[ShapeID(3)]))
    let pinned = document.pinningSides(of: document.routed(routed, index: SpatialIndex(document)))
    #expect(pinned.startBinding?.side != nil && pinned.endBinding?.side != nil)
  }

  @Test("Simplifying drops repeated points and corners that do not turn")
  func simplify() {
    let line = Line(
      start: Self.point(0, 0), end: Self.point(9, 9), route: .elbow,
      bends: [Self.point(3, 0), Self.point(6, 0), Self.point(6, 0), Self.point(6, 9)])
    let moved = line.movingRun(2, by: 0)
    #expect(moved?.bends == [Self.point(6, 0), Self.point(6, 9)])
  }
}
