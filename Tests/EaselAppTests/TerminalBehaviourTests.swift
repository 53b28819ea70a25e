import EaselGeometry
import EaselInput
import EaselTestSupport
import Testing

@testable import EaselApp

/// What Easel does in each terminal of issue 13 (st, urxvt, mlterm, VTE, Konsole, alacritty,
/// GNU screen, tmux in xterm), driven as the terminal would drive it: its environment and its
/// answers to the probe.
@Suite("Terminals: behaviour per terminal")
struct TerminalBehaviourTests {
  static let e = "\u{1b}"

  /// The probe answered: the capabilities and the `--probe` report.
  static func probed(_ environment: [String: String], replies: String) -> (Capabilities, String) {
    var script = DriverScript(kind: .probe, environment: environment)
    script.send(replies, after: 5)
    script.advance(by: 400)
    let capabilities = script.driver.capabilities
    let report = Driver.probeReport(
      CapabilitySummary(capabilities: capabilities, modes: TerminalModes(capabilities: capabilities)))
    return (capabilities, report)
  }

  /// The editor started in that terminal, a box made (so Select All is available), the
  /// Rectangle tool chosen (so the status bar gives the modifier hint).
  static func editor(_ environment: [String: String], replies: String) -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch()), environment: environment, size: TerminalSize(columns: 120, rows: 40))
    script.send(replies, after: 5)
    script.advance(by: 400)
    script.send("\u{0E}", after: 10)
    script.send("r", after: 800)
    script.advance(by: 800)
    return script
  }

  /// The editor started in that terminal and left as it starts.
  static func editorUntouched(_ environment: [String: String], replies: String) -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch()), environment: environment, size: TerminalSize(columns: 120, rows: 40))
    script.send(replies, after: 5)
    script.advance(by: 400)
    return script
  }

  static func sheet(_ script: DriverScript) throws -> [(text: String, chord: String)] {
    let editor = try #require(script.driver.program as? Editor)
    return ShortcutSheet.lines(in: editor.surfaceContext(at: .zero)).map { ($0.text, $0.chord) }
  }

  static let vte = ["TERM": "xterm-256color", "VTE_VERSION": "7006", "COLORTERM": "truecolor"]
  static let vteReplies = "\(e)[>65;7006;1c\(e)[?65;1;9c"
  static let screenEnvironment = ["TERM": "screen", "STY": "1234.pts-0.host"]
  static let screenReplies = "\(e)[>83;40900;0c\(e)[?1;2c"
  static let mlterm = ["TERM": "xterm", "MLTERM": "3.9.0"]
  static let mltermReplies = "\(e)[>24;279;0c\(e)[?63;1;2;3;4;7;29c"
  static let tmuxInXterm = [
    "TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "XTERM_VERSION": "XTerm(379)",
  ]
  static let tmuxReplies = "\(e)P>|tmux 3.3a\(e)\\\(e)[>84;0;0c\(e)[?1;2;4c"

  // MARK: The shortcut sheet

  @Test("under VTE the sheet lists ? and not F1 for the sheet, and the menu bar's alternative")
  func vteSheet() throws {
    let lines = try Self.sheet(Self.editor(Self.vte, replies: Self.vteReplies))
    let shortcuts = try #require(lines.first { $0.text == "Keyboard Shortcuts" })
    #expect(shortcuts.chord == "?", "F1 opens VTE's help")
    #expect(
      lines.contains { $0.text.contains("F10") && $0.chord.contains("Cmd-K") },
      "F10 and Alt+letters open VTE's menus: the sheet says what works instead")
  }

  @Test("under GNU screen the sheet shows Ctrl-A a for Select All (Ctrl-A is screen's prefix)")
  func screenSheet() throws {
    let lines = try Self.sheet(Self.editor(Self.screenEnvironment, replies: Self.screenReplies))
    let selectAll = try #require(lines.first { $0.text == "Select All" })
    #expect(selectAll.chord == "Ctrl-A a")
  }

  @Test("xterm's sheet keeps F1 (nothing taken there)")
  func xtermSheetUnchanged() throws {
    let lines = try Self.sheet(
      Self.editor(["TERM": "xterm-256color"], replies: "\(Self.e)P>|XTerm(379)\(Self.e)\\\(Self.e)[?64;1c"))
    #expect(lines.first { $0.text == "Keyboard Shortcuts" }?.chord == "? F1")
    #expect(lines.first { $0.text == "Select All" }?.chord == "Cmd-A")
  }

  // MARK: Ctrl+click

  static func ctrlRow(_ report: String) -> String? {
    report.split(separator: "\n").first { $0.hasPrefix("  Ctrl  ") }.map(String.init)
  }

  @Test("mlterm keeps Ctrl+click for its menu: --probe and the hint do not say Ctrl is delivered")
  func mltermCtrl() throws {
    let (_, report) = Self.probed(Self.mlterm, replies: Self.mltermReplies)
    let row = try #require(Self.ctrlRow(report))
    #expect(!row.contains("delivered"), "\(row)")
    let script = Self.editor(Self.mlterm, replies: Self.mltermReplies)
    let hint = try #require(script.driver.editor?.modifierHint)
    #expect(hint.contains("Ctrl"), "\(hint)")
  }

  @Test(
    "under tmux or screen in xterm (or an unknown outer terminal) Ctrl+click is not claimed",
    arguments: [
      (tmuxInXterm, tmuxReplies),
      (
        ["TERM": "screen", "STY": "1.pts-0.host", "XTERM_VERSION": "XTerm(379)"],
        "\(e)[>83;40900;0c\(e)[?1;2c"
      ),
      (screenEnvironment, screenReplies),
    ])
  func multiplexerCtrl(environment: [String: String], replies: String) throws {
    let (_, report) = Self.probed(environment, replies: replies)
    let row = try #require(Self.ctrlRow(report))
    #expect(!row.contains("delivered"), "\(row)")
    let hint = try #require(Self.editor(environment, replies: replies).driver.editor?.modifierHint)
    #expect(hint.contains("Ctrl"), "\(hint)")
  }

  @Test("in kitty Ctrl+click is delivered and said so")
  func kittyCtrl() throws {
    let (_, report) = Self.probed(
      ["TERM": "xterm-kitty"], replies: "\(Self.e)[?0u\(Self.e)P>|kitty(0.26.5)\(Self.e)\\\(Self.e)[?62;22c")
    #expect(Self.ctrlRow(report)?.contains("delivered") == true)
  }

  // MARK: The wheel

  @Test(
    "alacritty and Konsole send two wheel reports per notch: a notch still scrolls 3 rows",
    arguments: [
      ["TERM": "alacritty", "ALACRITTY_WINDOW_ID": "4194307"],
      ["TERM": "xterm-256color", "KONSOLE_VERSION": "221203", "COLORTERM": "truecolor"],
    ])
  func doubleWheel(environment: [String: String]) throws {
    var script = DriverScript(kind: .editor(EditorLaunch()), environment: environment)
    script.send("\(Self.e)[?62;22c", after: 5)
    let start = try #require(script.driver.editor?.state.viewOrigin)
    script.send("\(Self.e)[<65;10;5M\(Self.e)[<65;10;5M", after: 50)  // one notch down
    #expect(script.driver.editor?.state.viewOrigin.row == start.row + 3)
    script.send("\(Self.e)[<65;10;5M\(Self.e)[<65;10;5M", after: 50)
    script.send("\(Self.e)[<64;10;5M\(Self.e)[<64;10;5M", after: 50)  // and one up
    #expect(script.driver.editor?.state.viewOrigin.row == start.row + 3)
  }

  @Test(
    "Konsole 22.12 under X (measured in the e2e suite) and alacritty may send one report a notch: each still scrolls 3 rows",
    arguments: [
      ["TERM": "alacritty", "ALACRITTY_WINDOW_ID": "4194307"],
      ["TERM": "xterm-256color", "KONSOLE_VERSION": "221203", "COLORTERM": "truecolor"],
    ])
  func singleWheelWhereTwoAreExpected(environment: [String: String]) throws {
    var script = DriverScript(kind: .editor(EditorLaunch()), environment: environment)
    script.send("\(Self.e)[?62;22c", after: 5)
    let start = try #require(script.driver.editor?.state.viewOrigin)
    script.send("\(Self.e)[<65;10;5M", after: 200)  // one notch down, one report
    #expect(script.driver.editor?.state.viewOrigin.row == start.row + 3)
    script.send("\(Self.e)[<65;10;5M", after: 200)  // the next notch
    #expect(script.driver.editor?.state.viewOrigin.row == start.row + 6)
  }

  @Test("xterm sends one report per notch: 3 rows each")
  func singleWheel() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()))
    script.send("\(Self.e)[?62;22c", after: 5)
    let start = try #require(script.driver.editor?.state.viewOrigin)
    script.send("\(Self.e)[<65;10;5M", after: 50)
    #expect(script.driver.editor?.state.viewOrigin.row == start.row + 3)
  }

  @Test("VTE: the cell size comes from its CSI 14 t answer (its ioctl has no pixels, it ignores CSI 16 t)")
  func vteCellSize() {
    // 80×24 cells of 10×19 px: VTE answers CSI 14 t with exactly rows × 19, columns × 10.
    let (capabilities, report) = Self.probed(
      Self.vte, replies: "\(Self.e)[>65;7006;1c\(Self.e)[4;456;800t\(Self.e)[?65;1;9c")
    #expect(capabilities.cellPixelWidth == 10 && capabilities.cellPixelHeight == 19)
    #expect(report.contains("cell size: 10x19 px"))
  }

  // MARK: mlterm's colours, Alt and font

  @Test("mlterm: 256/truecolor, ESC-prefixed Alt turned on as in xterm, and a pointer to --ascii")
  func mltermAbilities() throws {
    let (capabilities, _) = Self.probed(Self.mlterm, replies: Self.mltermReplies)
    #expect(capabilities.colors == .trueColor)
    let modes = TerminalModes(capabilities: capabilities)
    #expect(modes.requestsMetaSendsEscape)
    #expect(String(decoding: modes.enterBytes, as: UTF8.self).contains("\(Self.e)[?1036h"))
    // The note is there at start, until the first action (a status message's lifetime).
    var script = DriverScript(
      kind: .editor(EditorLaunch()), environment: Self.mlterm, size: TerminalSize(columns: 120, rows: 40))
    script.send(Self.mltermReplies, after: 5)
    script.advance(by: 400)
    let message = try #require(script.driver.editor?.state.message)
    #expect(message.contains("--ascii"), "\(message)")
    script.send("\u{0E}", after: 10)
    #expect(script.driver.editor?.state.message == nil, "gone at the next action")
  }

  @Test("xterm under --ascii or not: no Braille note")
  func noBrailleNoteElsewhere() {
    let script = Self.editor(["TERM": "xterm-256color"], replies: "\(Self.e)[?64;1c")
    #expect(script.driver.editor?.state.message?.contains("--ascii") != true)
  }

  // MARK: st's readings of the probe

  static let stEnvironment = ["TERM": "st-256color"]

  /// A shell prompt on row 6, with st's saved cursor still at the top left from long ago.
  static func stAtPrompt() -> StScreenModel {
    var screen = StScreenModel(columns: 80, rows: 24)
    screen.feed("\r\n\r\n\r\n\r\n\r\n\r\n$ easel")
    return screen
  }

  @Test("st: the probe's bytes leave the cursor and the attributes as they were (--probe)")
  func stProbe() {
    var screen = Self.stAtPrompt()
    let before = screen.cursor
    var script = DriverScript(kind: .probe, environment: Self.stEnvironment)
    script.send("\(Self.e)[?6c", after: 5)  // st answers DA1 only
    #expect(script.exit == .success)
    screen.feed(script.written)
    #expect(
      screen.cursor == before,
      "\(screen.cursor) after \(String(decoding: script.written, as: UTF8.self).debugDescription)")
  }

  @Test("st: after the editor quits, the prompt comes back where it was, not underlined")
  func stEditorRun() throws {
    var screen = Self.stAtPrompt()
    let before = screen.cursor
    var script = DriverScript(kind: .editor(EditorLaunch()), environment: Self.stEnvironment)
    script.send("\(Self.e)[?6c", after: 5)
    script.send("\u{11}", after: 100)  // Ctrl-Q
    #expect(script.exit != nil)
    screen.feed(script.written)
    screen.feed(try #require(script.restoreSequence))
    #expect(screen.cursor == before)
    #expect(!screen.isAlternateScreen)
  }

  @Test("the full batch, keyboard queries included, is harmless to st too: the wrap alone restores it")
  func stFullBatch() {
    var screen = Self.stAtPrompt()
    let before = screen.cursor
    screen.feed(CapabilityProbe.queryBytes)
    #expect(String(decoding: CapabilityProbe.queryBytes, as: UTF8.self).contains("\(Self.e)[?u"))
    #expect(screen.cursor == before)
  }

  @Test("the screen model reads st's way: CSI ? u restores the cursor, CSI ? 4 m underlines")
  func stModelReadings() {
    var screen = StScreenModel()
    screen.feed("\r\n\r\nabc")
    screen.feed("\(Self.e)[?4mB")
    #expect(screen.cursor.attributes == [4])
    screen.feed("\(Self.e)[?u")
    #expect(screen.cursor.row == 0 && screen.cursor.column == 0)
  }
}
