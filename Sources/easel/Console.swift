import EaselApp
import EaselTerminal

/// The commands' text on stdout and stderr. Everything said on stderr goes through the one
/// printable-text policy (`PrintableText`), line by line, so a file name or a keymap entry can
/// never steer the terminal; what a command prints on stdout is its output, written as it is.
enum Console {
  /// Writes a command's output; false when stdout is closed or full (the command then fails).
  @discardableResult
  static func writeOutput(_ text: String) -> Bool {
    do {
      try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: Array(text.utf8))
      return true
    } catch {
      writeError("easel: cannot write to standard output: \(error)\n")
      return false
    }
  }

  /// A diagnostic on stderr, each line made printable. A failed write is dropped: there is
  /// nowhere left to say so.
  static func writeError(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      PrintableText.sanitized(String($0), limit: 4096)
    }
    try? StandardStreams.writeAll(
      fd: StandardStreams.standardError, bytes: Array(lines.joined(separator: "\n").utf8))
  }
}
