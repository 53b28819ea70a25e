import EaselInput

/// A held nudge key (spec §5.3, style guide §8): its press starts a run and opens the run's undo
/// group, its repeats move inside it in bigger steps the longer it is held, and its own release
/// — reported by the terminal or synthesized from silence — closes it. Nothing else closes the
/// run's group; a nudge from anywhere but a key (the command menu, the menu bar) is one step of
/// its own.
public struct Nudger: Hashable, Sendable {
  /// The key held and when it went down.
  public private(set) var run: Run?
  /// The run its key's release ended last, until the next step: a resumed run (a late repeat
  /// after a synthesized release, `KeyEvent.resumesRun`) goes on from it.
  public private(set) var ended: Run?

  public struct Run: Hashable, Sendable {
    public var key: Key
    public var downAt: Instant
    /// Repeats so far in the run.
    public var repeats = 0
  }

  public init() {}

  /// One nudge: how far it goes, which undo group it joins (nil: a step of its own) and
  /// whether it starts a run (its group must then start afresh). `key` is the key event that
  /// ran the nudge, nil from a menu; `now` its time.
  public mutating func step(for key: KeyEvent?, at now: Instant) -> Step {
    guard let key, key.phase != .release else { return Step(cells: 1, group: nil, startsRun: false) }
    defer { ended = nil }
    if key.resumesRun, run == nil, let previous = ended, previous.key == key.key {
      // The key was held all along: the run goes on, at its speed, in its undo step.
      var resumed = previous
      resumed.repeats += 1
      run = resumed
      return Step(
        cells: NudgeAcceleration.step(heldFor: now - previous.downAt, repeats: resumed.repeats),
        group: Self.group(for: key.key), startsRun: false, resumesRun: true)
    }
    if key.phase == .press || run?.key != key.key {
      run = Run(key: key.key, downAt: now)
      return Step(cells: 1, group: Self.group(for: key.key), startsRun: true)
    }
    run?.repeats += 1
    let heldFor = now - (run?.downAt ?? now)
    return Step(
      cells: NudgeAcceleration.step(heldFor: heldFor, repeats: run?.repeats ?? 0),
      group: Self.group(for: key.key),
      startsRun: false)
  }

  public struct Step: Hashable, Sendable {
    public var cells: Int
    public var group: UndoGroup?
    public var startsRun: Bool
    /// It resumes the run its release just ended: the group closed then is to be reopened.
    public var resumesRun = false
  }

  /// Sees every key event before anyone handles it: the release of the run's own key ends the
  /// run, and the group it returns is to be closed.
  public mutating func observe(_ key: KeyEvent) -> UndoGroup? {
    guard key.phase == .release, let current = run, current.key == key.key else { return nil }
    run = nil
    ended = current
    return Self.group(for: current.key)
  }

  /// The undo group of a run of `key`.
  public static func group(for key: Key) -> UndoGroup { UndoGroup("nudge \(key)") }
}
