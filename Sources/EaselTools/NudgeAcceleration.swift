import EaselInput

/// How far one arrow-key event nudges (spec §5.3): one cell per press and per repeat, then
/// bigger steps the longer the key is held — 2 cells after about half a second, 4 after a
/// second — so a held arrow crosses a large drawing quickly while a tap stays exact.
public enum NudgeAcceleration {
  public static let doubleAfter = Interval.milliseconds(500)
  public static let quadrupleAfter = Interval.milliseconds(1000)

  /// The step in cells for an event `heldFor` after the key went down (a press is 0).
  public static func step(heldFor: Interval) -> Int {
    if heldFor >= quadrupleAfter { return 4 }
    if heldFor >= doubleAfter { return 2 }
    return 1
  }
}
