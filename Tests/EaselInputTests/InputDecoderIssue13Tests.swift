import Testing

@testable import EaselInput

/// Vectors from issue 13: xterm's old modifier-only key form, the CSI form of the modified
/// keypad, a control string's terminator split by a slow link, and urxvt's wheel-coded motion.
@Suite("InputDecoder: issue 13 vectors")
struct InputDecoderIssue13Tests {
  @Test(
    "xterm's old modifier-only form: a lone parameter on a cursor or function final is the modifier",
    arguments: [
      ("\(csi)2D", "K left shift press"), ("\(csi)5A", "K up ctrl press"),
      ("\(csi)3C", "K right alt press"), ("\(csi)6B", "K down shift+ctrl press"),
      ("\(csi)2H", "K home shift press"), ("\(csi)5F", "K end ctrl press"),
      ("\(csi)2P", "K f1 shift press"), ("\(csi)5Q", "K f2 ctrl press"), ("\(csi)2S", "K f4 shift press"),
      ("\(csi)1D", "K left - press"), ("\(csi)D", "K left - press"),
      // The forms with `1 ;` still mean the same.
      ("\(csi)1;2D", "K left shift press"), ("\(csi)1;5A", "K up ctrl press"),
    ])
  func modifierOnlyForm(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test(
    "xterm's PC-style keypad in CSI form, CSI 1 ; mods j ... y, M, X: the keypad key with its modifiers",
    arguments: [
      ("\(csi)1;2j", "K kp_multiply shift press"), ("\(csi)1;5k", "K kp_add ctrl press"),
      ("\(csi)1;2l", "K kp_separator shift press"), ("\(csi)1;3m", "K kp_subtract alt press"),
      ("\(csi)1;2n", "K kp_decimal shift press"), ("\(csi)1;2o", "K kp_divide shift press"),
      ("\(csi)1;2p", "K kp_0 shift press"), ("\(csi)1;5q", "K kp_1 ctrl press"),
      ("\(csi)1;2t", "K kp_4 shift press"), ("\(csi)1;2u", "K kp_5 shift press"),
      ("\(csi)1;2y", "K kp_9 shift press"), ("\(csi)1;2M", "K kp_enter shift press"),
      ("\(csi)1;2X", "K kp_equal shift press"),
    ])
  func keypadCSIForm(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test("The finals the keypad shares keep their other meanings outside the `1 ; mods` shape")
  func keypadFinalsKeepOtherMeanings() {
    #expect(DecoderHarness.lines(of: "\(csi)97;5u") == ["K a ctrl press"])
    #expect(DecoderHarness.lines(of: "\(csi)32;10;5M") == ["M press 1 10 5 -"])
    #expect(
      DecoderHarness.lines(of: "\(csi)48;24;80;480;800t") == [
        "reply inBandResize(columns: 80, rows: 24, widthPixels: 800, heightPixels: 480)"
      ])
  }

  @Test("ESC P >| ... ESC, then the \\ after more than the ESC delay: the reply, no phantom Esc")
  func splitTerminatorAfterDelay() {
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}P>|xterm(388)\u{1B}".utf8), at: .milliseconds(0))
    #expect(events.isEmpty)
    // Well past the 25 ms ESC delay, still inside the control string's bound.
    events += decoder.expire(at: .milliseconds(26))
    events += decoder.expire(at: .milliseconds(300))
    #expect(events.isEmpty)
    events += decoder.feed(Array("\\".utf8), at: .milliseconds(300))
    events += decoder.feed(Array("\(csi)A".utf8), at: .milliseconds(400))
    #expect(DecoderHarness.lines(events) == ["reply terminalVersion(\"xterm(388)\")", "K up - press"])
    #expect(decoder.discardedSequenceCount == 0)
  }

  @Test("An OSC reply split at its ESC the same way ends quietly (OSC replies are dropped)")
  func splitOSCTerminator() {
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}".utf8), at: .milliseconds(0))
    events += decoder.expire(at: .milliseconds(200))
    events += decoder.feed(Array("\\x".utf8), at: .milliseconds(200))
    #expect(DecoderHarness.lines(events) == ["K x - press"])
  }

  @Test("A control string split in its content after the ESC delay is still one string")
  func splitContentAfterDelay() {
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}P>|xte".utf8), at: .milliseconds(0))
    events += decoder.expire(at: .milliseconds(150))
    events += decoder.feed(Array("rm(388)\u{1B}\\".utf8), at: .milliseconds(150))
    #expect(DecoderHarness.lines(events) == ["reply terminalVersion(\"xterm(388)\")"])
  }

  @Test("Past the bound the string is dropped without an Esc key, and decoding resumes")
  func terminatorNeverComes() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}P>|xterm(388)\u{1B}".utf8), at: .milliseconds(0))
    #expect(decoder.deadline == .milliseconds(1000))
    #expect(decoder.expire(at: .milliseconds(999)).isEmpty)
    #expect(decoder.expire(at: .milliseconds(1000)).isEmpty)
    #expect(decoder.deadline == nil)
    #expect(decoder.discardedSequenceCount == 1)
    #expect(
      DecoderHarness.lines(decoder.feed(Array("\\a".utf8), at: .milliseconds(1200))) == [
        "K \\ - press", "K a - press",
      ])
  }

  @Test("The bound is configurable, and the lone ESC P (Alt+Shift+P) keeps the ESC delay")
  func boundConfigurable() {
    var decoder = InputDecoder(configuration: .init(controlStringTimeout: .milliseconds(300)))
    _ = decoder.feed(Array("\u{1B}P>|x\u{1B}".utf8), at: .milliseconds(0))
    #expect(decoder.deadline == .milliseconds(300))
    var alt = InputDecoder()
    _ = alt.feed(Array("\u{1B}P".utf8), at: .milliseconds(0))
    #expect(alt.deadline == .milliseconds(25))
    #expect(DecoderHarness.lines(alt.expire(at: .milliseconds(25))) == ["K P alt press"])
  }

  @Test(
    "urxvt's motion after a wheel notch (96, 97: wheel + motion bit) is motion in every encoding",
    arguments: [
      // SGR (1006): the code as is.
      (
        "\(csi)<64;10;5M\(csi)<96;11;5M\(csi)<96;12;5M\(csi)<97;13;5M\(csi)<100;14;5M",
        ["M wheel up 10 5 -", "M move 0 11 5 -", "M move 0 12 5 -", "M move 0 13 5 -", "M move 0 14 5 shift"]
      ),
      // urxvt (1015): the code + 32.
      (
        "\(csi)96;10;5M\(csi)128;11;5M\(csi)129;12;5M",
        ["M wheel up 10 5 -", "M move 0 11 5 -", "M move 0 12 5 -"]
      ),
    ])
  func wheelCodedMotion(input: String, expected: [String]) {
    #expect(DecoderHarness.lines(of: input) == expected)
  }

  @Test("urxvt's wheel-coded motion in X10 bytes (CSI M, values + 32) is motion too")
  func wheelCodedMotionX10() {
    let bytes: [UInt8] =
      Array(csi.utf8) + [0x4D, 64 + 32, 33 + 9, 33 + 4] + Array(csi.utf8) + [0x4D, 96 + 32, 33 + 10, 33 + 4]
      + Array(csi.utf8) + [0x4D, 97 + 32, 33 + 11, 33 + 4]
    #expect(
      DecoderHarness.lines(DecoderHarness.decodeAllWays(bytes)) == [
        "M wheel up 10 5 -", "M move 0 11 5 -", "M move 0 12 5 -",
      ])
  }

  @Test("Ten cells of urxvt motion after one notch are one wheel event, not more notches")
  func oneNotchThenMotion() {
    var input = "\(csi)<65;10;5M"
    for column in 11...20 { input += "\(csi)<97;\(column);5M" }
    let events = DecoderHarness.decodeAllWays(input)
    let wheels = events.filter { if case .mouse(let mouse) = $0 { mouse.action == .wheel } else { false } }
    #expect(wheels.count == 1)
    #expect(events.count == 11)
  }
}
