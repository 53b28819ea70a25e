import EaselInput

/// How far one arrow-key event nudges (spec §5.3): one cell per press and per repeat, then
/// bigger steps the longer the key is held — 2 cells after about half a second, 4 after a
/// second — so a held arrow crosses a large drawing quickly while a tap stays exact. Only a run
/// of real repeats accelerates (issue 13): the first few repeats of a hold move one cell each,
/// whenever they come, so a late first repeat (X's 660 ms delay) or a stray one never jumps.
public enum NudgeAcceleration {
  public static let doubleAfter = Interval.milliseconds(500)
  public static let quadrupleAfter = Interval.milliseconds(1000)
  /// Repeats a run must have had, this one included, before a step is bigger than one cell.
  public static let repeatsBeforeAcceleration = 3

  /// The step in cells for the `repeats`-th repeat (a press is 0), `heldFor` after the key went
  /// down.
  public static func step(heldFor: Interval, repeats: Int) -> Int {
    guard repeats >= repeatsBeforeAcceleration else { return 1 }
    if heldFor >= quadrupleAfter { return 4 }
    if heldFor >= doubleAfter { return 2 }
    return 1
  }
}
