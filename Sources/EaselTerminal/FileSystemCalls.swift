import Glibc

/// The system calls `AtomicFile` makes to read and write files, and the recovery lock's `flock`,
/// as closures, so a test can make any one of them fail (a full disk at the write, an I/O error
/// at the fsync or the fstat, a rename across devices, a lock the file system will not take) and
/// check that the original file survives. `.system` is the C library itself; `.current` is what
/// this process uses: the C library, with a debug build's injected faults (`InjectedFaults`).
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
  /// `fstat(fd, info)`: 0, or -errno.
  var fstat: @Sendable (_ fd: Int32, _ info: UnsafeMutablePointer<stat>) -> Int32
  /// `read(fd, buffer, count)`: how many bytes were read (0 at the end), or -errno.
  var read: @Sendable (_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int
  /// `flock(fd, operation)`: 0, or -errno.
  var flock: @Sendable (_ fd: Int32, _ operation: Int32) -> Int32

  init(
    open: @escaping @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32,
    fchmod: @escaping @Sendable (_ fd: Int32, _ mode: mode_t) -> Int32,
    fchown: @escaping @Sendable (_ fd: Int32, _ user: uid_t, _ group: gid_t) -> Int32,
    write: @escaping @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int,
    fsync: @escaping @Sendable (_ fd: Int32) -> Int32,
    close: @escaping @Sendable (_ fd: Int32) -> Int32,
    rename: @escaping @Sendable (_ from: String, _ to: String) -> Int32,
    unlink: @escaping @Sendable (_ path: String) -> Int32,
    fstat: @escaping @Sendable (_ fd: Int32, _ info: UnsafeMutablePointer<stat>) -> Int32 = Self.realFstat,
    read: @escaping @Sendable (_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int = Self.realRead,
    flock: @escaping @Sendable (_ fd: Int32, _ operation: Int32) -> Int32 = Self.realFlock
  ) {
    self.open = open
    self.fchmod = fchmod
    self.fchown = fchown
    self.write = write
    self.fsync = fsync
    self.close = close
    self.rename = rename
    self.unlink = unlink
    self.fstat = fstat
    self.read = read
    self.flock = flock
  }

  static let realFstat: @Sendable (Int32, UnsafeMutablePointer<stat>) -> Int32 = { fd, info in
    checked(Glibc.fstat(fd, info))
  }
  static let realRead: @Sendable (Int32, UnsafeMutableRawBufferPointer) -> Int = { fd, buffer in
    let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
    return count < 0 ? -Int(errno) : count
  }
  static let realFlock: @Sendable (Int32, Int32) -> Int32 = { fd, operation in
    checked(systemFlock(fd, operation))
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

  /// The calls this process makes: the real ones, but in a debug build given
  /// `EASEL_TEST_FAULTS` (end-to-end tests make the real executable's fstat, fchown or flock
  /// fail that way), with those faults injected. A release build never reads the variable.
  static let current: FileSystemCalls = {
    #if DEBUG
      if let value = getenv(InjectedFaults.variable),
        let faults = InjectedFaults(parsing: String(cString: value))
      {
        return faults.applied(to: .system)
      }
    #endif
    return .system
  }()

  /// A C call's result with -1 turned into -errno.
  private static func checked(_ result: Int32) -> Int32 { result < 0 ? -errno : result }
}

/// The C `flock` (inside `FileSystemCalls` the name is its property's, and `Glibc.flock` the
/// struct's).
private func systemFlock(_ fd: Int32, _ operation: Int32) -> Int32 { flock(fd, operation) }
