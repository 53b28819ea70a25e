import EaselInput

/// A chord or key event reduced to the form both are compared in: one concrete modifier set
/// (`Cmd` already expanded, no lock keys), letters in lower case with Shift, and a symbol that
/// needs Shift on a US layout (`?`, `}`, `!`) folded to the symbol without Shift.
///
/// The folding is what lets one chord match every way terminals report the same keystroke:
/// a legacy terminal sends `?` (no Shift bit), modifyOtherKeys may send `?` with Shift, and
/// kitty sends `/` with Shift (plus the shifted key or text when asked). All become `?`.
struct KeyPattern: Hashable, Sendable {
  var key: Key
  var modifiers: ChordModifiers

  init(normalizing key: Key, _ modifiers: ChordModifiers) {
    var modifiers = modifiers.intersection(.concrete)
    var key = key
    if case .modifier(let modifierKey) = key {
      // kitty sets a modifier key's own bit on its press and clears it on its release; the key
      // is the same either way.
      modifiers.subtract(ChordModifiers(modifierKey.modifier))
    }
    if case .character(let scalar) = key {
      let lower = scalar.chordLowercased
      if lower != scalar {
        // An upper-case letter (a legacy terminal typing a non-ASCII capital): lower case + Shift.
        key = .character(lower)
        modifiers.insert(.shift)
      } else if KeyPattern.usShiftedSymbols.contains(scalar) {
        // Producing the symbol took Shift; whether the terminal said so varies.
        modifiers.remove(.shift)
      } else if modifiers.contains(.shift), let shifted = KeyPattern.usShifted[scalar] {
        key = .character(shifted)
        modifiers.remove(.shift)
      }
    }
    self.key = key
    self.modifiers = modifiers
  }

  /// Shift on a US keyboard, for keys reported unshifted with the Shift bit when the terminal
  /// gave neither the shifted key nor the text (kitty without flags 4 and 16, modifyOtherKeys).
  static let usShifted: [Unicode.Scalar: Unicode.Scalar] = [
    "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
    "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<",
    ".": ">", "/": "?",
  ]

  static let usShiftedSymbols = Set(usShifted.values)

  /// The character of a `.character` key, else nil.
  var character: Unicode.Scalar? {
    if case .character(let scalar) = key { return scalar }
    return nil
  }
}
