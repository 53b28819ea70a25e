import Glibc

/// Everything the signal handlers and the `atexit` hook touch, in one heap block.
///
/// Heap, not globals: Swift 6.3.1 lays out statically initialised globals of padded C structs
/// (`termios`, `sigaction`) a few bytes short, so `tcgetattr` into such a global overwrites its
/// neighbour. The only global is `signalState`, an optional pointer set once before any handler is
/// installed, so a handler never runs a lazy global initialiser (not async-signal-safe).
struct SignalState {
  /// The termios to put back; a separate allocation so handlers can pass its address directly.
  var savedTermios: UnsafeMutablePointer<termios>
  var terminalFD: Int32
  var outputFD: Int32
  /// True between entering raw mode and restoring it; guards every restore path.
  var isRaw: Bool
  /// The application's mode-reset bytes (kitty pop, mouse off, leave the alternate screen, ...).
  var restoreBytes: UnsafeMutablePointer<UInt8>
  var restoreCapacity: Int
  var restoreCount: Int
  /// The write end of the self-pipe; -1 until it exists.
  var pipeWriteFD: Int32
  /// Whether crash handlers hand over to the previous handler (the Swift backtracer) instead of
  /// SIG_DFL. Only when `SWIFT_BACKTRACE` is set: on a terminal the backtracer can wait about ten
  /// seconds at an interactive prompt while the user's shell is unusable.
  var chainsToBacktracer: Bool
  /// The actions that were installed before ours, indexed by signal number.
  var previousActions: UnsafeMutablePointer<sigaction>
  var crashHandlersInstalled: Bool
  /// The crash handlers' alternate stack. Kept here for the life of the process, so leak
  /// checkers see it as reachable (only the kernel refers to it otherwise).
  var alternateStack: UnsafeMutableRawPointer?
  var forwardersInstalled: Bool
  var atExitInstalled: Bool

  static let signalSlots = 65
  /// Signals the main loop handles itself, through the self-pipe.
  static let forwardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]
  /// Signals that mean the process is crashing: restore the terminal, then die by the same signal.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

  /// The shared state, allocated on first use; every later call returns the same block.
  static func shared() -> UnsafeMutablePointer<SignalState> {
    if let existing = signalState { return existing }
    let termiosStorage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    termiosStorage.initialize(to: termios())
    let capacity = 4096
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    bytes.initialize(repeating: 0, count: capacity)
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    actions.initialize(repeating: sigaction(), count: signalSlots)
    let state = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
    state.initialize(
      to: SignalState(
        savedTermios: termiosStorage, terminalFD: -1, outputFD: -1, isRaw: false, restoreBytes: bytes,
        restoreCapacity: capacity, restoreCount: 0, pipeWriteFD: -1,
        chainsToBacktracer: getenv("SWIFT_BACKTRACE") != nil, previousActions: actions,
        crashHandlersInstalled: false, alternateStack: nil, forwardersInstalled: false, atExitInstalled: false
      ))
    signalState = state
    return state
  }

  /// Writes the restore bytes and puts the saved termios back, if raw mode is on.
  ///
  /// Async-signal-safe: only `write`, `tcsetattr` and `tcflush` on pre-allocated memory, so it
  /// serves the crash handlers, the `atexit` hook and the normal path alike.
  static func restoreTerminal(_ state: UnsafeMutablePointer<SignalState>) {
    guard state.pointee.isRaw else { return }
    state.pointee.isRaw = false
    writeFully(state.pointee.outputFD, state.pointee.restoreBytes, state.pointee.restoreCount)
    _ = tcsetattr(state.pointee.terminalFD, TCSANOW, state.pointee.savedTermios)
    _ = tcflush(state.pointee.terminalFD, TCIFLUSH)
  }

  /// A write loop for the restore path: EINTR retried, any other failure ends it, because a dying
  /// process must not wait on a terminal that is gone or flow-controlled shut.
  static func writeFully(_ fd: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
    var offset = 0
    while offset < count {
      let written = write(fd, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Sets `signal`'s action to `handler` (or SIG_DFL when nil), saving the previous action once.
  static func install(
    _ signal: Int32, handler: (@convention(c) (Int32) -> Void)?, flags: Int32,
    savingInto previous: UnsafeMutablePointer<sigaction>?
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    _ = sigaction(signal, &action, previous)
  }

  /// Installs the self-pipe forwarders for the signals the main loop handles.
  static func installForwarders() {
    let state = shared()
    for signal in forwardedSignals {
      installForwarder(signal, saving: !state.pointee.forwardersInstalled)
    }
    state.pointee.forwardersInstalled = true
  }

  static func installForwarder(_ signal: Int32, saving: Bool = false) {
    let state = shared()
    install(
      signal, handler: forwardSignal, flags: SA_RESTART,
      savingInto: saving ? state.pointee.previousActions + Int(signal) : nil)
  }

  /// Installs the crash handlers on an alternate stack, so a stack overflow still restores.
  static func installCrashHandlers() {
    let state = shared()
    guard !state.pointee.crashHandlersInstalled else { return }
    state.pointee.crashHandlersInstalled = true
    let stackSize = 64 * 1024
    var stack = stack_t()
    let memory = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
    state.pointee.alternateStack = memory
    stack.ss_sp = memory
    stack.ss_size = stackSize
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
    let flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | SA_ONSTACK
    for signal in crashSignals {
      install(
        signal, handler: restoreAfterCrash, flags: flags,
        savingInto: state.pointee.previousActions + Int(signal))
    }
  }

  /// Registers the `atexit` hook once: `exit()` skips Swift `defer`s but runs these.
  static func installAtExit() {
    let state = shared()
    guard !state.pointee.atExitInstalled else { return }
    state.pointee.atExitInstalled = true
    _ = atexit {
      if let state = signalState { SignalState.restoreTerminal(state) }
    }
  }
}

/// The one global; `nil` is static data, so reading it never runs an initialiser.
nonisolated(unsafe) var signalState: UnsafeMutablePointer<SignalState>? = nil

/// Self-pipe handler: one byte per signal; `TerminalSession.wait` reads them.
private func forwardSignal(_ signal: Int32) {
  let savedErrno = errno
  if let state = signalState, state.pointee.pipeWriteFD >= 0 {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(state.pointee.pipeWriteFD, &byte, 1)
  }
  errno = savedErrno
}

/// Crash handler: give the terminal back, then die by the same signal.
///
/// `raise` is needed even for real faults: a SIGSEGV sent with `kill` is not re-delivered when the
/// handler returns, so without it the process would carry on. The signal stays blocked inside the
/// handler, so the raised one is delivered, with the new action, as soon as the handler returns.
private func restoreAfterCrash(_ signal: Int32) {
  if let state = signalState {
    SignalState.restoreTerminal(state)
    if state.pointee.chainsToBacktracer {
      _ = sigaction(signal, state.pointee.previousActions + Int(signal), nil)
    } else {
      SignalState.install(signal, handler: nil, flags: 0, savingInto: nil)
    }
  } else {
    SignalState.install(signal, handler: nil, flags: 0, savingInto: nil)
  }
  _ = raise(signal)
}
