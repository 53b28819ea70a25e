import EaselGeometry

/// What a `DragTracker` event asks the tool to do.
public enum DragOutcome<Preview: Sendable>: Sendable {
  /// Nothing changes.
  case none
  /// Show this preview in place of the previous one.
  case preview(Preview)
  /// The drag ended: record this result as one undo step.
  case commit(Preview)
  /// The press ended without the pointer leaving its cell: a click there.
  case click(CanvasPoint)
  /// Esc: discard the preview.
  case cancel
}

extension DragOutcome: Equatable where Preview: Equatable {}
