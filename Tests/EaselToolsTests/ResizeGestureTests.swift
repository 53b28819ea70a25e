import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("ResizeGesture")
struct ResizeGestureTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  /// Columns 10..<16, rows 10..<14; its handles sit on columns 9, 12, 16 and rows 9, 11, 14.
  static let bounds = r(10, 10, 6, 4)

  static let shift = DragIntent(constrain: true)
  static let command = DragIntent(snapToGrid: true)
  static let alt = DragIntent(fromCenter: true)

  static func gesture(_ handle: SelectionHandle, bounds: CanvasRect = bounds) -> ResizeGesture {
    ResizeGesture(handle: handle, origin: handle.position(selectionBounds: bounds), bounds: bounds)
  }

  /// The preview with the handle dragged by (`columns`, `rows`) cells.
  static func drag(
    _ handle: SelectionHandle, by columns: Int, _ rows: Int, intent: DragIntent = .plain,
    grid: Grid = .standard, bounds: CanvasRect = bounds
  ) -> ResizePreview {
    let gesture = gesture(handle, bounds: bounds)
    return gesture.preview(
      to: gesture.origin.offsetBy(columns: columns, rows: rows),
      context: DragContext(intent: intent, grid: grid, id: ShapeID(1)))
  }

  static func resized(
    _ bounds: CanvasRect, flipsHorizontally: Bool = false, flipsVertically: Bool = false
  ) -> ResizePreview {
    ResizePreview(
      original: Self.bounds, bounds: bounds, flipsHorizontally: flipsHorizontally,
      flipsVertically: flipsVertically)
  }

  @Test("Free: the dragged edges move by the drag, the others stay")
  func free() {
    #expect(Self.drag(.right, by: 4, 2) == Self.resized(Self.r(10, 10, 10, 4)))
    #expect(Self.drag(.bottomRight, by: 2, 3) == Self.resized(Self.r(10, 10, 8, 7)))
    #expect(Self.drag(.topLeft, by: -2, -1) == Self.resized(Self.r(8, 9, 8, 5)))
    #expect(Self.drag(.top, by: 5, 2) == Self.resized(Self.r(10, 12, 6, 2)))
    #expect(Self.drag(.left, by: 3, 0) == Self.resized(Self.r(13, 10, 3, 4)))
    #expect(Self.drag(.bottomLeft, by: 0, 0) == Self.resized(Self.bounds))
  }

  @Test("The dragged handle of the new bounds stays under the pointer")
  func handleFollowsPointer() {
    for handle in SelectionHandle.allCases {
      // Drags that keep every handle on its own side of the 6 × 4 bounds.
      for (columns, rows) in [(1, 1), (-2, 3), (4, -1), (5, 3), (-5, -3), (-1, -2)] {
        let gesture = Self.gesture(handle)
        let pointer = gesture.origin.offsetBy(columns: columns, rows: rows)
        let preview = gesture.preview(to: pointer, context: DragContext(id: ShapeID(1)))
        let position = handle.position(selectionBounds: preview.bounds)
        if handle.columnSide != nil { #expect(position.column == pointer.column, "\(handle) \(columns)") }
        if handle.rowSide != nil { #expect(position.row == pointer.row, "\(handle) \(rows)") }
        if handle.isCorner {
          #expect(SelectionHandle.handle(at: pointer, selectionBounds: preview.bounds) == handle)
        }
      }
    }
  }

  @Test("Past the opposite edge the selection flips and the handle becomes the opposite one")
  func flips() {
    // The right handle at column 16 to column 5: the left handle of columns 6..<10.
    let flipped = Self.drag(.right, by: -11, 0)
    #expect(flipped == Self.resized(Self.r(6, 10, 4, 4), flipsHorizontally: true))
    #expect(SelectionHandle.handle(at: Self.p(5, 11), selectionBounds: flipped.bounds) == .left)
    #expect(Self.drag(.bottom, by: 0, -9) == Self.resized(Self.r(10, 6, 6, 4), flipsVertically: true))
    let corner = Self.drag(.bottomRight, by: -13, -12)
    #expect(corner == Self.resized(Self.r(4, 3, 6, 7), flipsHorizontally: true, flipsVertically: true))
    #expect(SelectionHandle.handle(at: Self.p(3, 2), selectionBounds: corner.bounds) == .topLeft)
    #expect(Self.drag(.left, by: 10, 0) == Self.resized(Self.r(16, 10, 3, 4), flipsHorizontally: true))
  }

  @Test("A drag that leaves no cell keeps one next to the fixed edge, unflipped")
  func atLeastOneCell() {
    #expect(Self.drag(.right, by: -6, 0) == Self.resized(Self.r(10, 10, 1, 4)))
    #expect(Self.drag(.right, by: -7, 0) == Self.resized(Self.r(10, 10, 1, 4)))
    #expect(Self.drag(.right, by: -8, 0) == Self.resized(Self.r(9, 10, 1, 4), flipsHorizontally: true))
    #expect(Self.drag(.top, by: 0, 4) == Self.resized(Self.r(10, 13, 6, 1)))
    #expect(Self.drag(.top, by: 0, 5) == Self.resized(Self.r(10, 13, 6, 1)))
  }

  @Test("Alt keeps the centre: the opposite edge moves the other way")
  func aboutCentre() {
    #expect(Self.drag(.right, by: 3, 0, intent: Self.alt) == Self.resized(Self.r(7, 10, 12, 4)))
    #expect(Self.drag(.bottomRight, by: 2, 1, intent: Self.alt) == Self.resized(Self.r(8, 9, 10, 6)))
    #expect(Self.drag(.topLeft, by: 2, 1, intent: Self.alt) == Self.resized(Self.r(12, 11, 2, 2)))
    // Past the centre it flips; at the centre an even width keeps its two middle cells.
    #expect(
      Self.drag(.right, by: -10, 0, intent: Self.alt)
        == Self.resized(Self.r(7, 10, 12, 4), flipsHorizontally: true))
    #expect(Self.drag(.right, by: -3, 0, intent: Self.alt) == Self.resized(Self.r(12, 10, 2, 4)))
    let odd = Self.r(0, 0, 5, 3)
    #expect(
      Self.drag(.right, by: -3, 0, intent: Self.alt, bounds: odd).bounds == Self.r(2, 0, 1, 3))
  }

  @Test("Cmd puts the dragged edges' outer cells on grid lines; the others stay off the grid")
  func snapToGrid() {
    // Right edge to column 21 → last cell 20 → 24: columns 10..<25.
    #expect(Self.drag(.right, by: 5, 0, intent: Self.command) == Self.resized(Self.r(10, 10, 15, 4)))
    // Left edge to column 7 → 8.
    #expect(Self.drag(.left, by: -3, 0, intent: Self.command) == Self.resized(Self.r(8, 10, 8, 4)))
    // Bottom edge to row 18 → last row 17 → 16.
    #expect(Self.drag(.bottom, by: 0, 4, intent: Self.command) == Self.resized(Self.r(10, 10, 6, 7)))
    let grid = Grid(columns: 5, rows: 3)
    for columns in -4...12 {
      let preview = Self.drag(.bottomRight, by: columns, columns / 2, intent: Self.command, grid: grid)
      #expect(preview.bounds.minColumn == 10 && preview.bounds.minRow == 10)
      if preview.bounds.size.columns > 1 { #expect((preview.bounds.maxColumn - 1) % 5 == 0, "\(columns)") }
      if preview.bounds.size.rows > 1 { #expect((preview.bounds.maxRow - 1) % 3 == 0, "\(columns)") }
    }
  }

  @Test("Shift keeps the aspect ratio: a corner drives the axis that grew more")
  func keepsAspectAtCorners() {
    #expect(Self.drag(.bottomRight, by: 6, 0, intent: Self.shift) == Self.resized(Self.r(10, 10, 12, 8)))
    #expect(Self.drag(.bottomRight, by: 0, 4, intent: Self.shift) == Self.resized(Self.r(10, 10, 12, 8)))
    #expect(Self.drag(.topLeft, by: -6, 0, intent: Self.shift) == Self.resized(Self.r(4, 6, 12, 8)))
    // Shrunk to 3 × 3 the height changed less, so it drives: 3 × 6 / 4 = 4.5 → 5 columns.
    #expect(Self.drag(.bottomRight, by: -3, -1, intent: Self.shift) == Self.resized(Self.r(10, 10, 5, 3)))
    // Flipped horizontally and squashed to one row: the columns drive, the rows grow down again.
    #expect(
      Self.drag(.bottomRight, by: -13, -4, intent: Self.shift)
        == Self.resized(Self.r(4, 10, 6, 4), flipsHorizontally: true))
    for (columns, rows) in [(5, 1), (-2, 7), (9, 9), (20, -1)] {
      let size = Self.drag(.bottomRight, by: columns, rows, intent: Self.shift).bounds.size
      // 6:4 within a rounding of the driven side.
      #expect(abs(size.columns * 4 - size.rows * 6) <= 3, "\(columns), \(rows) → \(size)")
    }
  }

  @Test("Shift on an edge handle scales the other axis about its centre")
  func keepsAspectAtEdges() {
    #expect(Self.drag(.right, by: 6, 0, intent: Self.shift) == Self.resized(Self.r(10, 8, 12, 8)))
    #expect(Self.drag(.right, by: 3, 0, intent: Self.shift) == Self.resized(Self.r(10, 9, 9, 6)))
    // 7 columns want 4.67 → 5 rows, made 6 to stay centred on the 4 there were.
    #expect(Self.drag(.right, by: 1, 0, intent: Self.shift) == Self.resized(Self.r(10, 9, 7, 6)))
    #expect(Self.drag(.bottom, by: 0, 4, intent: Self.shift) == Self.resized(Self.r(7, 10, 12, 8)))
  }

  @Test("Shift with Alt: aspect kept and centred; Shift with Cmd: the driving edges on the grid")
  func combinations() {
    #expect(
      Self.drag(.bottomRight, by: 3, 0, intent: DragIntent(constrain: true, fromCenter: true))
        == Self.resized(Self.r(7, 8, 12, 8)))
    // Snapped to columns 10..<25 and rows 10..<13; the columns drive: 15 × 4 / 6 = 10 rows.
    #expect(
      Self.drag(.bottomRight, by: 5, 0, intent: DragIntent(constrain: true, snapToGrid: true))
        == Self.resized(Self.r(10, 10, 15, 10)))
  }

  @Test("The bounds never leave the canvas limits")
  func limits() {
    let limit = CanvasLimits.maximumCoordinate
    let edge = Self.r(limit - 5, -limit, 4, 1)
    #expect(Self.drag(.right, by: 21, 0, bounds: edge).bounds == Self.r(limit - 5, -limit, 6, 1))
    #expect(Self.drag(.top, by: 0, -8, bounds: edge).bounds == Self.r(limit - 5, -limit, 4, 1))
  }

  @Test("The preview resizes shapes from the starting bounds, with its flips")
  func resizingShapes() {
    let line = Shape(id: ShapeID(1), kind: .line(Line(start: Self.p(10, 10), end: Self.p(15, 13))))
    let preview = Self.drag(.right, by: -11, 0)
    #expect(
      preview.resizing(line)
        == line.resized(from: Self.bounds, to: Self.r(6, 10, 4, 4), flipsHorizontally: true))
    #expect(preview.resizing(line).kind == .line(Line(start: Self.p(9, 10), end: Self.p(6, 13))))
  }

  @Test("Same inputs give the same bounds; a modifier pressed then released restores the free ones")
  func deterministic() {
    var tracker = DragTracker<ResizeGesture>()
    let plain = DragContext(id: ShapeID(1))
    let gesture = Self.gesture(.bottomRight)
    _ = tracker.press(gesture, context: plain)
    let free = tracker.motion(
      to: gesture.origin.offsetBy(columns: 5, rows: 1), buttonHeld: true, context: plain)
    #expect(free == .preview(Self.resized(Self.r(10, 10, 11, 5))))
    for intent in [Self.shift, Self.command, Self.alt] {
      let held = DragContext(intent: intent, id: ShapeID(1))
      #expect(tracker.refresh(context: held) != free)
      #expect(tracker.refresh(context: held) == tracker.refresh(context: held))
      #expect(tracker.refresh(context: plain) == free)
    }
  }
}
