import EaselInput
import Testing

@testable import EaselApp

/// `easel --probe` as the driver runs it: queries out, answers in, then an exit carrying the
/// report, with no terminal mode ever switched on.
@Suite("Driver, probe only")
struct ProbeOnlyDriverTests {
  static let startedAt = Instant.milliseconds(10_000)
  static let kittyAnswer =
    "\u{1b}[?0u\u{1b}P>|kitty(0.26.5)\u{1b}\\\u{1b}[?2026;2$y\u{1b}[?1016;2$y\u{1b}[?62;22c"

  static func makeDriver(environment: [String: String] = ["TERM": "xterm-256color"]) -> Driver {
    Driver(
      kind: .probe, environment: environment, size: TerminalSize(columns: 80, rows: 24),
      settings: InputSettings(environment: environment), startedAt: startedAt)
  }

  /// The report's lines as `easel --probe` printed them before the probe moved into the driver,
  /// plus what the terminal table says (how it was identified, the keys it keeps).
  static func expectedLines(_ capabilities: Capabilities) -> [String] {
    let summary = CapabilitySummary(
      capabilities: capabilities, modes: TerminalModes(capabilities: capabilities))
    return summary.lines + summary.profileLines + ["gesture modifiers during a drag:"] + summary.gestureLines
  }

  @Test("only the probe's queries are written; a kitty answer ends it with the report and no mode on")
  func kittyAnswerEndsTheProbe() throws {
    var driver = Self.makeDriver()
    let first = driver.start(at: Self.startedAt)
    #expect(first.bytes == CapabilityProbe.queryBytes)
    #expect(first.exit == nil && first.textAfterRestore == nil)
    #expect(first.wakeAt == .milliseconds(10_300), "woken at the probe's deadline")

    let output = driver.receive(Array(Self.kittyAnswer.utf8), at: .milliseconds(10_005))
    #expect(output.exit == .success)
    #expect(output.bytes.isEmpty, "no alternate screen, no mouse, no keyboard protocol, no frame")
    #expect(output.restoreSequence == nil, "nothing to undo on the way out")
    let text = try #require(output.textAfterRestore)
    #expect(text.hasPrefix("terminal: kitty(0.26.5)\nkeyboard: kitty protocol"))
    #expect(text.hasSuffix("\n"))
    #expect(text.split(separator: "\n").map(String.init) == Self.expectedLines(driver.capabilities))
    #expect(driver.modes == nil, "a later resume has no modes to turn back on")
    #expect(driver.resume(at: .milliseconds(10_010)).bytes.isEmpty)
  }

  @Test("with no answer the probe ends at its 300 ms deadline and the report says so")
  func silentTerminalTimesOut() throws {
    var driver = Self.makeDriver()
    _ = driver.start(at: Self.startedAt)
    #expect(driver.tick(at: .milliseconds(10_299)).exit == nil)
    let output = driver.tick(at: .milliseconds(10_300))
    #expect(output.exit == .success)
    #expect(output.bytes.isEmpty && output.restoreSequence == nil)
    let text = try #require(output.textAfterRestore)
    #expect(text.contains("\nprobe: no answer within the deadline; legacy terminal assumed\n"))
    #expect(text.split(separator: "\n").map(String.init) == Self.expectedLines(driver.capabilities))
  }

  @Test("keys typed while the probe waits draw nothing and do not end it early")
  func typingDuringTheProbe() {
    var driver = Self.makeDriver()
    _ = driver.start(at: Self.startedAt)
    let typed = driver.receive(Array("q\u{11}\u{1b}[A".utf8), at: .milliseconds(10_010))
    #expect(typed.exit == nil && typed.bytes.isEmpty)
    let resized = driver.resize(to: TerminalSize(columns: 100, rows: 30), at: .milliseconds(10_020))
    #expect(resized.bytes.isEmpty)
    let answered = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(10_030))
    #expect(answered.exit == .success)
    #expect(answered.bytes.isEmpty)
    #expect(answered.textAfterRestore?.hasPrefix("terminal: ") == true)
  }
}
