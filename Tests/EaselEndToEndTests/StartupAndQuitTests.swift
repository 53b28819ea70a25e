import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("Start-up and quit")
  struct StartupAndQuit {
    @Test("The probe queries go out together, DA1 last, and a silent terminal still gets a screen promptly")
    func probeBatchAndBoundedWait() throws {
      let process = try PTYProcess(environment: [:])
      let query = try process.expect("\u{1b}[c", timeout: EaselRun.startupTimeout)
      let batch = Array(process.output[0..<query.range.upperBound])
      let missing = EaselRun.firstMissing(EaselRun.probeQueries, in: batch, from: 0)
      #expect(missing == nil, "query \(missing ?? "") missing before DA1: \(PTYProcess.escaped(batch))")
      #expect(
        batch.starts(with: Array(("\u{1b}7" + EaselRun.probeQueries[0]).utf8)),
        "the batch saves the cursor, then asks the kitty query")
      #expect(PTYProcess.find(Array("\u{1b}[?1049h".utf8), in: batch) == nil, "queries precede the screen")
      // Sent in one write: nothing but escape sequences between the first query and DA1.
      #expect(
        EaselRun.isOnlyControlSequences(batch), "only CSI queries up to DA1: \(PTYProcess.escaped(batch))")

      let screen = try process.expect("\u{1b}[?1049h", timeout: EaselRun.startupTimeout)
      let waited = EaselRun.milliseconds(screen.arrivedAt - query.arrivedAt)
      // The wait is 300 ms; the bound leaves room for a loaded machine.
      #expect(waited < 800, "a terminal that answers nothing waited \(waited) ms for the screen")
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("The modes turned on follow what the terminal answered", arguments: ScriptedTerminal.allCases)
    func modesFollowCapabilities(terminal: ScriptedTerminal) throws {
      let process = try EaselRun.startEditor(terminal: terminal)
      let entry = EaselRun.lastEntry(in: process.output)
      let missing = EaselRun.firstMissing(terminal.enterSequence, in: process.output, from: entry)
      #expect(missing == nil, "\(missing ?? "") not sent in order; output:\n\(process.transcript())")
      for forbidden in terminal.forbiddenSequences {
        #expect(
          PTYProcess.find(Array(forbidden.utf8), in: process.output) == nil,
          "\(PTYProcess.escaped(Array(forbidden.utf8))) must not be sent to \(terminal)")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test(
      "Raw mode is exactly the documented one, and Ctrl-Q restores every mode in order and the original termios",
      arguments: ScriptedTerminal.allCases)
    func rawModeAndQuit(terminal: ScriptedTerminal) throws {
      let process = try EaselRun.startEditor(terminal: terminal)
      #expect(process.screen.lastLine.contains("Easel"))
      let raw = try #require(process.termiosOfSlave())
      #expect(PTYTermios(raw).rawModeViolation == nil, "\(PTYTermios(raw))")
      // Under the kitty protocol Ctrl-Q arrives as CSI 113;5u.
      process.send(terminal == .kitty ? Array("\u{1b}[113;5u".utf8) : EaselRun.ctrlQ)
      let ended = process.waitForExit()
      #expect(ended?.reason == .exited(0), "\(ended.map(\.description) ?? "still running")")
      EaselRun.expectRestoreSequence(process, terminal: terminal)
      EaselRun.expectTermiosRestored(process)
    }

    @Test("The status bar names Easel and the detected terminal")
    func statusBarNamesTerminal() throws {
      let process = try EaselRun.startEditor(terminal: .xterm)
      try process.expect("the terminal's name in the status bar") {
        $0.screen.lastLine.contains("XTerm(390)")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("An unknown flag is a usage error with exit code 2")
    func unknownFlag() throws {
      let result = try PipedProcess.run(arguments: ["--no-such-flag"])
      #expect(result.termination?.reason == .exited(2))
      #expect(!result.standardError.isEmpty, "a message on stderr")
    }
  }
}
