import EaselDocument

/// What the session does with its files as it goes on and when it ends: it writes the file of
/// its role, and removes only files it wrote itself.
extension RecoveryPlan {
  /// The editor's request (`DriverOutput.recovery`), in `role`, with the files this session has
  /// written so far.
  public func steps(for request: RecoveryRequest, role: RecoveryRole, written: Set<String>) -> [RecoveryStep]
  {
    switch request {
    case .write(let document):
      // Once the shared file holds this session's work, its own file is stale.
      let superseded = written.subtracting([file(for: role)].compactMap { $0 }).sorted()
      return writeSteps(document, role: role) + superseded.map { .remove(path: $0) }
    case .remove:
      return written.sorted().map { .remove(path: $0) }
    case .offerSettled:
      return []
    }
  }

  /// The role after the editor's request: an offer restored or set aside makes the holder of
  /// the lock the owner of the document's recovery file again.
  public func role(after request: RecoveryRequest, in role: RecoveryRole, holdsLock: Bool) -> RecoveryRole {
    guard case .offerSettled = request, role == .guest, holdsLock, sharedFile != nil else { return role }
    return .owner
  }

  /// The files the session takes as its own after the editor's request: restoring the offered
  /// work, or setting it aside, makes the document's recovery file this session's to replace
  /// and, once the work is saved or the session ends cleanly, to remove.
  public func adoptedFiles(after request: RecoveryRequest, holdsLock: Bool) -> [String] {
    guard case .offerSettled = request, holdsLock, let sharedFile else { return [] }
    return [sharedFile]
  }

  /// The session ends. `unsaved` is kept for the next start (a signal, the terminal lost); nil
  /// after a clean quit, when what this session wrote goes. The lock file goes when this
  /// session holds it; nothing it did not write is ever removed (an offered file not restored
  /// stays for the next start).
  public func finishSteps(
    unsaved: Document?, role: RecoveryRole, written: Set<String>, holdsLock: Bool
  ) -> [RecoveryStep] {
    var steps: [RecoveryStep]
    if let unsaved {
      steps = writeSteps(unsaved, role: role)
    } else {
      steps = written.sorted().map { .remove(path: $0) }
    }
    if holdsLock { steps.append(.remove(path: lock)) }
    return steps
  }
}
