import EaselInput
import Testing

@testable import EaselApp

/// GNU screen holds a lone Esc back until the next byte while a mouse mode is on (measured with
/// screen 4.9 and Debian's screenrc: Esc, then `o` a second later, arrive together as `ESC o`;
/// with the mouse off, Esc arrives at once). Issue 13: Esc never closed the sheet there, and
/// Esc then `o` became Alt+O. Now, where the terminal is screen, `ESC x` is Esc then x, and
/// mouse reports go off while a surface Esc closes is open.
@Suite("GNU screen: a lone Esc")
struct ScreenEscapeTests {
  static let e = "\u{1b}"
  static let mouseOff = "\(e)[?1006l\(e)[?1003l\(e)[?1002l"
  static let mouseOn = "\(e)[?1002h\(e)[?1003h\(e)[?1006h"

  static func decoder(escapePrefixIsAlt: Bool) -> InputDecoder {
    var decoder = InputDecoder(configuration: .init())
    decoder.escapePrefixIsAlt = escapePrefixIsAlt
    return decoder
  }

  static func keys(_ bytes: String, escapePrefixIsAlt: Bool) -> [KeyEvent] {
    var decoder = decoder(escapePrefixIsAlt: escapePrefixIsAlt)
    let events =
      decoder.feed(Array(bytes.utf8), at: .milliseconds(0)) + decoder.expire(at: .milliseconds(1_000))
    return events.compactMap { if case .key(let key) = $0 { key } else { nil } }
  }

  @Test("where Esc is held back, ESC before a character is Esc then the character; sequences stay keys")
  func decoderSplitsHeldEscape() {
    #expect(Self.keys("\(Self.e)o", escapePrefixIsAlt: false).map(\.key) == [.escape, .character("o")])
    #expect(Self.keys("\(Self.e)o", escapePrefixIsAlt: false).map(\.modifiers) == [[], []])
    #expect(Self.keys("\(Self.e)é", escapePrefixIsAlt: false).map(\.key) == [.escape, .character("é")])
    #expect(Self.keys("\(Self.e)\(Self.e)", escapePrefixIsAlt: false).map(\.key) == [.escape, .escape])
    #expect(Self.keys("\(Self.e)\(Self.e)", escapePrefixIsAlt: false).allSatisfy { $0.modifiers.isEmpty })
    #expect(Self.keys("\(Self.e)\(Self.e)[A", escapePrefixIsAlt: false).map(\.key) == [.escape, .up])
    #expect(Self.keys("\(Self.e)[A", escapePrefixIsAlt: false).map(\.key) == [.up])
    #expect(Self.keys("\(Self.e)", escapePrefixIsAlt: false).map(\.key) == [.escape])
    // Everywhere else, as before: Alt.
    #expect(
      Self.keys("\(Self.e)o", escapePrefixIsAlt: true).map {
        [$0.key == .character("o"), $0.modifiers == .alt]
      } == [[true, true]])
    #expect(
      Self.keys("\(Self.e)\(Self.e)", escapePrefixIsAlt: true).map {
        [$0.key == .escape, $0.modifiers == .alt]
      } == [[true, true]])
  }

  static func started(_ environment: [String: String], replies: String) -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch()), environment: environment, size: TerminalSize(columns: 120, rows: 40))
    script.send(replies, after: 5)
    script.advance(by: 400)
    return script
  }

  static func sheetOpen(_ script: DriverScript) -> Bool {
    (script.driver.program as? Editor)?.surfaces.contains(.shortcutSheet) == true
  }

  @Test(
    "under screen the sheet turns mouse reports off while it is open, so one Esc closes it; they come back")
  func sheetUnderScreen() {
    var script = Self.started(
      TerminalBehaviourTests.screenEnvironment, replies: TerminalBehaviourTests.screenReplies)
    #expect(script.text.contains(Self.mouseOn), "mouse reports on at start")
    script.written = []
    script.send("?", after: 10)
    #expect(Self.sheetOpen(script))
    #expect(script.text.contains(Self.mouseOff), "off while the sheet is open")
    script.written = []
    script.send(Self.e, after: 900)
    script.advance(by: 100)
    #expect(!Self.sheetOpen(script), "one lone Esc closed it")
    #expect(script.text.contains(Self.mouseOn), "on again once it closed")
  }

  @Test(
    "under screen, Esc held back and sent with the next key is Esc then that key: Esc, o picks the ellipse")
  func heldEscapeThenToolKey() {
    var script = Self.started(
      TerminalBehaviourTests.screenEnvironment, replies: TerminalBehaviourTests.screenReplies)
    script.send("r", after: 10)
    #expect(script.driver.screen?.rowText(39).hasPrefix(" Rectangle ") == true)
    script.send("\(Self.e)o", after: 900)
    script.advance(by: 100)
    #expect(
      script.driver.screen?.rowText(39).hasPrefix(" Ellipse ") == true,
      "\(script.driver.screen?.rowText(39) ?? "")")
  }

  @Test("in xterm nothing changes: the sheet leaves the mouse on, and ESC o is Alt+O")
  func xtermUnchanged() {
    var script = Self.started(
      ["TERM": "xterm-256color"], replies: "\(Self.e)P>|XTerm(390)\(Self.e)\\\(Self.e)[?62c")
    script.written = []
    script.send("?", after: 10)
    #expect(Self.sheetOpen(script))
    #expect(!script.text.contains(Self.mouseOff))
    script.send(Self.e, after: 900)
    script.advance(by: 100)
    #expect(!Self.sheetOpen(script))
  }
}
