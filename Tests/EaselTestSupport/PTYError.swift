import Glibc

/// Why a PTY harness step failed; `timeout` carries the transcript so a failing test shows what
/// the program actually wrote.
public enum PTYError: Error, CustomStringConvertible {
  case system(call: String, errno: Int32)
  case timeout(waitingFor: String, transcript: String)

  public var description: String {
    switch self {
    case .system(let call, let code):
      return "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
    case .timeout(let what, let transcript):
      return "timed out waiting for \(what); output so far:\n\(transcript)"
    }
  }
}
