import EaselInput

/// How much of the keyboard a terminal can report, from least to most. A chord is
/// *deliverable* on a level when some keystroke there decodes to an event the chord matches.
///
/// **Legacy** (plain bytes, terminal-input.md §3) delivers:
/// - Letters, digits, punctuation and other characters alone, and with Alt (`ESC x`). Shifted
///   symbols (`?`, `}`) are delivered as what they type.
/// - Letters with Shift (the capital is typed) and with Alt+Shift (`ESC X`).
/// - Ctrl+letter (C0 bytes 0x01–0x1a), also with Alt, **except**: Ctrl-I is Tab (0x09), Ctrl-M
///   is Enter (0x0d), Ctrl-H is 0x08, which Easel reads as Ctrl+Backspace and some terminals send
///   for Backspace, and Ctrl-J is line feed (0x0a), which terminals and tmux also send for
///   Enter variants. **No Ctrl+Shift+letter**: the C0 byte is the same with or without Shift.
/// - Ctrl with only `\`, `]`, `^`, `_` (0x1c–0x1f) and Ctrl-Space (0x00). Not Ctrl-[ (0x1b is
///   Esc), Ctrl-/ or Ctrl-7 (they send 0x1f, read as Ctrl-_), Ctrl-2 (0x00, read as Ctrl-Space),
///   other Ctrl+digits (they alias the bytes above or are not sent), nor other Ctrl+punctuation.
/// - Space alone, with Alt, with Ctrl; not Shift-Space (the same byte as Space).
/// - Enter, Backspace and Esc alone or with Alt only: Shift and Ctrl do not change their bytes
///   (Ctrl-Backspace is 0x08, which is also Ctrl-H and in some terminals plain Backspace).
/// - Tab, Shift-Tab (`CSI Z`) and Alt-Tab; not Ctrl-Tab (sends 0x09).
/// - Arrows, Home, End, Insert, Delete, PageUp, PageDown, Begin and F1–F12 with any mix of
///   Shift, Alt and Ctrl (xterm's modifier parameter, `CSI 1 ; 5 A`).
/// - **Never Super, Hyper or Meta**: the bytes have no place for them (xterm's parameter bit 8
///   means Meta, which Easel reads as kitty's Super, so it is not trusted either). F13–F35,
///   keypad keys, lone modifier keys, lock and media keys have no legacy encoding.
///
/// **modifyOtherKeys** (xterm level 2, `CSI 27 ; mods ; code ~`, §4) adds every mix of Shift, Alt
/// and Ctrl on the keys above: Ctrl+Shift+letter, Ctrl-I/M/H/J apart from Tab/Enter/Backspace,
/// Ctrl+digits, Ctrl+punctuation including Ctrl-[, Shift-Enter, Ctrl-Enter, Ctrl-Tab,
/// Shift-Space. Still no Super, Hyper or Meta (it has no bits for them) and no kitty-only keys.
///
/// **kitty** (keyboard protocol, §5) reports every key with every modifier: it delivers all.
public enum KeyboardProtocolLevel: Int, Hashable, Sendable, CaseIterable, Comparable {
  case legacy
  case modifyOtherKeys
  case kitty

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A short name for messages and `easel keymap` (`legacy`, `modifyOtherKeys`, `kitty`).
  public var name: String {
    switch self {
    case .legacy: return "legacy"
    case .modifyOtherKeys: return "modifyOtherKeys"
    case .kitty: return "kitty"
    }
  }

  /// Whether some keystroke on this level decodes to an event with this pattern.
  func delivers(_ pattern: KeyPattern) -> Bool {
    if self == .kitty { return true }
    let modifiers = pattern.modifiers
    guard modifiers.isDisjoint(with: [.superKey, .hyper, .meta]) else { return false }
    guard KeyboardProtocolLevel.hasLegacyEncoding(pattern.key) else { return false }
    if self == .modifyOtherKeys { return true }
    return KeyboardProtocolLevel.legacyDelivers(pattern.key, modifiers)
  }

  /// Keys a terminal without the kitty protocol sends at all.
  static func hasLegacyEncoding(_ key: Key) -> Bool {
    switch key {
    case .character, .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end,
      .insert, .delete, .pageUp, .pageDown, .begin:
      return true
    case .function(let number):
      return (1...12).contains(number)
    case .keypad, .modifier, .special, .media:
      return false
    }
  }

  /// The legacy rules above, for a key with a legacy encoding and only Shift, Alt, Ctrl.
  static func legacyDelivers(_ key: Key, _ modifiers: ChordModifiers) -> Bool {
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    switch key {
    case .character(let scalar):
      return legacyDelivers(scalar, shift: shift, control: control)
    case .enter, .backspace, .escape:
      return !shift && !control
    case .tab:
      return !control && !(shift && modifiers.contains(.alt))
    default:
      return true
    }
  }

  static func legacyDelivers(_ scalar: Unicode.Scalar, shift: Bool, control: Bool) -> Bool {
    if scalar.isASCIILetter {
      if control { return !shift && !["i", "m", "h", "j"].contains(scalar) }
      return true
    }
    if scalar.isCasedLetter { return !control }
    if scalar == " " { return !shift }
    if shift { return false }
    if control { return ["\\", "]", "^", "_"].contains(scalar) }
    return true
  }
}
