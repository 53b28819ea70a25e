import EaselCommands

/// The keys a terminal keeps for itself, as the shortcut sheet and `--probe` show them (issue
/// 13): a chord the terminal takes is not listed (VTE's F1), or is replaced by what works there
/// (screen's `Ctrl-A a` for Select All); and a "Taken by …" section says what works instead of
/// the menu bar's F10 and Alt+letters and where the setting is.
enum TerminalKeyAlternatives {
  /// Whether the terminal never lets `chord` through: every expansion the keyboard protocol
  /// can deliver is taken (`Cmd-Shift-Z` stays under kitty, which takes Ctrl+Shift+Z but
  /// delivers Super+Shift+Z).
  static func isTaken(_ chord: KeyChord, on level: KeyboardProtocolLevel, by keys: [TakenKey]) -> Bool {
    let deliverable = chord.expansions.filter { $0.isDeliverable(on: level) }
    guard !deliverable.isEmpty else { return false }
    return deliverable.allSatisfy { expansion in
      keys.contains { key in key.chords.contains { $0.overlaps(expansion) } }
    }
  }

  /// The chords the sheet shows for a command here: the taken ones left out, or replaced by
  /// their substitute when nothing else is left.
  static func shown(_ chords: [KeyChord], on level: KeyboardProtocolLevel, in profile: TerminalProfile)
    -> [String]
  {
    let keys = profile.takenKeys
    guard !keys.isEmpty else { return chords.map(\.description) }
    var result: [String] = []
    var substitutes: [String] = []
    for chord in chords {
      guard isTaken(chord, on: level, by: keys) else {
        result.append(chord.description)
        continue
      }
      let taking = keys.first { key in key.chords.contains { $0.overlaps(chord) } }
      if let substitute = taking?.substitute, !substitutes.contains(substitute) {
        substitutes.append(substitute)
      }
    }
    return result.isEmpty ? substitutes : result
  }

  /// The sheet's last section where the terminal takes keys Easel uses: each with what works
  /// instead (the setting that hands it over is in `--probe` and docs/terminals.md).
  static func sheetLines(_ profile: TerminalProfile) -> [(text: String, chord: String, isHeader: Bool)] {
    let keys = profile.takenKeys
    guard !keys.isEmpty else { return [] }
    var lines: [(text: String, chord: String, isHeader: Bool)] = [
      ("Keys the terminal keeps", "", true)
    ]
    for key in keys {
      lines.append(("\(key.label) \(key.use)", key.instead, false))
    }
    return lines
  }

  /// `--probe`'s lines: each taken key, what works instead and the setting.
  static func probeLines(_ profile: TerminalProfile) -> [String] {
    profile.takenKeys.map { key in
      "  \(key.label) \(key.use); instead: \(key.instead); setting: \(key.setting)"
    }
  }
}
