import EaselTestSupport

/// One line of `easel keys` on a terminal: `<ms> <canonical event>[ synth]`, as read back from
/// the pty output with escape sequences removed.
struct EventLine: Equatable, CustomStringConvertible {
  var milliseconds: Int
  /// The canonical event, e.g. `K right - press`.
  var event: String
  var isSynthesized: Bool
  /// When the test read the line's last character (monotonic ns).
  var arrivedAt: UInt64

  var description: String { "\(milliseconds) \(event)\(isSynthesized ? " synth" : "")" }

  /// Every event line in `process.output` from `start`. `easel keys` draws each line once,
  /// whole, into a blank row of its screen, so the text between two cursor moves (CR LF or a
  /// CSI that moves the cursor) whose printable part starts with a number and a known event
  /// letter is one event line; other escape sequences are skipped, a cursor-forward is spaces.
  static func parse(_ process: PTYProcess, from start: Int = 0) -> [EventLine] {
    var lines: [EventLine] = []
    var text: [UInt8] = []
    /// Where the line's last character is: it arrives with the frame that drew the line.
    var lastTextOffset = start
    var index = start
    let output = process.output
    func endLine(at offset: Int) {
      if !text.isEmpty,
        let line = EventLine(
          text: String(decoding: text, as: UTF8.self),
          arrivedAt: process.arrivalTime(ofOffset: lastTextOffset))
      {
        lines.append(line)
      }
      text = []
    }
    while index < output.count {
      let byte = output[index]
      if byte == 0x1b {
        // A CSI sequence (or a two-byte escape); drawn text never contains ESC.
        let sequenceStart = index
        index += 1
        guard index < output.count, output[index] == UInt8(ascii: "[") else {
          index += 1
          continue
        }
        index += 1
        let parametersStart = index
        while index < output.count && !(0x40...0x7e).contains(output[index]) { index += 1 }
        guard index < output.count else { break }
        let final = output[index]
        let parameters = String(decoding: output[parametersStart..<index], as: UTF8.self)
        index += 1
        switch final {
        case UInt8(ascii: "C"):
          text += Array(repeating: UInt8(ascii: " "), count: Int(parameters) ?? 1)
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "D"), UInt8(ascii: "E"), UInt8(ascii: "F"),
          UInt8(ascii: "G"), UInt8(ascii: "H"), UInt8(ascii: "d"), UInt8(ascii: "f"):
          endLine(at: sequenceStart)
        default:
          break
        }
        continue
      }
      if byte == 0x0a || byte == 0x0d {
        endLine(at: index)
      } else if byte == 0x08 {
        endLine(at: index)
      } else {
        text.append(byte)
        lastTextOffset = index
      }
      index += 1
    }
    endLine(at: output.count)
    return lines
  }

  init?(text: String, arrivedAt: UInt64) {
    var words = text.split(separator: " ").map(String.init)
    guard words.count >= 2, let stamp = Int(words[0]), ["K", "M", "P", "F", "R"].contains(words[1]) else {
      return nil
    }
    milliseconds = stamp
    isSynthesized = words.last == "synth"
    if isSynthesized { words.removeLast() }
    event = words.dropFirst().joined(separator: " ")
    self.arrivedAt = arrivedAt
  }
}
