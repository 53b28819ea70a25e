import Testing

@testable import EaselInput

@Suite("InputDecoder: text, controls and Alt")
struct InputDecoderTextTests {
  @Test("Printable ASCII decodes to keys that carry their text; capitals are Shift + the lower-case key")
  func printableASCII() {
    let events = DecoderHarness.decodeAllWays("aZ 1~")
    #expect(
      DecoderHarness.lines(events) == [
        "K a - press", "K Z - press", "K space - press", "K 1 - press", "K ~ - press",
      ])
    guard case .key(let capital) = events[1] else {
      Issue.record("not a key")
      return
    }
    #expect(capital.key == .character("z"))
    #expect(capital.modifiers == .shift)
    #expect(capital.text == "Z")
    #expect(capital.hasReportedPhase == false)
  }

  @Test(
    "Every C0 byte of §3.1 decodes as the table says",
    arguments: [
      ("\u{00}", "K space ctrl press"), ("\u{01}", "K a ctrl press"), ("\u{03}", "K c ctrl press"),
      ("\u{08}", "K backspace ctrl press"), ("\u{09}", "K tab - press"), ("\u{0A}", "K j ctrl press"),
      ("\u{0D}", "K enter - press"), ("\u{11}", "K q ctrl press"), ("\u{1A}", "K z ctrl press"),
      ("\u{1C}", "K \\ ctrl press"), ("\u{1D}", "K ] ctrl press"), ("\u{1E}", "K ^ ctrl press"),
      ("\u{1F}", "K _ ctrl press"), ("\u{7F}", "K backspace - press"), ("\u{1B}", "K escape - press"),
    ])
  func controlBytes(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test("UTF-8 characters of every length decode from bytes, with their text")
  func utf8() {
    let events = DecoderHarness.decodeAllWays("é€😀Ж")
    #expect(DecoderHarness.lines(events) == ["K é - press", "K € - press", "K 😀 - press", "K Ж - press"])
    guard case .key(let emoji) = events[2] else {
      Issue.record("not a key")
      return
    }
    #expect(emoji.text == "😀")
    #expect(emoji.modifiers == [])
  }

  @Test("A byte 0xA0–0xFF that is not valid UTF-8 is 8-bit meta: Alt + (byte & 0x7F)")
  func eightBitMeta() {
    let events = DecoderHarness.decodeAllWays([0xE1, 0x61, 0xC1, 0xFF, 0xA0])
    #expect(
      DecoderHarness.lines(events) == [
        "K a alt press", "K a - press", "K A alt press", "K backspace alt press", "K space alt press",
      ])
  }

  @Test("A UTF-8 fragment after its lead byte is dropped and counted; stray C1 bytes too")
  func brokenUTF8() {
    var decoder = InputDecoder()
    let events = decoder.feed([0xE2, 0x82, 0x41, 0x85, 0xC2, 0x85, 0x62], at: .zero)
    #expect(DecoderHarness.lines(events) == ["K A - press", "K b - press"])
    #expect(decoder.discardedSequenceCount == 3)
    _ = DecoderHarness.decodeAllWays([0xE2, 0x82, 0x41, 0x85, 0xC2, 0x85, 0x62])
  }

  @Test("Overlong forms, surrogates and code points past U+10FFFF never decode as characters")
  func invalidUTF8Forms() {
    // C0 80 (overlong NUL), ED A0 80 (surrogate), F5 80 80 80 (past U+10FFFF), F8 (invalid lead).
    let events = DecoderHarness.decodeAllWays([
      0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF5, 0x80, 0x80, 0x80, 0xF8, 0x7A,
    ])
    for event in events {
      if case .key(let key) = event, case .character(let scalar) = key.key {
        #expect(scalar.value < 0xD800 || scalar.value > 0xDFFF)
        #expect(scalar.isASCII, "\(scalar) came from an invalid sequence")
      }
    }
    #expect(DecoderHarness.lines(events).last == "K z - press")
  }

  @Test("ESC + key is Alt + key, without text; ESC + capital is Alt+Shift")
  func altKeys() {
    #expect(
      DecoderHarness.lines(of: "\(esc)x\(esc)Y\(esc)\u{18}\(esc)\r\(esc)\u{7F}\(esc) ") == [
        "K x alt press", "K Y alt press", "K x alt+ctrl press", "K enter alt press", "K backspace alt press",
        "K space alt press",
      ])
    let key = DecoderHarness.key(of: "\(esc)b")
    #expect(key?.text == nil)
  }

  @Test("ESC + a non-ASCII character is Alt + that character")
  func altUnicode() {
    #expect(DecoderHarness.lines(of: "\(esc)é") == ["K é alt press"])
  }

  @Test("A lone ESC is held back until the escape delay passes, then is the Escape key")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], at: .milliseconds(100)).isEmpty)
    #expect(decoder.deadline == .milliseconds(125))
    #expect(decoder.expire(at: .milliseconds(124)).isEmpty)
    #expect(DecoderHarness.lines(decoder.expire(at: .milliseconds(125))) == ["K escape - press"])
    #expect(decoder.deadline == nil)
  }

  @Test("Bytes arriving after the deadline passed find the ESC already resolved")
  func feedAfterDeadline() {
    var decoder = InputDecoder()
    _ = decoder.feed([0x1B], at: .milliseconds(0))
    let events = decoder.feed(Array("[A".utf8), at: .milliseconds(40))
    #expect(DecoderHarness.lines(events) == ["K escape - press", "K [ - press", "K A - press"])
  }

  @Test("The rest of an escape sequence arriving before the deadline completes it")
  func splitBeforeDeadline() {
    var decoder = InputDecoder()
    _ = decoder.feed([0x1B], at: .milliseconds(0))
    #expect(DecoderHarness.lines(decoder.feed(Array("[A".utf8), at: .milliseconds(10))) == ["K up - press"])
  }

  @Test("ESC ESC alone is Alt+Escape; ESC ESC ESC is Alt+Escape then a pending ESC")
  func doubleEscape() {
    #expect(DecoderHarness.lines(of: "\(esc)\(esc)") == ["K escape alt press"])
    #expect(DecoderHarness.lines(of: "\(esc)\(esc)\(esc)") == ["K escape alt press", "K escape - press"])
    #expect(DecoderHarness.lines(of: "\(esc)\(esc)x") == ["K escape alt press", "K x - press"])
  }

  @Test("An ESC prefix before a key sequence is Alt (macOS Option-Up is ESC ESC [ A)")
  func escapePrefixedSequence() {
    #expect(
      DecoderHarness.lines(of: "\(esc)\(csi)A\(esc)\(ss3)P\(esc)\(csi)1;5C") == [
        "K up alt press", "K f1 alt press", "K right alt+ctrl press",
      ])
  }

  @Test("An ESC prefix before a non-key sequence is an Escape key of its own")
  func escapePrefixBeforeMouse() {
    #expect(DecoderHarness.lines(of: "\(esc)\(csi)<0;5;6M") == ["K escape - press", "M press 1 5 6 -"])
  }

  @Test("ESC [ cut off by the deadline is dropped, not typed as '['; ESC O alone is Alt+Shift+O")
  func incompleteIntroducers() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\(csi)1;5".utf8), at: .zero).isEmpty)
    #expect(decoder.expire(at: .milliseconds(25)).isEmpty)
    #expect(decoder.discardedSequenceCount == 1)
    #expect(DecoderHarness.lines(of: ss3) == ["K O alt press"])
    #expect(DecoderHarness.lines(of: "\(esc)P") == ["K P alt press"])
    #expect(DecoderHarness.lines(of: "\(esc)]") == ["K ] alt press"])
  }
}
