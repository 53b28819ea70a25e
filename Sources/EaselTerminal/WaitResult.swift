/// Why `TerminalSession.wait(untilNanoseconds:)` returned.
public enum WaitResult: Equatable, Sendable {
  /// The terminal has bytes to read (or an end of file that `read(into:)` will report as `.closed`).
  case input
  /// Signals caught since the last wait, in arrival order (SIGWINCH, SIGTSTP, SIGTERM, ...).
  case signals([Int32])
  /// The deadline passed with nothing to do.
  case timeout
  /// The terminal went away (POLLHUP, POLLERR or POLLNVAL with no data left).
  case hangup
}
