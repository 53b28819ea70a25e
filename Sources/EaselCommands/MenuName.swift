import EaselInput

/// The menus of the menu bar, in bar order (spec §3).
public enum MenuName: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case file, edit, tools, shape, view, help

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The title shown in the bar.
  public var title: String {
    switch self {
    case .file: return "File"
    case .edit: return "Edit"
    case .tools: return "Tools"
    case .shape: return "Shape"
    case .view: return "View"
    case .help: return "Help"
    }
  }

  public var description: String { title }

  /// The letter that opens the menu with Alt: the title's first letter (all six differ).
  public var mnemonic: Character { Character(mnemonicScalar) }

  var mnemonicScalar: Unicode.Scalar {
    switch self {
    case .file: return "f"
    case .edit: return "e"
    case .tools: return "t"
    case .shape: return "s"
    case .view: return "v"
    case .help: return "h"
    }
  }

  /// Alt plus the mnemonic (`Alt-F`), deliverable on every terminal.
  public var mnemonicChord: KeyChord { KeyChord(.character(mnemonicScalar), .alt) }
}
