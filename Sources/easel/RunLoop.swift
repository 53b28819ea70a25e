import EaselApp
import EaselInput
import EaselTerminal

/// The one loop of the terminal programs (the editor, `easel keys`, `easel --probe`): poll the
/// tty and the signal pipe until input, a signal or the driver's next deadline; hand what
/// happened to the `Driver`; carry out what it asks (bytes to write, the restore sequence,
/// saves, opens, recovery files, the exit).
struct RunLoop {
  let session: TerminalSession
  var driver: Driver
  var recovery: RecoverySession?
  /// `EASEL_TEST_CRASH`: the crash signal to raise once the modes are on (end-to-end tests).
  let crashSignal: Int32?
  /// `EASEL_TEST_SCREEN`: where to write the screen as text after every frame (e2e tests).
  let screenDump: ScreenDump?
  /// Whether the driver switched terminal modes on; only then is there anything to drain on
  /// the way out (`--probe` never does).
  var switchedModesOn = false
  /// Room for several of the terminal's 4 KiB reads: what is already waiting is read in one go
  /// and costs one frame, so a flood of mouse reports is absorbed instead of drawn report by report.
  var buffer = [UInt8](repeating: 0, count: 64 << 10)

  /// Runs `kind` on the terminal until it exits; the exit code.
  static func run(_ kind: Driver.ProgramKind, recovery initialRecovery: RecoverySession? = nil) -> Int32 {
    var recovery = initialRecovery
    guard let session = openTerminal() else {
      recovery?.finish(unsaved: nil)
      return 1
    }
    let environment = TerminalSession.environment()
    var driver = Driver(
      kind: kind, environment: environment, size: terminalSize(session),
      settings: InputSettings(environment: environment), startedAt: .now())
    driver.setFolderListing(SystemFolderListing(), home: environment["HOME"])
    var loop = RunLoop(
      session: session, driver: driver, recovery: recovery,
      crashSignal: environment["EASEL_TEST_CRASH"].flatMap(ForwardedSignal.crashSignal(named:)),
      screenDump: ScreenDump.requested(by: environment))
    return loop.run()
  }

  static func openTerminal() -> TerminalSession? {
    do {
      let session = try TerminalSession.open()
      try session.enterRawMode()
      return session
    } catch {
      Console.writeError("easel: cannot use the terminal: \(error)\n")
      return nil
    }
  }

  static func terminalSize(_ session: TerminalSession) -> TerminalSize {
    guard let size = session.windowSize(), size.columns > 0, size.rows > 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(
      columns: size.columns, rows: size.rows, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight)
  }

  mutating func run() -> Int32 {
    var output = driver.start(at: .now())
    while true {
      // The restore sequence is installed before the bytes that turn the modes on are written,
      // so a signal arriving in between still finds everything it must undo.
      if let sequence = output.restoreSequence {
        session.setRestoreSequence(sequence)
        switchedModesOn = true
      }
      if !output.bytes.isEmpty {
        do {
          try session.write(output.bytes)
        } catch {
          return endWithTerminalLost()
        }
        if let screenDump, let text = driver.screenText { screenDump.write(text) }
      }
      if let request = output.recovery { recovery?.apply(request) }
      if output.restoreSequence != nil, let crashSignal { TerminalSession.raiseForTesting(crashSignal) }
      if let request = output.save, output.exit == nil {
        output = FileRequests.save(request, driver: &driver, recovery: &recovery)
        continue
      }
      if let path = output.open, output.exit == nil {
        output = FileRequests.openDocument(path, driver: &driver, recovery: &recovery)
        continue
      }
      if let exit = output.exit { return end(exit, printing: output.textAfterRestore) }
      guard let next = waitAndStep(wakeAt: output.wakeAt) else { return endWithTerminalLost() }
      output = next
    }
  }

  /// One wait and what the driver made of it; nil when the terminal hung up or closed.
  mutating func waitAndStep(wakeAt: Instant?) -> DriverOutput? {
    switch session.wait(untilNanoseconds: wakeAt?.nanoseconds) {
    case .timeout:
      return driver.tick(at: .now())
    case .hangup:
      return nil
    case .input:
      let session = session
      switch buffer.withUnsafeMutableBytes({ session.read(into: $0) }) {
      case .bytes(var count):
        count += readWaiting(after: count)
        var output = buffer.withUnsafeBufferPointer {
          driver.receive(UnsafeBufferPointer(rebasing: $0[0..<count]), at: .now())
        }
        if let due = output.wakeAt, due <= .now() {
          let later = driver.tick(at: .now())
          output.bytes += later.bytes
          output.wakeAt = later.wakeAt
          if output.exit == nil {
            output.exit = later.exit
            output.textAfterRestore = later.textAfterRestore
          }
        }
        return output
      case .nothing:
        return DriverOutput(wakeAt: wakeAt)
      case .closed:
        // The terminal went away: nothing can be drawn any more.
        return nil
      }
    case .signals(let signals):
      var output = DriverOutput(wakeAt: wakeAt)
      // A resize storm queues many SIGWINCH: one look at the size per batch is enough.
      var seenResize = false
      for signal in signals {
        if ForwardedSignal(signal) == .windowChanged {
          if seenResize { continue }
          seenResize = true
        }
        output = handle(signal: signal, pending: output)
      }
      return output
    }
  }

  /// Reads what is already waiting into the rest of the buffer (from `start`), without blocking,
  /// while a whole read's worth of room is left. Returns how many bytes it added.
  mutating func readWaiting(after start: Int) -> Int {
    var end = start
    let session = session
    while buffer.count - end >= 4096 {
      let result = buffer.withUnsafeMutableBytes {
        session.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[end...]))
      }
      guard case .bytes(let count) = result else { break }
      end += count
    }
    return end - start
  }

  mutating func handle(signal: Int32, pending: DriverOutput) -> DriverOutput {
    var output = pending
    switch ForwardedSignal(signal) {
    case .windowChanged:
      let size = Self.terminalSize(session)
      // Later signals of a storm often find the size they already announced.
      guard size != driver.size else { break }
      let next = driver.resize(to: size, at: .now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case .stop:
      _ = driver.suspend(at: .now())
      session.suspend()
      let next = driver.resume(at: .now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case .continued:
      // After our own SIGTSTP this redraws a second time (the SIGCONT of `fg` arrives through
      // the pipe after the resume above). It cannot be told from a SIGCONT sent later, after a
      // stop the kernel discarded or a SIGSTOP, so both redraw.
      // Continued after a stop we did not arrange (SIGSTOP): the shell may have changed the
      // terminal meanwhile, so set everything up again and redraw.
      try? session.enterRawMode()
      let next = driver.resume(at: .now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case .termination:
      // Unsaved work goes to the recovery file first: the next start offers it.
      recovery?.finish(unsaved: driver.unsavedDocument)
      session.terminate(bySignal: signal)
    case .other:
      break
    }
    return output
  }

  /// The program asked to exit: the terminal restored, the recovery files settled, then the
  /// program's last words (`--probe`'s report) on stdout, where the screen no longer needs it.
  mutating func end(_ exit: ExitRequest, printing text: String?) -> Int32 {
    // Draining waits for the terminal to acknowledge the modes going off; with none switched
    // on there is nothing in flight to wait for.
    if switchedModesOn { session.restoreAfterDraining() } else { session.restore() }
    // A clean quit keeps nothing: saved, or the user chose to quit without saving.
    recovery?.finish(unsaved: exit == .success ? nil : driver.unsavedDocument)
    if let text, !Console.writeOutput(text) { return 1 }
    if case .failure(let message) = exit {
      Console.writeError("easel: \(message)\n")
      return 1
    }
    return 0
  }

  /// The terminal is gone (a failed write, a hang-up, end of input): unsaved work goes to the
  /// recovery file for the next start.
  mutating func endWithTerminalLost() -> Int32 {
    session.restore()
    recovery?.finish(unsaved: driver.unsavedDocument)
    return 1
  }
}
