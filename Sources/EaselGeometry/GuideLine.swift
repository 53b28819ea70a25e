/// A smart guide: the line a move or a resize shows where an edge or centre of what is dragged
/// lines up with one of a nearby shape's (spec §9 "Arrange"). Drawn over the canvas, never part
/// of the document.
public struct GuideLine: Hashable, Sendable {
  public enum Axis: Hashable, Sendable {
    /// A vertical line: a column lines up (left edges, right edges, horizontal centres).
    case vertical
    /// A horizontal line: a row lines up (top edges, bottom edges, vertical centres).
    case horizontal
  }

  public var axis: Axis
  /// Where the line is, in half cells: twice the column (vertical) or row (horizontal) it runs
  /// along. Odd between two cells, where the centre of an even width or height lies.
  public var position: Int
  /// The rows (vertical) or columns (horizontal) it runs along: from the first cell of the
  /// shapes it joins to their last.
  public var span: Range<Int>

  public init(axis: Axis, position: Int, span: Range<Int>) {
    self.axis = axis
    self.position = position
    self.span = span
  }
}
