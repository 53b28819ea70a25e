/// A command as the command menu searches it: its title, ID and chord labels.
public struct FuzzyCandidate: Hashable, Sendable {
  public var id: CommandID
  public var title: String
  public var chordLabels: [String]

  public init(id: CommandID, title: String, chordLabels: [String]) {
    self.id = id
    self.title = title
    self.chordLabels = chordLabels
  }

  /// A candidate whose labels are the chords and, for `Cmd` chords, what they expand to, so
  /// "ctrl e" and "cmd e" both find a command bound to `Cmd-E`.
  public init(id: CommandID, title: String, chords: [KeyChord]) {
    var labels: [String] = []
    for chord in chords {
      for label in [chord.description] + chord.expansions.map(\.description) where !labels.contains(label) {
        labels.append(label)
      }
    }
    self.init(id: id, title: title, chordLabels: labels)
  }
}
