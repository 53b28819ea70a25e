/// How a child process ended, with the CPU time it used (to tell a clean exit from a busy loop).
public struct PTYTermination: Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// `exit(code)`.
    case exited(Int32)
    /// Killed by this signal.
    case signaled(Int32)
  }

  public var reason: Reason
  /// User plus system CPU time of the child over its whole life, from `wait4`.
  public var cpuNanoseconds: UInt64

  public init(reason: Reason, cpuNanoseconds: UInt64) {
    self.reason = reason
    self.cpuNanoseconds = cpuNanoseconds
  }

  /// Decodes a `waitpid` status word (the W* macros are not imported into Swift).
  public static func reason(fromWaitStatus status: Int32) -> Reason? {
    let low = status & 0x7f
    if low == 0 { return .exited((status >> 8) & 0xff) }
    if low == 0x7f { return nil }  // stopped or continued, not ended
    return .signaled(low)
  }

  public var description: String {
    switch reason {
    case .exited(let code): return "exited with \(code)"
    case .signaled(let signal): return "killed by signal \(signal)"
    }
  }
}
