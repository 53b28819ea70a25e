import EaselInput

/// The modifiers of a key chord: the held modifiers a binding asks for, plus `command`.
///
/// `command` is the spec's "Cmd" (spec §1): a stand-in modifier satisfied by Super *or* Ctrl, so one
/// binding works both where the terminal reports Super (kitty protocol) and everywhere else.
/// The other bits share their raw values with `EaselInput.Modifiers`, so an event's held
/// modifiers convert with a mask. Lock modifiers (Caps Lock, Num Lock) have no bit: chords never
/// look at them.
public struct ChordModifiers: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = ChordModifiers(rawValue: 1)
  public static let alt = ChordModifiers(rawValue: 2)
  public static let control = ChordModifiers(rawValue: 4)
  public static let superKey = ChordModifiers(rawValue: 8)
  /// kitty's Hyper: never held by accident, so a chord matches it only when it asks for it.
  public static let hyper = ChordModifiers(rawValue: 16)
  /// kitty's Meta (not Alt): like Hyper, matched only when asked for.
  public static let meta = ChordModifiers(rawValue: 32)
  /// "Cmd": satisfied by Super or Ctrl (spec §1).
  public static let command = ChordModifiers(rawValue: 64)

  /// The bits that name one physical modifier each (everything but `command`).
  public static let concrete: ChordModifiers = [.shift, .alt, .control, .superKey, .hyper, .meta]

  /// The held modifiers of an input event, without the lock keys.
  public init(_ modifiers: Modifiers) {
    self.init(rawValue: modifiers.rawValue & ChordModifiers.concrete.rawValue)
  }

  /// Notation names in print order: Ctrl, Cmd, Super, Hyper, Meta, Alt, Shift.
  ///
  /// The order is the one the spec writes chords in (`Cmd-Shift-Z`, `Alt-Shift-Up`,
  /// `Cmd-Shift-]`), so labels computed from chords read exactly like the documentation.
  static let printOrder: [(ChordModifiers, String)] = [
    (.control, "Ctrl"), (.command, "Cmd"), (.superKey, "Super"), (.hyper, "Hyper"), (.meta, "Meta"),
    (.alt, "Alt"), (.shift, "Shift"),
  ]

  /// Accepted spellings (lower case), including the aliases people type in keymap files.
  static let namesByAlias: [String: ChordModifiers] = [
    "ctrl": .control, "control": .control, "ctl": .control,
    "cmd": .command, "command": .command,
    "super": .superKey, "win": .superKey,
    "hyper": .hyper,
    "meta": .meta,
    "alt": .alt, "option": .alt, "opt": .alt,
    "shift": .shift,
  ]

  /// The notation names of these modifiers, in print order.
  public var names: [String] {
    ChordModifiers.printOrder.compactMap { contains($0.0) ? $0.1 : nil }
  }

  /// The concrete modifier sets this stands for: `command` replaced by Ctrl, then by Super.
  /// Without `command`, just itself.
  public var expansions: [ChordModifiers] {
    guard contains(.command) else { return [self] }
    let rest = subtracting(.command)
    let withControl = rest.union(.control)
    let withSuper = rest.union(.superKey)
    return withControl == withSuper ? [withControl] : [withControl, withSuper]
  }
}
