import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("easel keys")
  struct KeysViewer {
    /// Waits for the header: anything drawn on the first row of the alternate screen.
    private func waitForHeader(_ process: PTYProcess) throws {
      try process.expect("the keys viewer's header", timeout: EaselRun.startupTimeout) {
        !$0.screen.line(0).isEmpty
      }
    }

    private func quitWithControlC(_ process: PTYProcess, terminal: ScriptedTerminal) {
      let controlC = terminal == .kitty ? Array("\u{1b}[99;5u".utf8) : [0x03]
      process.send(controlC)
      process.send(controlC)
    }

    @Test(
      "A held arrow on a legacy terminal gives one press, synthesized repeats and one synthesized release within 250 ms"
    )
    func heldArrowOnLegacyTerminal() throws {
      let process = try EaselRun.start(["keys"])
      try waitForHeader(process)
      let firstEventOffset = process.output.count
      // Auto-repeat as a legacy terminal delivers it: the same bytes every 33 ms, no release.
      let interval: UInt64 = 33_000_000
      let started = PTYProcess.now()
      var lastSend: UInt64 = 0
      for index in 0..<30 {
        process.pump(untilNanoseconds: started + UInt64(index) * interval)
        process.send("\u{1b}[C")
        lastSend = PTYProcess.now()
      }
      let release = try process.expect("K right - release synth", timeout: .seconds(3))
      let latency = EaselRun.milliseconds(release.arrivedAt - lastSend)
      #expect(latency <= 250, "the synthesized release came \(latency) ms after the last repeat")
      process.pump(for: .milliseconds(400))

      let lines = EventLine.parse(process, from: firstEventOffset).filter { $0.event.hasPrefix("K right ") }
      let presses = lines.filter { $0.event == "K right - press" }
      let repeats = lines.filter { $0.event == "K right - repeat" }
      let releases = lines.filter { $0.event == "K right - release" }
      #expect(presses.count == 1, "\(lines)")
      #expect(presses.first?.isSynthesized == false)
      #expect(lines.first?.event == "K right - press")
      #expect(repeats.count >= 20, "\(repeats.count) repeats for 30 arrivals")
      #expect(repeats.allSatisfy { $0.isSynthesized }, "repeats are marked synth")
      #expect(releases.count == 1, "exactly one release: \(lines)")
      #expect(releases.first?.isSynthesized == true)
      #expect(lines.last?.event == "K right - release")
      if let lastRepeat = repeats.last, let release = releases.first {
        let gap = release.milliseconds - lastRepeat.milliseconds
        #expect(gap <= 250, "release stamped \(gap) ms after the last repeat")
      }

      quitWithControlC(process, terminal: .legacy)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectRestoreSequence(process, terminal: .legacy)
      EaselRun.expectTermiosRestored(process)
    }

    @Test(
      "On a kitty terminal the flags are pushed and a press and a release arrive as reported, not synthesized"
    )
    func kittyReportsRelease() throws {
      let process = try EaselRun.start(["keys"], terminal: .kitty)
      let entry = EaselRun.lastEntry(in: process.output)
      try process.expect("\u{1b}[>31u", timeout: .seconds(5))
      #expect(process.cursor > entry)
      try waitForHeader(process)
      let firstEventOffset = process.output.count
      process.send("\u{1b}[C")
      try process.expect("K right - press", timeout: .seconds(5))
      process.send("\u{1b}[1;1:3C")
      try process.expect("K right - release", timeout: .seconds(5))
      // Long enough for any synthesized event to show up.
      process.pump(for: .milliseconds(600))
      let lines = EventLine.parse(process, from: firstEventOffset)
      #expect(lines.map(\.event) == ["K right - press", "K right - release"], "\(lines)")
      #expect(!lines.contains { $0.isSynthesized }, "\(lines)")

      quitWithControlC(process, terminal: .kitty)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectRestoreSequence(process, terminal: .kitty)
      EaselRun.expectTermiosRestored(process)
    }

    static let batchInput = Array("a\u{1b}[A\u{1b}[1;5C\r\u{1b}[I".utf8)

    @Test("With stdin not a terminal, easel keys decodes the whole input as canonical lines and exits 0")
    func batchDecoding() throws {
      let result = try PipedProcess.run(arguments: ["keys"], input: KeysViewer.batchInput)
      #expect(result.termination?.reason == .exited(0), "stderr: \(result.errorText)")
      let lines = result.outputText.split(separator: "\n").map { line in
        line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
      }
      #expect(lines == ["K a - press", "K up - press", "K right ctrl press", "K enter - press", "F in"])
    }

    @Test("easel keys --count prints totals instead of lines")
    func batchCount() throws {
      let result = try PipedProcess.run(arguments: ["keys", "--count"], input: KeysViewer.batchInput)
      #expect(result.termination?.reason == .exited(0), "stderr: \(result.errorText)")
      let text = result.outputText
      #expect(!text.contains("K a - press"), "totals, not events: \(text)")
      #expect(text.contains("4") && text.contains("1"), "4 keys and 1 focus event counted: \(text)")
    }
  }
}
