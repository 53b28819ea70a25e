import EaselInput

/// The editor's screen: for now a blank canvas and a status bar naming the terminal and what it
/// supports (the canvas and its document come with the canvas issue). Cmd-Q (Ctrl-Q or Super-Q) quits.
struct EditorScreen: Sendable {
  var size: TerminalSize
  let summary: CapabilitySummary
  let documentName: String?

  init(size: TerminalSize, capabilities: Capabilities, modes: TerminalModes, documentName: String?) {
    self.size = size
    summary = CapabilitySummary(capabilities: capabilities, modes: modes)
    self.documentName = documentName
  }

  mutating func resize(to newSize: TerminalSize) { size = newSize }

  mutating func handle(_ event: InputEvent) -> ScreenResult {
    guard case .key(let key) = event, key.phase == .press, key.key == .character("q"),
      !key.modifiers.isDisjoint(with: [.control, .superKey])
    else { return ScreenResult() }
    return ScreenResult(exit: .success)
  }

  var statusText: String {
    let name = documentName.map { CapabilitySummary.printableASCII($0, limit: 40) } ?? "untitled"
    var parts = ["Easel", name, summary.terminalName, summary.keyboardShort, "mouse \(summary.mouse)"]
    if summary.modes.synchronizedOutput { parts.append("sync") }
    parts.append("cell \(summary.cellSize)")
    parts.append(summary.capabilities.colors.rawValue)
    parts.append("Ctrl-Q quit")
    return " " + parts.joined(separator: " | ")
  }

  /// Clears the screen and draws the status bar on the last row, in reverse video.
  func fullFrame() -> [UInt8] {
    guard size.rows > 0, size.columns > 0 else { return [] }
    var writer = ByteWriter()
    if summary.modes.synchronizedOutput { writer.append("\u{1b}[?2026h") }
    writer.append("\u{1b}[0m\u{1b}[H\u{1b}[2J")
    writer.moveTo(row: size.rows - 1, column: 0)
    writer.append("\u{1b}[7m")
    let text = Array(statusText.unicodeScalars.prefix(size.columns))
    var line = String(String.UnicodeScalarView(text))
    line += String(repeating: " ", count: size.columns - text.count)
    writer.append(line)
    writer.append("\u{1b}[0m")
    if summary.modes.synchronizedOutput { writer.append("\u{1b}[?2026l") }
    return writer.bytes
  }
}
