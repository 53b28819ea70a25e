/// The G (snap) and C (constrain) latches: toggled by a key, they invert the meaning of the
/// Cmd and Shift modifiers for terminals that swallow those during a drag (spec §5.4).
public struct Latches: Hashable, Sendable {
  /// G: snap to the grid unless Cmd is held.
  public var snap: Bool
  /// C: constrain (square, circle, 45°, axis lock) unless Shift is held.
  public var constrain: Bool

  public init(snap: Bool = false, constrain: Bool = false) {
    self.snap = snap
    self.constrain = constrain
  }

  /// Both latches off.
  public static let none = Latches()
}
