/// Something in the user's keymap overrides that Easel could not take as written. Each is a
/// message for start-up; none stops Easel, and the description says what was done instead.
public enum KeymapProblem: Hashable, Sendable, CustomStringConvertible {
  /// No command has this ID; the override is ignored.
  case unknownCommand(String)
  /// A chord that does not parse; it is skipped.
  case unparsableChord(CommandID, ChordParseError)
  /// Every chord of an override failed to parse; the command keeps its previous keys.
  case noUsableChords(CommandID)
  /// The command is overridden twice; the later override counts.
  case duplicateOverride(CommandID)
  /// A default chord taken by a user override in the same scope: the override wins.
  case chordTaken(KeyChord, from: CommandID, by: CommandID)
  /// Two overrides claim one chord in the same scope: the earlier keeps it.
  case overridesConflict(KeyChord, kept: CommandID, dropped: CommandID)
  /// An overridden command whose chords a terminal without the kitty protocol cannot deliver.
  case notDeliverableOnLegacy(CommandID, [KeyChord])

  /// Notices report a decision that is probably what the user wanted; the rest are mistakes.
  public var isNotice: Bool {
    switch self {
    case .chordTaken, .notDeliverableOnLegacy: return true
    default: return false
    }
  }

  public var description: String {
    switch self {
    case .unknownCommand(let id):
      let hint = CommandID(id).isWellFormed ? "" : " (IDs look like edit.eraseSelection)"
      return "keymap: no command \"\(id)\"\(hint); ignored"
    case .unparsableChord(let id, let error):
      return "keymap: \(id): \(error); skipped"
    case .noUsableChords(let id):
      return "keymap: \(id): none of the keys could be read; its keys are unchanged"
    case .duplicateOverride(let id):
      return "keymap: \(id) is listed more than once; the last entry counts"
    case .chordTaken(let chord, let from, let by):
      return "keymap: \(chord) now runs \(by) instead of \(from)"
    case .overridesConflict(let chord, let kept, let dropped):
      return "keymap: \(chord) is given to both \(kept) and \(dropped); \(kept) keeps it"
    case .notDeliverableOnLegacy(let id, let chords):
      let list = chords.map(\.description).joined(separator: ", ")
      let level = chords.map(\.minimumProtocolLevel).min() ?? .kitty
      let needs =
        level == .modifyOtherKeys
        ? "modifyOtherKeys or the kitty keyboard protocol" : "the kitty keyboard protocol"
      return "keymap: \(id): \(list) need a terminal with \(needs)"
    }
  }
}
