import EaselCommands

/// `docs/keymap.md`, generated from the command catalog so it can never drift from the keys
/// Easel really binds (a test compares the file with this output).
public enum KeymapDocument {
  /// `easel keymap`: the effective keymap as a plain table.
  public static func table() -> String { Keymap(catalog: EditorCommands.catalog).formattedTable() }

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
