import EaselInput

/// Chord notation: modifiers then the key, joined by `-` (`+` is accepted when parsing).
///
/// Printing: modifiers in the order Ctrl, Cmd, Super, Hyper, Meta, Alt, Shift (the order the spec
/// writes them: `Cmd-Shift-Z`, `Alt-Shift-Down`); letters in upper case; named keys as `Enter`,
/// `Tab`, `Backspace`, `Esc`, `Space`, `Delete`, `Insert`, `Home`, `End`, `PageUp`, `PageDown`,
/// `Up`, `Down`, `Left`, `Right`, `Begin`, `F1`…`F35`; kitty-only keys by their kitty name
/// (`KP_Enter`, `Caps_Lock`, `Left_Super`, `Media_Play`); any other printable character as itself
/// (`?`, `]`, `-`, `é`); characters that cannot be shown as `U+XXXX`.
///
/// Parsing accepts modifiers in any order, names in any case, and aliases (`Control`, `Ctl`,
/// `Option`, `Opt`, `Command`, `Win`; `Escape`, `Return`, `Del`, `BS`, `Ins`, `PgUp`, `PgDn`,
/// `Minus`, `Plus`). `-` or `+` as the key is written after a separator: `Cmd--`, `Ctrl-+`.
extension KeyChord: CustomStringConvertible, ExpressibleByStringLiteral {
  /// The chord in canonical notation; parsing it gives this chord back.
  public var description: String {
    (modifiers.names + [KeyChord.name(of: key)]).joined(separator: "-")
  }

  /// Reads a chord from its notation.
  public init(parsing notation: String) throws(ChordParseError) {
    let parts = try KeyChord.split(notation)
    var modifiers: ChordModifiers = []
    for part in parts.dropLast() {
      guard let modifier = ChordModifiers.namesByAlias[part.lowercased()] else {
        throw .unknownModifier(part, notation: notation)
      }
      guard !modifiers.contains(modifier) else { throw .repeatedModifier(part, notation: notation) }
      modifiers.insert(modifier)
    }
    let keyName = parts[parts.count - 1]
    if keyName.count > 1, ChordModifiers.namesByAlias[keyName.lowercased()] != nil {
      throw .missingKey(notation: notation)
    }
    guard let key = KeyChord.key(named: keyName) else { throw .unknownKey(keyName, notation: notation) }
    self.init(key, modifiers)
  }

  /// A chord written in source (`"Cmd-E"`). An invalid literal is a programming error and
  /// traps, which the catalog tests catch before anyone runs the app.
  public init(stringLiteral value: String) {
    do {
      try self.init(parsing: value)
    } catch {
      preconditionFailure("invalid key chord literal: \(error)")
    }
  }

  /// The parts of the notation; the last is the key. `-` and `+` separate, except right after
  /// a separator (or at the start), where they are the key itself, and in `U+XXXX`.
  static func split(_ notation: String) throws(ChordParseError) -> [String] {
    guard !notation.isEmpty else { throw .empty }
    var parts: [String] = []
    var current = ""
    let characters = Array(notation)
    for (index, character) in characters.enumerated() {
      let isSeparator = (character == "-" || character == "+") && !current.isEmpty
      let isCodePointPlus =
        character == "+" && (current == "U" || current == "u") && index + 1 < characters.count
        && characters[index + 1].isHexDigit
      if isSeparator && !isCodePointPlus {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    guard !current.isEmpty else { throw .missingKey(notation: notation) }
    parts.append(current)
    return parts
  }

  /// Named keys and their print names.
  static let printNames: [Key: String] = [
    .enter: "Enter", .tab: "Tab", .backspace: "Backspace", .escape: "Esc", .space: "Space",
    .up: "Up", .down: "Down", .left: "Left", .right: "Right", .home: "Home", .end: "End",
    .insert: "Insert", .delete: "Delete", .pageUp: "PageUp", .pageDown: "PageDown", .begin: "Begin",
  ]

  /// Lower-case names and aliases of named keys.
  static let keysByName: [String: Key] = {
    var table: [String: Key] = [:]
    for (key, name) in printNames { table[name.lowercased()] = key }
    let aliases: [String: Key] = [
      "escape": .escape, "return": .enter, "ret": .enter, "bs": .backspace, "bksp": .backspace,
      "del": .delete, "ins": .insert, "pgup": .pageUp, "pgdn": .pageDown, "pgdown": .pageDown,
      "spc": .space, "minus": .character("-"), "plus": .character("+"),
    ]
    table.merge(aliases) { first, _ in first }
    return table
  }()

  /// The print name of a key.
  static func name(of key: Key) -> String {
    if let name = printNames[key] { return name }
    switch key {
    case .character(let scalar):
      guard scalar.isPrintableInNotation else { return codePointName(scalar) }
      return String(Character(scalar.chordUppercased ?? scalar))
    case .function(let number):
      return "F\(number)"
    default:
      // kitty-only keys: their kitty name with each word capitalized (`KP_Enter`, `Caps_Lock`).
      return key.name.split(separator: "_", omittingEmptySubsequences: false).map { word in
        word == "kp" ? "KP" : word.prefix(1).uppercased() + word.dropFirst()
      }.joined(separator: "_")
    }
  }

  /// `U+XXXX` (at least four hex digits).
  static func codePointName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The key a name stands for, or nil.
  static func key(named name: String) -> Key? {
    let scalars = name.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      return .character(scalar.chordLowercased)
    }
    let lower = name.lowercased()
    if let key = keysByName[lower] { return key }
    if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...35).contains(number) {
      return .function(number)
    }
    if lower.hasPrefix("u+"), (1...6).contains(lower.count - 2),
      let value = UInt32(lower.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
    {
      return .character(scalar.chordLowercased)
    }
    // kitty-only keys by their kitty names (`kp_enter`, `caps_lock`, `left_super`).
    guard let key = Key(name: lower) else { return nil }
    if case .character = key { return nil }
    return key
  }
}

extension KeyChord: Codable {
  /// Decodes a chord from its notation (a JSON string such as `"Cmd-Shift-Z"`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let notation = try container.decode(String.self)
    do {
      try self.init(parsing: notation)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the chord as its notation.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
