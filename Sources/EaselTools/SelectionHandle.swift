import EaselGeometry

/// One of the eight resize handles around the selection: the corners and edge middles of the
/// selection's bounds grown by one cell, exactly where `Overlay.drawSelection` draws them, so
/// the press that hits a drawn handle is the one that grabs it.
public enum SelectionHandle: Hashable, Sendable, CaseIterable {
  case topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight

  /// The handle drawn at `point` around a selection with `selectionBounds`, if any.
  public static func handle(at point: CanvasPoint, selectionBounds: CanvasRect) -> SelectionHandle? {
    guard !selectionBounds.isEmpty else { return nil }
    return allCases.first { $0.position(selectionBounds: selectionBounds) == point }
  }

  /// The cell this handle is drawn in: on the bounds grown by one, at a corner or in the middle
  /// of an edge (the middle rounds up and left, as the overlay's does).
  public func position(selectionBounds bounds: CanvasRect) -> CanvasPoint {
    let left = bounds.minColumn - 1
    let top = bounds.minRow - 1
    let right = bounds.maxColumn
    let bottom = bounds.maxRow
    // The overlay's middle of the grown rectangle: its first cell plus (its size - 1) / 2.
    let middleColumn = left + (bounds.size.columns + 1) / 2
    let middleRow = top + (bounds.size.rows + 1) / 2
    let column: Int
    switch columnSide {
    case .lower: column = left
    case .upper: column = right
    case nil: column = middleColumn
    }
    let row: Int
    switch rowSide {
    case .lower: row = top
    case .upper: row = bottom
    case nil: row = middleRow
    }
    return CanvasPoint(column: column, row: row)
  }

  /// The vertical edge this handle drags: left (`lower`), right (`upper`) or neither.
  var columnSide: Side? {
    switch self {
    case .topLeft, .left, .bottomLeft: return .lower
    case .topRight, .right, .bottomRight: return .upper
    case .top, .bottom: return nil
    }
  }

  /// The horizontal edge this handle drags: top (`lower`), bottom (`upper`) or neither.
  var rowSide: Side? {
    switch self {
    case .topLeft, .top, .topRight: return .lower
    case .bottomLeft, .bottom, .bottomRight: return .upper
    case .left, .right: return nil
    }
  }

  /// True for the four corners, which drag two edges at once.
  var isCorner: Bool { columnSide != nil && rowSide != nil }

  /// Which end of an axis an edge is at: the smaller coordinate (left, top) or the larger.
  enum Side: Hashable, Sendable {
    case lower, upper

    var opposite: Side { self == .lower ? .upper : .lower }
  }
}
