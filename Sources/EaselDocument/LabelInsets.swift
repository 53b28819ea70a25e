import EaselGeometry

/// Blank cells kept between the edges of a label's area and the label (padding), so a label
/// can sit exactly where text was drawn inside a frame: two lines starting one column in from
/// the left border are left-aligned with a left inset of 1.
public struct LabelInsets: Hashable, Sendable {
  public var left: Int
  public var top: Int
  public var right: Int
  public var bottom: Int

  public init(left: Int = 0, top: Int = 0, right: Int = 0, bottom: Int = 0) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// No inset: the label may take the whole area.
  public static let zero = LabelInsets()

  public var isZero: Bool { self == .zero }

  /// Whether every inset lies within 0…`CanvasLimits.maximumLabelInset`.
  public var isWithinLimits: Bool {
    [left, top, right, bottom].allSatisfy { (0...CanvasLimits.maximumLabelInset).contains($0) }
  }

  /// `area` less the insets; empty (zero size, at the area's origin) when they leave no room.
  public func inset(_ area: CanvasRect) -> CanvasRect {
    let columns = area.size.columns - left - right
    let rows = area.size.rows - top - bottom
    guard columns > 0, rows > 0 else {
      return CanvasRect(column: area.minColumn, row: area.minRow, columns: 0, rows: 0)
    }
    return CanvasRect(column: area.minColumn + left, row: area.minRow + top, columns: columns, rows: rows)
  }
}
