import EaselInput
import Testing

@testable import EaselApp

@Suite("KeysBatch")
struct KeysBatchTests {
  func run(_ input: String, countOnly: Bool = false, cutAt cuts: [Int] = []) -> String {
    var batch = KeysBatch(countOnly: countOnly)
    let bytes = Array(input.utf8)
    var output: [UInt8] = []
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      let chunk = Array(bytes[start..<min(cut, bytes.count)])
      output += chunk.withUnsafeBufferPointer { batch.feed($0) }
      start = cut
    }
    output += batch.finish()
    return String(decoding: output, as: UTF8.self)
  }

  @Test("batch decoding prints one canonical line per event and no synthesized events")
  func lines() {
    #expect(
      run("a\u{1b}[1;5A\u{1b}[<64;3;4M") == "K a - press\nK up ctrl press\nM wheel up 3 4 -\n")
  }

  @Test("a trailing lone ESC is resolved at the end of input")
  func trailingEscape() {
    #expect(run("\u{1b}") == "K escape - press\n")
  }

  @Test("input split across reads decodes the same")
  func splitReads() {
    let input = "x\u{1b}[1;5A\u{1b}[200~paste\u{1b}[201~"
    #expect(run(input, cutAt: [2, 4, 9, 12]) == run(input))
  }

  @Test("--count prints totals per kind")
  func counts() {
    #expect(
      run("ab\u{1b}[<0;1;1M\u{1b}[<0;1;1m", countOnly: true)
        == "key_press 2\nmouse_press 1\nmouse_release 1\n")
  }
}
