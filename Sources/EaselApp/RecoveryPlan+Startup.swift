import EaselDocument

/// At start: another Easel editing the same document is warned about, untitled work an ended
/// Easel left is pointed to, and unsaved work left for this document is offered.
extension RecoveryPlan {
  /// Whether the shell should list the folder (`RecoveryFacts.folderEntries`): an untitled
  /// start points to untitled work left behind.
  public var looksForUntitledWork: Bool { documentPath == nil }

  /// The pids whose liveness decides the start: the lock's holder and the untitled files' Easels.
  public func processesToCheck(_ facts: RecoveryFacts) -> [Int32] {
    var pids: [Int32] = []
    if let holder = lockPID(facts) { pids.append(holder) }
    pids += untitledFiles(facts).map(\.pid)
    return pids
  }

  /// The editor's start, given what the shell found. `decode` reads a recovery file as strictly
  /// as a document (the shell's file format); what it throws is shown in the problem.
  public func startup(
    _ facts: RecoveryFacts, decode: (_ bytes: [UInt8]) throws -> Document
  ) -> RecoveryStartup {
    var start = RecoveryStartup(steps: lockSteps)
    if let holder = lockPID(facts), facts.runningProcesses.contains(holder) {
      start.message = "Also open in another Easel (pid \(holder)): saving here and there overwrites"
    } else if looksForUntitledWork, let untitled = newestEndedUntitledFile(facts) {
      // Untitled work is not forced on a new canvas: it is pointed to, to be opened at will.
      let shown = CommandLineOptions.printable(untitled)
      start.message = "Unsaved untitled work of an Easel that ended is in \(shown): easel \(shown) opens it"
    } else if lock != nil {
      switch facts.recoveryFile {
      case .missing:
        break
      case .unreadable(let reason):
        start.problem = "recovery file unreadable: \(reason)"
      case .bytes(let bytes):
        do {
          let document = try decode(bytes)
          start.recovered = document.isEmpty ? nil : document
        } catch {
          start.problem = "recovery file \(CommandLineOptions.printable(file)) not used: \(error)"
        }
      }
    }
    return start
  }

  /// The pid in the lock, unless it is unreadable, not positive or this process's own.
  func lockPID(_ facts: RecoveryFacts) -> Int32? {
    guard lock != nil, let bytes = facts.lockContents else { return nil }
    var text = String(decoding: bytes, as: UTF8.self)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    guard let pid = Int32(text), pid > 0, pid != processID else { return nil }
    return pid
  }

  /// The folder's `untitled-PID.easel` files of other processes, in listing order.
  func untitledFiles(_ facts: RecoveryFacts) -> [(entry: RecoveryFolderEntry, pid: Int32)] {
    guard looksForUntitledWork, let entries = facts.folderEntries else { return [] }
    return entries.compactMap { entry in
      let name = entry.name
      guard name.hasPrefix("untitled-"), name.hasSuffix(".easel"),
        let pid = Int32(name.dropFirst(9).dropLast(6)), pid != processID
      else { return nil }
      return (entry, pid)
    }
  }

  /// The newest untitled recovery file of an Easel no longer running (an unknown time counts as
  /// the oldest; of equal times the first listed wins).
  func newestEndedUntitledFile(_ facts: RecoveryFacts) -> String? {
    var newest: (path: String, modified: Int64)?
    for (entry, pid) in untitledFiles(facts) where !facts.runningProcesses.contains(pid) {
      let modified = entry.modified ?? 0
      if newest == nil || modified > newest!.modified { newest = (folder + "/" + entry.name, modified) }
    }
    return newest?.path
  }
}
