import EaselInput

/// A line the status bar shows in place of its hints (spec §3: "transient messages"), and how
/// long it lasts. When it goes, the hint it stood in front of (the Shift hint, how to quit)
/// comes back.
struct StatusMessage: Sendable, Equatable {
  enum Lifetime: Sendable, Equatable {
    /// A result that needs no answer ("Saved …", "Copied 2 shapes", "Nothing to undo"): gone
    /// after `transientDuration` or at the next action, whichever is first.
    case transient
    /// Something the user should not miss (an error, a note on what just happened, a
    /// first-start hint): kept until the next action.
    case untilNextAction
    /// A tool's word during its gesture ("Arrows draw · Enter finishes · Esc cancels"): kept
    /// while the gesture goes on, then until the next action.
    case whileGesture
    /// What an open surface asks for (type the brush character, Enter restores the recovered
    /// work, Cmd-Q again quits): kept while that surface is open.
    case whileOpen(SurfaceKind)
    /// Work in progress ("Saving…", "Opening…"): kept until its answer replaces it.
    case untilReplaced
  }

  /// How long a transient message stays. Four seconds: a status line with a file name in it is
  /// read at a glance in two or three, Material's shortest snackbar is four and Android's long
  /// toast three and a half; and since the next action clears it anyway, a reader never waits
  /// for it, so only someone who looked away pays for a longer one.
  static let transientDuration = Interval.milliseconds(4000)

  var text: String
  var lifetime: Lifetime
  /// When a transient message goes: set at the end of the event that said it.
  var expires: Instant?

  init(_ text: String, _ lifetime: Lifetime = .untilNextAction) {
    self.text = text
    self.lifetime = lifetime
  }

  static func transient(_ text: String) -> StatusMessage { StatusMessage(text, .transient) }

  /// Whether the next action (a key or button press, the wheel, a paste) ends it.
  func endsAtAction(gestureActive: Bool, isOpen: (SurfaceKind) -> Bool) -> Bool {
    switch lifetime {
    case .transient, .untilNextAction: return true
    case .whileGesture: return !gestureActive
    case .whileOpen(let kind): return !isOpen(kind)
    case .untilReplaced: return false
    }
  }

  /// Whether an input event is an action that ends a message: a press of a key that is not a
  /// modifier (repeats and releases continue the press), a button press, the wheel, a paste.
  static func isAction(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): return key.phase == .press && !key.key.isModifier
    case .mouse(let mouse):
      switch mouse.action {
      case .press, .wheel: return true
      default: return false
      }
    case .paste: return true
    case .focus, .reply: return false
    }
  }
}
