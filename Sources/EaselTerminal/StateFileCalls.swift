import Glibc

/// The system calls behind `StateFiles` (the recovery copies of unsaved drawings and their
/// locks), as closures, so a test can make any one of them fail — a folder that cannot be made,
/// a full disk, a lock that cannot be removed, a current directory that was deleted — and check
/// that the result says so and nothing is lost. `.system` is the C library itself.
///
/// As in `FileSystemCalls`, a call that fails returns the negated errno instead of -1, so no
/// later call can overwrite the code before it is read.
struct StateFileCalls: Sendable {
  /// `mkdir(path, mode)`: 0, or -errno.
  var mkdir: @Sendable (_ path: String, _ mode: UInt32) -> Int32
  /// A whole file of at most `maximumBytes` (`AtomicFile.read`).
  var read: @Sendable (_ path: String, _ maximumBytes: Int) -> Result<[UInt8], AtomicFile.Failure>
  /// Replaces a file atomically with mode `mode` (`AtomicFile.write`): nil, or why it could not.
  var write: @Sendable (_ bytes: [UInt8], _ path: String, _ mode: UInt32) -> AtomicFile.Failure?
  /// `unlink(path)`: 0, or -errno.
  var unlink: @Sendable (_ path: String) -> Int32
  /// `kill(pid, 0)`, which sends nothing and only asks whether the process exists: 0, or -errno
  /// (ESRCH: there is none; EPERM: there is one, run by someone else).
  var kill: @Sendable (_ pid: Int32) -> Int32
  /// `getpid()`, which cannot fail.
  var getpid: @Sendable () -> Int32
  /// `getcwd`: the current directory, or why it cannot be told (ENOENT once it was deleted,
  /// EACCES, ERANGE).
  var getcwd: @Sendable () -> Result<String, AtomicFile.Failure>
  /// The folder's entries (`FolderContents.entries`): nil when it cannot be opened.
  var listFolder: @Sendable (_ path: String) -> [FolderEntry]?
  /// `stat(path)`'s modification time in nanoseconds: nil when there is no such file.
  var modificationTime: @Sendable (_ path: String) -> Int64?
  /// `open(path, O_RDWR, plus O_CREAT 0600 with `create`)` and `flock(LOCK_EX | LOCK_NB)`: the
  /// descriptor that holds the lock (the kernel lets it go when the process ends, however it
  /// ends), or -errno (EWOULDBLOCK: a live process holds it; ENOENT: no such lock file).
  var lock: @Sendable (_ path: String, _ create: Bool) -> Int32
  /// `close(fd)`: the lock is let go.
  var unlock: @Sendable (_ fd: Int32) -> Void
  /// `ftruncate(fd, 0)` and `pwrite(fd, bytes, 0)`: the lock file's content replaced in place
  /// (a rename would put a new, unlocked file in its place). 0, or -errno.
  var rewrite: @Sendable (_ fd: Int32, _ bytes: [UInt8]) -> Int32
  /// `realpath(path)`: the path with every symlink, `.` and `..` resolved; nil when a part of it
  /// is missing or cannot be read.
  var realpath: @Sendable (_ path: String) -> String?
  /// `count` random bytes from `/dev/urandom`; fewer (even none) when it cannot be read.
  var random: @Sendable (_ count: Int) -> [UInt8]
  /// `chmod(path, mode)`: 0, or -errno.
  var chmod: @Sendable (_ path: String, _ mode: UInt32) -> Int32

  /// The real calls.
  static let system = StateFileCalls(
    mkdir: { path, mode in PathCall.mkdir(path, mode) == 0 ? 0 : -errno },
    read: { path, maximumBytes in
      do throws(AtomicFile.Failure) {
        return .success(try AtomicFile.read(atPath: path, maximumBytes: maximumBytes))
      } catch {
        return .failure(error)
      }
    },
    write: { bytes, path, mode in
      do throws(AtomicFile.Failure) {
        try AtomicFile.write(bytes, toPath: path, mode: mode)
        return nil
      } catch {
        return error
      }
    },
    unlink: { path in PathCall.unlink(path) == 0 ? 0 : -errno },
    kill: { pid in Glibc.kill(pid, 0) == 0 ? 0 : -errno },
    getpid: { Glibc.getpid() },
    getcwd: {
      guard let folder = PathCall.getcwd() else {
        return .failure(AtomicFile.Failure(errno: errno, step: "cannot tell the current folder"))
      }
      return .success(folder)
    },
    listFolder: { path in FolderContents.entries(in: path) },
    modificationTime: { path in AtomicFile.identity(atPath: path)?.modified },
    lock: { path, create in lockFile(path, create: create, calls: .current) },
    unlock: { fd in _ = Glibc.close(fd) },
    rewrite: { fd, bytes in
      guard ftruncate(fd, 0) == 0 else { return -errno }
      let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      return written == bytes.count ? 0 : (written < 0 ? -errno : -EIO)
    },
    realpath: { path in PathCall.realpath(path) },
    random: { count in
      let fd = PathCall.open("/dev/urandom", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return [] }
      defer { _ = Glibc.close(fd) }
      var bytes = [UInt8](repeating: 0, count: count)
      let got = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
      return got > 0 ? Array(bytes.prefix(got)) : []
    },
    chmod: { path, mode in PathCall.chmod(path, mode_t(mode)) == 0 ? 0 : -errno }
  )

  /// `lock`'s work through `calls` (tests make the open or the flock fail there): on a failure
  /// the descriptor is closed and the file left as it was.
  static func lockFile(_ path: String, create: Bool, calls: FileSystemCalls) -> Int32 {
    let fd = calls.open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | (create ? O_CREAT : 0), 0o600)
    guard fd >= 0 else { return fd }
    let locked = calls.flock(fd, LOCK_EX | LOCK_NB)
    guard locked == 0 else {
      _ = calls.close(fd)
      return locked
    }
    return fd
  }
}
