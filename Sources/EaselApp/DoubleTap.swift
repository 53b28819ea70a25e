import EaselCommands
import EaselInput

/// A legacy terminal cannot tell a second quick press from the first auto-repeat: both are
/// the same bytes again. Auto-repeat goes on (more repeats follow within tens of
/// milliseconds); a double tap does not. So a lone first "repeat" of a key whose command does
/// not repeat is kept, and when the synthesized release follows with nothing in between, it
/// runs as the second press it was (Ctrl-N twice makes two boxes, Cmd-Q twice quits).
struct DoubleTap: Sendable {
  private var candidate: KeyEvent?
  private var repeatsSincePress = 0

  /// Follows one key event; returns the second press to run, when this event shows one.
  /// `boundCommands` are the commands bound to the key (asked only for a first repeat);
  /// `isRepeatable` says whether one of them repeats (then auto-repeat is meant).
  mutating func note(
    _ key: KeyEvent, boundCommands: () -> [CommandID], isRepeatable: (CommandID) -> Bool
  ) -> KeyEvent? {
    guard !key.hasReportedPhase else { return nil }
    switch key.phase {
    case .press:
      candidate = nil
      repeatsSincePress = 0
    case .repeat:
      repeatsSincePress += 1
      guard repeatsSincePress == 1 else {
        candidate = nil
        return nil
      }
      let bound = boundCommands()
      candidate = !bound.isEmpty && !bound.contains(where: isRepeatable) ? key : nil
    case .release:
      defer { candidate = nil }
      guard key.isSynthesized, var second = candidate, second.key == key.key else { return nil }
      second.phase = .press
      return second
    }
    return nil
  }
}
