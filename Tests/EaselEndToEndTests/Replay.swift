import EaselTestSupport
import Glibc
import Testing

/// What the scripted terminal of a replay answers to Easel's start-up probe.
enum ReplayTerminal: Sendable {
  /// DA1 only: keys arrive as legacy bytes, releases are synthesized from silence.
  case legacy
  /// The kitty keyboard protocol (flags 0 before the push): presses, repeats and releases reported.
  case kitty
  /// kitty keyboard protocol, SGR-pixel mouse reports (DECRPM 1016: supported) and 8×16-pixel
  /// cells (the answer to `CSI 16 t`).
  case kittyPixels

  var replies: String {
    switch self {
    case .legacy: return "\u{1b}[?6c"
    case .kitty: return "\u{1b}[?0u\u{1b}[?62;22c"
    case .kittyPixels: return "\u{1b}[?0u\u{1b}[?1016;2$y\u{1b}[6;16;8t\u{1b}[?62;22c"
    }
  }

  var isKitty: Bool { self != .legacy }
}

/// Keys a replay types, as each kind of terminal sends them.
enum ReplayKey: Sendable {
  case escape, enter, tab, delete, left, right, up, down

  /// A legacy terminal's bytes for the key (Shift only matters for arrows here).
  func legacy(shift: Bool = false) -> String {
    let e = "\u{1b}"
    switch self {
    case .escape: return e
    case .enter: return "\r"
    case .tab: return "\t"
    case .delete: return "\(e)[3~"
    case .left, .right, .up, .down: return shift ? "\(e)[1;2\(arrowFinal)" : "\(e)[\(arrowFinal)"
    }
  }

  /// kitty's event for the key: `phase` 1 press, 2 repeat, 3 release; `modifiers` as kitty
  /// counts them (1 + Shift 1, Alt 2, Ctrl 4, Super 8).
  func kitty(phase: Int, modifiers: Int = 1) -> String {
    let e = "\u{1b}"
    switch self {
    case .escape: return "\(e)[27;\(modifiers):\(phase)u"
    case .enter: return "\(e)[13;\(modifiers):\(phase)u"
    case .tab: return "\(e)[9;\(modifiers):\(phase)u"
    case .delete: return "\(e)[3;\(modifiers):\(phase)~"
    case .left, .right, .up, .down: return "\(e)[1;\(modifiers):\(phase)\(arrowFinal)"
    }
  }

  private var arrowFinal: String {
    switch self {
    case .left: return "D"
    case .right: return "C"
    case .up: return "A"
    default: return "B"
    }
  }
}

/// One replayed editing session: the real `easel FILE` on a pseudo-terminal whose probe is
/// answered as `terminal` would, driven by the bytes that terminal sends for mouse and keys,
/// saved with Ctrl-S and read back through `easel render` or the saved JSON.
///
/// Canvas cell (c, r) is SGR cell (c + 1, r + 2) while the view is at the origin: SGR counts
/// from 1 and the menu bar takes the first row.
final class Replay {
  let process: PTYProcess
  let folder: String
  let path: String
  let terminal: ReplayTerminal
  let rows: Int

  /// Starts `easel` on a document of `shapes` (JSON objects as the file format writes them), or
  /// on a file that does not exist yet when there are none, and waits for the status bar.
  init(_ shapes: [String] = [], terminal: ReplayTerminal = .legacy, rows: Int = 24, columns: Int = 80) throws
  {
    folder = try EndToEnd.Documents.temporaryFolder()
    path = folder + "/replay.easel"
    if !shapes.isEmpty { EndToEnd.Documents.write(Self.document(shapes), to: path) }
    self.terminal = terminal
    self.rows = rows
    process = try Self.launch(path, terminal: terminal, rows: rows, columns: columns)
  }

  /// Starts `easel` on `document` (the text of a whole file), written to a new folder.
  init(document: String, terminal: ReplayTerminal = .legacy, rows: Int = 24, columns: Int = 80) throws {
    folder = try EndToEnd.Documents.temporaryFolder()
    path = folder + "/replay.easel"
    EndToEnd.Documents.write(document, to: path)
    self.terminal = terminal
    self.rows = rows
    process = try Self.launch(path, terminal: terminal, rows: rows, columns: columns)
  }

  private static func launch(_ path: String, terminal: ReplayTerminal, rows: Int, columns: Int) throws
    -> PTYProcess
  {
    let process = try PTYProcess(arguments: [path], rows: rows, columns: columns)
    try process.expect("\u{1b}[c", timeout: EaselRun.startupTimeout)
    process.send(terminal.replies)
    try process.expect("\u{1b}[?1049h", timeout: EaselRun.startupTimeout)
    try EaselRun.waitForStatusBar(process, row: rows - 1)
    return process
  }

  deinit {
    _ = unlink(path)
    _ = rmdir(folder)
  }

  // MARK: Documents

  static func document(_ shapes: [String]) -> String {
    "{\"format\": \"easel\", \"version\": 1, \"shapes\": [\n" + shapes.joined(separator: ",\n") + "\n]}\n"
  }

  static func box(
    _ id: Int, _ column: Int, _ row: Int, _ columns: Int, _ rows: Int, extra: String = ""
  ) -> String {
    "{\"id\": \(id), \"kind\": \"rectangle\", \"bounds\": {\"column\": \(column), \"row\": \(row), "
      + "\"columns\": \(columns), \"rows\": \(rows)}\(extra)}"
  }

  static func line(_ id: Int, from: (Int, Int), to: (Int, Int)) -> String {
    "{\"id\": \(id), \"kind\": \"line\", \"start\": {\"column\": \(from.0), \"row\": \(from.1)}, "
      + "\"end\": {\"column\": \(to.0), \"row\": \(to.1)}}"
  }

  static func text(_ id: Int, _ column: Int, _ row: Int, _ text: String) -> String {
    "{\"id\": \(id), \"kind\": \"text\", \"origin\": {\"column\": \(column), \"row\": \(row)}, "
      + "\"text\": \"\(text)\"}"
  }

  // MARK: Input

  func send(_ text: String) { process.send(text) }

  /// An SGR mouse report for canvas cell (c, r): `button` 0 left, +32 motion; Shift 4, Alt 8, Ctrl 16.
  static func sgr(_ button: Int, _ c: Int, _ r: Int, release: Bool = false) -> String {
    "\u{1b}[<\(button);\(c + 1);\(r + 2)\(release ? "m" : "M")"
  }

  /// A left-button drag through `via` to `to`, with `modifiers` (SGR bits) held throughout,
  /// written as one burst the way a quick drag arrives.
  func drag(from: (Int, Int), to: (Int, Int), via: [(Int, Int)] = [], modifiers: Int = 0) {
    var bytes = Self.sgr(modifiers, from.0, from.1)
    for point in via + [to] { bytes += Self.sgr(32 + modifiers, point.0, point.1) }
    bytes += Self.sgr(modifiers, to.0, to.1, release: true)
    send(bytes)
  }

  func click(_ c: Int, _ r: Int, modifiers: Int = 0) {
    send(Self.sgr(modifiers, c, r) + Self.sgr(modifiers, c, r, release: true))
  }

  /// Ctrl and a letter: its control byte, or under kitty the press and release events.
  func control(_ letter: Character) {
    let code = Int(letter.asciiValue ?? 0)
    if terminal.isKitty {
      send("\u{1b}[\(code);5u\u{1b}[\(code);5:3u")
    } else {
      send([UInt8(code & 0x1f)])
    }
  }

  func send(_ bytes: [UInt8]) { process.send(bytes) }

  /// A tap of `key` (pressed and, under kitty, released).
  func tap(_ key: ReplayKey, shift: Bool = false) {
    if terminal.isKitty {
      let modifiers = shift ? 2 : 1
      send(key.kitty(phase: 1, modifiers: modifiers) + key.kitty(phase: 3, modifiers: modifiers))
    } else {
      send(key.legacy(shift: shift))
    }
  }

  // MARK: Reading the screen

  var statusLine: String { process.screen.lastLine }

  /// Waits until the status bar satisfies `condition`.
  func waitForStatus(
    _ what: String, timeout: Duration = .seconds(5), _ condition: @escaping (String) -> Bool
  ) throws {
    let row = rows - 1
    try process.expect("status bar: \(what)", timeout: timeout) { condition($0.screen.line(row)) }
  }

  /// Waits until the status bar names `tool` as the current tool.
  func waitForTool(_ tool: String, timeout: Duration = .seconds(5)) throws {
    try waitForStatus("the \(tool) tool", timeout: timeout) { $0.hasPrefix(" \(tool) ") }
  }

  /// The canvas's rows as drawn (screen rows between the menu bar and the status bar).
  var canvasText: String {
    (1..<(rows - 1)).map { process.screen.line($0) }.joined(separator: "\n")
  }

  /// Where `needle` is drawn on the screen (row, column), counting one cell per character as
  /// the screen model does; nil when it is nowhere.
  func screenPosition(of needle: String) -> (row: Int, column: Int)? {
    for row in 0..<rows {
      let line = process.screen.line(row)
      guard let range = line.firstRange(of: needle) else { continue }
      return (row, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound))
    }
    return nil
  }

  // MARK: Saving and reading back

  /// Ctrl-S, then waits until the file on disk was replaced (saves are atomic renames, so the
  /// inode changes every time) and the status bar confirms.
  func save() throws {
    let before = Self.inode(path)
    control("s")
    try process.expect("the document saved to \(path)") { _ in
      let now = Self.inode(path)
      return now != nil && now != before
    }
    try waitForStatus("Saved") { $0.contains("Saved") }
  }

  static func inode(_ path: String) -> UInt64? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt64(info.st_ino)
  }

  /// `easel render` of the saved file.
  func render(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let result = try PipedProcess.run(arguments: ["render", path])
    #expect(result.termination?.reason == .exited(0), "\(result.errorText)", sourceLocation: sourceLocation)
    return result.outputText
  }

  /// The saved shapes, decoded.
  func savedShapes() throws -> [SavedJSON] {
    let bytes = try #require(TestFiles.readBytes(path), "no saved file at \(path)")
    return try SavedJSON.parse(bytes)["shapes"]?.array ?? []
  }

  /// Cmd-Q (Ctrl-Q); the document must be saved by then, so it quits at once with code 0.
  func quit(sourceLocation: SourceLocation = #_sourceLocation) {
    control("q")
    #expect(process.waitForExit()?.reason == .exited(0), sourceLocation: sourceLocation)
  }
}

extension SavedJSON {
  var kind: String? { self["kind"]?.string }

  /// A shape's `bounds` as (column, row, columns, rows).
  var bounds: [Int]? {
    guard let bounds = self["bounds"] else { return nil }
    let values = ["column", "row", "columns", "rows"].compactMap { bounds[$0]?.int }
    return values.count == 4 ? values : nil
  }

  /// A line's (start column, start row, end column, end row).
  var ends: [Int]? {
    guard let start = self["start"], let end = self["end"] else { return nil }
    let values = [start["column"], start["row"], end["column"], end["row"]].compactMap { $0?.int }
    return values.count == 4 ? values : nil
  }
}
