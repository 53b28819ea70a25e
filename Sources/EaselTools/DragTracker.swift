import EaselGeometry

/// The idle → pointing → dragging machine shared by drag tools (style guide §8).
///
/// A press starts `pointing`; moving to another cell with the button held starts `dragging`;
/// the release commits the preview (or is a click if the pointer never left its cell). Every
/// preview is recomputed from the gesture's snapshot, the pointer and the context given with
/// the event, so a modifier pressed and released mid-drag (`refresh`) is exact and reversible.
/// A lost release — a motion report with no button, or a new press — ends the gesture as if
/// released where the pointer last was with the button down (spec §5.4).
public struct DragTracker<Gesture: DragGesture>: Sendable {
  public enum Phase: Sendable {
    case idle
    case pointing(Gesture)
    /// `pointer` is the last cell reported with the button held.
    case dragging(Gesture, pointer: CanvasPoint)
  }

  public private(set) var phase: Phase = .idle

  public init() {}

  /// True while a press has not ended.
  public var isActive: Bool {
    if case .idle = phase { return false }
    return true
  }

  /// A press starting `gesture` at its origin. A gesture still in progress (its release was
  /// lost) ends first as if released, and that ending is what is returned.
  public mutating func press(_ gesture: Gesture, context: DragContext) -> DragOutcome<Gesture.Preview> {
    let ended = endAsReleased(context: context)
    phase = .pointing(gesture)
    return ended
  }

  /// A motion report. With the button held it moves the drag (leaving the pressed cell starts
  /// it); with no button the release was lost, so the gesture ends as if released.
  public mutating func motion(
    to pointer: CanvasPoint, buttonHeld: Bool, context: DragContext
  ) -> DragOutcome<Gesture.Preview> {
    guard buttonHeld else { return endAsReleased(context: context) }
    switch phase {
    case .idle:
      return .none
    case .pointing(let gesture):
      guard pointer != gesture.origin else { return .none }
      phase = .dragging(gesture, pointer: pointer)
      return .preview(gesture.preview(to: pointer, context: context))
    case .dragging(let gesture, _):
      phase = .dragging(gesture, pointer: pointer)
      return .preview(gesture.preview(to: pointer, context: context))
    }
  }

  /// The button went up at `pointer`.
  public mutating func release(at pointer: CanvasPoint, context: DragContext) -> DragOutcome<Gesture.Preview>
  {
    switch phase {
    case .idle:
      return .none
    case .pointing(let gesture):
      phase = .idle
      guard pointer != gesture.origin else { return .click(gesture.origin) }
      return .commit(gesture.preview(to: pointer, context: context))
    case .dragging(let gesture, _):
      phase = .idle
      return .commit(gesture.preview(to: pointer, context: context))
    }
  }

  /// The context changed without the pointer moving (a modifier or latch went down or up):
  /// the preview again, from the snapshot.
  public func refresh(context: DragContext) -> DragOutcome<Gesture.Preview> {
    guard case .dragging(let gesture, let pointer) = phase else { return .none }
    return .preview(gesture.preview(to: pointer, context: context))
  }

  /// Esc: drops the gesture from any state.
  public mutating func cancel() -> DragOutcome<Gesture.Preview> {
    guard isActive else { return .none }
    phase = .idle
    return .cancel
  }

  private mutating func endAsReleased(context: DragContext) -> DragOutcome<Gesture.Preview> {
    switch phase {
    case .idle:
      return .none
    case .pointing(let gesture):
      phase = .idle
      return .click(gesture.origin)
    case .dragging(let gesture, let pointer):
      phase = .idle
      return .commit(gesture.preview(to: pointer, context: context))
    }
  }
}
