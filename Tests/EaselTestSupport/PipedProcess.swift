import Glibc

/// Runs a program with stdin, stdout and stderr on pipes and no controlling terminal (a new
/// session), the way `easel keys < file` runs in a script or CI.
public enum PipedProcess {
  public struct Result: Sendable {
    public var termination: PTYTermination?
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]

    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errorText: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// Feeds `input`, closes stdin, and collects both outputs until the child ends or `timeout`
  /// passes (then it is killed and `termination` is nil).
  public static func run(
    executable: String = PTYProcess.productPath("easel"), arguments: [String] = [], input: [UInt8] = [],
    environment: [String: String] = [:], timeout: Duration = .seconds(10)
  ) throws(PTYError) -> Result {
    // A child that exits without reading all its input must not kill the test runner.
    _ = Glibc.signal(SIGPIPE, SIG_IGN)
    let spawned = PTYProcess.spawnLock.withLock { _ in
      spawn(executable: executable, arguments: arguments, environment: environment)
    }
    let (pid, toChild, fromChild, errorsFromChild): (pid_t, [Int32], [Int32], [Int32])
    switch spawned {
    case .failure(let error): throw error
    case .success(let child): (pid, toChild, fromChild, errorsFromChild) = child
    }
    _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
    var inputFD: Int32 = toChild[1]
    var outputs: [Int32: [UInt8]] = [fromChild[0]: [], errorsFromChild[0]: []]
    var open = [fromChild[0], errorsFromChild[0]]
    var written = 0
    if input.isEmpty {
      _ = close(inputFD)
      inputFD = -1
    }
    let deadline = PTYProcess.now() + timeout.nanoseconds
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while (!open.isEmpty || inputFD >= 0) && PTYProcess.now() < deadline {
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if inputFD >= 0 { descriptors.append(pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 20)
      if ready < 0 && errno != EINTR { break }
      for descriptor in descriptors where descriptor.revents != 0 {
        if descriptor.fd == inputFD {
          let count = input.withUnsafeBytes { write(inputFD, $0.baseAddress! + written, $0.count - written) }
          if count > 0 { written += count }
          if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
            _ = close(inputFD)
            inputFD = -1
          }
        } else {
          let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
          if count > 0 {
            outputs[descriptor.fd, default: []] += chunk[0..<count]
          } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            _ = close(descriptor.fd)
            open.removeAll { $0 == descriptor.fd }
          }
        }
      }
    }
    if inputFD >= 0 { _ = close(inputFD) }
    for fd in open { _ = close(fd) }
    let termination = reap(pid, until: deadline)
    return Result(
      termination: termination, standardOutput: outputs[fromChild[0]] ?? [],
      standardError: outputs[errorsFromChild[0]] ?? [])
  }

  /// Creates the pipes and the child; runs under `PTYProcess.spawnLock` so no other test's
  /// descriptor is inherited (each is close-on-exec before any other spawn can happen).
  private static func spawn(
    executable: String, arguments: [String], environment: [String: String]
  ) -> Swift.Result<(pid_t, [Int32], [Int32], [Int32]), PTYError> {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
      return .failure(.system(call: "pipe", errno: errno))
    }
    for fd in toChild + fromChild + errorsFromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // A new session (POSIX_SPAWN_SETSID, 0x80): no controlling terminal, so /dev/tty fails.
    // The test process ignores SIGPIPE (see `run`); the child gets every default back.
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
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)

    var merged = PTYProcess.defaultEnvironment()
    for (key, value) in environment { merged[key] = value.isEmpty ? nil : value }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      merged.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    _ = close(toChild[0])
    _ = close(fromChild[1])
    _ = close(errorsFromChild[1])
    guard spawned == 0 else {
      for fd in [toChild[1], fromChild[0], errorsFromChild[0]] { _ = close(fd) }
      return .failure(.system(call: "posix_spawn \(executable)", errno: spawned))
    }
    return .success((pid, toChild, fromChild, errorsFromChild))
  }

  /// Waits for `pid` until `deadline`, then kills it.
  private static func reap(_ pid: pid_t, until deadline: UInt64) -> PTYTermination? {
    var status: Int32 = 0
    var usage = rusage()
    while true {
      let result = wait4(pid, &status, WNOHANG, &usage)
      if result == pid, let reason = PTYTermination.reason(fromWaitStatus: status) {
        let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
        let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
        return PTYTermination(reason: reason, cpuNanoseconds: user + system)
      }
      if result < 0 && errno != EINTR { return nil }
      if PTYProcess.now() >= deadline {
        _ = kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
      }
      _ = usleep(2000)
    }
  }
}
