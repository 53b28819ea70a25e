/// What one non-blocking read of the terminal produced.
public enum ReadResult: Equatable, Sendable {
  /// This many bytes were stored at the start of the buffer.
  case bytes(Int)
  /// No byte is available right now.
  case nothing
  /// The terminal is gone: end of file, or EIO from a pseudo-terminal whose master was closed.
  case closed
}
