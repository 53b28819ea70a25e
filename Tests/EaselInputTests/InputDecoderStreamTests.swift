import Testing

@testable import EaselInput

@Suite("InputDecoder: mixed streams")
struct InputDecoderStreamTests {
  /// Pieces of a terminal's input in the shapes of `../shared/bench/gen_input.py`, with the
  /// canonical line each must decode to.
  static let pieces: [(String, String)] = [
    ("a", "K a - press"), ("Q", "K Q - press"), (" ", "K space - press"), ("ж", "K ж - press"),
    ("🚀", "K 🚀 - press"), ("\r", "K enter - press"), ("\t", "K tab - press"),
    ("\u{7F}", "K backspace - press"), ("\u{17}", "K w ctrl press"),
    ("\(esc)x", "K x alt press"), ("\(esc).", "K . alt press"),
    ("\(csi)1;5A", "K up ctrl press"), ("\(ss3)D", "K left - press"), ("\(ss3)R", "K f3 - press"),
    ("\(csi)15;6~", "K f5 shift+ctrl press"), ("\(csi)Z", "K tab shift press"),
    ("\(csi)97;5:3u", "K a ctrl release"), ("\(csi)57441;2:1u", "K left_shift - press"),
    ("\(csi)120:88;2u", "K X - press"), ("\(csi)57399u", "K kp_0 - press"),
    ("\(csi)1;2:2C", "K right shift repeat"), ("\(csi)3;5:3~", "K delete ctrl release"),
    ("\(csi)<35;120;40M", "M move 0 120 40 -"), ("\(csi)<0;5;6M", "M press 1 5 6 -"),
    ("\(csi)<32;6;6M", "M drag 1 6 6 -"), ("\(csi)<0;6;6m", "M release 1 6 6 -"),
    ("\(csi)<66;1999;1199M", "M wheel left 1999 1199 -"), ("\(csi)<39;3;4M", "M move 0 3 4 shift"),
    ("\(csi)200~fn x() {\n\tcafé\n}\(csi)201~", "P 16 \(crc("fn x() {\n\tcafé\n}"))"),
  ]

  static func crc(_ text: String) -> String {
    let digits = String(CRC32.checksum(text.utf8), radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  @Test("Every piece decodes alone to its line")
  func piecesAlone() {
    for (input, line) in Self.pieces {
      #expect(DecoderHarness.lines(of: input) == [line], "\(input.debugDescription)")
    }
  }

  @Test("Random streams of pieces decode to their lines in order, whole and at random cuts")
  func randomStreams() {
    var random = DecoderHarness.Random(state: 20_240_611)
    for round in 0..<20 {
      var bytes: [UInt8] = []
      var expected: [String] = []
      for _ in 0..<400 {
        let (input, line) = Self.pieces[random.next(below: Self.pieces.count)]
        bytes += Array(input.utf8)
        expected.append(line)
      }
      let events = DecoderHarness.decodeAllWays(bytes, seed: UInt64(round))
      #expect(DecoderHarness.lines(events) == expected)
    }
  }

  @Test("The bench's read model gives the same events as one whole read, with ESC resolved at pauses")
  func readModel() {
    var whole = InputDecoder()
    var chunked = InputDecoder()
    let bytes = Array("ab\(csi)1;5A\(esc)".utf8)
    var first: [InputEvent] = []
    bytes.withUnsafeBufferPointer { whole.feed($0, at: .zero, into: &first) }
    first += whole.expire(at: .milliseconds(26))
    var second: [InputEvent] = []
    for start in stride(from: 0, to: bytes.count, by: 3) {
      bytes[start..<min(start + 3, bytes.count)].withUnsafeBufferPointer {
        chunked.feed($0, at: .zero, into: &second)
      }
    }
    second += chunked.expire(at: .milliseconds(26))
    #expect(first == second)
    #expect(DecoderHarness.lines(first).last == "K escape - press")
  }
}
