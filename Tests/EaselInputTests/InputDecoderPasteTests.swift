import Testing

@testable import EaselInput

@Suite("InputDecoder: bracketed paste")
struct InputDecoderPasteTests {
  static func paste(_ events: [InputEvent]) -> PasteEvent? {
    guard events.count == 1, case .paste(let paste) = events[0] else { return nil }
    return paste
  }

  @Test("Content between CSI 200~ and CSI 201~ is literal: ESC, C1 bytes and controls start nothing")
  func literalContent() {
    let content = "line 1\r\n\tx \(csi)A \(esc)x \u{9B}y é"
    let events = DecoderHarness.decodeAllWays("\(csi)200~\(content)\(csi)201~")
    #expect(Self.paste(events)?.text == content)
    #expect(Self.paste(events)?.droppedByteCount == 0)
  }

  @Test("NUL bytes are stripped from a paste")
  func nulStripped() {
    let events = DecoderHarness.decodeAllWays("\(csi)200~a\u{0}b\u{0}\(csi)201~")
    #expect(Self.paste(events)?.text == "ab")
  }

  @Test("The first end marker ends the paste; a forged start marker inside is content")
  func forgedMarkers() {
    let input = "\(csi)200~a\(csi)200~b\(csi)201~c\(csi)201~"
    let events = DecoderHarness.decodeAllWays(input)
    #expect(events.first == .paste(PasteEvent(text: "a\(csi)200~b")))
    #expect(DecoderHarness.lines(Array(events.dropFirst())) == ["K c - press"])
  }

  @Test("A partial end marker inside the content stays content")
  func partialMarker() {
    let events = DecoderHarness.decodeAllWays("\(csi)200~x\(csi)20y\(esc)\(esc)[2017\(csi)201~")
    #expect(Self.paste(events)?.text == "x\(csi)20y\(esc)\(esc)[2017")
  }

  @Test("Invalid UTF-8 in a paste becomes U+FFFD")
  func invalidUTF8() {
    let bytes = Array("\(csi)200~a".utf8) + [0xFF, 0xC3] + Array("b\(csi)201~".utf8)
    #expect(Self.paste(DecoderHarness.decodeAllWays(bytes))?.text == "a\u{FFFD}\u{FFFD}b")
  }

  @Test("Content past maxPasteBytes is consumed and counted, not kept")
  func sizeLimit() {
    let decoder = InputDecoder(configuration: .init(maxPasteBytes: 4))
    let events = DecoderHarness.decodeAllWays(Array("\(csi)200~abcdefghij\(csi)201~z".utf8), decoder: decoder)
    #expect(events.first == .paste(PasteEvent(text: "abcd", droppedByteCount: 6)))
    #expect(DecoderHarness.lines(Array(events.dropFirst())) == ["K z - press"])
  }

  @Test("An unterminated paste is emitted after the paste idle timeout, not the escape delay")
  func idleTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\(csi)200~abc\(esc)[20".utf8), at: .milliseconds(0)).isEmpty)
    #expect(decoder.deadline == .milliseconds(2000))
    #expect(decoder.expire(at: .milliseconds(1999)).isEmpty)
    #expect(decoder.expire(at: .milliseconds(2000)) == [.paste(PasteEvent(text: "abc\(esc)[20"))])
    #expect(decoder.deadline == nil)
  }
}
