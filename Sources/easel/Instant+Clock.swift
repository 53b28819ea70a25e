import EaselInput
import EaselTerminal

extension Instant {
  /// The monotonic clock now: the driver's time, which never jumps with the wall clock.
  static func now() -> Instant { Instant(nanoseconds: TerminalSession.monotonicNanoseconds()) }
}
