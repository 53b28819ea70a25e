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
  }
}
