import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("User keymap file")
  struct UserKeymap {
    /// A fresh `XDG_CONFIG_HOME` holding `easel/keymap.json` with `text`.
    static func configHome(keymap text: String) throws -> String {
      let folder = try Documents.temporaryFolder()
      _ = mkdir(folder + "/easel", 0o700)
      Documents.write(text, to: folder + "/easel/keymap.json")
      return folder
    }

    /// The table row of a command: its columns split on runs of spaces.
    static func row(_ id: String, in table: String) -> String? {
      table.split(separator: "\n").first { $0.hasPrefix(id + " ") }.map(String.init)
    }

    static func keymap(_ configHome: String) throws -> PipedProcess.Result {
      try PipedProcess.run(arguments: ["keymap"], environment: ["XDG_CONFIG_HOME": configHome])
    }

    @Test("A rebind shows in easel keymap as custom; an unbind shows no keys")
    func rebindAndUnbind() throws {
      let home = try Self.configHome(
        keymap: """
          {"version": 1, "bindings": {"edit.eraseSelection": ["Ctrl-E", "F5"], "edit.duplicate": null,
           "file.save": []}}
          """)
      let result = try Self.keymap(home)
      #expect(result.termination?.reason == .exited(0))
      #expect(result.errorText == "", "a clean file says nothing")
      let erase = try #require(Self.row("edit.eraseSelection", in: result.outputText))
      #expect(erase.contains("Ctrl-E, F5") && erase.hasSuffix("Erase Selection (custom)"), "\(erase)")
      let duplicate = try #require(Self.row("edit.duplicate", in: result.outputText))
      #expect(duplicate.split(separator: " ", omittingEmptySubsequences: true)[1] == "-", "\(duplicate)")
      #expect(duplicate.hasSuffix("(custom)"))
      let save = try #require(Self.row("file.save", in: result.outputText))
      #expect(save.split(separator: " ", omittingEmptySubsequences: true)[1] == "-", "\(save)")
      let undo = try #require(Self.row("edit.undo", in: result.outputText))
      #expect(undo.contains("Cmd-Z") && !undo.contains("(custom)"), "the rest keep their defaults")
    }

    @Test("An unknown command ID is named on stderr; the rest of the file still applies; exit 0")
    func unknownCommand() throws {
      let home = try Self.configHome(
        keymap: #"{"version": 1, "bindings": {"edit.frobnicate": ["F6"], "view.grid": ["F7"]}}"#)
      let result = try Self.keymap(home)
      #expect(result.termination?.reason == .exited(0))
      #expect(
        result.errorText == "easel: keymap.json: no command \"edit.frobnicate\"; ignored\n",
        "\(result.errorText)")
      let grid = try #require(Self.row("view.grid", in: result.outputText))
      #expect(grid.contains("F7") && grid.hasSuffix("(custom)"), "\(grid)")
    }

    @Test("A malformed file is reported with line, column and field; the default keymap is printed")
    func malformedFile() throws {
      let home = try Self.configHome(
        keymap: "{\"version\": 1, \"bindings\": {\n  \"edit.undo\": \"Ctrl-Z\"}}")
      let result = try Self.keymap(home)
      #expect(result.termination?.reason == .exited(0))
      let path = home + "/easel/keymap.json"
      #expect(
        result.errorText
          == "easel: \(path): line 2, column 16 (bindings.edit.undo): expected a list of keys such as "
          + "[\"Ctrl-E\", \"F5\"], or null to unbind the command, found \"Ctrl-Z\"; using the default keys\n")
      let defaults = try PipedProcess.run(
        arguments: ["keymap"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])
      #expect(defaults.errorText == "", "a missing file is not an error")
      #expect(result.outputText == defaults.outputText, "the default table")
      #expect(!result.outputText.contains("(custom)"))
    }

    @Test("HOME/.config is used when XDG_CONFIG_HOME is empty")
    func homeFallback() throws {
      let home = try Documents.temporaryFolder()
      _ = mkdir(home + "/.config", 0o700)
      _ = mkdir(home + "/.config/easel", 0o700)
      Documents.write(
        #"{"version": 1, "bindings": {"view.grid": ["F7"]}}"#, to: home + "/.config/easel/keymap.json")
      let result = try PipedProcess.run(
        arguments: ["keymap"], environment: ["XDG_CONFIG_HOME": "", "HOME": home])
      #expect(result.termination?.reason == .exited(0))
      #expect(Self.row("view.grid", in: result.outputText)?.contains("F7") == true)
    }

    @Test("In the editor a rebound key runs its command, and problems are the first status message")
    func reboundKeyWorks() throws {
      let home = try Self.configHome(
        keymap: #"{"version": 1, "bindings": {"shape.newRectangle": ["F5"], "no.such": []}}"#)
      let process = try EaselRun.startEditor(environment: ["XDG_CONFIG_HOME": home])
      #expect(process.screen.lastLine.contains("keymap.json: 1 problem"), "\(process.screen.lastLine)")
      #expect(!process.screen.line(0).contains("•"))
      process.send(Array("\u{1b}[15~".utf8))  // F5
      try process.expect("the unsaved marker after F5") { $0.screen.line(0).contains("•") }
      process.send(EaselRun.ctrlQ)
      process.pump(for: .milliseconds(900))
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
