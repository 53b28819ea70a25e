import EaselApp
import EaselDocument
import EaselFileFormat
import EaselInput
import EaselTerminal

/// The running editor's recovery files and lock: `RecoveryPlan` decides, this looks up the facts
/// the plan asks for, holds the session's lock, and carries out the plan's steps through
/// EaselTerminal's `StateFiles`, remembering which files it wrote (the only ones it removes).
///
/// Failures are not reported but at start: a recovery file that cannot be written must never
/// stop the editing it protects, and the document itself stays in the editor either way.
struct RecoverySession {
  private(set) var plan: RecoveryPlan
  let files: StateFiles
  /// Which file this session writes.
  private(set) var role = RecoveryRole.owner
  /// The files this session wrote and has not removed.
  private var written: Set<String> = []
  /// The lock while this session holds it (the kernel lets it go when the process ends).
  private var heldLock: SessionLock?

  /// Nil when the environment names no state folder: then there is no recovery at all. `anchor`
  /// (`:14`) names a place in the document's file: a diagram edited in place there has files
  /// of its own, apart from the file's and from other blocks'.
  init?(
    documentPath: String?, anchor: String? = nil, environment: [String: String],
    files: StateFiles = StateFiles()
  ) {
    let current = files.currentDirectory()
    let suffix = anchor ?? ""
    guard
      let plan = RecoveryPlan(
        documentPath: documentPath.map { $0 + suffix },
        canonicalPath: documentPath.map { files.canonicalPath($0, currentDirectory: current) + suffix },
        environment: environment, processID: files.processID, token: Self.token(files))
    else { return nil }
    self.plan = plan
    self.files = files
  }

  /// A name no other session chooses: random, else this pid and the time.
  static func token(_ files: StateFiles) -> String {
    files.randomToken() ?? "\(files.processID)-\(UInt64(Instant.now().nanoseconds))"
  }

  /// The document these files are for (nil: untitled).
  var documentPath: String? { plan.documentPath }

  /// At start: the folder made private, the lock taken, then what the editor offers or says.
  mutating func start() -> RecoveryStartup {
    let start = plan.startup(gatherFacts(), decode: { try EaselFile.decode($0) })
    role = start.role
    return start
  }

  private mutating func gatherFacts() -> RecoveryFacts {
    var facts = RecoveryFacts()
    do {
      try files.makeFolders(plan.folder, mode: RecoveryPlan.folderMode)
      try files.setMode(plan.folder, RecoveryPlan.folderMode)
    } catch {
      facts.folderProblem = error.description
      return facts
    }
    switch files.lock(plan.lock, content: Array("\(plan.processID)\n".utf8)) {
    case .acquired(let lock):
      heldLock = lock
      facts.lock = .acquired
    case .heldByAnother:
      facts.lock = .heldByAnother(pid: holderPID())
    case .failed(let failure):
      facts.lock = .failed(failure.description)
    }
    if case .acquired = facts.lock, let shared = plan.sharedFile {
      do {
        facts.recoveryFile = .bytes(try files.read(atPath: shared, maximumBytes: EaselFile.maximumFileBytes))
      } catch {
        facts.recoveryFile = error.isMissingFile ? .missing : .unreadable(error.description)
      }
    }
    if plan.looksForUntitledWork, let entries = files.entries(in: plan.folder) {
      facts.endedUntitledFiles = plan.untitledFiles(in: entries.map(\.name)).filter {
        !files.isHeld(plan.folder + "/" + $0.lock)
      }.map {
        RecoveryFolderEntry(
          name: $0.file, modified: files.modificationTime(atPath: plan.folder + "/" + $0.file))
      }
    }
    return facts
  }

  /// The pid the lock's holder wrote into it, for the message.
  private func holderPID() -> Int32? {
    guard let bytes = try? files.read(atPath: plan.lock, maximumBytes: RecoveryPlan.maximumLockBytes) else {
      return nil
    }
    var text = String(decoding: bytes, as: UTF8.self)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    return Int32(text).flatMap { $0 > 0 ? $0 : nil }
  }

  /// What the editor asked for after an edit, a save, an undo back to the saved state, or the
  /// offer settled.
  mutating func apply(_ request: RecoveryRequest) {
    let steps = plan.steps(for: request, role: role, written: written)
    role = plan.role(after: request, in: role, holdsLock: heldLock != nil)
    written.formUnion(plan.adoptedFiles(after: request, holdsLock: heldLock != nil))
    perform(steps)
  }

  /// The session ends: `unsaved` is kept for the next start, nil keeps nothing this session
  /// wrote; the lock goes.
  mutating func finish(unsaved: Document?) {
    perform(plan.finishSteps(unsaved: unsaved, role: role, written: written, holdsLock: heldLock != nil))
    if let heldLock { files.release(heldLock) }
    heldLock = nil
  }

  /// Save As or Open put the editor on the document at `path`: this session's files here are
  /// settled as at a clean end, and it starts anew there (taking that document's lock).
  mutating func move(to path: String, unsaved: Document?) {
    finish(unsaved: nil)
    let current = files.currentDirectory()
    plan = plan.moved(
      to: path, canonicalPath: files.canonicalPath(path, currentDirectory: current), token: Self.token(files))
    written = []
    let facts = gatherFacts()
    // A file left for the new document by another session is not this one's to replace.
    if case .acquired = facts.lock, case .missing = facts.recoveryFile {
      role = .owner
    } else {
      role = .guest
    }
    if let unsaved { perform(plan.writeSteps(unsaved, role: role)) }
  }

  private mutating func perform(_ steps: [RecoveryStep]) {
    let outcome = RecoveryStep.perform(
      steps,
      makeFolder: { path, mode in (try? files.makeFolders(path, mode: mode)) != nil },
      replaceFile: { content, path in
        switch content {
        case .document(let document):
          return (try? files.write(EaselFile.encode(document), toPath: path, mode: RecoveryPlan.fileMode))
            != nil
        case .bytes(let bytes):
          return (try? files.write(bytes, toPath: path, mode: RecoveryPlan.fileMode)) != nil
        }
      },
      removeFile: { path in try? files.remove(atPath: path) })
    written.formUnion(outcome.written)
    written.subtract(outcome.removed)
  }
}
