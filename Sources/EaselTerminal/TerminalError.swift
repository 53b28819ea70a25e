import Glibc

/// Why a terminal or file operation failed, with the raw `errno` so callers can tell cases apart.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither stdin/stdout nor `/dev/tty` is a terminal (a pipe, a cron job, a CI runner).
  case noTerminal
  /// A system call failed; `call` names it (`tcsetattr`, `write`, `open`, ...).
  case system(call: String, errno: Int32)

  public var description: String {
    switch self {
    case .noTerminal:
      return "no terminal: stdin, stdout and /dev/tty are not terminals"
    case .system(let call, let code):
      return "\(call): \(TerminalError.message(for: code)) (errno \(code))"
    }
  }

  /// The C library's text for an errno value (`strerror`), which is fine outside signal handlers.
  static func message(for code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
