import EaselDocument
import EaselGeometry

/// The view follows the keyboard (spec §5.3): when a key (or a command from a menu) moves the
/// selection or the keyboard cursor out of the window, the view scrolls to bring it back with
/// a small margin, like a desktop editor's autoscroll, before the frame is drawn.
/// Pointer gestures and the wheel move the view themselves and are never followed.
struct ViewFollowing: Sendable, Equatable {
  /// Room kept between what is followed and the window's edge: four columns and two rows,
  /// about the same distance on screen with 1:2 cells. Less in a window too small for it.
  static let margin = CellSize(columns: 4, rows: 2)

  let cursor: CanvasPoint
  let selected: Set<ShapeID>
  let bounds: CanvasRect?

  /// What to compare with after the event.
  init(_ state: EditorState) {
    cursor = state.cursor
    selected = state.selection.shapeIDs
    bounds = state.selectionBounds
  }

  /// The new view origin once `state` changed from this: the moved selection kept in view, else
  /// the moved cursor; unchanged when neither moved.
  func origin(after state: EditorState) -> CanvasPoint {
    let view = state.viewport.canvasRect
    guard !view.isEmpty else { return state.viewOrigin }
    if let old = bounds, let new = state.selectionBounds, state.selection.shapeIDs == selected, new != old {
      return Self.revealing(new, moving: (new.minColumn - old.minColumn, new.minRow - old.minRow), in: view)
    }
    if state.cursor != cursor {
      let moved = (state.cursor.column - cursor.column, state.cursor.row - cursor.row)
      return Self.revealing(
        CanvasRect(origin: state.cursor, size: CellSize(columns: 1, rows: 1)), moving: moved, in: view)
    }
    return state.viewOrigin
  }

  /// The origin of `view`, unchanged while `rect` is inside it, else moved so it is inside
  /// with the margin on the side it went out; a rect larger than the view keeps its edge in
  /// the direction it moves in sight.
  static func revealing(_ rect: CanvasRect, moving delta: (columns: Int, rows: Int), in view: CanvasRect)
    -> CanvasPoint
  {
    CanvasPoint(
      column: axis(
        rect.minColumn, rect.maxColumn, start: view.minColumn, length: view.size.columns,
        margin: margin.columns, delta: delta.columns),
      row: axis(
        rect.minRow, rect.maxRow, start: view.minRow, length: view.size.rows, margin: margin.rows,
        delta: delta.rows))
  }

  /// One axis of `revealing`: `low ..< high` kept within `start ..< start + length`.
  static func axis(_ low: Int, _ high: Int, start: Int, length: Int, margin: Int, delta: Int) -> Int {
    let size = high - low
    guard size <= length else {
      // Too big to show whole: its leading edge stays in sight, or, if it did not move along
      // this axis, whatever part of it is in sight stays.
      if delta > 0, high > start + length { return high - length }
      if delta < 0, low < start { return low }
      if high <= start || low >= start + length { return low }
      return start
    }
    // Only what goes out of sight moves the view, and then so far that the margin is left
    // before the edge: a held arrow scrolls the view in steps of a few cells, not every cell.
    let room = min(margin, (length - size) / 2)
    if low < start { return low - room }
    if high > start + length { return high + room - length }
    return start
  }
}

extension EditorState {
  /// Scrolls the view after a change from `before` (see `ViewFollowing`).
  mutating func follow(from before: ViewFollowing) {
    viewOrigin = before.origin(after: self)
  }
}
