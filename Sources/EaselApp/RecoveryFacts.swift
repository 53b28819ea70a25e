/// What the shell found at start, for `RecoveryPlan.startup`: whether the state folder could be
/// made, how taking the lock went, the document's recovery file, and for an untitled canvas the
/// untitled files of sessions that ended.
public struct RecoveryFacts: Sendable, Equatable {
  /// Why the state folder could not be made (or made private); nil when it is there.
  public var folderProblem: String?
  public var lock: RecoveryLockState
  /// The document's recovery file, as read (only when the lock was taken).
  public var recoveryFile: RecoveryFileContents
  /// The folder's untitled files whose session ended (their lock was free), with their times.
  public var endedUntitledFiles: [RecoveryFolderEntry]

  public init(
    folderProblem: String? = nil, lock: RecoveryLockState = .acquired,
    recoveryFile: RecoveryFileContents = .missing,
    endedUntitledFiles: [RecoveryFolderEntry] = []
  ) {
    self.folderProblem = folderProblem
    self.lock = lock
    self.recoveryFile = recoveryFile
    self.endedUntitledFiles = endedUntitledFiles
  }
}

/// How taking the lock went.
public enum RecoveryLockState: Sendable, Equatable {
  case acquired
  /// A live Easel holds it; its pid as the lock file says, when it does.
  case heldByAnother(pid: Int32?)
  /// It could not be taken at all (why, for stderr).
  case failed(String)
}

/// One name in the recovery folder and when it was last written.
public struct RecoveryFolderEntry: Sendable, Equatable {
  public var name: String
  /// Nanoseconds since the epoch; nil when it could not be told.
  public var modified: Int64?

  public init(name: String, modified: Int64?) {
    self.name = name
    self.modified = modified
  }
}

/// A recovery file as the shell read it.
public enum RecoveryFileContents: Sendable, Equatable {
  /// There is none: nothing was left unsaved.
  case missing
  /// It is there but could not be read; why, worded for the status bar.
  case unreadable(String)
  case bytes([UInt8])
}
