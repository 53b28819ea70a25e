/// What the shell found in the recovery folder at start, for `RecoveryPlan.startup`.
///
/// The shell fills in what the plan's shape calls for — the lock and the recovery file for a
/// titled document, the folder's entries for an untitled one — then asks which processes matter
/// (`RecoveryPlan.processesToCheck`) and records which of them are running.
public struct RecoveryFacts: Sendable, Equatable {
  /// The lock file's bytes; nil when there is none or it could not be read.
  public var lockContents: [UInt8]?
  /// The recovery file, as read.
  public var recoveryFile: RecoveryFileContents
  /// The recovery folder's entries; nil when it could not be listed (or was not looked at).
  public var folderEntries: [RecoveryFolderEntry]?
  /// Those of `RecoveryPlan.processesToCheck(_:)` that are running.
  public var runningProcesses: Set<Int32>

  public init(
    lockContents: [UInt8]? = nil, recoveryFile: RecoveryFileContents = .missing,
    folderEntries: [RecoveryFolderEntry]? = nil, runningProcesses: Set<Int32> = []
  ) {
    self.lockContents = lockContents
    self.recoveryFile = recoveryFile
    self.folderEntries = folderEntries
    self.runningProcesses = runningProcesses
  }
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
  /// It is there but could not be read; why, worded for stderr.
  case unreadable(String)
  case bytes([UInt8])
}
