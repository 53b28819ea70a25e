import Testing

@testable import EaselInput

@Suite("InputDecoder: terminal replies and focus")
struct InputDecoderReplyTests {
  @Test(
    "Replies to the §2.1 queries decode as replies, never as keys",
    arguments: [
      ("\(csi)?27u", TerminalReply.kittyKeyboardFlags(27)),
      ("\(csi)?62;22;52c", .primaryDeviceAttributes([62, 22, 52])),
      ("\(csi)?6c", .primaryDeviceAttributes([6])),
      ("\(csi)>1;4000;29c", .secondaryDeviceAttributes([1, 4000, 29])),
      ("\(csi)?2026;2$y", .modeReport(mode: 2026, value: 2)),
      ("\(csi)?1016;0$y", .modeReport(mode: 1016, value: 0)),
      ("\(csi)6;18;9t", .cellSizePixels(width: 9, height: 18)),
      ("\(csi)4;1080;1920t", .textAreaPixels(width: 1920, height: 1080)),
      (
        "\(csi)48;50;200;900;1800t",
        .inBandResize(columns: 200, rows: 50, widthPixels: 1800, heightPixels: 900)
      ),
      (
        "\(csi)48;50:1;200:7;900;1800t",
        .inBandResize(columns: 200, rows: 50, widthPixels: 1800, heightPixels: 900)
      ),
      ("\(csi)>4;2m", .modifyOtherKeysLevel(2)),
      ("\u{1B}P>|XTerm(410)\u{1B}\\", .terminalVersion("XTerm(410)")),
      ("\u{1B}P>|kitty(0.42.1)\u{7}", .terminalVersion("kitty(0.42.1)")),
    ])
  func replies(input: String, reply: TerminalReply) {
    #expect(DecoderHarness.decodeAllWays(input) == [.reply(reply)])
  }

  @Test("8-bit C1 introducers work for replies: 0x9b CSI, 0x90 DCS with 0x9c ST")
  func eightBitReplies() {
    let bytes: [UInt8] = [0x9B] + Array("?1u".utf8) + [0x90] + Array(">|foot(1.2)".utf8) + [0x9C]
    #expect(
      DecoderHarness.decodeAllWays(bytes) == [
        .reply(.kittyKeyboardFlags(1)), .reply(.terminalVersion("foot(1.2)")),
      ])
    #expect(DecoderHarness.lines(DecoderHarness.decodeAllWays([0x8F, 0x41])) == ["K up - press"])
  }

  @Test("XTVERSION text keeps printable ASCII only and is bounded")
  func versionSanitized() {
    let long = String(repeating: "v", count: 5000)
    let events = DecoderHarness.decodeAllWays("\u{1B}P>|ab\u{1}c\u{7F}\(long)\u{1B}\\")
    guard case .reply(.terminalVersion(let text)) = events.first else {
      Issue.record("no reply")
      return
    }
    #expect(text.hasPrefix("abcv"))
    #expect(text.utf8.count <= InputDecoder.maxVersionBytes)
  }

  @Test("Focus in and out (mode 1004) are CSI I and CSI O")
  func focus() {
    #expect(DecoderHarness.decodeAllWays("\(csi)I\(csi)O") == [.focus(true), .focus(false)])
  }

  @Test("OSC, DCS, APC, PM and SOS strings are consumed up to ST or BEL and dropped")
  func stringsDropped() {
    let input =
      "\u{1B}]11;rgb:0000/0000/0000\u{7}\u{1B}]52;c;aGk=\u{1B}\\\u{1B}_Gi=1;OK\u{1B}\\"
      + "\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\\u{1B}P1$r0m\u{1B}\\a"
    var decoder = InputDecoder()
    #expect(DecoderHarness.lines(decoder.feed(Array(input.utf8), at: .zero)) == ["K a - press"])
    #expect(decoder.discardedSequenceCount == 6)
  }

  @Test("Keys typed during start-up interleave with replies")
  func interleaved() {
    #expect(
      DecoderHarness.lines(of: "a\(csi)?1ub\(csi)?62c\r") == [
        "K a - press", "reply kittyKeyboardFlags(1)", "K b - press", "reply primaryDeviceAttributes([62])",
        "K enter - press",
      ])
  }
}
