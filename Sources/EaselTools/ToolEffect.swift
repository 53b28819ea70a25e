import EaselDocument
import EaselGeometry

/// What a tool asks of the editor; the editor keeps one interpreter of these.
public enum ToolEffect: Sendable {
  /// Draw these shapes over the document, hiding these of its own, until the next preview.
  case preview([Shape], hiding: Set<ShapeID>)
  /// Show these smart guides over the canvas in place of the previous ones (none: hide them).
  case guides([GuideLine])
  /// Record the transaction as one undo step (or into `group`'s), selecting `selecting` after.
  case commit(Transaction, title: String, selecting: Selection?, group: UndoGroup?)
  /// Change the selection without an undo step (a click, a marquee).
  case select(Selection)
  /// Move the view so this canvas point is at the top-left of the canvas area.
  case pan(CanvasPoint)
  /// Move the keyboard cursor.
  case moveCursor(CanvasPoint)
  /// Say this on the status bar (nil: stop saying anything).
  case message(String?)
  /// Edit this text (the editor opens the text-editing surface).
  case editText(TextEditRequest)
  /// The group's run is over: the next transaction is a step of its own.
  case closeGroup(UndoGroup)
  /// The group's run is cancelled: what it recorded is undone.
  case discardGroup(UndoGroup)
  /// The gesture is over (a tool whose key went up meanwhile springs back now).
  case ended

  /// No preview any more.
  public static let clearPreview = ToolEffect.preview([], hiding: [])

  /// A step of its own.
  public static func commit(_ transaction: Transaction, title: String, selecting: Selection? = nil)
    -> ToolEffect
  {
    .commit(transaction, title: title, selecting: selecting, group: nil)
  }
}
extension ToolEffect: Equatable {}
