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
  /// Replaces a file atomically (`AtomicFile.write`): nil, or why it could not.
  var write: @Sendable (_ bytes: [UInt8], _ path: String) -> AtomicFile.Failure?
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

  /// The real calls.
  static let system = StateFileCalls(
    mkdir: { path, mode in Glibc.mkdir(path, mode) == 0 ? 0 : -errno },
    read: { path, maximumBytes in
      do throws(AtomicFile.Failure) {
        return .success(try AtomicFile.read(atPath: path, maximumBytes: maximumBytes))
      } catch {
        return .failure(error)
      }
    },
    write: { bytes, path in
      do throws(AtomicFile.Failure) {
        try AtomicFile.write(bytes, toPath: path)
        return nil
      } catch {
        return error
      }
    },
    unlink: { path in Glibc.unlink(path) == 0 ? 0 : -errno },
    kill: { pid in Glibc.kill(pid, 0) == 0 ? 0 : -errno },
    getpid: { Glibc.getpid() },
    getcwd: {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      guard Glibc.getcwd(&buffer, buffer.count) != nil else {
        return .failure(AtomicFile.Failure(errno: errno, step: "cannot tell the current folder"))
      }
      let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      return .success(String(decoding: bytes, as: UTF8.self))
    },
    listFolder: { path in FolderContents.entries(in: path) },
    modificationTime: { path in AtomicFile.identity(atPath: path)?.modified }
  )
}
