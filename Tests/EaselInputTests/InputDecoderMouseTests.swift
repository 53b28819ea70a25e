import Testing

@testable import EaselInput

@Suite("InputDecoder: mouse")
struct InputDecoderMouseTests {
  @Test(
    "SGR reports (1006): buttons, motion, wheel, extra buttons and modifier bits (§7.2)",
    arguments: [
      ("\(csi)<0;10;5M", "M press 1 10 5 -"), ("\(csi)<1;10;5M", "M press 2 10 5 -"),
      ("\(csi)<2;10;5M", "M press 3 10 5 -"), ("\(csi)<0;10;5m", "M release 1 10 5 -"),
      ("\(csi)<2;3;4m", "M release 3 3 4 -"), ("\(csi)<32;11;5M", "M drag 1 11 5 -"),
      ("\(csi)<34;11;5M", "M drag 3 11 5 -"), ("\(csi)<35;12;6M", "M move 0 12 6 -"),
      ("\(csi)<64;1;1M", "M wheel up 1 1 -"), ("\(csi)<65;1;1M", "M wheel down 1 1 -"),
      ("\(csi)<66;1;1M", "M wheel left 1 1 -"), ("\(csi)<67;1;1M", "M wheel right 1 1 -"),
      ("\(csi)<128;7;8M", "M press 8 7 8 -"), ("\(csi)<129;7;8M", "M press 9 7 8 -"),
      ("\(csi)<131;7;8M", "M press 11 7 8 -"), ("\(csi)<4;1;2M", "M press 1 1 2 shift"),
      ("\(csi)<8;1;2M", "M press 1 1 2 alt"), ("\(csi)<16;1;2M", "M press 1 1 2 ctrl"),
      ("\(csi)<28;1;2M", "M press 1 1 2 shift+alt+ctrl"), ("\(csi)<39;9;9M", "M move 0 9 9 shift"),
      ("\(csi)<80;3;3M", "M wheel up 3 3 ctrl"), ("\(csi)<0;2000;1200M", "M press 1 2000 1200 -"),
    ])
  func sgr(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test("SGR-pixel reports are marked isPixels when the app says mode 1016 is on; negatives pass through")
  func pixels() {
    var decoder = InputDecoder()
    decoder.mousePixels = true
    let events = DecoderHarness.decodeAllWays(
      Array("\(csi)<0;1500;1100M\(csi)<32;-4;20M".utf8), decoder: decoder)
    #expect(
      events == [
        .mouse(MouseEvent(action: .press, button: .left, x: 1500, y: 1100, isPixels: true)),
        .mouse(MouseEvent(action: .drag, button: .left, x: -4, y: 20, isPixels: true)),
      ])
  }

  @Test("X10 reports CSI M Cb Cx Cy (values + 32): press, release (button unknown), motion")
  func x10() {
    let bytes: [UInt8] =
      Array(csi.utf8) + [0x4D, 32, 33 + 9, 33 + 4] + Array(csi.utf8) + [0x4D, 35, 50, 40]
      + Array(csi.utf8) + [0x4D, 67, 255, 255] + Array(csi.utf8) + [0x4D, 96, 40, 40]
    #expect(
      DecoderHarness.lines(DecoderHarness.decodeAllWays(bytes)) == [
        "M press 1 10 5 -", "M release 0 18 8 -", "M move 0 223 223 -", "M wheel up 8 8 -",
      ])
  }

  @Test("urxvt reports CSI Cb ; Cx ; Cy M decode like X10 with decimal coordinates")
  func urxvt() {
    #expect(
      DecoderHarness.lines(of: "\(csi)32;300;40M\(csi)96;1;1M") == ["M press 1 300 40 -", "M wheel up 1 1 -"])
  }

  @Test("Huge coordinates or button codes, wheel releases and short reports are dropped")
  func invalid() {
    var decoder = InputDecoder()
    let input =
      "\(csi)<0;9223372036854775808;1M\(csi)<0;1;99999999999999999999999M\(csi)<256;1;1M"
      + "\(csi)<64;1;1m\(csi)<0;1M\(csi)<0;1;1;1M\(csi)<192;1;1M"
    #expect(decoder.feed(Array(input.utf8), at: .zero).isEmpty)
    #expect(decoder.discardedSequenceCount == 7)
  }
}
