extension KeyChord {
  /// Whether a terminal at this level can deliver the chord: some expansion of `Cmd` is a
  /// keystroke it reports distinctly (rules in `KeyboardProtocolLevel`). `Cmd-E` is deliverable
  /// everywhere through Ctrl-E; `Cmd-Shift-Z` needs modifyOtherKeys or kitty.
  public func isDeliverable(on level: KeyboardProtocolLevel) -> Bool {
    patterns.contains { level.delivers($0) }
  }

  /// The least capable level that delivers the chord.
  public var minimumProtocolLevel: KeyboardProtocolLevel {
    KeyboardProtocolLevel.allCases.first { isDeliverable(on: $0) } ?? .kitty
  }
}
