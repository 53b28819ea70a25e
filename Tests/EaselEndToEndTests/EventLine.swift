import EaselTestSupport

/// One line of `easel keys` on a terminal: `<ms> <canonical event>[ synth]`, as read back from
/// the pty output with escape sequences removed.
struct EventLine: Equatable, CustomStringConvertible {
  var milliseconds: Int
  /// The canonical event, e.g. `K right - press`.
  var event: String
  var isSynthesized: Bool
  /// When the test read the line's end (monotonic ns).
  var arrivedAt: UInt64

  var description: String { "\(milliseconds) \(event)\(isSynthesized ? " synth" : "")" }

  /// Every event line in `process.output` from `start`: each `\r\n`-terminated run of text whose
  /// printable part starts with a number and a known event letter.
  static func parse(_ process: PTYProcess, from start: Int = 0) -> [EventLine] {
    var lines: [EventLine] = []
    var text: [UInt8] = []
    var index = start
    let output = process.output
    while index < output.count {
      let byte = output[index]
      if byte == 0x1b {
        // Skip a CSI sequence (or a two-byte escape); drawn text never contains ESC.
        index += 1
        if index < output.count && output[index] == UInt8(ascii: "[") {
          index += 1
          while index < output.count && !(0x40...0x7e).contains(output[index]) { index += 1 }
        }
        index += 1
        continue
      }
      if byte == 0x0a {
        if let line = EventLine(
          text: String(decoding: text, as: UTF8.self), arrivedAt: process.arrivalTime(ofOffset: index))
        {
          lines.append(line)
        }
        text = []
      } else if byte != 0x0d {
        text.append(byte)
      }
      index += 1
    }
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
