import EaselApp
import EaselFileFormat
import EaselTerminal

/// The user's keymap file (`docs/keymap-file.md`): where it is, reading it, and applying it.
/// A mistake in it never keeps Easel from starting: it is reported and the default keys used.
enum UserKeymap {
  /// `$XDG_CONFIG_HOME/easel/keymap.json`, or `~/.config/easel/keymap.json` when
  /// XDG_CONFIG_HOME is unset, empty or relative (as the XDG base directory specification says);
  /// nil without either.
  static func path(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/easel/keymap.json"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.config/easel/keymap.json" }
    return nil
  }

  /// The file's bindings. A missing file is no bindings; one that cannot be read or is
  /// malformed is reported in one line on stderr and ignored (`failed`).
  static func load(
    environment: [String: String]
  ) -> (bindings: [(commandID: String, chords: [String]?)], failed: Bool) {
    guard let path = path(environment: environment) else { return ([], false) }
    let shownPath = CommandLineOptions.printable(path)
    let bytes: [UInt8]
    do {
      bytes = try AtomicFile.read(atPath: path, maximumBytes: KeymapFile.maximumFileBytes)
    } catch {
      if error.isMissingFile { return ([], false) }
      Console.writeError("easel: \(shownPath): \(error); using the default keys\n")
      return ([], true)
    }
    do {
      return (try KeymapFile.decode(bytes), false)
    } catch {
      Console.writeError("easel: \(shownPath): \(error); using the default keys\n")
      return ([], true)
    }
  }

  /// `easel keymap`: the keymap in effect, the file's problems on stderr. A problem in the
  /// file is no error; stdout that cannot be written is.
  static func printTable() -> Int32 {
    let overrides = KeymapDocument.overrides(load(environment: TerminalSession.environment()).bindings)
    for line in KeymapDocument.problemLines(overrides: overrides) {
      Console.writeError("easel: keymap.json: \(line)\n")
    }
    return Console.writeOutput(KeymapDocument.table(overrides: overrides)) ? 0 : 1
  }

  /// The editor's keys: the file's overrides, its problems on stderr, and a word about them in
  /// the first status message.
  static func apply(to launch: inout EditorLaunch, environment: [String: String]) {
    let file = load(environment: environment)
    launch.keymapOverrides = KeymapDocument.overrides(file.bindings)
    for line in KeymapDocument.problemLines(overrides: launch.keymapOverrides) {
      Console.writeError("easel: keymap.json: \(line)\n")
    }
    let keymapMessage =
      file.failed
      ? "keymap.json not used: default keys (see easel keymap)"
      : KeymapDocument.problemSummary(overrides: launch.keymapOverrides)
    if let keymapMessage {
      launch.message = [keymapMessage, launch.message].compactMap { $0 }.joined(separator: " · ")
    }
  }
}
