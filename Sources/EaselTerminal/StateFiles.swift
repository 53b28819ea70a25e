import Glibc

/// The file and process operations of Easel's state folder — the recovery copies of unsaved
/// drawings and the locks beside them — as plain values. What to name, offer, write and remove
/// is decided elsewhere (the app's `RecoveryPlan`); this only carries it out and reports how it
/// went, each failure as an `AtomicFile.Failure` naming the step, never as a crash.
public struct StateFiles: Sendable {
  let calls: StateFileCalls

  /// The real system.
  public init() { self.init(calls: .system) }

  init(calls: StateFileCalls) { self.calls = calls }

  /// This process's id.
  public var processID: Int32 { calls.getpid() }

  /// The current folder, or nil when it cannot be told (it was deleted, or is not readable).
  public func currentDirectory() -> String? {
    guard case .success(let path) = calls.getcwd() else { return nil }
    return path
  }

  /// Whether a process with this id exists: `kill(pid, 0)` succeeds, or fails with EPERM
  /// because the process belongs to someone else. Any other failure (ESRCH) means it is gone.
  public func isRunning(_ pid: Int32) -> Bool {
    let result = calls.kill(pid)
    return result == 0 || result == -EPERM
  }

  /// The whole file, refusing one larger than `maximumBytes`.
  public func read(atPath path: String, maximumBytes: Int) throws(AtomicFile.Failure) -> [UInt8] {
    try calls.read(path, maximumBytes).get()
  }

  /// The folder's entries; nil when it cannot be listed.
  public func entries(in folder: String) -> [FolderEntry]? { calls.listFolder(folder) }

  /// The file's modification time in nanoseconds since the epoch; nil when there is no file.
  public func modificationTime(atPath path: String) -> Int64? { calls.modificationTime(path) }

  /// Creates `folder` and every missing folder above it with `mode` (`mkdir -p`); folders that
  /// exist already are left as they are.
  public func makeFolders(_ folder: String, mode: UInt32) throws(AtomicFile.Failure) {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      let result = calls.mkdir(path, mode)
      if result != 0 && result != -EEXIST {
        throw AtomicFile.Failure(errno: -result, step: "cannot create the folder \(path)")
      }
    }
  }

  /// Replaces the file at `path` with `bytes` atomically: on any failure the file that was there
  /// is untouched (`AtomicFile.write`).
  public func write(_ bytes: [UInt8], toPath path: String) throws(AtomicFile.Failure) {
    if let failure = calls.write(bytes, path) { throw failure }
  }

  /// Removes the file at `path`; one that is not there counts as removed.
  public func remove(atPath path: String) throws(AtomicFile.Failure) {
    let result = calls.unlink(path)
    if result != 0 && result != -ENOENT {
      throw AtomicFile.Failure(errno: -result, step: "cannot remove")
    }
  }
}
