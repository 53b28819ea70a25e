import Testing

@testable import EaselInput

@Suite("InputDecoder: hostile input")
struct InputDecoderHostileTests {
  /// Decodes `garbage`, flushes, then checks that a normal key and a sequence still decode and
  /// that no buffer grew past its bound.
  static func expectRecovers(
    after garbage: [UInt8], decoder: inout InputDecoder, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var events: [InputEvent] = []
    garbage.withUnsafeBufferPointer { decoder.feed($0, at: .zero, into: &events) }
    #expect(decoder.params.entryCount <= InputDecoder.Parameters.maxEntries, sourceLocation: sourceLocation)
    #expect(decoder.stringBuffer.count <= InputDecoder.maxVersionBytes + 2, sourceLocation: sourceLocation)
    #expect(decoder.pasteBuffer.count <= decoder.configuration.maxPasteBytes, sourceLocation: sourceLocation)
    decoder.flush(into: &events)
    #expect(decoder.deadline == nil, sourceLocation: sourceLocation)
    let after = decoder.feed(Array("q\(csi)1;5A".utf8), at: .zero)
    #expect(
      DecoderHarness.lines(after) == ["K q - press", "K up ctrl press"], sourceLocation: sourceLocation)
  }

  @Test("1 MB of ESC [ garbage drops every fragment and keeps decoding")
  func escapeBracketFlood() {
    var decoder = InputDecoder()
    let garbage: [UInt8] = (0..<(1 << 20)).map { $0 % 2 == 0 ? 0x1B : 0x5B }
    var events: [InputEvent] = []
    (garbage + Array("\(csi)B".utf8)).withUnsafeBufferPointer { decoder.feed($0, at: .zero, into: &events) }
    #expect(DecoderHarness.lines(events) == ["K down - press"])
    #expect(decoder.discardedSequenceCount == 1 << 19)
    Self.expectRecovers(after: garbage, decoder: &decoder)
  }

  @Test("An endless parameter list or an over-long number is swallowed to its final byte and dropped")
  func endlessParameters() {
    var decoder = InputDecoder()
    let list = Array(csi.utf8) + Array(String(repeating: "1;", count: 200_000).utf8)
    var events: [InputEvent] = []
    (list + Array("A".utf8)).withUnsafeBufferPointer { decoder.feed($0, at: .zero, into: &events) }
    #expect(events.isEmpty)
    #expect(decoder.discardedSequenceCount == 1)
    let digits = Array(csi.utf8) + [UInt8](repeating: 0x39, count: 100_000) + Array("u".utf8)
    #expect(decoder.feed(digits, at: .zero).isEmpty)
    Self.expectRecovers(after: list, decoder: &decoder)
  }

  @Test("Numbers saturate: 2^63 and far larger values drop key and mouse reports without trapping")
  func saturation() {
    var decoder = InputDecoder()
    let input =
      "\(csi)9223372036854775807;5u\(csi)99999999999999999999999999999;1:3u"
      + "\(csi)<0;18446744073709551616;1M\(csi)1;99999999999999999999A\(csi)48;99999999999999999999;1;1;1t"
    #expect(decoder.feed(Array(input.utf8), at: .zero).isEmpty)
    #expect(decoder.discardedSequenceCount == 5)
  }

  @Test("Sequences with too many fields are dropped, with bounded storage")
  func tooManyFields() {
    var decoder = InputDecoder()
    let input = "\(csi)<" + String(repeating: "1;", count: 60) + "1M"
    #expect(decoder.feed(Array(input.utf8), at: .zero).isEmpty)
    #expect(decoder.discardedSequenceCount == 1)
  }

  @Test("Unterminated OSC and DCS strings use bounded memory and end at the deadline")
  func unterminatedStrings() {
    var decoder = InputDecoder()
    let osc = Array("\u{1B}]0;".utf8) + [UInt8](repeating: 0x78, count: 1 << 20)
    Self.expectRecovers(after: osc, decoder: &decoder)
    let dcs = Array("\u{1B}P>|".utf8) + [UInt8](repeating: 0x78, count: 1 << 20)
    Self.expectRecovers(after: dcs, decoder: &decoder)
    var timed = InputDecoder()
    _ = timed.feed(Array("\u{1B}]0;title".utf8), at: .milliseconds(0))
    // A string that has begun waits `controlStringTimeout` (not the ESC delay) for the rest.
    #expect(timed.deadline == .milliseconds(1000))
    #expect(timed.expire(at: .milliseconds(999)).isEmpty)
    #expect(timed.expire(at: .milliseconds(1000)).isEmpty)
    #expect(DecoderHarness.lines(timed.feed(Array("a".utf8), at: .milliseconds(1001))) == ["K a - press"])
  }

  @Test("A paste flood past maxPasteBytes keeps only the limit")
  func pasteFlood() {
    var decoder = InputDecoder(configuration: .init(maxPasteBytes: 1000))
    let flood = Array("\(csi)200~".utf8) + [UInt8](repeating: 0x41, count: 1 << 20)
    Self.expectRecovers(after: flood, decoder: &decoder)
  }

  @Test("Random bytes never trap, decode the same at any cut, and leave the decoder usable")
  func randomBytes() {
    var random = DecoderHarness.Random(state: 42)
    let alphabet: [UInt8] =
      Array("\u{1B}[O;:<?>$0123456789MmuA~P\\]\u{7}".utf8) + [
        0x9B, 0x90, 0x9C, 0x8F, 0xC3, 0xE2, 0x82, 0xFF, 0,
      ]
    for round in 0..<150 {
      let length = random.next(below: 300)
      let bytes = (0..<length).map { _ in
        random.next(below: 4) == 0
          ? UInt8(truncatingIfNeeded: random.next()) : alphabet[random.next(below: alphabet.count)]
      }
      _ = DecoderHarness.decodeAllWays(bytes, seed: UInt64(round))
      var decoder = InputDecoder()
      Self.expectRecovers(after: bytes, decoder: &decoder)
    }
  }
}
