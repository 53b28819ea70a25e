import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// `EASEL_TEST_SCREEN` (debug builds): the real executable writes the screen it drew as text
  /// after every frame, which the e2e suite reads in terminals whose screen it cannot read.
  @Suite("Screen dump: the screen as text after every frame")
  struct ScreenDump {
    static func read(_ path: String) -> String? { TestFiles.read(path) }

    /// The dump once it holds `needle` (it is written just after the frame reaches the
    /// terminal), within 2 s; what it held last otherwise.
    static func read(_ path: String, containing needle: String) -> String {
      var text = ""
      for _ in 0..<200 {
        text = read(path) ?? ""
        if text.contains(needle) { break }
        usleep(10_000)
      }
      return text
    }

    @Test(
      "the dump follows the frames: the status bar at start, the box Ctrl-N adds, and matches the terminal")
    func followsFrames() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let dump = folder + "/screen.txt"
      let process = try EaselRun.start(
        [folder + "/doc.easel"], rows: 24, columns: 80,
        environment: ["EASEL_TEST_SCREEN": dump, "XDG_STATE_HOME": folder])
      try EaselRun.waitForStatusBar(process, row: 23)
      let first = Self.read(dump, containing: "│")
      #expect(first.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
      #expect(!first.contains("┌──────────────┐"))
      process.send([0x0E])  // Ctrl-N: a 16×5 box at the keyboard cursor
      try process.expect("the box on the terminal") { $0.screen.line(1).contains("┌──────────────┐") }
      let dumped = Self.read(dump, containing: "┌──────────────┐")
      let rows = dumped.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count == 25)
      if rows.count > 1 {
        #expect(String(rows[1]) == process.screen.line(1))
      }
    }
  }
}
