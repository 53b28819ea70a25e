/// A user's change to one command's keys, as read from the keymap file: the command's ID and
/// the chords that replace its defaults, as written. Nil or an empty list unbinds the command.
/// Kept as text so that a typo becomes a `KeymapProblem` naming it, never a failure to start.
public struct KeymapOverride: Hashable, Sendable {
  public var commandID: String
  public var chords: [String]?

  public init(commandID: String, chords: [String]?) {
    self.commandID = commandID
    self.chords = chords
  }

  /// An override from typed values (tests, or an app that parsed the file itself).
  public init(_ id: CommandID, chords: [KeyChord]?) {
    self.init(commandID: id.rawValue, chords: chords?.map(\.description))
  }

  /// Whether it removes every chord.
  public var unbinds: Bool { chords?.isEmpty ?? true }
}
