import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 13: Easel inside real GNU screen (4.9, the system's screenrc), which holds a lone
  /// Esc back while mouse reports are on. Skipped where screen is not installed (CI's
  /// real-terminal step installs it).
  @Suite("GNU screen: Esc closes and Esc then a tool key picks the tool")
  struct ScreenSession {
    static let screen: String? = ["/usr/bin/screen", "/usr/local/bin/screen"].first { (path: String) in
      access(path, X_OK) == 0
    }

    @Test(
      "? opens the sheet and one Esc closes it; Esc, then o a second later, picks the ellipse",
      .enabled(if: screen != nil, "GNU screen is not installed"))
    func escapeUnderScreen() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let process = try PTYProcess(
        executable: Self.screen!,
        arguments: ["-S", "easel-test-\(getpid())", PTYProcess.productPath("easel"), folder + "/doc.easel"],
        rows: 24, columns: 100, environment: ["TERM": "xterm-256color", "XDG_STATE_HOME": folder])
      try process.expect("the status bar inside screen", timeout: .seconds(20)) {
        $0.screen.text.contains(" Select │")
      }
      process.send("?")
      try process.expect("the sheet") { $0.screen.text.contains("Keyboard Shortcuts") }
      process.pump(for: .milliseconds(500))
      process.send([0x1B])
      try process.expect("the sheet closed by one Esc", timeout: .seconds(3)) {
        !$0.screen.text.contains("Keyboard Shortcuts")
      }
      process.send("r")
      try process.expect("the rectangle tool") { $0.screen.text.contains(" Rectangle │") }
      process.pump(for: .milliseconds(500))
      process.send([0x1B])
      process.pump(for: .milliseconds(1_000))
      process.send("o")
      try process.expect("the ellipse tool: Esc then o, not Alt+O", timeout: .seconds(3)) {
        $0.screen.text.contains(" Ellipse │")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
