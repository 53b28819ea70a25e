import Testing

@testable import EaselInput

/// Feeds decoder input whole, byte by byte and at random cuts, and checks all three agree.
enum DecoderHarness {
  /// A small deterministic generator (SplitMix64), so random cuts are reproducible.
  struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
  }

  /// The events of `bytes` fed in `chunks` at one instant, then flushed.
  static func decode(
    _ bytes: [UInt8], cuts: [Int], decoder prototype: InputDecoder
  ) -> (events: [InputEvent], discarded: Int) {
    var decoder = prototype
    var events: [InputEvent] = []
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      bytes[start..<cut].withUnsafeBufferPointer { decoder.feed($0, at: .zero, into: &events) }
      start = cut
    }
    decoder.flush(into: &events)
    return (events, decoder.discardedSequenceCount)
  }

  /// Decodes `bytes` whole, one byte at a time and at several random cut sets; expects the
  /// same events (and the same discard count) every way, and returns them.
  static func decodeAllWays(
    _ bytes: [UInt8], decoder prototype: InputDecoder = InputDecoder(), seed: UInt64 = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [InputEvent] {
    let whole = decode(bytes, cuts: [], decoder: prototype)
    let single = decode(bytes, cuts: Array(0..<bytes.count), decoder: prototype)
    #expect(single.events == whole.events, "byte by byte", sourceLocation: sourceLocation)
    #expect(single.discarded == whole.discarded, "byte by byte", sourceLocation: sourceLocation)
    var random = Random(state: seed)
    for round in 0..<4 {
      let cutCount = random.next(below: min(bytes.count, 8) + 1)
      let cuts = (0..<cutCount).map { _ in random.next(below: bytes.count + 1) }.sorted()
      let result = decode(bytes, cuts: cuts, decoder: prototype)
      #expect(result.events == whole.events, "cuts \(cuts) (round \(round))", sourceLocation: sourceLocation)
      #expect(result.discarded == whole.discarded, "cuts \(cuts)", sourceLocation: sourceLocation)
    }
    return whole.events
  }

  /// `decodeAllWays` on the UTF-8 of `text`.
  static func decodeAllWays(
    _ text: String, decoder: InputDecoder = InputDecoder(), sourceLocation: SourceLocation = #_sourceLocation
  ) -> [InputEvent] {
    decodeAllWays(Array(text.utf8), decoder: decoder, sourceLocation: sourceLocation)
  }

  /// One line per event: the canonical form, or `reply <value>` for terminal replies.
  static func lines(_ events: [InputEvent]) -> [String] {
    events.map { event in
      if case .reply(let reply) = event { return "reply \(reply)" }
      return event.canonical ?? "?"
    }
  }

  /// The canonical lines of `text` decoded every way.
  static func lines(
    of text: String, decoder: InputDecoder = InputDecoder(), sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    lines(decodeAllWays(text, decoder: decoder, sourceLocation: sourceLocation))
  }

  /// The only key event of `text`, or nil (recording an issue) when there is not exactly one.
  static func key(
    of text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> KeyEvent? {
    let events = decodeAllWays(text, sourceLocation: sourceLocation)
    guard events.count == 1, case .key(let key) = events[0] else {
      Issue.record("expected one key, got \(lines(events))", sourceLocation: sourceLocation)
      return nil
    }
    return key
  }
}

/// `ESC` as a string, to keep sequences in tables readable.
let esc = "\u{1B}"
/// `CSI` (`ESC [`).
let csi = "\u{1B}["
/// `SS3` (`ESC O`).
let ss3 = "\u{1B}O"
