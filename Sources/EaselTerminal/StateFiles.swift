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

  /// Replaces the file at `path` with `bytes` atomically, with `mode` (the recovery copies are
  /// as private as the drawings they keep): on any failure the file that was there is untouched
  /// (`AtomicFile.write`).
  public func write(_ bytes: [UInt8], toPath path: String, mode: UInt32 = 0o600) throws(AtomicFile.Failure) {
    if let failure = calls.write(bytes, path, mode) { throw failure }
  }

  /// Makes an existing folder's mode `mode` (a state folder left open to others is closed).
  public func setMode(_ path: String, _ mode: UInt32) throws(AtomicFile.Failure) {
    let result = calls.chmod(path, mode)
    if result != 0 { throw AtomicFile.Failure(errno: -result, step: "cannot make \(path) private") }
  }

  /// Takes the lock file at `path` for as long as this process holds the returned lock: the
  /// kernel decides who holds it, and lets it go when the holder ends — a crash, SIGKILL, a
  /// zombie — so a lock is never stale and a reused pid never looks like a holder. `content`
  /// (this process's pid) is written into it for the message another Easel shows.
  public func lock(_ path: String, content: [UInt8]) -> LockAttempt {
    let fd = calls.lock(path, true)
    if fd == -EWOULDBLOCK || fd == -EAGAIN { return .heldByAnother }
    guard fd >= 0 else { return .failed(AtomicFile.Failure(errno: -fd, step: "cannot lock \(path)")) }
    _ = calls.rewrite(fd, content)
    return .acquired(SessionLock(fd: fd, path: path))
  }

  /// Lets the lock go (the process's end does too).
  public func release(_ lock: SessionLock) { calls.unlock(lock.fd) }

  /// Whether a live process holds the lock at `path`: a missing lock file is held by nobody;
  /// a free one is taken and let go at once, left as it was.
  public func isHeld(_ path: String) -> Bool {
    let fd = calls.lock(path, false)
    if fd >= 0 {
      calls.unlock(fd)
      return false
    }
    return fd != -ENOENT
  }

  /// The one spelling of a path: every symlink, `.` and `..` resolved (`realpath`). A file that
  /// does not exist yet is its folder's real path and its name; where even the folder cannot be
  /// resolved, the absolute path with `.`, `..` and repeated slashes taken out as written.
  public func canonicalPath(_ path: String, currentDirectory: String?) -> String {
    let absolute = path.hasPrefix("/") ? path : (currentDirectory ?? ".") + "/" + path
    if let real = calls.realpath(absolute) { return real }
    let lexical = Self.lexicallyNormalized(absolute)
    guard let slash = lexical.lastIndex(of: "/"), slash != lexical.startIndex else { return lexical }
    let folder = String(lexical[..<slash])
    guard let realFolder = calls.realpath(folder) else { return lexical }
    return (realFolder == "/" ? "" : realFolder) + String(lexical[slash...])
  }

  /// `/a/./b//c/../d` → `/a/b/d`, by the letters alone.
  static func lexicallyNormalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// 16 random hex digits for a name no other session will choose; nil when the system gave no
  /// randomness.
  public func randomToken() -> String? {
    let bytes = calls.random(8)
    guard bytes.count == 8 else { return nil }
    return bytes.map { byte in
      let hex = String(byte, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }.joined()
  }

  /// Removes the file at `path`; one that is not there counts as removed.
  public func remove(atPath path: String) throws(AtomicFile.Failure) {
    let result = calls.unlink(path)
    if result != 0 && result != -ENOENT {
      throw AtomicFile.Failure(errno: -result, step: "cannot remove")
    }
  }
}

/// A lock this process holds (`StateFiles.lock`).
public struct SessionLock: Sendable, Equatable {
  let fd: Int32
  public let path: String
}

/// How taking a lock went.
public enum LockAttempt: Sendable, Equatable {
  case acquired(SessionLock)
  /// A live process holds it.
  case heldByAnother
  case failed(AtomicFile.Failure)
}
