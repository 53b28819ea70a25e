import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12, item 14: tmux 3.3a's screen agrees with Easel's, cell for cell, for text that
  /// holds zero-width joiners outside emoji. tmux joins whatever follows a ZWJ onto the ZWJ's
  /// cell, so a stray joiner used to put the rest of the row, and later the status bar, a column
  /// off until Ctrl-L ("030" for "3,0"). Runs a headless tmux server (skipped without tmux;
  /// CI installs it for the real-terminal suite).
  @Suite("tmux sees what Easel draws")
  struct TmuxScreen {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { (path: String) in
      access(path, X_OK) == 0
    }

    static let document = """
      {"format": "easel", "version": 1, "shapes": [\
      {"id": 1, "kind": "text", "origin": {"column": 2, "row": 1}, "text": "a\\u200db|x"}, \
      {"id": 2, "kind": "text", "origin": {"column": 2, "row": 3}, "text": "3\\u200d,0|y"}, \
      {"id": 3, "kind": "text", "origin": {"column": 2, "row": 5}, "text": "🎨\\u200dq|z"}, \
      {"id": 4, "kind": "text", "origin": {"column": 2, "row": 7}, "text": "\\u200d|w"}, \
      {"id": 5, "kind": "text", "origin": {"column": 2, "row": 9}, "text": "👨\\u200d👩\\u200d👧 ok"}]}

      """

    struct Server {
      let tmux: String
      let socket: String
      var configuration = "/dev/null"

      func run(_ arguments: [String]) throws -> String {
        try PipedProcess.run(executable: tmux, arguments: ["-L", socket, "-f", configuration] + arguments)
          .outputText
      }

      func screen() throws -> [String] {
        try run(["capture-pane", "-p", "-t", "easel"]).split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
      }

      /// Waits until the pane shows `condition`, for up to 10 s.
      func waitFor(_ what: String, _ condition: ([String]) -> Bool) throws -> [String] {
        for _ in 0..<200 {
          let lines = try screen()
          if condition(lines) { return lines }
          usleep(50_000)
        }
        Issue.record("tmux never showed \(what):\n\(try screen().joined(separator: "\n"))")
        return try screen()
      }

      /// What the pane shows once Easel has been idle for a moment.
      func settled() throws -> [String] {
        var previous = try screen()
        for _ in 0..<40 {
          usleep(100_000)
          let now = try screen()
          if now == previous { return now }
          previous = now
        }
        return previous
      }
    }

    @Test(
      "text with stray joiners: the pane after moving about equals the pane after Ctrl-L, row for row",
      .enabled(if: tmux != nil, "tmux is not installed"))
    func joinersKeepTmuxInStep() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      Documents.write(Self.document, to: folder + "/joiners.easel")
      let server = Server(tmux: Self.tmux!, socket: "easel-test-\(getpid())")
      defer { _ = try? server.run(["kill-server"]) }
      let command =
        "cd '\(folder)' && XDG_STATE_HOME='\(folder)' exec '\(PTYProcess.productPath("easel"))' joiners.easel"
      _ = try server.run(["new-session", "-d", "-x", "80", "-y", "24", "-s", "easel", command])
      var lines = try server.waitFor("the status bar") { $0.contains { $0.hasPrefix(" Select │") } }
      #expect(lines[2] == "  ab|x")
      #expect(lines[4] == "  3,0|y")
      #expect(lines[6] == "  🎨q|z")
      #expect(lines[8] == "  |w")
      #expect(lines[10] == "  👨‍👩‍👧 ok")
      // The keyboard cursor over the rows (each move redraws a few cells, not the screen),
      // then the selection: what tmux holds must still be what Easel drew.
      for keys in [
        ["Right", "Right", "Right"], ["Down", "Down", "Down"], ["Tab"], ["Tab"], ["Right"], ["Down"],
      ] {
        _ = try server.run(["send-keys", "-t", "easel"] + keys)
        usleep(150_000)
      }
      lines = try server.settled()
      _ = try server.run(["send-keys", "-t", "easel", "C-l"])
      usleep(300_000)
      let repainted = try server.settled()
      #expect(lines.count == repainted.count)
      for (row, (before, after)) in zip(lines, repainted).enumerated() {
        #expect(
          before == after, "row \(row): \(before.debugDescription) drifted from \(after.debugDescription)")
      }
      _ = try server.run(["send-keys", "-t", "easel", "C-q"])
      usleep(200_000)
      _ = try server.run(["send-keys", "-t", "easel", "C-q"])
    }

    /// Issue 13: GNU screen as Debian configures it ignores the alternate screen, so the last
    /// frame used to stay on screen after Easel quit. tmux with `alternate-screen off` does the
    /// same, headless: after Ctrl-Q the shell's next line must be all there is.
    @Test(
      "with the alternate screen off, quitting leaves no frame behind: the screen is cleared first",
      .enabled(if: tmux != nil, "tmux is not installed"))
    func noFrameLeftWithoutAlternateScreen() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      Documents.write(Self.document, to: folder + "/joiners.easel")
      Documents.write("set-window-option -g alternate-screen off\n", to: folder + "/tmux.conf")
      var server = Server(tmux: Self.tmux!, socket: "easel-test-alt-\(getpid())")
      server.configuration = folder + "/tmux.conf"
      defer { _ = try? server.run(["kill-server"]) }
      let command =
        "cd '\(folder)' && echo before && XDG_STATE_HOME='\(folder)' '\(PTYProcess.productPath("easel"))' "
        + "joiners.easel; echo after-easel; sleep 60"
      _ = try server.run(["new-session", "-d", "-x", "80", "-y", "24", "-s", "easel", command])
      _ = try server.waitFor("the status bar") { $0.contains { $0.hasPrefix(" Select │") } }
      _ = try server.run(["send-keys", "-t", "easel", "C-q"])
      let lines = try server.waitFor("the shell going on") { $0.contains("after-easel") }
      #expect(!lines.contains { $0.contains("Select │") || $0.contains("Easel │") }, "\(lines)")
      #expect(!lines.contains { $0.contains("ab|x") }, "the drawing is gone: \(lines)")
    }
  }
}
