import EaselApp
import EaselDocument
import EaselFileFormat
import EaselTerminal

/// The running editor's recovery file and lock: `RecoveryPlan` decides, this looks up the facts
/// the plan asks for and carries out its steps through EaselTerminal's `StateFiles`.
///
/// Failures are not reported: a recovery file that cannot be written must never stop the
/// editing it protects, and the document itself stays in the editor either way.
struct RecoverySession {
  private(set) var plan: RecoveryPlan
  let files: StateFiles

  /// Nil when the environment names no state folder: then there is no recovery at all.
  init?(documentPath: String?, environment: [String: String], files: StateFiles = StateFiles()) {
    guard
      let plan = RecoveryPlan(
        documentPath: documentPath, environment: environment, processID: files.processID,
        currentDirectory: files.currentDirectory())
    else { return nil }
    self.plan = plan
    self.files = files
  }

  /// The document these files are for (nil: untitled).
  var documentPath: String? { plan.documentPath }

  /// At start: what the editor offers or says; the lock is taken.
  func start() -> RecoveryStartup {
    var facts = RecoveryFacts()
    if let lock = plan.lock {
      facts.lockContents = try? files.read(atPath: lock, maximumBytes: RecoveryPlan.maximumLockBytes)
      do {
        facts.recoveryFile = .bytes(
          try files.read(atPath: plan.file, maximumBytes: EaselFile.maximumFileBytes))
      } catch {
        facts.recoveryFile = error.isMissingFile ? .missing : .unreadable(error.description)
      }
    }
    if plan.looksForUntitledWork {
      facts.folderEntries = files.entries(in: plan.folder)?.map {
        RecoveryFolderEntry(
          name: $0.name, modified: files.modificationTime(atPath: plan.folder + "/" + $0.name))
      }
    }
    facts.runningProcesses = Set(plan.processesToCheck(facts).filter(files.isRunning))
    let start = plan.startup(facts, decode: { try EaselFile.decode($0) })
    perform(start.steps)
    return start
  }

  /// What the editor asked for after an edit, a save or an undo back to the saved state.
  func apply(_ request: RecoveryRequest) { perform(plan.steps(for: request)) }

  /// The session ends: `unsaved` is kept for the next start, nil keeps nothing.
  func finish(unsaved: Document?) { perform(plan.finishSteps(unsaved: unsaved)) }

  /// Save As or Open put the editor on the document at `path`.
  mutating func move(to path: String, unsaved: Document?) {
    let moved = plan.moved(to: path, currentDirectory: files.currentDirectory(), unsaved: unsaved)
    perform(moved.steps)
    plan = moved.plan
  }

  private func perform(_ steps: [RecoveryStep]) {
    RecoveryStep.perform(
      steps,
      makeFolder: { path, mode in (try? files.makeFolders(path, mode: mode)) != nil },
      replaceFile: { content, path in
        switch content {
        case .document(let document): try? files.write(EaselFile.encode(document), toPath: path)
        case .bytes(let bytes): try? files.write(bytes, toPath: path)
        }
      },
      removeFile: { path in try? files.remove(atPath: path) })
  }
}
