import EaselTestSupport
import Glibc
import Testing

/// Starting `easel` on a pty with a scripted terminal, and the checks every scenario shares.
enum EaselRun {
  static let escape = "\u{1b}"
  /// The start-up queries (terminal-input.md §2.1), in order, DA1 last, in one write.
  static let probeQueries = ["?u", "?2026$p", "?1016$p", "?2048$p", ">0q", ">c", "16t", "14t", "c"].map {
    "\(escape)[\($0)"
  }
  /// Start-up can be slow on a loaded 2-core machine; only the scenario bounds are tight.
  static let startupTimeout = Duration.seconds(20)
  static let ctrlQ: [UInt8] = [0x11]

  /// Starts `easel arguments`, answers the probe as `terminal` does and waits for the alternate
  /// screen. `expect` then continues after `ESC[?1049h`.
  static func start(
    _ arguments: [String] = [], terminal: ScriptedTerminal = .legacy, rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws -> PTYProcess {
    let process = try PTYProcess(arguments: arguments, rows: rows, columns: columns, environment: environment)
    try process.expect("\(escape)[c", timeout: startupTimeout)
    if !terminal.replies.isEmpty { process.send(terminal.replies) }
    try process.expect("\(escape)[?1049h", timeout: startupTimeout)
    return process
  }

  /// Starts the editor and waits for its status bar on the last row.
  static func startEditor(
    terminal: ScriptedTerminal = .legacy, rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws -> PTYProcess {
    let process = try start(terminal: terminal, rows: rows, columns: columns, environment: environment)
    try waitForStatusBar(process, row: rows - 1)
    return process
  }

  static func waitForStatusBar(_ process: PTYProcess, row: Int, timeout: Duration = startupTimeout) throws {
    try process.expect("the status bar on row \(row + 1)", timeout: timeout) {
      $0.screen.line(row).hasPrefix(" Select │ ")
    }
  }

  /// The first of `needles` not found in order in `output` from `start`; nil when all are.
  static func firstMissing(_ needles: [String], in output: [UInt8], from start: Int) -> String? {
    var position = start
    for needle in needles {
      guard let range = PTYProcess.find(Array(needle.utf8), in: output, from: position) else {
        return PTYProcess.escaped(Array(needle.utf8))
      }
      position = range.upperBound
    }
    return nil
  }

  /// Where the last `ESC[?1049h` starts: the restore sequence must come after it.
  static func lastEntry(in output: [UInt8]) -> Int {
    let needle = Array("\(escape)[?1049h".utf8)
    var found = 0
    var position = 0
    while let range = PTYProcess.find(needle, in: output, from: position) {
      found = range.lowerBound
      position = range.upperBound
    }
    return found
  }

  /// Checks that the full restore sequence was written, in order, after the last mode entry.
  static func expectRestoreSequence(
    _ process: PTYProcess, terminal: ScriptedTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let missing = firstMissing(
      terminal.restoreSequence, in: process.output, from: lastEntry(in: process.output))
    #expect(
      missing == nil,
      "restore sequence incomplete, \(missing ?? "") missing; output:\n\(process.transcript())",
      sourceLocation: sourceLocation)
  }

  /// Checks the slave's termios is exactly what it was before `easel` started.
  static func expectTermiosRestored(_ process: PTYProcess, sourceLocation: SourceLocation = #_sourceLocation)
  {
    guard let now = process.termiosOfSlave() else {
      Issue.record("cannot read the slave's termios", sourceLocation: sourceLocation)
      return
    }
    #expect(PTYTermios(now) == PTYTermios(process.initialTermios), sourceLocation: sourceLocation)
  }

  /// Whether `bytes` is nothing but complete CSI sequences (`ESC [` parameters final).
  static func isOnlyControlSequences(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      // DECSC and DECRC wrap the batch (so a terminal misreading a query cannot move the cursor).
      if index + 1 < bytes.count, bytes[index] == 0x1b,
        bytes[index + 1] == UInt8(ascii: "7") || bytes[index + 1] == UInt8(ascii: "8")
      {
        index += 2
        continue
      }
      guard index + 2 < bytes.count, bytes[index] == 0x1b, bytes[index + 1] == UInt8(ascii: "[") else {
        return false
      }
      index += 2
      while index < bytes.count && !(0x40...0x7e).contains(bytes[index]) { index += 1 }
      guard index < bytes.count else { return false }
      index += 1
    }
    return true
  }

  static func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000_000 }
}
