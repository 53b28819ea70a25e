import EaselInput

/// A key plus the modifiers a binding asks for, written `Cmd-Shift-Z`, `Shift-Tab`, `F1`, `?`.
///
/// Letters are stored in lower case (Shift is a modifier, never the case of the letter), so
/// `Cmd-Z` and `Cmd-z` are the same chord and `Cmd-Shift-Z` is another one. Punctuation is stored
/// as written: `?` is the chord for the question mark whatever keys produce it, and it matches a
/// legacy `?` as well as a kitty report of `/` with Shift (see `matches(_:)`).
///
/// The notation parses and prints symmetrically (`KeyChord+Notation.swift`); equality is
/// structural, so `Cmd-E` and `Ctrl-E` are different chords that *overlap* (both fire on Ctrl+E):
/// catalog validation and the keymap compare chords by overlap, not by equality.
public struct KeyChord: Hashable, Sendable {
  public let key: Key
  public let modifiers: ChordModifiers

  /// A chord from a key and modifiers; an upper-case letter is stored in lower case (without
  /// adding Shift: write `.shift` to ask for it).
  public init(_ key: Key, _ modifiers: ChordModifiers = []) {
    if case .character(let scalar) = key {
      self.key = .character(scalar.chordLowercased)
    } else {
      self.key = key
    }
    self.modifiers = modifiers
  }

  /// The chords this one stands for with `Cmd` spelled out: `Cmd-E` gives `Ctrl-E` and
  /// `Super-E`; a chord without `Cmd` gives itself.
  public var expansions: [KeyChord] {
    modifiers.expansions.map { KeyChord(key, $0) }
  }

  /// The concrete, normalized forms an event is compared with (one per expansion).
  var patterns: [KeyPattern] {
    var result: [KeyPattern] = []
    for modifiers in modifiers.expansions {
      let pattern = KeyPattern(normalizing: key, modifiers)
      if !result.contains(pattern) { result.append(pattern) }
    }
    return result
  }

  /// Whether the two chords fire on some common key event (`Cmd-E` and `Ctrl-E` do; `?` and
  /// `Shift-/` do).
  public func overlaps(_ other: KeyChord) -> Bool {
    let mine = patterns
    return other.patterns.contains { mine.contains($0) }
  }
}
