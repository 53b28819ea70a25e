import Glibc

/// The controlling terminal: raw mode, the self-pipe for signals, reads, writes and restore.
///
/// One session per process: signal handlers are process-wide, so their state lives in
/// `SignalState`. Not `Sendable`; it is meant for the main thread's event loop only.
public final class TerminalSession {
  /// Where input is read and where termios is changed.
  public let inputFD: Int32
  /// Where frames and mode sequences are written.
  public let outputFD: Int32
  /// The `/dev/tty` descriptor this session opened itself, closed on deinit.
  private let ownedFD: Int32?
  private let pipeReadFD: Int32
  private let pipeWriteFD: Int32
  private let state: UnsafeMutablePointer<SignalState>

  private init(inputFD: Int32, outputFD: Int32, ownedFD: Int32?, pipe: (read: Int32, write: Int32)) {
    self.inputFD = inputFD
    self.outputFD = outputFD
    self.ownedFD = ownedFD
    self.pipeReadFD = pipe.read
    self.pipeWriteFD = pipe.write
    state = SignalState.shared()
    state.pointee.terminalFD = inputFD
    state.pointee.outputFD = outputFD
    state.pointee.pipeWriteFD = pipe.write
  }

  deinit {
    restore()
    if state.pointee.pipeWriteFD == pipeWriteFD { state.pointee.pipeWriteFD = -1 }
    _ = close(pipeReadFD)
    _ = close(pipeWriteFD)
    if let ownedFD { _ = close(ownedFD) }
  }

  /// Opens the controlling terminal: stdin and stdout when they are terminals, `/dev/tty` for
  /// whichever is not (so `easel > log` still draws on the screen).
  public static func open() throws(TerminalError) -> TerminalSession {
    let stdinIsTTY = isTTY(STDIN_FILENO)
    let stdoutIsTTY = isTTY(STDOUT_FILENO)
    var owned: Int32?
    if !stdinIsTTY || !stdoutIsTTY {
      let fd = PathCall.open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
      guard fd >= 0 else { throw .noTerminal }
      guard isTTY(fd) else {
        _ = close(fd)
        throw .noTerminal
      }
      owned = fd
    }
    let input = stdinIsTTY ? STDIN_FILENO : owned!
    let output = stdoutIsTTY ? STDOUT_FILENO : owned!
    let pipe: (read: Int32, write: Int32)
    do {
      pipe = try makeSignalPipe()
    } catch {
      if let owned { _ = close(owned) }
      throw error
    }
    return TerminalSession(inputFD: input, outputFD: output, ownedFD: owned, pipe: pipe)
  }

  /// A non-blocking, close-on-exec pipe (`pipe2` is hidden without `_GNU_SOURCE`, hence `fcntl`).
  private static func makeSignalPipe() throws(TerminalError) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw .system(call: "pipe", errno: errno) }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    return (fds[0], fds[1])
  }

  /// Saves the current termios and switches to raw mode (terminal-input.md §1.2), then installs
  /// the signal forwarders, the crash handlers and the `atexit` restore.
  ///
  /// VMIN=0 and VTIME=0 rather than VMIN=1: the loop blocks in `poll`, never in `read`, so a read
  /// must return at once with what is there; VTIME's 100 ms granularity is too coarse for timing.
  /// TCSANOW rather than TCSAFLUSH keeps keys typed during start-up. Calling it again while raw
  /// is harmless; after `restore()` it saves the termios afresh (the shell may have changed it).
  public func enterRawMode() throws(TerminalError) {
    if !state.pointee.isRaw {
      guard tcgetattr(inputFD, state.pointee.savedTermios) == 0 else {
        throw .system(call: "tcgetattr", errno: errno)
      }
    }
    var raw = state.pointee.savedTermios.pointee
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | IGNBRK | PARMRK | INPCK | ISTRIP | IXOFF)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 0
      controlCharacters[Int(VTIME)] = 0
    }
    // Handlers first: once raw mode is on, every way out must find them in place.
    SignalState.installAtExit()
    SignalState.installCrashHandlers()
    SignalState.installForwarders()
    state.pointee.terminalFD = inputFD
    state.pointee.outputFD = outputFD
    state.pointee.pipeWriteFD = pipeWriteFD
    guard tcsetattr(inputFD, TCSANOW, &raw) == 0 else {
      throw .system(call: "tcsetattr", errno: errno)
    }
    state.pointee.isRaw = true
  }

  /// Whether raw mode is on (between `enterRawMode()` and `restore()`).
  public var isRaw: Bool { state.pointee.isRaw }

  /// Sets the bytes written before termios is restored, on every exit path.
  ///
  /// Copied into a fixed 4 KB heap buffer so a signal handler can write it without allocating;
  /// longer sequences are cut at 4 KB. The count is cleared while copying, so a signal arriving
  /// mid-copy writes nothing rather than half a sequence.
  public func setRestoreSequence(_ bytes: [UInt8]) {
    let count = min(bytes.count, state.pointee.restoreCapacity)
    state.pointee.restoreCount = 0
    bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      state.pointee.restoreBytes.update(from: base, count: count)
    }
    state.pointee.restoreCount = count
  }

  /// Writes the restore sequence, puts the saved termios back (TCSANOW) and discards unread
  /// input (TCIFLUSH) so late terminal replies do not reach the shell. Idempotent.
  public func restore() {
    SignalState.restoreTerminal(state)
  }

  /// The way out of a clean quit: the modes off, then a device-attributes query whose answer
  /// proves the terminal has read them, and everything it sent before that answer (a kitty
  /// key release still in flight, under the protocol being switched off) read and dropped, so
  /// nothing is left in the tty for the shell. Waits at most `timeoutMilliseconds` for a
  /// terminal that does not answer.
  public func restoreAfterDraining(timeoutMilliseconds: Int = 250) {
    guard state.pointee.isRaw else { return }
    let restoreBytes = Array(
      UnsafeBufferPointer(start: state.pointee.restoreBytes, count: state.pointee.restoreCount))
    if (try? write(restoreBytes + Array("\u{1b}[c".utf8))) != nil {
      drainUntilDeviceAttributes(timeoutMilliseconds: timeoutMilliseconds)
      // Written already: only termios is left to put back.
      state.pointee.restoreCount = 0
    }
    SignalState.restoreTerminal(state)
  }

  /// Reads and drops input until a DA1 answer (`ESC [ ? … c`) or the time runs out.
  private func drainUntilDeviceAttributes(timeoutMilliseconds: Int) {
    let deadline = TerminalSession.monotonicNanoseconds() + UInt64(timeoutMilliseconds) * 1_000_000
    var tail: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let now = TerminalSession.monotonicNanoseconds()
      guard now < deadline else { return }
      var descriptor = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(clamping: (deadline - now) / 1_000_000 + 1))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(inputFD, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      tail += buffer[0..<count]
      if Self.endsWithDeviceAttributes(tail) { return }
      if tail.count > 256 { tail.removeFirst(tail.count - 256) }
    }
  }

  /// Whether `bytes` hold a complete DA1 answer: `ESC [ ?` then digits and `;`, then `c`.
  static func endsWithDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    var index = bytes.count - 1
    while index >= 2 {
      if bytes[index] == UInt8(ascii: "c") {
        var start = index - 1
        while start >= 0, bytes[start] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[start]) {
          start -= 1
        }
        if start >= 2, bytes[start] == UInt8(ascii: "?"), bytes[start - 1] == UInt8(ascii: "["),
          bytes[start - 2] == 0x1B
        {
          return true
        }
      }
      index -= 1
    }
    return false
  }

  /// Writes all of `bytes` with one loop: EINTR retried, EAGAIN waited out with `poll` for at most
  /// a second at a time; EIO, EPIPE and the rest are thrown.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try StandardStreams.writeAll(fd: outputFD, bytes: bytes)
  }

  /// Blocks in `poll` on the terminal and the signal pipe until input, a signal or the deadline
  /// (`monotonicNanoseconds()` scale; nil waits forever). Signals are reported before input.
  public func wait(untilNanoseconds deadline: UInt64?) -> WaitResult {
    while true {
      let caught = drainSignals()
      if !caught.isEmpty { return .signals(caught) }
      var timeout: Int32 = -1
      if let deadline {
        let now = TerminalSession.monotonicNanoseconds()
        if deadline <= now { return pollTerminal(timeout: 0) ?? .timeout }
        // Round up so the deadline has passed when poll returns.
        let milliseconds = (deadline - now + 999_999) / 1_000_000
        timeout = Int32(clamping: milliseconds)
      }
      var fds = [
        pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipeReadFD, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .hangup
      }
      // A timeout loops back: the deadline check above then reports it (or last-moment input).
      if ready == 0 { continue }
      if fds[1].revents != 0 {
        let signals = drainSignals()
        if !signals.isEmpty { return .signals(signals) }
      }
      if let result = TerminalSession.classify(fds[0].revents) { return result }
    }
  }

  /// A zero-timeout poll of the terminal alone, for a deadline that has already passed.
  private func pollTerminal(timeout: Int32) -> WaitResult? {
    var descriptor = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeout) > 0 else { return nil }
    return TerminalSession.classify(descriptor.revents)
  }

  /// Input wins over hang-up, so the last bytes are read before `read` reports `.closed`.
  private static func classify(_ events: Int16) -> WaitResult? {
    if events & Int16(POLLIN) != 0 { return .input }
    if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
    return nil
  }

  /// Reads every pending signal number from the self-pipe (it is non-blocking).
  private func drainSignals() -> [Int32] {
    var caught: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = Glibc.read(pipeReadFD, &buffer, buffer.count)
      if count > 0 {
        caught += buffer[0..<count].map { Int32($0) }
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return caught
      }
    }
  }

  /// Reads what is available without blocking, in any termios mode: a zero-timeout `poll` comes
  /// first, because with VMIN=0 `read` returns 0 both for "nothing yet" and for end of file.
  public func read(into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return .nothing }
    var descriptor = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, 0)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { return ready == 0 ? .nothing : .closed }
      break
    }
    while true {
      let count = Glibc.read(inputFD, base, buffer.count)
      if count > 0 { return .bytes(count) }
      if count == 0 {
        // Readable yet empty: end of file, unless it was only POLLIN racing with another reader.
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || !isRaw ? .closed : .nothing
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return .nothing
      default: return .closed
      }
    }
  }

  /// The current size (`TIOCGWINSZ` on the output, then the input), or nil when neither answers.
  public func windowSize() -> WindowSize? {
    for fd in [outputFD, inputFD] {
      var size = winsize()
      if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        return WindowSize(
          columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
          pixelHeight: Int(size.ws_ypixel))
      }
    }
    return nil
  }

  /// Suspends like Ctrl-Z in a cooked program: restore, stop with the default SIGTSTP action,
  /// and on continue reinstall the handler and re-enter raw mode.
  ///
  /// The caller then re-sends its mode-enabling bytes and redraws. When the process group is
  /// orphaned (no job-control shell, e.g. a session leader on a test pty) the kernel discards
  /// the stop and this returns at once.
  public func suspend() {
    restore()
    SignalState.install(SIGTSTP, handler: nil, flags: 0, savingInto: nil)
    var pending = sigset_t()
    sigemptyset(&pending)
    sigaddset(&pending, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &pending, nil)
    _ = raise(SIGTSTP)
    SignalState.installForwarder(SIGTSTP)
    try? enterRawMode()
  }

  /// Restores the terminal, then dies by `signal` (SIG_DFL and `raise`), the way a shell expects
  /// (exit status 128 + signal); falls back to `exit(128 + signal)` for a signal that does not
  /// kill by default.
  public func terminate(bySignal signal: Int32) -> Never {
    restore()
    SignalState.install(signal, handler: nil, flags: 0, savingInto: nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(signal)
    exit(128 + signal)
  }

  /// Raises `signal` as a crash would, for the end-to-end tests of the crash handlers.
  ///
  /// SIGSEGV is a real invalid write and SIGABRT a real `abort()`, so the fault paths are the
  /// ones exercised; other signals are raised.
  public static func raiseForTesting(_ signal: Int32) {
    switch signal {
    case SIGABRT:
      abort()
    case SIGSEGV:
      // Address 16 is never mapped (mmap_min_addr is at least 4096 on Linux).
      let invalid = UnsafeMutablePointer<UInt8>(bitPattern: 16)!
      invalid.pointee = 1
    default:
      break
    }
    _ = raise(signal)
  }

  /// CLOCK_MONOTONIC in nanoseconds: never jumps with wall-clock changes.
  public static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
  }

  /// A snapshot of the process environment, so the app reads TERM, COLORTERM, ESCDELAY,
  /// SSH_TTY and the rest as plain values.
  public static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      // Values are paths too (HOME, XDG_STATE_HOME): their bytes are kept as `SystemPath` keeps them.
      let text = SystemPath.string(cString: pointer)
      if let separator = text.firstIndex(of: "=") {
        result[String(text[..<separator])] = String(text[text.index(after: separator)...])
      }
      entry += 1
    }
    return result
  }

  public static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}
