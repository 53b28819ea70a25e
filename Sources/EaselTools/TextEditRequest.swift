import EaselDocument
import EaselGeometry

/// What text the text tool (or a double-click) asks the editor to edit.
public enum TextEditRequest: Hashable, Sendable {
  /// A new text shape typed at this cell.
  case newText(at: CanvasPoint)
  /// A text shape's text or a rectangle's label; `clickedAt` puts the caret where the click
  /// landed in a text shape (nil: at the end).
  case existing(ShapeID, clickedAt: CanvasPoint?)
}
