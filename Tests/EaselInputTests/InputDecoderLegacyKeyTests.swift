import Testing

@testable import EaselInput

@Suite("InputDecoder: legacy keys")
struct InputDecoderLegacyKeyTests {
  /// terminal-input.md §3.3: every column of the cursor / editing / function key table.
  static let keyTable: [(String, String)] = [
    // xterm-style
    ("\(csi)A", "up"), ("\(csi)B", "down"), ("\(csi)C", "right"), ("\(csi)D", "left"),
    ("\(csi)H", "home"), ("\(csi)F", "end"), ("\(csi)2~", "insert"), ("\(csi)3~", "delete"),
    ("\(csi)5~", "pageup"), ("\(csi)6~", "pagedown"),
    ("\(ss3)P", "f1"), ("\(ss3)Q", "f2"), ("\(ss3)R", "f3"), ("\(ss3)S", "f4"),
    ("\(csi)15~", "f5"), ("\(csi)17~", "f6"), ("\(csi)18~", "f7"), ("\(csi)19~", "f8"),
    ("\(csi)20~", "f9"), ("\(csi)21~", "f10"), ("\(csi)23~", "f11"), ("\(csi)24~", "f12"),
    // DECCKM
    ("\(ss3)A", "up"), ("\(ss3)B", "down"), ("\(ss3)C", "right"), ("\(ss3)D", "left"),
    ("\(ss3)H", "home"), ("\(ss3)F", "end"),
    // VT220 / Linux console / rxvt
    ("\(csi)1~", "home"), ("\(csi)4~", "end"), ("\(csi)7~", "home"), ("\(csi)8~", "end"),
    ("\(csi)11~", "f1"), ("\(csi)12~", "f2"), ("\(csi)13~", "f3"), ("\(csi)14~", "f4"),
    ("\(csi)[A", "f1"), ("\(csi)[B", "f2"), ("\(csi)[C", "f3"), ("\(csi)[D", "f4"), ("\(csi)[E", "f5"),
    ("\(csi)25~", "f13"), ("\(csi)34~", "f20"),
    // kitty unmodified letter forms and KP_BEGIN
    ("\(csi)P", "f1"), ("\(csi)Q", "f2"), ("\(csi)S", "f4"), ("\(csi)E", "begin"), ("\(ss3)E", "begin"),
    // keypad (DECKPAM)
    ("\(ss3)p", "kp_0"), ("\(ss3)y", "kp_9"), ("\(ss3)M", "kp_enter"), ("\(ss3)j", "kp_multiply"),
    ("\(ss3)k", "kp_add"), ("\(ss3)m", "kp_subtract"), ("\(ss3)n", "kp_decimal"), ("\(ss3)o", "kp_divide"),
    ("\(ss3)X", "kp_equal"), ("\(ss3)l", "kp_separator"),
  ]

  @Test("Every key of the §3.3 table decodes, unmodified", arguments: keyTable)
  func unmodifiedKeys(input: String, name: String) {
    #expect(DecoderHarness.lines(of: input) == ["K \(name) - press"])
  }

  @Test(
    "The xterm modifier parameter is 1 + bits: Shift 1, Alt 2, Ctrl 4, Meta/Super 8 (§3.4)",
    arguments: [
      ("\(csi)1;2A", "K up shift press"), ("\(csi)1;3B", "K down alt press"),
      ("\(csi)1;4C", "K right shift+alt press"), ("\(csi)1;5D", "K left ctrl press"),
      ("\(csi)1;6H", "K home shift+ctrl press"), ("\(csi)1;7F", "K end alt+ctrl press"),
      ("\(csi)1;8P", "K f1 shift+alt+ctrl press"), ("\(csi)1;9Q", "K f2 super press"),
      ("\(csi)1;5S", "K f4 ctrl press"), ("\(csi)1;2R", "K f3 shift press"),
      ("\(csi)15;2~", "K f5 shift press"), ("\(csi)3;5~", "K delete ctrl press"),
      ("\(csi)24;6~", "K f12 shift+ctrl press"), ("\(csi)1;5E", "K begin ctrl press"),
      ("\(ss3)1;5P", "K f1 ctrl press"), ("\(ss3)2Q", "K f2 shift press"),
    ])
  func modifierParameter(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test(
    "rxvt modifier finals and arrows: $ Shift, ^ Ctrl, @ Ctrl+Shift, CSI a–d Shift, SS3 a–d Ctrl",
    arguments: [
      ("\(csi)3$", "K delete shift press"), ("\(csi)3^", "K delete ctrl press"),
      ("\(csi)5@", "K pageup shift+ctrl press"), ("\(csi)7$", "K home shift press"),
      ("\(csi)a", "K up shift press"), ("\(csi)d", "K left shift press"),
      ("\(ss3)b", "K down ctrl press"), ("\(ss3)c", "K right ctrl press"),
    ])
  func rxvtKeys(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test("CSI Z is Shift+Tab")
  func backtab() {
    #expect(DecoderHarness.lines(of: "\(csi)Z") == ["K tab shift press"])
  }

  @Test(
    "modifyOtherKeys reports CSI 27 ; mod ; code ~ and CSI code ; mod u (§4)",
    arguments: [
      ("\(csi)27;5;97~", "K a ctrl press"), ("\(csi)27;5;105~", "K i ctrl press"),
      ("\(csi)27;2;9~", "K tab shift press"), ("\(csi)27;3;9~", "K tab alt press"),
      ("\(csi)27;5;13~", "K enter ctrl press"), ("\(csi)27;6;65~", "K A ctrl press"),
      ("\(csi)97;5u", "K a ctrl press"),
    ])
  func modifyOtherKeys(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test("Legacy keys have no reported phase; modifyOtherKeys' shifted code keeps Shift on the lower-case key")
  func legacyPhase() {
    let key = DecoderHarness.key(of: "\(csi)1;5A")
    #expect(key?.hasReportedPhase == false)
    let shifted = DecoderHarness.key(of: "\(csi)27;6;65~")
    #expect(shifted?.key == .character("a"))
    #expect(shifted?.modifiers == [.shift, .control])
  }

  @Test("CSI 1 ; m R is modified F3 unless a cursor position report is expected")
  func cprVersusF3() {
    #expect(DecoderHarness.lines(of: "\(csi)1;5R") == ["K f3 ctrl press"])
    var decoder = InputDecoder()
    decoder.expectCursorPositionReport()
    let events = DecoderHarness.decodeAllWays(Array("\(csi)1;5R\(csi)1;5R".utf8), decoder: decoder)
    #expect(events.first == .reply(.cursorPosition(row: 1, column: 5)))
    #expect(DecoderHarness.lines(events).last == "K f3 ctrl press")
  }

  @Test("Unknown sequences are dropped and counted, and never leak as keys")
  func unknownSequences() {
    var decoder = InputDecoder()
    let events = decoder.feed(Array("\(csi)99~\(csi)2J\(ss3)z\(csi)>1;2x".utf8) + Array("a".utf8), at: .zero)
    #expect(DecoderHarness.lines(events) == ["K a - press"])
    #expect(decoder.discardedSequenceCount == 4)
  }
}
