import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("Signals, crashes and suspend")
  struct Signals {
    @Test(
      "SIGTERM, SIGHUP, SIGINT and SIGQUIT restore every mode and termios, then kill easel by that signal",
      arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func fatalSignal(signal: Int32) throws {
      let process = try EaselRun.startEditor()
      process.signal(signal)
      let ended = process.waitForExit(timeout: .seconds(5))
      #expect(ended?.reason == .signaled(signal), "\(ended.map(\.description) ?? "still running")")
      EaselRun.expectRestoreSequence(process, terminal: .legacy)
      EaselRun.expectTermiosRestored(process)
    }

    @Test(
      "A crash restores every mode and termios, then easel dies by the crash signal",
      arguments: [("SEGV", SIGSEGV), ("ABRT", SIGABRT)])
    func crash(name: String, signal: Int32) throws {
      let process = try PTYProcess(environment: ["EASEL_TEST_CRASH": name])
      try process.expect("\u{1b}[c", timeout: EaselRun.startupTimeout)
      process.send(ScriptedTerminal.legacy.replies)
      let ended = process.waitForExit(timeout: EaselRun.startupTimeout)
      #expect(ended?.reason == .signaled(signal), "\(ended.map(\.description) ?? "still running")")
      #expect(
        PTYProcess.find(Array("\u{1b}[?1049h".utf8), in: process.output) != nil, "it crashed after start-up")
      EaselRun.expectRestoreSequence(process, terminal: .legacy)
      EaselRun.expectTermiosRestored(process)
    }

    /// In a test pty easel leads its own session, so its process group is orphaned and the kernel
    /// discards the default-action SIGTSTP it raises: it resumes at once. What can be checked is
    /// that the terminal is given back before the stop and taken again afterwards.
    @Test("SIGTSTP restores every mode and termios before stopping; SIGCONT re-enters them and redraws")
    func suspendAndResume() throws {
      let process = try EaselRun.startEditor()
      let beforeSuspend = process.output.count
      process.signal(SIGTSTP)
      try process.expect("\u{1b}[?1049l", timeout: .seconds(5))
      let missing = EaselRun.firstMissing(
        ScriptedTerminal.legacy.restoreSequence, in: process.output, from: beforeSuspend)
      #expect(missing == nil, "restore on suspend lacks \(missing ?? ""); output:\n\(process.transcript())")

      let beforeContinue = process.output.count
      process.signal(SIGCONT)
      try process.expect("\u{1b}[?1049h", timeout: .seconds(5))
      let entry = EaselRun.lastEntry(in: process.output)
      #expect(entry >= beforeSuspend, "modes re-entered after the suspend")
      try process.expect("the status bar redrawn after SIGCONT", timeout: .seconds(5)) {
        PTYProcess.find(Array("Easel".utf8), in: $0.output, from: beforeContinue) != nil
          && $0.screen.lastLine.contains("Easel")
      }
      let raw = try #require(process.termiosOfSlave())
      #expect(PTYTermios(raw).rawModeViolation == nil, "raw mode again after resume: \(PTYTermios(raw))")

      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectTermiosRestored(process)
    }

    @Test("After a real stop (SIGSTOP) SIGCONT re-enters the modes and redraws the screen")
    func realStopAndContinue() throws {
      let process = try EaselRun.startEditor()
      process.signal(SIGSTOP)
      #expect(process.waitForStop(), "easel stopped")
      let beforeContinue = process.output.count
      process.signal(SIGCONT)
      try process.expect("\u{1b}[?1049h", timeout: .seconds(5))
      #expect(process.cursor > beforeContinue)
      try process.expect("the status bar redrawn after SIGCONT", timeout: .seconds(5)) {
        PTYProcess.find(Array("Easel".utf8), in: $0.output, from: beforeContinue) != nil
          && $0.screen.lastLine.contains("Easel")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectRestoreSequence(process, terminal: .legacy)
      EaselRun.expectTermiosRestored(process)
    }
  }
}
