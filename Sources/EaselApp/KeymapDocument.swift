import EaselCommands

/// `docs/keymap.md`, generated from the command catalog so it can never drift from the keys
/// Easel really binds (a test compares the file with this output).
public enum KeymapDocument {
  /// `easel keymap`: the effective keymap as a plain table.
  public static func table() -> String { Keymap(catalog: EditorCommands.catalog).formattedTable() }

  /// `easel keymap` with the user's keymap file applied: what the editor would use.
  public static func table(overrides: [KeymapOverride]) -> String {
    keymap(overrides: overrides).formattedTable()
  }

  /// The editor's keymap: the catalog's keys with the user's overrides.
  static func keymap(overrides: [KeymapOverride]) -> Keymap {
    Keymap(catalog: EditorCommands.catalog, overrides: overrides)
  }

  /// The keymap file's bindings (as `KeymapFile.decode` returns them) as overrides, in order.
  public static func overrides(_ bindings: [(commandID: String, chords: [String]?)]) -> [KeymapOverride] {
    bindings.map { KeymapOverride(commandID: $0.commandID, chords: $0.chords) }
  }

  /// What the overrides could not do as written, one line each for stderr, without the
  /// "keymap: " the descriptions start with (the caller names the file instead).
  public static func problemLines(overrides: [KeymapOverride]) -> [String] {
    keymap(overrides: overrides).problems.map { problem in
      let text = problem.description
      return text.hasPrefix("keymap: ") ? String(text.dropFirst("keymap: ".count)) : text
    }
  }

  /// The editor's first status-bar message about the overrides: "keymap.json: 2 problems (see
  /// easel keymap)"; nil when there is nothing to report.
  public static func problemSummary(overrides: [KeymapOverride]) -> String? {
    let problems = keymap(overrides: overrides).problems
    guard !problems.isEmpty else { return nil }
    let mistakes = problems.filter { !$0.isNotice }.count
    let notices = problems.count - mistakes
    var parts: [String] = []
    if mistakes > 0 { parts.append(mistakes == 1 ? "1 problem" : "\(mistakes) problems") }
    if notices > 0 { parts.append(notices == 1 ? "1 notice" : "\(notices) notices") }
    return "keymap.json: " + parts.joined(separator: ", ") + " (see easel keymap)"
  }

  public static func markdown() -> String {
    let catalog = EditorCommands.catalog
    let keymap = Keymap(catalog: catalog)
    var text = """
      # Keymap

      Generated from the command catalog (`Sources/EaselApp/EditorCommands.swift`); do not edit by
      hand: `EASEL_RECORD=1 swift test --disable-xctest --filter KeymapDocumentTests` rewrites it.
      `Cmd` is Super or Ctrl (spec §1). The last three columns say which terminals can deliver
      each chord: a legacy terminal, xterm's modifyOtherKeys, the kitty keyboard protocol. Every
      command with keys has at least one chord a legacy terminal delivers. `easel keymap` prints
      the keymap in effect.

      | command | title | menu | keys | legacy | modifyOtherKeys | kitty |
      | --- | --- | --- | --- | --- | --- | --- |

      """
    for command in catalog.commands {
      let chords = keymap.chords(for: command.id)
      let menu = command.menu.map(\.menu.title) ?? "—"
      let keys = chords.isEmpty ? "—" : chords.map { "`\($0.description)`" }.joined(separator: ", ")
      let levels = [KeyboardProtocolLevel.legacy, .modifyOtherKeys, .kitty].map { level in
        let delivered = chords.filter { $0.isDeliverable(on: level) }
        return chords.isEmpty ? "—" : delivered.map { "`\($0.description)`" }.joined(separator: ", ")
      }
      let repeatable = command.isRepeatable ? " (repeats while held)" : ""
      text +=
        "| `\(command.id.rawValue)` | \(command.title)\(repeatable) | \(menu) | \(keys) | "
        + levels.joined(separator: " | ") + " |\n"
    }
    return text
  }
}
