import Glibc

/// `easel-bench startup [RUNS] [FILE]`: time from exec to the first complete frame of `easel`
/// (on FILE when given) in a pseudo-terminal that answers the start-up queries as a terminal
/// does (DA1 right away), and the resident memory of the idle editor (VmRSS, and its peak
/// VmHWM). The `easel` binary beside this one is measured.
enum StartupBenchmark {
  struct Run {
    var firstFrameMilliseconds: Double
    var residentKilobytes: Int
    var peakKilobytes: Int
  }

  static func main(arguments: [String]) -> Int32 {
    let runs = arguments.first.flatMap { Int($0) } ?? 10
    let document = arguments.dropFirst().first
    let easel = siblingExecutable("easel")
    var results: [Run] = []
    for index in 0..<max(1, runs) {
      guard let run = measure(easel, document: document) else {
        BenchIO.printError("easel-bench startup: run \(index) failed (is \(easel) built?)\n")
        return 1
      }
      results.append(run)
      BenchIO.printLine(
        "{\"bench\": \"startup\", \"run\": \(index), \"first_frame_ms\": "
          + "\(BenchIO.format(run.firstFrameMilliseconds, 2)), \"idle_rss_kb\": \(run.residentKilobytes), "
          + "\"peak_rss_kb\": \(run.peakKilobytes)}")
    }
    let frame = BenchIO.median(results.map(\.firstFrameMilliseconds))
    let memory = BenchIO.median(results.map { Double($0.residentKilobytes) })
    let peak = BenchIO.median(results.map { Double($0.peakKilobytes) })
    BenchIO.printLine(
      "{\"bench\": \"startup\", \"summary\": true, \"runs\": \(results.count), \"first_frame_ms_median\": "
        + "\(BenchIO.format(frame, 2)), \"idle_rss_kb_median\": \(Int(memory)), \"peak_rss_kb_median\": \(Int(peak))}"
    )
    return 0
  }

  static func siblingExecutable(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return name }
    return String(path[...slash]) + name
  }

  /// One start: spawn in a fresh pty, answer DA1, wait for the status bar, sample memory, quit.
  static func measure(_ path: String, document: String? = nil) -> Run? {
    var master: Int32 = -1
    var slave: Int32 = -1
    var name = [CChar](repeating: 0, count: 128)
    var size = winsize(ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, &name, nil, &size) == 0 else { return nil }
    defer { close(master) }
    let slavePath = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID: the pty becomes the controlling tty
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path)] + (document.map { [strdup($0)] } ?? []) + [nil]
    let environment: [UnsafeMutablePointer<CChar>?] = [
      strdup("TERM=xterm-256color"), strdup("LANG=C.UTF-8"), nil,
    ]
    defer {
      for pointer in argv + environment { free(pointer) }
    }
    var pid: pid_t = 0
    let start = BenchIO.seconds(CLOCK_MONOTONIC)
    guard posix_spawn(&pid, path, &actions, &attributes, argv, environment) == 0 else {
      close(slave)
      return nil
    }
    close(slave)
    var output: [UInt8] = []
    var answered = false
    var firstFrame: Double?
    let query = Array("\u{1b}[c".utf8)
    let statusBar = Array("Easel │ ".utf8)
    var buffer = [UInt8](repeating: 0, count: 65536)
    // A huge document takes longer than an empty canvas to open.
    let deadline: Double = document == nil ? 5 : 120
    while firstFrame == nil, BenchIO.seconds(CLOCK_MONOTONIC) - start < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
      if !answered, output.firstRange(of: query) != nil {
        var reply = Array("\u{1b}[?62;22c".utf8)
        _ = write(master, &reply, reply.count)
        answered = true
      }
      if output.firstRange(of: statusBar) != nil { firstFrame = BenchIO.seconds(CLOCK_MONOTONIC) - start }
    }
    // Let the editor settle into its idle poll before reading its memory.
    usleep(200_000)
    let resident = residentKilobytes(pid)
    let peak = residentKilobytes(pid, field: "VmHWM:")
    var quit: [UInt8] = [0x11]
    _ = write(master, &quit, 1)
    var status: Int32 = 0
    for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 {
      drain(master, into: &buffer)
      usleep(20_000)
    }
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    guard let firstFrame, let resident, let peak else { return nil }
    return Run(firstFrameMilliseconds: firstFrame * 1000, residentKilobytes: resident, peakKilobytes: peak)
  }

  static func drain(_ fd: Int32, into buffer: inout [UInt8]) {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) > 0, read(fd, &buffer, buffer.count) > 0 {}
  }

  /// VmRSS (or another field) from /proc/PID/status, in kB.
  static func residentKilobytes(_ pid: pid_t, field: String = "VmRSS:") -> Int? {
    guard let bytes = BenchIO.readFile("/proc/\(pid)/status") else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(field) {
      return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
    return nil
  }
}
