import EaselInput

extension KeyEvent {
  /// The patterns a keymap looks this event up under: the key as the terminal reported it, and
  /// an alternate tried only when the first finds nothing: for a non-US layout with kitty's
  /// base-layout key, the key at the same place on a US layout (Ctrl+с on a Cyrillic layout is
  /// Ctrl+C); for a keypad key kitty reports apart, the main key it duplicates (KP_Enter is
  /// Enter, KP_1 is 1), as a legacy terminal would have sent it.
  ///
  /// A key reported with Shift stands for what it typed unless that is its capital: kitty's
  /// shifted key, else the text, else the US shifted symbol (`/` + Shift is `?`). Lock keys are
  /// ignored.
  var chordPatterns: (primary: KeyPattern, alternate: KeyPattern?) {
    let held = ChordModifiers(modifiers)
    guard case .character(let scalar) = key else {
      let primary = KeyPattern(normalizing: key, held)
      guard case .keypad(let keypad) = key, let main = keypad.mainKey else { return (primary, nil) }
      return (primary, KeyPattern(normalizing: main, held))
    }
    var primary = KeyPattern(normalizing: key, held)
    // Shift on a letter types its capital, which the letter with Shift already says; on any
    // other key (`/`, `1`, German `ß`) it types another character, which is what counts.
    if held.contains(.shift), let typed = typedScalar, typed != scalar, typed.chordLowercased != scalar {
      primary = KeyPattern(normalizing: .character(typed), held.subtracting(.shift))
    }
    var alternate: KeyPattern?
    if let base = baseLayoutKey, base != scalar {
      let pattern = KeyPattern(normalizing: .character(base), held)
      if pattern != primary { alternate = pattern }
    }
    return (primary, alternate)
  }

  /// The character the key typed, when the terminal said: kitty's shifted key, else the text
  /// when it is one printable character.
  private var typedScalar: Unicode.Scalar? {
    if let shiftedKey { return shiftedKey }
    guard let text, text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
      scalar.isPrintableInNotation
    else { return nil }
    return scalar
  }
}

extension KeypadKey {
  /// The main-keyboard key this keypad key types (with Num Lock for digits), or nil.
  var mainKey: Key? {
    switch self {
    case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9:
      return .character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(rawValue)))
    case .decimal: return .character(".")
    case .divide: return .character("/")
    case .multiply: return .character("*")
    case .subtract: return .character("-")
    case .add: return .character("+")
    case .enter: return .enter
    case .equal: return .character("=")
    case .separator: return .character(",")
    case .left: return .left
    case .right: return .right
    case .up: return .up
    case .down: return .down
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .home: return .home
    case .end: return .end
    case .insert: return .insert
    case .delete: return .delete
    case .begin: return .begin
    }
  }
}
