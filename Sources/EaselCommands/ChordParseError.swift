/// Why a chord's notation could not be read. The description names the part and the whole.
public enum ChordParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The notation is the empty string.
  case empty
  /// Modifiers with no key after them (`Cmd-`, `Cmd-Shift`).
  case missingKey(notation: String)
  /// The last part names no key (`Cmd-Foo`).
  case unknownKey(String, notation: String)
  /// A part before the key names no modifier (`Foo-E`).
  case unknownModifier(String, notation: String)
  /// A modifier written twice (`Shift-Shift-A`, `Ctrl-Control-A`).
  case repeatedModifier(String, notation: String)

  public var description: String {
    switch self {
    case .empty:
      return "empty key chord"
    case .missingKey(let notation):
      return "no key after the modifiers in \"\(notation)\""
    case .unknownKey(let name, let notation):
      return "unknown key \"\(name)\" in \"\(notation)\""
    case .unknownModifier(let name, let notation):
      return "unknown modifier \"\(name)\" in \"\(notation)\""
    case .repeatedModifier(let name, let notation):
      return "modifier \"\(name)\" given twice in \"\(notation)\""
    }
  }
}
