import EaselDocument

/// At start: another Easel editing the same document is warned about, untitled work an ended
/// Easel left is pointed to, unsaved work left for this document is offered, and a recovery file
/// this Easel cannot read is kept and said so — on the status bar, not behind the screen.
extension RecoveryPlan {
  /// Whether the shell should look for untitled work left behind (`endedUntitledFiles`).
  public var looksForUntitledWork: Bool { documentPath == nil }

  /// The untitled recovery files in a folder listing other than this session's, with the lock
  /// whose holder the shell checks (no live holder: its session ended).
  public func untitledFiles(in names: [String]) -> [(file: String, lock: String)] {
    names.filter { $0.hasPrefix("untitled-") && $0.hasSuffix(".easel") && folder + "/" + $0 != ownFile }.map {
      ($0, String($0.dropLast(".easel".count)) + ".lock")
    }
  }

  /// The editor's start, given what the shell found. `decode` reads a recovery file as strictly
  /// as a document (the shell's file format); what it throws is shown in the message.
  public func startup(
    _ facts: RecoveryFacts, decode: (_ bytes: [UInt8]) throws -> Document
  ) -> RecoveryStartup {
    if let problem = facts.folderProblem {
      return RecoveryStartup(
        message: "Recovery is off: \(CommandLineOptions.printable(problem))", problem: problem, role: .off)
    }
    guard documentPath != nil else {
      var start = RecoveryStartup(role: .untitled)
      if let untitled = newestEndedUntitledFile(facts) {
        // Untitled work is not forced on a new canvas: it is pointed to, to be opened at will.
        let shown = CommandLineOptions.printable(untitled)
        start.message = "Unsaved untitled work of an Easel that ended is in \(shown): easel \(shown) opens it"
      }
      return start
    }
    switch facts.lock {
    case .heldByAnother(let pid):
      let holder = pid.map { " (pid \($0))" } ?? ""
      return RecoveryStartup(
        message: "Also open in another Easel\(holder): saving here and there overwrites", role: .guest)
    case .failed(let reason):
      // The session's work is still kept, in a file of its own; the user is told on the status
      // bar, where they look, not only on stderr behind the screen.
      let shown = CommandLineOptions.printable(reason)
      return RecoveryStartup(
        message: "Recovery lock not taken (\(shown)): unsaved work is kept in this session's own file",
        problem: "recovery lock not taken: \(reason)", role: .guest)
    case .acquired:
      break
    }
    switch facts.recoveryFile {
    case .missing:
      return RecoveryStartup(role: .owner)
    case .unreadable(let reason):
      return kept(because: reason)
    case .bytes(let bytes):
      let document: Document
      do {
        document = try decode(bytes)
      } catch {
        return kept(because: "\(error)")
      }
      guard !document.isEmpty else { return RecoveryStartup(role: .owner) }
      return RecoveryStartup(recovered: document, role: .guest)
    }
  }

  /// A recovery file this Easel cannot use stays as it is: this session writes its own.
  private func kept(because reason: String) -> RecoveryStartup {
    let shown = CommandLineOptions.printable(sharedFile ?? "")
    let why = CommandLineOptions.printable(reason)
    return RecoveryStartup(
      message: "A recovery file this Easel cannot read is kept as it is: \(shown) (\(why))",
      problem: "recovery file \(shown) not used: \(why)", role: .guest)
  }

  /// The newest untitled recovery file of an Easel that ended (an unknown time counts as the
  /// oldest; of equal times the first listed wins).
  func newestEndedUntitledFile(_ facts: RecoveryFacts) -> String? {
    var newest: (path: String, modified: Int64)?
    for entry in facts.endedUntitledFiles {
      let modified = entry.modified ?? 0
      if newest == nil || modified > newest!.modified { newest = (folder + "/" + entry.name, modified) }
    }
    return newest?.path
  }
}
