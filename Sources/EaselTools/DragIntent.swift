import EaselInput

/// What the held modifiers and the latches mean for a gesture, decided in one place so tools
/// never read raw modifier bits (style guide §8).
///
/// Cmd is Control or Super: mouse reports never carry Super, but the key tracker may.
public struct DragIntent: Hashable, Sendable {
  /// Square, circle, 0/45/90° lines, kept aspect ratio, axis lock: the C latch XOR Shift.
  public var constrain: Bool
  /// Snap to the grid: the G latch XOR Cmd.
  public var snapToGrid: Bool
  /// Alt: create or resize about the centre (on a move, Alt means duplicate).
  public var fromCenter: Bool
  /// Shift: a click or marquee adds to the selection.
  public var extendsSelection: Bool
  /// Cmd: a click toggles one shape in or out of the selection.
  public var togglesSelection: Bool

  public init(
    constrain: Bool = false, snapToGrid: Bool = false, fromCenter: Bool = false,
    extendsSelection: Bool = false, togglesSelection: Bool = false
  ) {
    self.constrain = constrain
    self.snapToGrid = snapToGrid
    self.fromCenter = fromCenter
    self.extendsSelection = extendsSelection
    self.togglesSelection = togglesSelection
  }

  /// The intent of `held` modifiers (merged from the mouse report and the key tracker) under
  /// the current latches.
  public init(held: Modifiers, latched: Latches) {
    let command = !held.isDisjoint(with: [.control, .superKey])
    self.init(
      constrain: latched.constrain != held.contains(.shift),
      snapToGrid: latched.snap != command,
      fromCenter: held.contains(.alt),
      extendsSelection: held.contains(.shift),
      togglesSelection: command)
  }

  /// No modifier held and no latch set.
  public static let plain = DragIntent()
}
