import EaselDocument

/// The kind of shape a creation drag makes (the R, O and L tools).
public enum CreatedKind: Hashable, Sendable {
  /// A box with this frame style.
  case rectangle(FrameStyle)
  case ellipse
  /// A line in this style.
  case line(FrameStyle)
}
