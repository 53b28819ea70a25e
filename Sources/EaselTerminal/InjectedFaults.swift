import Glibc
import Synchronization

/// System-call failures a test asks the real executable to suffer, so an end-to-end test can
/// check that an `fstat`, `fchown` or `flock` that fails leaves the file byte-identical and the
/// editor running, as the unit tests check it through `FileSystemCalls` directly.
///
/// Only a debug build reads them (`FileSystemCalls.current`), from `EASEL_TEST_FAULTS`: a list
/// of `call=ERRNO` separated by commas, each optionally narrowed to paths containing a text with
/// `@text` — `fstat=EIO@other.easel,flock=ENOLCK`. A call on a descriptor is narrowed by the
/// path it was opened from. A list that cannot be read injects nothing.
struct InjectedFaults: Sendable, Equatable {
  static let variable = "EASEL_TEST_FAULTS"

  enum Call: String, Sendable, CaseIterable {
    case open, fstat, read, fchmod, fchown, write, fsync, rename, flock
  }

  struct Fault: Sendable, Equatable {
    var call: Call
    var errno: Int32
    /// Only paths containing this (nil: every path).
    var pathPart: String?
  }

  var faults: [Fault]

  /// The errno names a fault may use.
  static let errnoNames: [String: Int32] = [
    "EIO": EIO, "ENOSPC": ENOSPC, "EDQUOT": EDQUOT, "EROFS": EROFS, "EACCES": EACCES,
    "EPERM": EPERM, "ENOLCK": ENOLCK, "EINVAL": EINVAL, "EBADF": EBADF, "ENOMEM": ENOMEM,
    "EXDEV": EXDEV, "EINTR": EINTR,
  ]

  /// Nil when any entry is malformed (an unknown call or errno, an empty narrowing).
  init?(parsing text: String) {
    var faults: [Fault] = []
    for entry in text.split(separator: ",") {
      let parts = entry.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let call = Call(rawValue: String(parts[0])) else { return nil }
      let target = parts[1].split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
      guard let code = Self.errnoNames[String(target[0])] else { return nil }
      var pathPart: String?
      if target.count == 2 {
        guard !target[1].isEmpty else { return nil }
        pathPart = String(target[1])
      }
      faults.append(Fault(call: call, errno: code, pathPart: pathPart))
    }
    guard !faults.isEmpty else { return nil }
    self.faults = faults
  }

  /// `calls` with these faults: a faulty call fails with its errno before the real call is made
  /// (so nothing on disk changes), every other call is the real one.
  func applied(to calls: FileSystemCalls) -> FileSystemCalls {
    let openedPaths = OpenedPaths()
    let faults = self.faults
    @Sendable func failure(_ call: Call, path: String?) -> Int32? {
      faults.first { fault in
        guard fault.call == call else { return false }
        guard let part = fault.pathPart else { return true }
        return path?.contains(part) ?? false
      }.map(\.errno)
    }
    @Sendable func failure(_ call: Call, fd: Int32) -> Int32? {
      failure(call, path: openedPaths.path(of: fd))
    }
    return FileSystemCalls(
      open: { path, flags, mode in
        if let code = failure(.open, path: path) { return -code }
        let fd = calls.open(path, flags, mode)
        if fd >= 0 { openedPaths.opened(fd, path) }
        return fd
      },
      fchmod: { fd, mode in failure(.fchmod, fd: fd).map { -$0 } ?? calls.fchmod(fd, mode) },
      fchown: { fd, user, group in failure(.fchown, fd: fd).map { -$0 } ?? calls.fchown(fd, user, group) },
      write: { fd, bytes in failure(.write, fd: fd).map { -Int($0) } ?? calls.write(fd, bytes) },
      fsync: { fd in failure(.fsync, fd: fd).map { -$0 } ?? calls.fsync(fd) },
      close: { fd in
        openedPaths.closed(fd)
        return calls.close(fd)
      },
      rename: { from, to in failure(.rename, path: to).map { -$0 } ?? calls.rename(from, to) },
      unlink: { path in calls.unlink(path) },
      fstat: { fd, info in failure(.fstat, fd: fd).map { -$0 } ?? calls.fstat(fd, info) },
      read: { fd, buffer in failure(.read, fd: fd).map { -Int($0) } ?? calls.read(fd, buffer) },
      flock: { fd, operation in failure(.flock, fd: fd).map { -$0 } ?? calls.flock(fd, operation) }
    )
  }
}

/// Which path each open descriptor came from, for faults narrowed to a path.
private final class OpenedPaths: Sendable {
  private let paths = Mutex<[Int32: String]>([:])

  func opened(_ fd: Int32, _ path: String) { paths.withLock { $0[fd] = path } }
  func closed(_ fd: Int32) { _ = paths.withLock { $0.removeValue(forKey: fd) } }
  func path(of fd: Int32) -> String? { paths.withLock { $0[fd] } }
}
