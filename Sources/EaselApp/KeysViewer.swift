import EaselInput

/// `easel keys`: every input event as Easel decodes it, one line each — milliseconds since
/// start, the canonical event, and `synth` when the key tracker made it up (spec §2).
/// Ctrl-C twice in a row (press or repeat, nothing else pressed between) quits.
struct KeysViewer: Sendable {
  static let maximumKeptLines = 500

  var size: TerminalSize
  let summary: CapabilitySummary
  let startedAt: Instant
  /// Recent lines, kept to redraw after a resize or resume.
  var recentLines: [String] = []
  var lastPressWasControlC = false

  init(size: TerminalSize, capabilities: Capabilities, modes: TerminalModes, startedAt: Instant) {
    self.size = size
    summary = CapabilitySummary(capabilities: capabilities, modes: modes)
    self.startedAt = startedAt
  }

  var headerLines: [String] {
    ["Easel keys: every input event as decoded. Press Ctrl-C twice to quit."] + summary.lines + [""]
  }

  /// The line for one event, or nil for terminal replies.
  func line(for event: InputEvent, at now: Instant) -> String? {
    guard let canonical = event.canonical else { return nil }
    var text = "\((now - startedAt).milliseconds) \(canonical)"
    if case .key(let key) = event, key.isSynthesized { text += " synth" }
    return text
  }

  mutating func handle(_ event: InputEvent, at now: Instant) -> ScreenResult {
    guard let text = line(for: event, at: now) else { return ScreenResult() }
    var result = ScreenResult(bytes: append(text))
    // A repeat counts too: on a legacy terminal a second quick tap is indistinguishable from
    // auto-repeat, so it arrives as a (synthesized) repeat.
    if case .key(let key) = event, key.phase != .release, !key.key.isModifier {
      let isControlC = key.key == .character("c") && key.modifiers.contains(.control)
      if isControlC && lastPressWasControlC {
        result.exit = .success
      } else if isControlC {
        result.bytes += append("(press Ctrl-C again to quit)")
      }
      lastPressWasControlC = isControlC
    }
    return result
  }

  /// A resize: the screen is redrawn for the new size and an `R cols rows` line added.
  mutating func resized(to newSize: TerminalSize, at now: Instant) -> [UInt8] {
    size = newSize
    var bytes = fullFrame()
    bytes += append("\((now - startedAt).milliseconds) R \(newSize.columns) \(newSize.rows)")
    return bytes
  }

  mutating func append(_ text: String) -> [UInt8] {
    recentLines.append(text)
    if recentLines.count > Self.maximumKeptLines { recentLines.removeFirst(recentLines.count / 2) }
    return Array(clip(text).utf8) + [0x0D, 0x0A]
  }

  func clip(_ text: String) -> String {
    guard size.columns > 0 else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(size.columns)))
  }

  /// Header, then as many recent lines as fit; the cursor ends on the next free line.
  func fullFrame() -> [UInt8] {
    var writer = ByteWriter()
    writer.append("\u{1b}[0m\u{1b}[H\u{1b}[2J")
    let header = headerLines
    let room = max(0, size.rows - header.count - 1)
    for text in header + recentLines.suffix(room) {
      writer.append(clip(text))
      writer.append("\r\n")
    }
    return writer.bytes
  }
}
