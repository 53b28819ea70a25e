import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselTools

@Suite("MoveGesture")
struct MoveGestureTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static let gesture = MoveGesture(origin: p(5, 5), bounds: r(3, 3, 4, 2))
  static let shift = DragIntent(constrain: true)
  static let command = DragIntent(snapToGrid: true)
  static let alt = DragIntent(fromCenter: true)

  static func move(
    to pointer: CanvasPoint, intent: DragIntent = .plain, aspect: CellAspect = .fallback,
    grid: Grid = .standard, gesture: MoveGesture = gesture
  ) -> MovePreview {
    gesture.preview(
      to: pointer, context: DragContext(intent: intent, aspect: aspect, grid: grid, id: ShapeID(1)))
  }

  @Test("Free: the selection moves by the pointer's offset from the press")
  func free() {
    #expect(Self.move(to: Self.p(9, 3)) == MovePreview(columns: 4, rows: -2, duplicates: false))
    #expect(Self.move(to: Self.p(-20, 40)) == MovePreview(columns: -25, rows: 35, duplicates: false))
  }

  @Test("Shift locks the move to the axis travelled further as seen, with 1:2 cells")
  func axisLockFallbackAspect() {
    // 4 columns = 4 px wide against 3 rows = 6 px high: vertical.
    #expect(Self.move(to: Self.p(9, 2), intent: Self.shift) == MovePreview(columns: 0, rows: -3))
    #expect(Self.move(to: Self.p(12, 2), intent: Self.shift) == MovePreview(columns: 7, rows: 0))
    // A tie as seen (6 px each way) goes to the horizontal.
    #expect(Self.move(to: Self.p(11, 2), intent: Self.shift) == MovePreview(columns: 6, rows: 0))
    #expect(Self.move(to: Self.p(-1, 8), intent: Self.shift) == MovePreview(columns: -6, rows: 0))
  }

  @Test("Shift weighs the travel by the measured cell size")
  func axisLockMeasuredAspect() {
    let square = CellAspect(pixelWidth: 10, pixelHeight: 10)
    #expect(
      Self.move(to: Self.p(9, 2), intent: Self.shift, aspect: square) == MovePreview(columns: 4, rows: 0))
    #expect(Self.move(to: Self.p(9, 2), intent: Self.shift) == MovePreview(columns: 0, rows: -3))
  }

  @Test("Cmd puts the selection's top-left corner on the nearest grid point")
  func snapToGrid() {
    // Top-left (3, 3) + (4, -2) = (7, 1) → (8, 0).
    #expect(Self.move(to: Self.p(9, 3), intent: Self.command) == MovePreview(columns: 5, rows: -3))
    // (3, 3) + (1, -1) = (4, 2): halves go right and down → (8, 4).
    #expect(Self.move(to: Self.p(6, 4), intent: Self.command) == MovePreview(columns: 5, rows: 1))
    let grid = Grid(columns: 5, rows: 3)
    for column in -12...12 {
      for row in -7...7 {
        let offset = Self.move(to: Self.p(column, row), intent: Self.command, grid: grid)
        #expect((3 + offset.columns) % 5 == 0 && (3 + offset.rows) % 3 == 0, "to (\(column), \(row))")
        #expect(abs(3 + column - 5 - (3 + offset.columns)) <= 2 && abs(row - 2 - (3 + offset.rows)) <= 1)
      }
    }
  }

  @Test("Shift and Cmd: locked to the main axis, snapped along it only")
  func snapAlongLockedAxis() {
    // (10, 1) is horizontal; column 3 + 10 = 13 → 16; the row stays though 3 is off the grid.
    #expect(
      Self.move(to: Self.p(15, 6), intent: DragIntent(constrain: true, snapToGrid: true))
        == MovePreview(columns: 13, rows: 0))
    #expect(
      Self.move(to: Self.p(6, 12), intent: DragIntent(constrain: true, snapToGrid: true))
        == MovePreview(columns: 0, rows: 9))
  }

  @Test("Alt moves a duplicate: same offset, duplicates set; Alt held reads as duplicating")
  func duplicate() {
    #expect(
      Self.move(to: Self.p(9, 3), intent: Self.alt) == MovePreview(columns: 4, rows: -2, duplicates: true))
    #expect(DragIntent(held: .alt, latched: .none).duplicates)
    #expect(!DragIntent(held: [.shift, .control], latched: Latches(snap: true, constrain: true)).duplicates)
  }

  @Test("The selection never leaves the canvas limits")
  func limits() {
    let limit = CanvasLimits.maximumCoordinate
    let edge = MoveGesture(origin: Self.p(limit - 4, 0), bounds: Self.r(limit - 5, -limit, 3, 1))
    #expect(Self.move(to: Self.p(limit + 6, -9), gesture: edge) == MovePreview(columns: 3, rows: 0))
    #expect(Self.move(to: Self.p(limit - 10, 2), gesture: edge) == MovePreview(columns: -6, rows: 2))
  }

  @Test("Same inputs give the same offset; a modifier pressed then released restores the free one")
  func deterministic() {
    var tracker = DragTracker<MoveGesture>()
    let plain = DragContext(id: ShapeID(1))
    _ = tracker.press(Self.gesture, context: plain)
    let free = tracker.motion(to: Self.p(9, 2), buttonHeld: true, context: plain)
    #expect(free == .preview(MovePreview(columns: 4, rows: -3)))
    for intent in [Self.shift, Self.command, Self.alt] {
      let held = DragContext(intent: intent, id: ShapeID(1))
      #expect(tracker.refresh(context: held) != free)
      #expect(tracker.refresh(context: held) == tracker.refresh(context: held))
      #expect(tracker.refresh(context: plain) == free)
    }
    #expect(tracker.release(at: Self.p(9, 2), context: plain) == .commit(MovePreview(columns: 4, rows: -3)))
  }
}
