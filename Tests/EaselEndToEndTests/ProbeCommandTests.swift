import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("easel --probe")
  struct ProbeCommand {
    @Test(
      "--probe names the terminal and its keyboard protocol, lists the gesture modifiers and exits 0",
      arguments: [(ScriptedTerminal.kitty, "kitty"), (.xterm, "XTerm(390)"), (.silent, "xterm-256color")])
    func probeReport(terminal: ScriptedTerminal, expectedName: String) throws {
      let process = try PTYProcess(arguments: ["--probe"])
      try process.expect("\u{1b}[c", timeout: EaselRun.startupTimeout)
      process.send(terminal.replies)
      let ended = process.waitForExit(timeout: EaselRun.startupTimeout)
      #expect(ended?.reason == .exited(0), "\(ended.map(\.description) ?? "still running")")
      let text = String(decoding: process.output, as: UTF8.self)
      #expect(text.contains(expectedName), "\(process.transcript())")
      #expect(
        text.lowercased().contains("shift") && text.lowercased().contains("alt"), "gesture modifiers listed")
      EaselRun.expectTermiosRestored(process)
    }

    @Test(
      "under st --probe leaves the cursor at the prompt and the attributes off (st misreads CSI ? u and CSI ? 4 m)"
    )
    func stKeepsItsCursor() throws {
      let process = try PTYProcess(arguments: ["--probe"], environment: ["TERM": "st-256color"])
      try process.expect("\u{1b}[c", timeout: EaselRun.startupTimeout)
      process.send("\u{1b}[?6c")  // st answers DA1 only
      let ended = process.waitForExit(timeout: EaselRun.startupTimeout)
      #expect(ended?.reason == .exited(0), "\(ended.map(\.description) ?? "still running")")
      let output = process.output
      // The batch ends with DA1 and, since the fix, the restore that follows it.
      var batchEnd = try #require(PTYProcess.find(Array("\u{1b}[c".utf8), in: output)).upperBound
      let restore = Array("\u{1b}8\u{1b}[0m".utf8)
      if output[batchEnd...].starts(with: restore) { batchEnd += restore.count }
      // st with a shell prompt on row 6 and its saved cursor left at the top from long ago.
      var screen = StScreenModel(columns: 80, rows: 24)
      screen.feed("\r\n\r\n\r\n\r\n\r\n\r\n$ easel --probe")
      let before = screen.cursor
      screen.feed(Array(output[..<batchEnd]))
      #expect(
        screen.cursor == before, "the queries moved st's cursor: \(PTYProcess.escaped(output[..<batchEnd]))")
      screen.feed(Array(output[batchEnd...]))
      #expect(screen.cursor.row > before.row, "the report is printed below the prompt, not over the top")
      #expect(screen.cursor.attributes.isEmpty, "the prompt after it is not underlined")
      let text = String(decoding: output, as: UTF8.self)
      #expect(
        !text.contains("\u{1b}[?u") && !text.contains("\u{1b}[?4m"), "the queries st misreads are not sent")
      #expect(text.contains("identified as: st (TERM=st-256color)"))
    }
  }
}
