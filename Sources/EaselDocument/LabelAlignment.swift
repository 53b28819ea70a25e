/// Where a label sits in the area inside its shape's outline (spec §10.1 "A box keeps its
/// content"): across (left, centre, right) and down (top, middle, bottom). Each line is aligned
/// on its own; the block of lines as a whole. Any outline with an inner label area can hold one.
public struct LabelAlignment: Hashable, Sendable {
  public enum Horizontal: String, CaseIterable, Hashable, Sendable {
    case left, centre, right
  }

  public enum Vertical: String, CaseIterable, Hashable, Sendable {
    case top, middle, bottom
  }

  public var horizontal: Horizontal
  public var vertical: Vertical

  public init(horizontal: Horizontal = .centre, vertical: Vertical = .middle) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Each line centred, the block centred: how labels were always drawn, and the default.
  public static let centred = LabelAlignment()
}
