import Glibc

/// Whole-stream byte I/O for batch mode (`easel keys < file`), stdout and whole files.
public enum StandardStreams {
  /// Descriptors 0, 1 and 2, named here so the executable needs no C library of its own.
  public static let standardInput: Int32 = STDIN_FILENO
  public static let standardOutput: Int32 = STDOUT_FILENO
  public static let standardError: Int32 = STDERR_FILENO

  /// Reads one chunk of at most `maximum` bytes, blocking; nil at end of input.
  public static func readChunk(fd: Int32, maximum: Int = 65_536) throws(TerminalError) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: max(1, maximum))
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        chunk.removeSubrange(count...)
        return chunk
      }
      if count == 0 { return nil }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        try waitFor(fd: fd, events: POLLIN, call: "read")
        continue
      }
      throw .system(call: "read", errno: errno)
    }
  }

  /// Reads until end of input.
  public static func readAll(fd: Int32) throws(TerminalError) -> [UInt8] {
    var result: [UInt8] = []
    while let chunk = try readChunk(fd: fd) { result += chunk }
    return result
  }

  /// Writes every byte: EINTR retried, EAGAIN (a non-blocking descriptor someone else set up)
  /// waited out with `poll` for at most a second at a time; any other failure is thrown.
  public static func writeAll(fd: Int32, bytes: [UInt8]) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written >= 0 {
        offset += written
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: try waitFor(fd: fd, events: POLLOUT, call: "write")
      default: throw .system(call: "write", errno: errno)
      }
    }
  }

  /// Reads a whole file.
  public static func readFile(atPath path: String) throws(TerminalError) -> [UInt8] {
    let fd = PathCall.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system(call: "open", errno: errno) }
    defer { _ = close(fd) }
    return try readAll(fd: fd)
  }

  /// One bounded `poll` for a descriptor that said EAGAIN; a second without progress is EAGAIN.
  private static func waitFor(fd: Int32, events: Int32, call: String) throws(TerminalError) {
    var descriptor = pollfd(fd: fd, events: Int16(events), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, 1000)
      if ready > 0 { return }
      if ready < 0 && errno == EINTR { continue }
      throw .system(call: call, errno: ready == 0 ? EAGAIN : errno)
    }
  }
}
