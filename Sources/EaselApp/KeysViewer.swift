import EaselGeometry
import EaselInput
import EaselRender

/// `easel keys`: every input event as Easel decodes it, one line each — milliseconds since
/// start, the canonical event, `synth` when the key tracker made it up (spec §2) and `resumed`
/// on a press that resumes the run a synthesized release ended (a late repeat).
/// Ctrl-C twice in a row (press or repeat, nothing else pressed between) quits.
///
/// The screen is the header, then the lines in a ring under it: each new line goes into the
/// row after the newest, and the rows after it are cleared (`blankRows`). So every line is
/// written once, whole, into a blank row (up to `blankRows` lines in one frame), and what the terminal receives still reads as a log (`script -O` captures,
/// the e2e key log).
struct KeysViewer: Program {
  static let maximumKeptLines = 500

  var size: TerminalSize
  let summary: CapabilitySummary
  let startedAt: Instant
  /// Recent lines, oldest first, kept to lay the screen out again after a resize.
  private(set) var lines: [String] = []
  /// The lines under the header, one per row (nil: blank).
  private var rows: [String?] = []
  /// The row the next line goes into.
  private var nextRow = 0
  private var lastPressWasControlC = false

  init(size: TerminalSize, capabilities: Capabilities, modes: TerminalModes, startedAt: Instant) {
    self.size = size
    summary = CapabilitySummary(capabilities: capabilities, modes: modes)
    self.startedAt = startedAt
    layOut()
  }

  var headerLines: [String] {
    ["Easel keys: every input event as decoded. Press Ctrl-C twice to quit."] + summary.lines + [""]
  }

  var deadline: Instant? { nil }

  /// The line for one event, or nil for terminal replies.
  func line(for event: InputEvent, at now: Instant) -> String? {
    guard let canonical = event.canonical else { return nil }
    var text = "\((now - startedAt).milliseconds) \(canonical)"
    if case .key(let key) = event, key.isSynthesized { text += " synth" }
    if case .key(let key) = event, key.resumesRun { text += " resumed" }
    return text
  }

  mutating func update(_ event: ProgramEvent, context: EventContext) -> [ProgramEffect] {
    switch event {
    case .input(let input):
      return handle(input, at: context.now)
    case .resized(let newSize):
      size = newSize
      layOut()
      append("\((context.now - startedAt).milliseconds) R \(newSize.columns) \(newSize.rows)")
      return []
    case .tick, .saveFinished, .openFinished:
      return []
    }
  }

  private mutating func handle(_ event: InputEvent, at now: Instant) -> [ProgramEffect] {
    guard let text = line(for: event, at: now) else { return [] }
    append(text)
    // A repeat counts too: on a legacy terminal a second quick tap is indistinguishable from
    // auto-repeat, so it arrives as a (synthesized) repeat.
    guard case .key(let key) = event, key.phase != .release, !key.key.isModifier else { return [] }
    let isControlC = key.key == .character("c") && key.modifiers.contains(.control)
    defer { lastPressWasControlC = isControlC }
    if isControlC && lastPressWasControlC { return [.exit(.success)] }
    if isControlC { append("(press Ctrl-C again to quit)") }
    return []
  }

  /// The rows under the header.
  private var room: Int { max(0, size.rows - headerLines.count) }

  private mutating func append(_ text: String) {
    lines.append(text)
    if lines.count > Self.maximumKeptLines { lines.removeFirst(lines.count / 2) }
    guard room > 0 else { return }
    rows[nextRow] = text
    nextRow = (nextRow + 1) % room
    for ahead in 0..<blankRowsAhead { rows[(nextRow + ahead) % room] = nil }
  }

  /// Rows kept blank after the newest line (at most `blankRows`, fewer on a short screen): the
  /// lines of one frame land in rows that were blank in the frame before, so each is written
  /// whole even when a burst (a release with a resumed run's press and repeats) comes at once.
  static let blankRows = 8
  private var blankRowsAhead: Int { min(Self.blankRows, room - 1) }

  /// The newest lines that fit, from the top, with the blank rows after them.
  private mutating func layOut() {
    rows = Array(repeating: nil, count: room)
    nextRow = 0
    guard room > 0 else { return }
    for text in lines.suffix(max(1, room - blankRowsAhead)) {
      rows[nextRow] = text
      nextRow = (nextRow + 1) % room
    }
  }

  func view(into grid: inout CellGrid) {
    let header = headerLines
    for (row, text) in (header + rows.map { $0 ?? "" }).enumerated() where row < grid.size.rows {
      grid.put(text, at: CellPoint(column: 0, row: row))
    }
  }
}
