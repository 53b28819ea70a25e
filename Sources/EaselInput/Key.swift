/// A physical key, independent of modifiers and of whether it was pressed, repeated or released.
///
/// Text keys carry their unshifted base character (letters in lower case): Shift+a is
/// `.character("a")` with `.shift`, the way the kitty protocol reports it, so a key's repeats and
/// release match its press whatever the modifiers do meanwhile.
public enum Key: Hashable, Sendable {
  case character(Unicode.Scalar)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, insert, delete, pageUp, pageDown
  /// The keypad's centre key (KP_BEGIN, `CSI E`).
  case begin
  /// F1 ... F35.
  case function(Int)
  case keypad(KeypadKey)
  case modifier(ModifierKey)
  case special(SpecialKey)
  /// kitty's media and volume keys, 57428 ... 57440, stored as their offset from 57428.
  case media(Int)

  public static let space = Key.character(" ")

  /// Whether this key is a bare modifier (left_shift ...), which only the kitty protocol reports.
  public var isModifier: Bool {
    if case .modifier = self { return true }
    return false
  }
}

/// Keypad keys that the kitty protocol reports distinctly (57399 ... 57427).
public enum KeypadKey: Int, Hashable, Sendable, CaseIterable {
  case digit0 = 0, digit1, digit2, digit3, digit4, digit5, digit6, digit7, digit8, digit9
  case decimal, divide, multiply, subtract, add, enter, equal, separator
  case left, right, up, down, pageUp, pageDown, home, end, insert, delete, begin

  /// The kitty code of this key.
  public var kittyCode: Int { 57399 + rawValue }

  public var name: String {
    switch self {
    case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9:
      return "kp_\(rawValue)"
    case .decimal: return "kp_decimal"
    case .divide: return "kp_divide"
    case .multiply: return "kp_multiply"
    case .subtract: return "kp_subtract"
    case .add: return "kp_add"
    case .enter: return "kp_enter"
    case .equal: return "kp_equal"
    case .separator: return "kp_separator"
    case .left: return "kp_left"
    case .right: return "kp_right"
    case .up: return "kp_up"
    case .down: return "kp_down"
    case .pageUp: return "kp_pageup"
    case .pageDown: return "kp_pagedown"
    case .home: return "kp_home"
    case .end: return "kp_end"
    case .insert: return "kp_insert"
    case .delete: return "kp_delete"
    case .begin: return "kp_begin"
    }
  }
}

/// Modifier keys on their own (kitty protocol, flag 8), 57441 ... 57454.
public enum ModifierKey: Int, Hashable, Sendable, CaseIterable {
  case leftShift = 0, leftControl, leftAlt, leftSuper, leftHyper, leftMeta
  case rightShift, rightControl, rightAlt, rightSuper, rightHyper, rightMeta
  case isoLevel3Shift, isoLevel5Shift

  public var kittyCode: Int { 57441 + rawValue }

  /// The modifier bit this key holds down, if it has one.
  public var modifier: Modifiers {
    switch self {
    case .leftShift, .rightShift: return .shift
    case .leftControl, .rightControl: return .control
    case .leftAlt, .rightAlt: return .alt
    case .leftSuper, .rightSuper: return .superKey
    case .leftHyper, .rightHyper: return .hyper
    case .leftMeta, .rightMeta: return .meta
    case .isoLevel3Shift, .isoLevel5Shift: return []
    }
  }

  public var name: String {
    switch self {
    case .leftShift: return "left_shift"
    case .leftControl: return "left_control"
    case .leftAlt: return "left_alt"
    case .leftSuper: return "left_super"
    case .leftHyper: return "left_hyper"
    case .leftMeta: return "left_meta"
    case .rightShift: return "right_shift"
    case .rightControl: return "right_control"
    case .rightAlt: return "right_alt"
    case .rightSuper: return "right_super"
    case .rightHyper: return "right_hyper"
    case .rightMeta: return "right_meta"
    case .isoLevel3Shift: return "iso_level3_shift"
    case .isoLevel5Shift: return "iso_level5_shift"
    }
  }
}

/// Lock and system keys of the kitty protocol (57358 ... 57363).
public enum SpecialKey: Int, Hashable, Sendable, CaseIterable {
  case capsLock = 0, scrollLock, numLock, printScreen, pause, menu

  public var kittyCode: Int { 57358 + rawValue }

  public var name: String {
    switch self {
    case .capsLock: return "caps_lock"
    case .scrollLock: return "scroll_lock"
    case .numLock: return "num_lock"
    case .printScreen: return "print_screen"
    case .pause: return "pause"
    case .menu: return "menu"
    }
  }
}

extension Key {
  static let mediaNames = [
    "media_play", "media_pause", "media_play_pause", "media_reverse", "media_stop",
    "media_fast_forward", "media_rewind", "media_track_next", "media_track_previous",
    "media_record", "lower_volume", "raise_volume", "mute_volume",
  ]

  /// The canonical name (`../shared/bench/gen_input.py` format, extended by spec §2):
  /// a printable character as itself, `space`, or a lower-case name such as `pageup`, `f13`.
  public var name: String {
    switch self {
    case .character(let scalar):
      if scalar == " " { return "space" }
      return String(Character(scalar))
    case .enter: return "enter"
    case .tab: return "tab"
    case .backspace: return "backspace"
    case .escape: return "escape"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .home: return "home"
    case .end: return "end"
    case .insert: return "insert"
    case .delete: return "delete"
    case .pageUp: return "pageup"
    case .pageDown: return "pagedown"
    case .begin: return "begin"
    case .function(let number): return "f\(number)"
    case .keypad(let key): return key.name
    case .modifier(let key): return key.name
    case .special(let key): return key.name
    case .media(let index):
      return index >= 0 && index < Key.mediaNames.count ? Key.mediaNames[index] : "media_\(index)"
    }
  }

  /// The key with this canonical name (the inverse of `name`).
  public init?(name: String) {
    switch name {
    case "space": self = .space
    case "enter": self = .enter
    case "tab": self = .tab
    case "backspace": self = .backspace
    case "escape": self = .escape
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "home": self = .home
    case "end": self = .end
    case "insert": self = .insert
    case "delete": self = .delete
    case "pageup": self = .pageUp
    case "pagedown": self = .pageDown
    case "begin": self = .begin
    default:
      let scalars = Array(name.unicodeScalars)
      if scalars.count == 1 {
        self = .character(scalars[0])
        return
      }
      if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...35).contains(number) {
        self = .function(number)
        return
      }
      if let key = KeypadKey.allCases.first(where: { $0.name == name }) {
        self = .keypad(key)
        return
      }
      if let key = ModifierKey.allCases.first(where: { $0.name == name }) {
        self = .modifier(key)
        return
      }
      if let key = SpecialKey.allCases.first(where: { $0.name == name }) {
        self = .special(key)
        return
      }
      if let index = Key.mediaNames.firstIndex(of: name) {
        self = .media(index)
        return
      }
      return nil
    }
  }
}
