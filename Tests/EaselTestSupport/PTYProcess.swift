import Glibc
import Synchronization

/// Runs a program on a fresh pseudo-terminal, as its controlling terminal, and lets a test type
/// into it, resize it, signal it and read what it draws.
///
/// The child is spawned with `posix_spawn`, `POSIX_SPAWN_SETSID` and the slave opened by path as
/// fd 0, which is what makes the pty its controlling terminal (so `TIOCSWINSZ` sends SIGWINCH and
/// closing the master hangs it up). Everything read from the master is kept in `output`, fed to a
/// `PTYScreen`, and time-stamped so tests can measure when a line arrived.
public final class PTYProcess {
  public let pid: pid_t
  /// The master side; -1 after `closeMaster()`.
  public private(set) var master: Int32
  /// The slave's termios right after `openpty`, before the child ran: what it must restore.
  public let initialTermios: termios
  /// Every byte the child wrote so far.
  public private(set) var output: [UInt8] = []
  /// Where the next `expect` starts searching; each match moves it past the matched bytes.
  public var cursor = 0
  /// The screen as a terminal would show it after `output`.
  public private(set) var screen: PTYScreen
  public private(set) var termination: PTYTermination?
  /// True once the master returned EIO: the child and every copy of the slave are gone.
  public private(set) var reachedEnd = false
  /// (end offset in `output`, monotonic ns) for every chunk read, to time arrivals.
  private var chunkTimes: [(end: Int, nanoseconds: UInt64)] = []

  /// Guards the moment between `openpty` and `FD_CLOEXEC`, so a child spawned by a concurrent
  /// test never inherits another test's slave (which would keep that pty from ever hanging up).
  static let spawnLock = Mutex<Void>(())

  /// The package's executables sit beside the test bundle (`.build/<triple>/debug/`).
  public static func productPath(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let exe = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = exe.lastIndex(of: "/") else { return name }
    return String(exe[..<slash]) + "/" + name
  }

  /// The environment every child gets unless `environment` overrides it: a plain xterm-like
  /// terminal, no SSH or multiplexer hints, and `LLVM_PROFILE_FILE` passed through for coverage.
  public static func defaultEnvironment() -> [String: String] {
    var result = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp",
    ]
    if let profile = getenv("LLVM_PROFILE_FILE") { result["LLVM_PROFILE_FILE"] = String(cString: profile) }
    return result
  }

  /// A new empty folder for one child's `$XDG_STATE_HOME`.
  public static func freshStateFolder() -> String {
    var template = Array("/tmp/easel-state-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer {
      mkdtemp($0.baseAddress!).map { String(cString: $0) }
    }
    return made ?? "/tmp"
  }

  /// Starts `executable` on a new `rows` x `columns` pty. `environment` is merged over
  /// `defaultEnvironment()`; an empty value removes a variable.
  /// `modelRows` and `modelColumns` size the screen model when it is not the pty's size (a
  /// pty larger than the program will draw).
  public init(
    executable: String = PTYProcess.productPath("easel"), arguments: [String] = [], rows: Int = 24,
    columns: Int = 80, environment: [String: String] = [:], modelRows: Int? = nil, modelColumns: Int? = nil
  ) throws(PTYError) {
    var merged = PTYProcess.defaultEnvironment()
    // Each child keeps its recovery files to itself unless a test shares a folder on purpose.
    merged["XDG_STATE_HOME"] = PTYProcess.freshStateFolder()
    for (key, value) in environment { merged[key] = value.isEmpty ? nil : value }
    let environmentList = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let spawned = PTYProcess.spawnLock.withLock { _ in
      PTYProcess.spawn(
        executable: executable, arguments: arguments, environment: environmentList, rows: rows,
        columns: columns)
    }
    switch spawned {
    case .failure(let error): throw error
    case .success(let child):
      pid = child.pid
      master = child.master
      initialTermios = child.termios
    }
    screen = PTYScreen(columns: modelColumns ?? columns, rows: modelRows ?? rows)
  }

  private struct Spawned {
    var pid: pid_t
    var master: Int32
    var termios: termios
  }

  private static func spawn(
    executable: String, arguments: [String], environment: [String], rows: Int, columns: Int
  ) -> Result<Spawned, PTYError> {
    var masterFD: Int32 = -1
    var slaveFD: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var name = [CChar](repeating: 0, count: 256)
    guard openpty(&masterFD, &slaveFD, &name, nil, &size) == 0 else {
      return .failure(.system(call: "openpty", errno: errno))
    }
    _ = fcntl(masterFD, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slaveFD, F_SETFD, FD_CLOEXEC)
    defer { _ = close(slaveFD) }
    var settings = termios()
    _ = tcgetattr(slaveFD, &settings)
    let slavePath = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // POSIX_SPAWN_SETSID (0x80) is hidden without _GNU_SOURCE. With SETSETSIGMASK/SETSIGDEF the
    // child starts with nothing blocked and default actions, whatever the test runner did.
    let setSID: Int16 = 0x80
    posix_spawnattr_setflags(&attributes, setSID | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGPIPE, SIGCHLD, SIGWINCH, SIGCONT] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // Opened after setsid, the slave becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      _ = close(masterFD)
      return .failure(.system(call: "posix_spawn \(executable)", errno: result))
    }
    return .success(Spawned(pid: child, master: masterFD, termios: settings))
  }

  deinit {
    if termination == nil {
      _ = kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    if master >= 0 { _ = close(master) }
  }

  // MARK: Driving the child

  /// Types `bytes` into the terminal.
  public func send(_ bytes: [UInt8]) {
    guard master >= 0 else { return }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && errno == EAGAIN {
        readAvailable(waitingMilliseconds: 5)
      } else {
        return
      }
    }
  }

  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Sends a signal to the child.
  public func signal(_ signal: Int32) { _ = kill(pid, signal) }

  /// Changes the window size (the kernel sends SIGWINCH to the child) and the screen model's
  /// (to `modelRows` × `modelColumns` when given: a pty larger than the program will draw).
  /// Pending output is read first, so it is applied at the size it was drawn for.
  public func resize(rows: Int, columns: Int, modelRows: Int? = nil, modelColumns: Int? = nil) {
    readAvailable(waitingMilliseconds: 0)
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    screen.resize(columns: modelColumns ?? columns, rows: modelRows ?? rows)
  }

  /// Closes the master: to the child the terminal is gone (SIGHUP, then EIO on read).
  public func closeMaster() {
    guard master >= 0 else { return }
    _ = close(master)
    master = -1
  }

  /// The slave's termios as the child left it (a pty master shares the slave's settings).
  public func termiosOfSlave() -> termios? {
    guard master >= 0 else { return nil }
    var settings = termios()
    return tcgetattr(master, &settings) == 0 ? settings : nil
  }

  // MARK: Reading

  /// Reads whatever arrives within `waitingMilliseconds` (0: only what is already there).
  /// Returns whether any byte was read.
  @discardableResult
  public func readAvailable(waitingMilliseconds: Int32) -> Bool {
    guard master >= 0, !reachedEnd else { return false }
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var gotAny = false
    var readThisCall = 0
    var timeout = waitingMilliseconds
    while true {
      let ready = poll(&descriptor, 1, timeout)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return gotAny }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        append(chunk[0..<count])
        gotAny = true
        timeout = 0
        // A child that never stops writing must not keep the test here forever.
        readThisCall += count
        if readThisCall >= 1 << 20 { return true }
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        // EIO: no slave left open anywhere, i.e. the child (and its children) are gone.
        reachedEnd = true
        return gotAny
      }
    }
  }

  private func append(_ bytes: ArraySlice<UInt8>) {
    output += bytes
    screen.feed(bytes)
    chunkTimes.append((output.count, PTYProcess.now()))
  }

  /// Reads until `deadline` (monotonic ns), so the child never blocks on a full pty meanwhile.
  public func pump(untilNanoseconds deadline: UInt64) {
    while true {
      let now = PTYProcess.now()
      guard now < deadline else { return }
      let wait = Int32(clamping: (deadline - now + 999_999) / 1_000_000)
      if master < 0 || reachedEnd {
        _ = usleep(UInt32(min(wait, 10)) * 1000)
      } else {
        readAvailable(waitingMilliseconds: wait)
      }
    }
  }

  public func pump(for duration: Duration) { pump(untilNanoseconds: PTYProcess.now() + duration.nanoseconds) }

  /// A match of `expect`: where it is in `output` and when its last byte was read.
  public struct Match: Sendable {
    public var range: Range<Int>
    public var arrivedAt: UInt64
  }

  /// Waits until `needle` appears at or after `cursor`; moves `cursor` past it.
  @discardableResult
  public func expect(_ needle: [UInt8], timeout: Duration = .seconds(10)) throws(PTYError) -> Match {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while true {
      if let range = PTYProcess.find(needle, in: output, from: cursor) {
        cursor = range.upperBound
        return Match(range: range, arrivedAt: arrivalTime(ofOffset: range.upperBound - 1))
      }
      let now = PTYProcess.now()
      if now >= deadline || reachedEnd || master < 0 {
        throw .timeout(waitingFor: PTYProcess.escaped(needle), transcript: transcript())
      }
      readAvailable(waitingMilliseconds: Int32(clamping: min((deadline - now) / 1_000_000 + 1, 50)))
    }
  }

  @discardableResult
  public func expect(_ text: String, timeout: Duration = .seconds(10)) throws(PTYError) -> Match {
    try expect(Array(text.utf8), timeout: timeout)
  }

  /// Waits until `condition` holds, reading meanwhile; `what` names it in the failure.
  public func expect(
    _ what: String, timeout: Duration = .seconds(10), until condition: (PTYProcess) -> Bool
  ) throws(PTYError) {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while !condition(self) {
      let now = PTYProcess.now()
      if now >= deadline || reachedEnd || master < 0 {
        if condition(self) { return }
        throw .timeout(waitingFor: what, transcript: transcript() + "\nscreen:\n" + screen.text)
      }
      readAvailable(waitingMilliseconds: Int32(clamping: min((deadline - now) / 1_000_000 + 1, 50)))
    }
  }

  /// When the byte at `offset` was read (monotonic ns).
  public func arrivalTime(ofOffset offset: Int) -> UInt64 {
    for entry in chunkTimes where entry.end > offset { return entry.nanoseconds }
    return PTYProcess.now()
  }

  // MARK: Ending

  /// Waits for the child to end, reading its output meanwhile; nil on timeout.
  public func waitForExit(timeout: Duration = .seconds(10)) -> PTYTermination? {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while true {
      if let ended = reap(options: WNOHANG) {
        // What the child wrote before it ended is still buffered in the master.
        readAvailable(waitingMilliseconds: 0)
        return ended
      }
      let now = PTYProcess.now()
      guard now < deadline else { return nil }
      if master >= 0 && !reachedEnd {
        readAvailable(waitingMilliseconds: 5)
      } else {
        _ = usleep(2000)
      }
    }
  }

  /// Waits until the child is stopped (SIGSTOP, or a SIGTSTP that really stopped it).
  public func waitForStop(timeout: Duration = .seconds(5)) -> Bool {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while PTYProcess.now() < deadline {
      var status: Int32 = 0
      var usage = rusage()
      let result = wait4(pid, &status, WNOHANG | WUNTRACED, &usage)
      if result == pid {
        if status & 0xff == 0x7f { return true }
        if let reason = PTYTermination.reason(fromWaitStatus: status) {
          termination = PTYTermination(reason: reason, cpuNanoseconds: PTYProcess.cpuNanoseconds(usage))
          return false
        }
      }
      readAvailable(waitingMilliseconds: 5)
    }
    return false
  }

  private func reap(options: Int32) -> PTYTermination? {
    if let termination { return termination }
    var status: Int32 = 0
    var usage = rusage()
    while true {
      let result = wait4(pid, &status, options, &usage)
      if result < 0 && errno == EINTR { continue }
      guard result == pid, let reason = PTYTermination.reason(fromWaitStatus: status) else { return nil }
      termination = PTYTermination(reason: reason, cpuNanoseconds: PTYProcess.cpuNanoseconds(usage))
      return termination
    }
  }

  /// CPU time the child has used so far, from /proc (0 if it is gone).
  public func cpuNanosecondsSoFar() -> UInt64 {
    guard let text = try? PTYProcess.readText(path: "/proc/\(pid)/stat"),
      let close = text.lastIndex(of: ")")
    else { return 0 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command name: state is field 3, utime 14 and stime 15 (1-based, man proc).
    guard fields.count > 13, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
    let ticks = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
    return (user + system) * 1_000_000_000 / ticks
  }

  // MARK: Helpers

  public static func now() -> UInt64 {
    var time = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  private static func cpuNanoseconds(_ usage: rusage) -> UInt64 {
    let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
    let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
    return user + system
  }

  static func readText(path: String) throws(PTYError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system(call: "open \(path)", errno: errno) }
    defer { _ = close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 { bytes += chunk[0..<count] } else { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first occurrence of `needle` in `haystack` at or after `start`.
  public static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Range<Int>? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
      return nil
    }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return index..<(index + needle.count)
      }
      index += 1
    }
    return nil
  }

  /// The output (the last 3000 bytes) with control bytes made visible, for failure messages.
  public func transcript() -> String {
    PTYProcess.escaped(Array(output.suffix(3000)))
  }

  /// Bytes as text with ESC shown as `\e` and other control bytes as `\xNN`.
  public static func escaped<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var text = ""
    for byte in bytes {
      switch byte {
      case 0x1b: text += "\\e"
      case 0x0d: text += "\\r"
      case 0x0a: text += "\\n\n"
      case 0x20..<0x7f: text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = String(byte, radix: 16)
        text += "\\x" + (digits.count == 1 ? "0" + digits : digits)
      }
    }
    return text
  }
}

extension Duration {
  /// Whole nanoseconds (negative durations count as zero).
  public var nanoseconds: UInt64 {
    let parts = components
    guard parts.seconds >= 0 else { return 0 }
    return UInt64(parts.seconds) * 1_000_000_000 + UInt64(parts.attoseconds / 1_000_000_000)
  }
}
