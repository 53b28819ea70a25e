import EaselInput

/// `easel keys` with stdin not a terminal: decode the bytes as one batch — only what the bytes
/// say, no synthesized events — into canonical lines, or count them per kind (`--count`).
public struct KeysBatch: Sendable {
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  public private(set) var counts: [String: Int] = [:]
  let countOnly: Bool

  public init(countOnly: Bool) { self.countOnly = countOnly }

  /// Decodes one chunk; returns the text to print for it (empty with `--count`).
  public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    events.removeAll(keepingCapacity: true)
    decoder.feed(bytes, at: .zero, into: &events)
    return render()
  }

  /// End of input: whatever is pending (a final lone ESC) is resolved.
  public mutating func finish() -> [UInt8] {
    events.removeAll(keepingCapacity: true)
    decoder.flush(into: &events)
    var bytes = render()
    if countOnly {
      for kind in counts.keys.sorted() { bytes += Array("\(kind) \(counts[kind] ?? 0)\n".utf8) }
    }
    return bytes
  }

  mutating func render() -> [UInt8] {
    var bytes: [UInt8] = []
    for event in events {
      guard let line = event.canonical else { continue }
      if countOnly {
        counts[Self.kind(of: event), default: 0] += 1
      } else {
        bytes += Array(line.utf8)
        bytes.append(0x0A)
      }
    }
    return bytes
  }

  /// `key_press`, `mouse_drag`, `paste`, `focus`, … as in the bench's counts file.
  static func kind(of event: InputEvent) -> String {
    switch event {
    case .key(let key): return "key_\(key.phase.name)"
    case .mouse(let mouse): return "mouse_\(mouse.action.name)"
    case .paste: return "paste"
    case .focus: return "focus"
    case .reply: return "reply"
    }
  }
}
