import EaselApp
import EaselDocument
import EaselFileFormat
import EaselInput
import EaselRaster
import EaselRender
import EaselTerminal
import Glibc

/// The executable: arguments, the wiring of the terminal session to the pure driver, exit codes
/// (0 success, 1 error, 2 bad usage).
@main
struct EaselMain {
  static func main() {
    exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
  }

  static func run(arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try CommandLineOptions.parse(arguments)
    } catch {
      writeError(error.message + "\n")
      return 2
    }
    switch invocation {
    case .help:
      writeOutput(CommandLineOptions.usage + "\n")
      return 0
    case .version:
      writeOutput("easel \(CommandLineOptions.version)\n")
      return 0
    case .keys(let countOnly) where !TerminalSession.isTTY(STDIN_FILENO):
      return decodeBatch(countOnly: countOnly)
    case .keys:
      return runInteractive(kind: .keys)
    case .probe:
      return probe()
    case .keymap:
      // The keymap in effect: the user's file applied, its problems on stderr; never an error.
      let keymapFile = readKeymapFile(environment: TerminalSession.environment())
      let overrides = KeymapDocument.overrides(keymapFile.bindings)
      for line in KeymapDocument.problemLines(overrides: overrides) {
        writeError("easel: keymap.json: \(line)\n")
      }
      writeOutput(KeymapDocument.table(overrides: overrides))
      return 0
    case .render(let file, let color, let asciiOnly):
      return render(file: file, color: color, asciiOnly: asciiOnly)
    case .export(let file, let format, let output, let options):
      return export(file: file, format: format, output: output, options: options)
    case .editor(let file, let asciiOnly):
      var launch = EditorLaunch(filePath: file, asciiOnly: asciiOnly)
      if let file {
        switch loadDocument(file) {
        case .loaded(let document):
          launch.document = document
          launch.fileIdentity = fileIdentity(file)
        case .missing: launch.message = "New file: Cmd-S creates it"
        case .failed(let message):
          writeError("easel: \(message)\n")
          return 1
        }
      }
      let recovery = RecoveryFiles(documentPath: file, environment: TerminalSession.environment())
      if let other = recovery?.otherHolder() {
        launch.message = "Also open in another Easel (pid \(other)): saving here and there overwrites"
      } else if file == nil, let untitled = recovery?.deadUntitledFile() {
        // Untitled work is not forced on a new canvas: it is pointed to, to be opened at will.
        let shown = CommandLineOptions.printable(untitled)
        launch.message =
          "Unsaved untitled work of an Easel that ended is in \(shown): easel \(shown) opens it"
      } else if let found = recovery?.findRecovered() {
        launch.recovered = found.document
        if let problem = found.problem { writeError("easel: \(problem)\n") }
      }
      recovery?.takeLock()
      let keymapFile = readKeymapFile(environment: TerminalSession.environment())
      launch.keymapOverrides = KeymapDocument.overrides(keymapFile.bindings)
      for line in KeymapDocument.problemLines(overrides: launch.keymapOverrides) {
        writeError("easel: keymap.json: \(line)\n")
      }
      let keymapMessage =
        keymapFile.failed
        ? "keymap.json not used: default keys (see easel keymap)"
        : KeymapDocument.problemSummary(overrides: launch.keymapOverrides)
      if let keymapMessage {
        launch.message = [keymapMessage, launch.message].compactMap { $0 }.joined(separator: " · ")
      }
      return runInteractive(kind: .editor(launch), recovery: recovery)
    }
  }

  /// Where the user's keymap file is: `$XDG_CONFIG_HOME/easel/keymap.json`, or
  /// `~/.config/easel/keymap.json` when XDG_CONFIG_HOME is unset, empty or relative (as the XDG
  /// base directory specification says); nil without either.
  static func keymapFilePath(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/easel/keymap.json"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.config/easel/keymap.json" }
    return nil
  }

  /// Reads the user's keymap file (`docs/keymap-file.md`). A missing file is no bindings; one
  /// that cannot be read or is malformed is reported in one line on stderr and ignored
  /// (`failed`), so a mistake in it never keeps Easel from starting.
  static func readKeymapFile(
    environment: [String: String]
  ) -> (bindings: [(commandID: String, chords: [String]?)], failed: Bool) {
    guard let path = keymapFilePath(environment: environment) else { return ([], false) }
    let shownPath = CommandLineOptions.printable(path)
    let bytes: [UInt8]
    do {
      bytes = try AtomicFile.read(atPath: path, maximumBytes: KeymapFile.maximumFileBytes)
    } catch {
      if error.isMissingFile { return ([], false) }
      writeError("easel: \(shownPath): \(error); using the default keys\n")
      return ([], true)
    }
    do {
      return (try KeymapFile.decode(bytes), false)
    } catch {
      writeError("easel: \(shownPath): \(error); using the default keys\n")
      return ([], true)
    }
  }

  enum LoadResult {
    case loaded(Document)
    case missing
    case failed(String)
  }

  /// Reads and decodes a document; the message names the file and the place in it.
  static func loadDocument(_ path: String) -> LoadResult {
    let shownPath = CommandLineOptions.printable(path)
    let bytes: [UInt8]
    do {
      bytes = try AtomicFile.read(atPath: path, maximumBytes: EaselFile.maximumFileBytes)
    } catch {
      return error.isMissingFile ? .missing : .failed("\(shownPath): \(error)")
    }
    do {
      return .loaded(try EaselFile.decode(bytes))
    } catch {
      return .failed("\(shownPath): \(error)")
    }
  }

  /// The document `render` and `export` print; nil after saying on stderr why it cannot be read.
  static func loadExisting(_ file: String) -> Document? {
    switch loadDocument(file) {
    case .loaded(let loaded):
      return loaded
    case .missing:
      writeError("easel: \(CommandLineOptions.printable(file)): no such file\n")
      return nil
    case .failed(let message):
      writeError("easel: \(message)\n")
      return nil
    }
  }

  /// `easel render FILE`: the drawing as text on stdout (spec §6).
  static func render(file: String, color: Bool, asciiOnly: Bool) -> Int32 {
    guard let document = loadExisting(file) else { return 1 }
    let options = RasterOptions(usesASCII: asciiOnly, usesColor: color)
    let text = TextExport.render(document, options: options, colorDepth: color ? .trueColor : nil)
    do {
      try StandardStreams.writeAll(fd: STDOUT_FILENO, bytes: text)
    } catch {
      writeError("easel: cannot write the drawing: \(error)\n")
      return 1
    }
    return 0
  }

  /// `easel export FILE --to FORMAT [-o OUT]` (spec §6): the drawing in `format`, on stdout or
  /// replacing OUT atomically, so a failed export never leaves a partial file.
  static func export(file: String, format: ExportFormat, output: String?, options: ExportOptions) -> Int32 {
    guard let document = loadExisting(file) else { return 1 }
    let bytes = DocumentExport.export(document, as: format, options: options)
    guard let output else {
      do {
        try StandardStreams.writeAll(fd: STDOUT_FILENO, bytes: bytes)
      } catch {
        writeError("easel: cannot write the export: \(error)\n")
        return 1
      }
      return 0
    }
    let shownOutput = CommandLineOptions.printable(output)
    if isSameFile(output, file) {
      writeError("easel: \(shownOutput) is the drawing being exported; not replacing it\n")
      return 1
    }
    do {
      try AtomicFile.write(bytes, toPath: output)
    } catch {
      writeError("easel: cannot write \(shownOutput): \(error)\n")
      return 1
    }
    return 0
  }

  /// True when both paths name one existing file (through links or other spellings).
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// Cmd-S: encode, replace the file atomically, tell the driver how it went.
  /// Refuses (`changedOnDisk`) when the file is no longer what Easel read or wrote, unless the
  /// user said to overwrite.
  static func save(_ request: SaveRequest, driver: inout Driver) -> DriverOutput {
    if request.checksDisk, fileIdentity(request.path) != request.expected {
      return driver.saveFinished(request, result: .changedOnDisk, at: now())
    }
    let bytes =
      request.export.map { DocumentExport.export(request.document, as: $0, options: ExportOptions()) }
      ?? EaselFile.encode(request.document)
    do {
      try AtomicFile.write(bytes, toPath: request.path)
    } catch {
      return driver.saveFinished(request, result: .failed(error.description), at: now())
    }
    return driver.saveFinished(request, result: .saved(fileIdentity(request.path)), at: now())
  }

  /// File → Open: read and decode as at start, and tell the driver.
  static func openDocument(_ path: String, driver: inout Driver) -> DriverOutput {
    switch loadDocument(path) {
    case .loaded(let document):
      return driver.openFinished(path: path, result: .loaded(document, fileIdentity(path)), at: now())
    case .missing:
      return driver.openFinished(path: path, result: .missing, at: now())
    case .failed(let message):
      return driver.openFinished(path: path, result: .failed(message), at: now())
    }
  }

  /// The session's recovery file and lock for the document now at `path`: the old ones go
  /// (`unsaved` is written to the new place if there is any).
  static func moveRecovery(_ old: RecoveryFiles?, to path: String, unsaved: Document?) -> RecoveryFiles? {
    old?.finish(unsaved: nil)
    let moved = RecoveryFiles(documentPath: path, environment: TerminalSession.environment())
    moved?.takeLock()
    if let unsaved { moved?.write(unsaved) }
    return moved
  }

  static func fileIdentity(_ path: String) -> FileIdentity? {
    AtomicFile.identity(atPath: path).map {
      FileIdentity(device: $0.device, inode: $0.inode, size: $0.size, modified: $0.modified)
    }
  }

  static func now() -> Instant { Instant(nanoseconds: TerminalSession.monotonicNanoseconds()) }

  /// `easel keys` on a pipe or file: decode everything, print canonical lines, no timing.
  static func decodeBatch(countOnly: Bool) -> Int32 {
    var batch = KeysBatch(countOnly: countOnly)
    do {
      while let chunk = try StandardStreams.readChunk(fd: STDIN_FILENO) {
        let text = chunk.withUnsafeBufferPointer { batch.feed($0) }
        try StandardStreams.writeAll(fd: STDOUT_FILENO, bytes: text)
      }
      try StandardStreams.writeAll(fd: STDOUT_FILENO, bytes: batch.finish())
      return 0
    } catch {
      writeError("easel keys: \(error)\n")
      return 1
    }
  }

  static func writeOutput(_ text: String) {
    try? StandardStreams.writeAll(fd: STDOUT_FILENO, bytes: Array(text.utf8))
  }

  static func writeError(_ text: String) {
    try? StandardStreams.writeAll(fd: STDERR_FILENO, bytes: Array(text.utf8))
  }

  static func openTerminal() -> TerminalSession? {
    do {
      let session = try TerminalSession.open()
      try session.enterRawMode()
      return session
    } catch {
      writeError("easel: cannot use the terminal: \(error)\n")
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

  /// `easel --probe`: ask the terminal, restore it, then print what was found.
  static func probe() -> Int32 {
    guard let session = openTerminal() else { return 1 }
    let environment = TerminalSession.environment()
    var probe = CapabilityProbe(environment: environment, windowSize: terminalSize(session), startedAt: now())
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    // Room for several of the terminal's 4 KiB reads: what is already waiting is read in one go
    // and costs one frame, so a flood of mouse reports is absorbed instead of drawn report by report.
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    do {
      try session.write(CapabilityProbe.queryBytes)
    } catch {
      session.restore()
      writeError("easel: cannot write to the terminal: \(error)\n")
      return 1
    }
    while !probe.isComplete {
      switch session.wait(untilNanoseconds: probe.deadline.nanoseconds) {
      case .input:
        if case .bytes(let count) = buffer.withUnsafeMutableBytes({ session.read(into: $0) }) {
          events.removeAll(keepingCapacity: true)
          buffer.withUnsafeBufferPointer {
            decoder.feed(UnsafeBufferPointer(rebasing: $0[0..<count]), at: now(), into: &events)
          }
          for case .reply(let reply) in events { probe.handle(reply) }
        } else {
          probe.expire(at: probe.deadline)
        }
      case .hangup:
        probe.expire(at: probe.deadline)
      case .timeout, .signals:
        break
      }
      probe.expire(at: now())
    }
    session.restore()
    let summary = CapabilitySummary(
      capabilities: probe.capabilities, modes: TerminalModes(capabilities: probe.capabilities))
    var text = summary.lines.joined(separator: "\n") + "\ngesture modifiers during a drag:\n"
    text += summary.gestureLines.joined(separator: "\n") + "\n"
    writeOutput(text)
    return 0
  }

  /// The editor and the interactive key viewer: one poll loop over the tty and the signal pipe.
  static func runInteractive(kind: Driver.ProgramKind, recovery initialRecovery: RecoveryFiles? = nil)
    -> Int32
  {
    var recovery = initialRecovery
    guard let session = openTerminal() else {
      recovery?.finish(unsaved: nil)
      return 1
    }
    let environment = TerminalSession.environment()
    var driver = Driver(
      kind: kind, environment: environment, size: terminalSize(session),
      settings: InputSettings(environment: environment), startedAt: now())
    driver.setFolderListing(SystemFolderListing(), home: environment["HOME"])
    let crashSignal = environment["EASEL_TEST_CRASH"].flatMap(signalNumber(named:))
    // Room for several of the terminal's 4 KiB reads: what is already waiting is read in one go
    // and costs one frame, so a flood of mouse reports is absorbed instead of drawn report by report.
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var output = driver.start(at: now())
    while true {
      // The restore sequence is installed before the bytes that turn the modes on are written,
      // so a signal arriving in between still finds everything it must undo.
      if let sequence = output.restoreSequence { session.setRestoreSequence(sequence) }
      if !output.bytes.isEmpty {
        do {
          try session.write(output.bytes)
        } catch {
          session.restore()
          recovery?.finish(unsaved: driver.unsavedDocument)
          return 1
        }
      }
      if let request = output.recovery { recovery?.apply(request) }
      if output.restoreSequence != nil, let crashSignal { TerminalSession.raiseForTesting(crashSignal) }
      if let request = output.save, output.exit == nil {
        output = save(request, driver: &driver)
        // Save As moved the document: its recovery file and lock follow it.
        if request.export == nil, request.path != recovery?.documentPath, driver.documentPath == request.path
        {
          recovery = moveRecovery(recovery, to: request.path, unsaved: driver.unsavedDocument)
        }
        continue
      }
      if let path = output.open, output.exit == nil {
        output = openDocument(path, driver: &driver)
        if driver.documentPath == path {
          recovery = moveRecovery(recovery, to: path, unsaved: nil)
        }
        continue
      }
      if let exit = output.exit {
        session.restoreAfterDraining()
        // A clean quit keeps nothing: saved, or the user chose to quit without saving.
        recovery?.finish(unsaved: exit == .success ? nil : driver.unsavedDocument)
        if case .failure(let message) = exit {
          writeError("easel: \(message)\n")
          return 1
        }
        return 0
      }
      let wakeAt = output.wakeAt
      switch session.wait(untilNanoseconds: wakeAt?.nanoseconds) {
      case .timeout:
        output = driver.tick(at: now())
      case .hangup:
        session.restore()
        recovery?.finish(unsaved: driver.unsavedDocument)
        return 1
      case .input:
        switch buffer.withUnsafeMutableBytes({ session.read(into: $0) }) {
        case .bytes(var count):
          count += readWaiting(session, into: &buffer, after: count)
          output = buffer.withUnsafeBufferPointer {
            driver.receive(UnsafeBufferPointer(rebasing: $0[0..<count]), at: now())
          }
          if let due = output.wakeAt, due <= now() {
            let later = driver.tick(at: now())
            output.bytes += later.bytes
            output.wakeAt = later.wakeAt
            if output.exit == nil { output.exit = later.exit }
          }
        case .nothing:
          output = DriverOutput(wakeAt: wakeAt)
        case .closed:
          // The terminal went away: nothing can be drawn any more.
          session.restore()
          recovery?.finish(unsaved: driver.unsavedDocument)
          return 1
        }
      case .signals(let signals):
        output = DriverOutput(wakeAt: wakeAt)
        // A resize storm queues many SIGWINCH: one look at the size per batch is enough.
        var seenResize = false
        for signal in signals {
          if signal == SIGWINCH {
            if seenResize { continue }
            seenResize = true
          }
          output = handle(
            signal: signal, session: session, driver: &driver, pending: output, recovery: recovery)
        }
      }
    }
  }

  /// Reads what is already waiting into the rest of `buffer` (from `start`), without blocking,
  /// while a whole read's worth of room is left. Returns how many bytes it added.
  static func readWaiting(_ session: TerminalSession, into buffer: inout [UInt8], after start: Int) -> Int {
    var end = start
    while buffer.count - end >= 4096 {
      let result = buffer.withUnsafeMutableBytes {
        session.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[end...]))
      }
      guard case .bytes(let count) = result else { break }
      end += count
    }
    return end - start
  }

  static func handle(
    signal: Int32, session: TerminalSession, driver: inout Driver, pending: DriverOutput,
    recovery: RecoveryFiles?
  ) -> DriverOutput {
    var output = pending
    switch signal {
    case SIGWINCH:
      let size = terminalSize(session)
      // Later signals of a storm often find the size they already announced.
      guard size != driver.size else { break }
      let next = driver.resize(to: size, at: now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case SIGTSTP:
      _ = driver.suspend(at: now())
      session.suspend()
      let next = driver.resume(at: now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case SIGCONT:
      // After our own SIGTSTP this redraws a second time (the SIGCONT of `fg` arrives through
      // the pipe after the resume above). It cannot be told from a SIGCONT sent later, after a
      // stop the kernel discarded or a SIGSTOP, so both redraw.
      // Continued after a stop we did not arrange (SIGSTOP): the shell may have changed the
      // terminal meanwhile, so set everything up again and redraw.
      try? session.enterRawMode()
      let next = driver.resume(at: now())
      output.bytes += next.bytes
      output.wakeAt = next.wakeAt
    case SIGINT, SIGTERM, SIGHUP, SIGQUIT:
      // Unsaved work goes to the recovery file first: the next start offers it.
      recovery?.finish(unsaved: driver.unsavedDocument)
      session.terminate(bySignal: signal)
    default:
      break
    }
    return output
  }

  static func signalNumber(named name: String) -> Int32? {
    switch name.uppercased() {
    case "SEGV", "SIGSEGV": return SIGSEGV
    case "ABRT", "SIGABRT": return SIGABRT
    case "BUS", "SIGBUS": return SIGBUS
    case "ILL", "SIGILL": return SIGILL
    case "FPE", "SIGFPE": return SIGFPE
    case "TRAP", "SIGTRAP": return SIGTRAP
    default: return nil
    }
  }
}

/// The recovery file and the lock of one editing session (spec §6), in `$XDG_STATE_HOME/easel/`
/// (or `~/.local/state/easel/`): `NAME-HASH.easel` holds the unsaved drawing of the document at
/// that path (the hash tells documents with the same name apart), `NAME-HASH.lock` the pid of
/// the Easel editing it. An untitled canvas uses `untitled-PID.easel`.
struct RecoveryFiles {
  let folder: String
  let file: String
  let lock: String?

  /// The document these files are for (nil: untitled).
  let documentPath: String?

  init?(documentPath: String?, environment: [String: String]) {
    guard let folder = Self.folder(environment: environment) else { return nil }
    self.folder = folder
    self.documentPath = documentPath
    guard let documentPath else {
      file = folder + "/untitled-\(getpid()).easel"
      lock = nil
      return
    }
    let absolute = documentPath.hasPrefix("/") ? documentPath : Self.currentDirectory() + "/" + documentPath
    let name = Self.safeName(absolute.split(separator: "/").last.map(String.init) ?? "drawing")
    let stem = folder + "/" + name + "-" + Self.hexHash(absolute)
    file = stem + ".easel"
    lock = stem + ".lock"
  }

  /// `$XDG_STATE_HOME/easel` when that is an absolute path, else `~/.local/state/easel`.
  static func folder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/easel" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/easel" }
    return nil
  }

  /// The pid in the lock file when that process is still running (another Easel on this file).
  func otherHolder() -> Int32? {
    guard let lock, let bytes = try? AtomicFile.read(atPath: lock, maximumBytes: 64),
      let pid = Int32(String(decoding: bytes, as: UTF8.self).trimmingNewline), pid > 0, pid != getpid()
    else { return nil }
    return Self.isRunning(pid) ? pid : nil
  }

  func takeLock() {
    guard let lock, makeFolder() else { return }
    try? AtomicFile.write(Array("\(getpid())\n".utf8), toPath: lock)
  }

  /// Unsaved work an earlier session left for this document. Loaded as strictly as a document;
  /// a file that does not load is left alone and reported.
  func findRecovered() -> (document: Document?, problem: String?) {
    guard lock != nil else { return (nil, nil) }
    let candidate = file
    let bytes: [UInt8]
    do {
      bytes = try AtomicFile.read(atPath: candidate, maximumBytes: EaselFile.maximumFileBytes)
    } catch {
      return (nil, error.isMissingFile ? nil : "recovery file unreadable: \(error)")
    }
    do {
      let document = try EaselFile.decode(bytes)
      return (document.isEmpty ? nil : document, nil)
    } catch {
      return (nil, "recovery file \(CommandLineOptions.printable(candidate)) not used: \(error)")
    }
  }

  func apply(_ request: RecoveryRequest) {
    switch request {
    case .write(let document): write(document)
    case .remove: unlink(file)
    }
  }

  func write(_ document: Document) {
    guard makeFolder() else { return }
    try? AtomicFile.write(EaselFile.encode(document), toPath: file)
  }

  /// The session ends. `unsaved`: written for the next start (signals, terminal loss);
  /// nil after a clean quit: nothing is kept.
  func finish(unsaved: Document?) {
    if let unsaved {
      write(unsaved)
    } else {
      unlink(file)
    }
    if let lock { unlink(lock) }
  }

  private func makeFolder() -> Bool {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  /// The newest untitled recovery file of an Easel no longer running.
  func deadUntitledFile() -> String? {
    guard let entries = SystemFolderListing().entries(in: folder) else { return nil }
    var newest: (path: String, modified: Int64)?
    for (name, _) in entries {
      guard name.hasPrefix("untitled-"), name.hasSuffix(".easel"),
        let pid = Int32(name.dropFirst(9).dropLast(6)), pid != getpid(), !Self.isRunning(pid)
      else { continue }
      let path = folder + "/" + name
      let modified = AtomicFile.identity(atPath: path)?.modified ?? 0
      if newest == nil || modified > newest!.modified { newest = (path, modified) }
    }
    return newest?.path
  }

  static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

  static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(cString: buffer)
  }

  /// The file name with anything but letters, digits, `.`, `_` and `-` as `_`, at most 40 long.
  static func safeName(_ name: String) -> String {
    String(
      name.unicodeScalars.prefix(40).map { scalar -> Character in
        let allowed =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "." || scalar == "_" || scalar == "-")
        return allowed ? Character(scalar) : "_"
      })
  }

  /// FNV-1a, 64 bits, as 16 hex digits: stable across runs, unlike `Hasher`.
  static func hexHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

extension String {
  var trimmingNewline: String {
    var text = self
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    return text
  }
}

/// Folder entries for completing typed paths (File → Open, Save As).
struct SystemFolderListing: FolderListing {
  func entries(in folder: String) -> [(name: String, isFolder: Bool)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var result: [(name: String, isFolder: Bool)] = []
    while let entry = readdir(directory), result.count < 10_000 {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
      if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
        var info = stat()
        isFolder = stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      result.append((name, isFolder))
    }
    return result
  }
}
