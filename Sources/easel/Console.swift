import EaselTerminal

/// The commands' text on stdout and stderr. A failed write is dropped: there is nowhere left to
/// say so.
enum Console {
  static func writeOutput(_ text: String) {
    try? StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: Array(text.utf8))
  }

  static func writeError(_ text: String) {
    try? StandardStreams.writeAll(fd: StandardStreams.standardError, bytes: Array(text.utf8))
  }
}
