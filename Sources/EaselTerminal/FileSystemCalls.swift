import Glibc

/// The system calls `AtomicFile.write` makes, as closures, so a test can make any one of them
/// fail (a full disk at the write, an I/O error at the fsync, a rename across devices) and check
/// that the original file survives. `.system` is the C library itself.
///
/// Every closure returns what the system call returns on success; on failure it returns the
/// negated errno (as the kernel does) instead of -1, so no later call can overwrite the code
/// before it is read.
struct FileSystemCalls: Sendable {
  /// `open(path, flags, mode)`: a descriptor, or -errno.
  var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
  /// `fchmod(fd, mode)`: 0, or -errno.
  var fchmod: @Sendable (_ fd: Int32, _ mode: mode_t) -> Int32
  /// `fchown(fd, user, group)`: 0, or -errno.
  var fchown: @Sendable (_ fd: Int32, _ user: uid_t, _ group: gid_t) -> Int32
  /// `write(fd, bytes, count)`: how many bytes were written (possibly fewer), or -errno.
  var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
  /// `fsync(fd)`: 0, or -errno.
  var fsync: @Sendable (_ fd: Int32) -> Int32
  /// `close(fd)`: 0, or -errno. The descriptor is gone either way (Linux).
  var close: @Sendable (_ fd: Int32) -> Int32
  /// `rename(from, to)`: 0, or -errno.
  var rename: @Sendable (_ from: String, _ to: String) -> Int32
  /// `unlink(path)`: 0, or -errno.
  var unlink: @Sendable (_ path: String) -> Int32

  init(
    open: @escaping @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32,
    fchmod: @escaping @Sendable (_ fd: Int32, _ mode: mode_t) -> Int32,
    fchown: @escaping @Sendable (_ fd: Int32, _ user: uid_t, _ group: gid_t) -> Int32,
    write: @escaping @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int,
    fsync: @escaping @Sendable (_ fd: Int32) -> Int32,
    close: @escaping @Sendable (_ fd: Int32) -> Int32,
    rename: @escaping @Sendable (_ from: String, _ to: String) -> Int32,
    unlink: @escaping @Sendable (_ path: String) -> Int32
  ) {
    self.open = open
    self.fchmod = fchmod
    self.fchown = fchown
    self.write = write
    self.fsync = fsync
    self.close = close
    self.rename = rename
    self.unlink = unlink
  }

  /// The real calls.
  static let system = FileSystemCalls(
    open: { path, flags, mode in checked(PathCall.open(path, flags, mode)) },
    fchmod: { fd, mode in checked(Glibc.fchmod(fd, mode)) },
    fchown: { fd, user, group in checked(Glibc.fchown(fd, user, group)) },
    write: { fd, bytes in
      let written = Glibc.write(fd, bytes.baseAddress, bytes.count)
      return written < 0 ? -Int(errno) : written
    },
    fsync: { fd in checked(Glibc.fsync(fd)) },
    close: { fd in checked(Glibc.close(fd)) },
    rename: { from, to in checked(PathCall.rename(from, to)) },
    unlink: { path in checked(PathCall.unlink(path)) }
  )

  /// A C call's result with -1 turned into -errno.
  private static func checked(_ result: Int32) -> Int32 { result < 0 ? -errno : result }
}
