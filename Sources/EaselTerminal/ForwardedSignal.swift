import Glibc

/// What a signal reported by `TerminalSession.wait` asks of the run loop, so the executable
/// needs no signal numbers of its own.
public enum ForwardedSignal: Equatable, Sendable {
  /// SIGWINCH: the window changed size.
  case windowChanged
  /// SIGTSTP: Ctrl-Z or `kill -TSTP`; stop until continued (`TerminalSession.suspend`).
  case stop
  /// SIGCONT: continued after a stop.
  case continued
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT: end now (`TerminalSession.terminate(bySignal:)`).
  case termination
  /// Any other signal: nothing to do.
  case other

  public init(_ signal: Int32) {
    switch signal {
    case SIGWINCH: self = .windowChanged
    case SIGTSTP: self = .stop
    case SIGCONT: self = .continued
    case SIGINT, SIGTERM, SIGHUP, SIGQUIT: self = .termination
    default: self = .other
    }
  }

  /// The crash signal named by `EASEL_TEST_CRASH` (`SEGV` or `SIGSEGV`, ABRT, BUS, ILL, FPE,
  /// TRAP), for `TerminalSession.raiseForTesting`; nil for any other name.
  public static func crashSignal(named name: String) -> Int32? {
    switch name.uppercased() {
    case "SEGV", "SIGSEGV": return SIGSEGV
    case "ABRT", "SIGABRT": return SIGABRT
    case "BUS", "SIGBUS": return SIGBUS
    case "ILL", "SIGILL": return SIGILL
    case "FPE", "SIGFPE": return SIGFPE
    case "TRAP", "SIGTRAP": return SIGTRAP
    default: return nil
    }
  }
}
