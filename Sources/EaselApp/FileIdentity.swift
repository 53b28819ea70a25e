import EaselImport

/// What the shell knows of a file on disk, to notice that it changed since Easel read or wrote
/// it (spec §6: another program, another Easel, a `git checkout`).
public struct FileIdentity: Sendable, Hashable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  /// Modification time in nanoseconds since the epoch.
  public var modified: Int64

  public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
  }
}

/// How a save request ended, as the shell reports it.
public enum SaveResult: Sendable, Equatable {
  /// Written; the file's identity afterwards (nil if it could not be read back).
  case saved(FileIdentity?)
  /// The drawing was written as text into its block (`easel edit`); the file's identity and
  /// the block as they are now.
  case savedInPlace(FileIdentity?, DiagramBlock)
  case failed(String)
  /// The file is not what Easel last read or wrote: nothing was written.
  case changedOnDisk
}
