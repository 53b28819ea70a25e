import EaselDocument
import EaselGeometry
import Testing

/// Which shape a click picks (issue 14): lines only on their runs, so a connector drawn over
/// the boxes it joins does not hide them from clicks inside its bounds.
@Suite("Shape hit testing")
struct ShapeHitTests {
  static let elbow = Shape(
    id: ShapeID(1),
    kind: .line(
      Line(
        start: CanvasPoint(column: 0, row: 0), end: CanvasPoint(column: 20, row: 10), route: .elbow,
        bends: [CanvasPoint(column: 10, row: 0), CanvasPoint(column: 10, row: 10)])))

  @Test("an elbow line is picked on each of its runs and nowhere else in its bounds")
  func elbowRuns() {
    for point in [(0, 0), (5, 0), (10, 0), (10, 5), (10, 10), (15, 10), (20, 10)] {
      #expect(Self.elbow.isHit(by: CanvasPoint(column: point.0, row: point.1)), "\(point)")
    }
    for point in [(5, 5), (0, 10), (20, 0), (11, 5), (9, 5), (15, 9)] {
      #expect(!Self.elbow.isHit(by: CanvasPoint(column: point.0, row: point.1)), "\(point)")
    }
  }

  @Test("a slanted line is picked within about a cell of it, not at the far corners of its bounds")
  func slanted() {
    let line = Shape(
      id: ShapeID(2),
      kind: .line(Line(start: CanvasPoint(column: 0, row: 0), end: CanvasPoint(column: 20, row: 10))))
    #expect(line.isHit(by: CanvasPoint(column: 10, row: 5)))
    #expect(line.isHit(by: CanvasPoint(column: 11, row: 5)))
    #expect(!line.isHit(by: CanvasPoint(column: 20, row: 0)))
    #expect(!line.isHit(by: CanvasPoint(column: 0, row: 10)))
  }

  @Test("boxes, ellipses and text are picked anywhere in their bounds")
  func areas() {
    let box = Shape(
      id: ShapeID(3), kind: .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 5, rows: 3))))
    #expect(box.isHit(by: CanvasPoint(column: 2, row: 1)))
    #expect(!box.isHit(by: CanvasPoint(column: 5, row: 1)))
  }
}
