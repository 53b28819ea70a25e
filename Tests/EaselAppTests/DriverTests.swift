import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// Drives a `Driver` the way the executable does, with hand-made instants.
struct DriverScript {
  var driver: Driver
  var written: [UInt8] = []
  var restoreSequence: [UInt8]?
  var exit: ExitRequest?
  var now: Instant
  var wakeAt: Instant?
  /// The recovery-file requests made so far, with when.
  var recoveries: [(request: RecoveryRequest, at: Instant)] = []

  init(
    kind: Driver.ProgramKind = .editor(documentName: nil),
    environment: [String: String] = ["TERM": "xterm-256color"],
    size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) {
    now = .milliseconds(10_000)
    driver = Driver(
      kind: kind, environment: environment, size: size, settings: InputSettings(environment: environment),
      startedAt: now)
    record(driver.start(at: now))
  }

  var text: String { String(decoding: written, as: UTF8.self) }

  mutating func record(_ output: DriverOutput) {
    written += output.bytes
    if let sequence = output.restoreSequence { restoreSequence = sequence }
    if let request = output.exit { exit = request }
    if let recovery = output.recovery { recoveries.append((recovery, now)) }
    wakeAt = output.wakeAt
  }

  mutating func send(_ bytes: String, after milliseconds: Int = 0) {
    advance(by: milliseconds)
    record(driver.receive(Array(bytes.utf8), at: now))
  }

  /// Moves time forward, firing every deadline that falls due on the way, as the poll loop does.
  mutating func advance(by milliseconds: Int) {
    let target = now + .milliseconds(milliseconds)
    while let due = wakeAt, due <= target {
      now = max(now, due)
      record(driver.tick(at: now))
    }
    now = target
  }

  /// Answers the probe as a kitty terminal would.
  mutating func answerAsKitty() {
    send("\u{1b}[?0u\u{1b}P>|kitty(0.26.5)\u{1b}\\\u{1b}[?2026;2$y\u{1b}[?1016;2$y\u{1b}[?62;22c", after: 5)
  }

  /// Lines the key viewer showed (events only, with their millisecond stamps).
  var eventLines: [String] { driver.keysLog.filter { $0.first?.isNumber == true } }
}

@Suite("Driver")
struct DriverTests {
  @Test("the probe's queries come first; nothing else is written until it is answered")
  func probeFirst() {
    let script = DriverScript()
    #expect(script.written == CapabilityProbe.queryBytes)
    #expect(script.wakeAt == .milliseconds(10_300))
    #expect(script.restoreSequence == nil)
  }

  @Test("a kitty answer turns on flags 31, pixel mouse and the matching restore sequence")
  func kittyStart() throws {
    var script = DriverScript()
    script.answerAsKitty()
    #expect(script.text.contains("\u{1b}[?1049h\u{1b}[?25l\u{1b}[>31u\u{1b}[?u"))
    #expect(script.text.contains("\u{1b}[?1016h"))
    let restore = String(decoding: try #require(script.restoreSequence), as: UTF8.self)
    #expect(restore.hasPrefix("\u{1b}[?2026l\u{1b}[<u"))
    #expect(script.driver.capabilities.terminalVersion == "kitty(0.26.5)")
    #expect(script.text.contains("kitty(0.26.5)"))
  }

  @Test("with no answer the screen appears at the 300 ms deadline, legacy modes only")
  func silentTerminal() {
    var script = DriverScript()
    script.advance(by: 299)
    #expect(script.restoreSequence == nil)
    script.advance(by: 1)
    #expect(script.restoreSequence != nil)
    #expect(script.text.contains("\u{1b}[?1049h"))
    #expect(!script.text.contains("\u{1b}[>31u"))
    #expect(script.driver.capabilities.probeTimedOut)
  }

  @Test("keys typed while the probe waits are kept: Ctrl-Q typed early still quits")
  func earlyInput() {
    var script = DriverScript()
    script.send("\u{11}", after: 10)
    #expect(script.exit == nil)
    script.send("\u{1b}[?62c", after: 10)
    #expect(script.exit == .success)
  }

  @Test("Ctrl-Q, and Super-Q under the kitty protocol, quit the editor; plain q does not")
  func quit() {
    var legacy = DriverScript()
    legacy.send("\u{1b}[?62c")
    legacy.send("q")
    #expect(legacy.exit == nil)
    legacy.send("\u{11}")
    #expect(legacy.exit == .success)
    var kitty = DriverScript()
    kitty.answerAsKitty()
    kitty.send("\u{1b}[113;9u")
    #expect(kitty.exit == .success)
  }

  @Test("the status bar names the terminal on the last row, and moves on resize")
  func statusBar() {
    var script = DriverScript(size: TerminalSize(columns: 60, rows: 10))
    script.send("\u{1b}P>|XTerm(379)\u{1b}\\\u{1b}[?62c")
    #expect(script.driver.editor?.shown?.rowText(9).hasSuffix("Easel │ XTerm(379)") == true)
    script.written = []
    script.record(script.driver.resize(to: TerminalSize(columns: 50, rows: 7), at: script.now))
    #expect(script.text.contains("\u{1b}[2J"))
    #expect(script.driver.editor?.shown?.rowText(6).hasPrefix(" Select │ 0,0 │ Untitled") == true)
  }

  @Test("an in-band resize report lays the screen out again")
  func inBandResize() {
    var script = DriverScript()
    script.send("\u{1b}[?62c")
    script.written = []
    script.send("\u{1b}[48;12;40;384;720t")
    #expect(script.driver.size == TerminalSize(columns: 40, rows: 12, pixelWidth: 720, pixelHeight: 384))
    #expect(script.driver.editor?.shown?.size == CellSize(columns: 40, rows: 12))
    #expect(script.driver.editor?.shown?.rowText(11).hasPrefix(" Select │") == true)
  }

  @Test("a hostile terminal name never reaches the screen as control bytes")
  func hostileName() {
    var script = DriverScript()
    script.send("\u{1b}P>|evil\u{7}\u{9b}31m\u{1b}\\\u{1b}[?62c")
    let frame = String(decoding: script.written.dropFirst(CapabilityProbe.queryBytes.count), as: UTF8.self)
    #expect(!frame.contains("\u{7}"))
    #expect(!frame.unicodeScalars.contains("\u{9b}"))
    let status = script.driver.editor?.shown?.rowText(23) ?? ""
    #expect(status.contains("Easel │ evil"), "\(status)")
  }

  @Test("a terminal that accepts the kitty flags without event types gets synthesized releases")
  func partialKittySupport() {
    var script = DriverScript(kind: .keys)
    script.answerAsKitty()
    script.send("\u{1b}[?1u", after: 5)
    #expect(script.driver.capabilities.acceptedKittyFlags == 1)
    script.send("\u{1b}[C", after: 10)
    script.advance(by: 1000)
    #expect(script.eventLines.contains { $0.hasSuffix("K right - release synth") })
  }

  @Test("resuming after a stop turns the modes on again and redraws everything")
  func resume() {
    var script = DriverScript()
    script.answerAsKitty()
    script.written = []
    script.record(script.driver.suspend(at: script.now))
    #expect(script.written.isEmpty)
    script.record(script.driver.resume(at: script.now))
    #expect(script.text.hasPrefix("\u{1b}[?1049h\u{1b}[?25l\u{1b}[<u\u{1b}[>31u"))
    #expect(script.text.contains("\u{1b}[2J"))
    #expect(script.text.contains("Easel │"))
  }
}

@Suite("Driver in key-viewer mode")
struct KeysViewerDriverTests {
  @Test("a legacy held arrow is one press, synthesized repeats and one synthesized release")
  func legacyHeldArrow() throws {
    var script = DriverScript(kind: .keys)
    script.send("\u{1b}[?62c")
    script.send("\u{1b}[C", after: 100)
    for _ in 0..<30 { script.send("\u{1b}[C", after: 33) }
    script.advance(by: 1000)
    let lines = script.eventLines
    #expect(lines.filter { $0.hasSuffix("K right - press") }.count == 1)
    #expect(lines.filter { $0.hasSuffix("K right - repeat synth") }.count == 30)
    let releases = lines.filter { $0.hasSuffix("K right - release synth") }
    try #require(releases.count == 1)
    let lastRepeat = try #require(lines.last { $0.hasSuffix("repeat synth") })
    let gap = Int(releases[0].split(separator: " ")[0])! - Int(lastRepeat.split(separator: " ")[0])!
    #expect(gap > 0 && gap <= 250, "release came \(gap) ms after the last repeat")
  }

  @Test("under the kitty protocol releases are reported, never synthesized")
  func kittyRelease() {
    var script = DriverScript(kind: .keys)
    script.answerAsKitty()
    script.send("\u{1b}[C", after: 10)
    script.send("\u{1b}[1;1:2C", after: 500)
    script.send("\u{1b}[1;1:3C", after: 30)
    script.advance(by: 2000)
    let lines = script.eventLines
    #expect(lines.contains { $0.hasSuffix("K right - press") })
    #expect(lines.contains { $0.hasSuffix("K right - repeat") })
    #expect(lines.contains { $0.hasSuffix("K right - release") })
    #expect(!lines.contains { $0.hasSuffix("synth") })
  }

  @Test("lines carry milliseconds since start")
  func timestamps() {
    var script = DriverScript(kind: .keys)
    script.send("\u{1b}[?62c")
    script.send("x", after: 1234)
    #expect(script.eventLines.first == "1234 K x - press")
  }

  @Test("a lone ESC becomes the Escape key once its short timer runs out")
  func loneEscape() {
    var script = DriverScript(kind: .keys)
    script.send("\u{1b}[?62c")
    script.send("\u{1b}", after: 10)
    #expect(!script.eventLines.contains { $0.contains("escape") })
    script.advance(by: 60)
    #expect(script.eventLines.contains { $0.hasSuffix("K escape - press") })
  }

  @Test("Ctrl-C twice in a row quits; Ctrl-C then another key does not")
  func controlCTwice() {
    var script = DriverScript(kind: .keys)
    script.send("\u{1b}[?62c")
    script.send("\u{3}", after: 10)
    script.send("x", after: 10)
    script.send("\u{3}", after: 10)
    #expect(script.exit == nil)
    script.send("\u{3}", after: 100)
    #expect(script.exit == .success)
  }

  @Test("focus and paste events are shown in the canonical form")
  func focusAndPaste() {
    var script = DriverScript(kind: .keys)
    script.send("\u{1b}[?62c")
    script.send("\u{1b}[O\u{1b}[I\u{1b}[200~hi\u{1b}[201~", after: 5)
    let lines = script.eventLines
    #expect(lines.contains { $0.hasSuffix("F out") })
    #expect(lines.contains { $0.hasSuffix("F in") })
    #expect(lines.contains { $0.hasSuffix("P 2 d8932aac") })
  }
}

@Suite("Window sizes at their limits")
struct WindowSizeLimitTests {
  @Test("sizes are clamped where they enter: 20000×20000 is 1000×500, negatives are 0")
  func clamped() {
    let huge = TerminalSize(columns: 20_000, rows: 20_000, pixelWidth: 1 << 30, pixelHeight: -5)
    #expect(huge == TerminalSize(columns: 1_000, rows: 500, pixelWidth: 1 << 20, pixelHeight: 0))
    #expect(TerminalSize(columns: -3, rows: 7).columns == 0)
  }

  @Test("an in-band resize report of 65535×65535 lays the editor out at 1000×500, which keeps working")
  func hugeInBandReport() throws {
    var script = EditorTests.started()
    script.send("\u{1b}[48;65535;65535;0;0t")
    #expect(script.driver.size == TerminalSize(columns: 1_000, rows: 500))
    #expect(script.driver.screen?.size == CellSize(columns: 1_000, rows: 500))
    script.send(EditorTests.ctrlN, after: 10)
    #expect(script.driver.editor?.state.document.count == 1)
    #expect(script.driver.screen?.rowText(499).hasPrefix(" Select │ 0,0 │ 1 shape") == true)
  }

  @Test("a clamped window size says nothing about the cell size")
  func clampedCellSize() {
    let probe = CapabilityProbe(
      environment: [:],
      windowSize: TerminalSize(columns: 5_000, rows: 300, pixelWidth: 50_000, pixelHeight: 5_700),
      startedAt: .zero)
    #expect(probe.capabilities.cellPixelWidth == nil)
    let exact = CapabilityProbe(
      environment: [:],
      windowSize: TerminalSize(columns: 500, rows: 300, pixelWidth: 5_000, pixelHeight: 5_700),
      startedAt: .zero)
    #expect(exact.capabilities.cellPixelWidth == 10 && exact.capabilities.cellPixelHeight == 19)
  }
}

@Suite("easel keys and control characters")
struct KeysViewerControlTests {
  @Test("a key's text with bidi controls and line separators never reaches the terminal raw")
  func bidiInKeyText() {
    var script = DriverScript(kind: .keys)
    script.answerAsKitty()
    script.written = []
    // Keys whose code points are U+202E (right-to-left override) and U+2028 (line separator):
    // their canonical lines name them as themselves.
    script.send("\u{1b}[8238u\u{1b}[8232u", after: 10)
    #expect(script.eventLines.count == 2, "\(script.eventLines)")
    #expect(!script.text.unicodeScalars.contains { [0x202E, 0x2028].contains($0.value) })
  }
}
