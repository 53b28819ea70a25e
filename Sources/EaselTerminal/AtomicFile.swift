import Glibc

/// Whole-file reads with a size limit and whole-file replacement that a crash or a full disk
/// can never leave half-written: write a temporary file beside the target, fsync it, rename it
/// over the target, fsync the folder.
public enum AtomicFile {
  /// Why a file could not be read or written, worded for the status bar and stderr.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var errno: Int32
    public var step: String
    /// Said instead of the errno's text when no errno says it (a FIFO is not "invalid").
    public var reason: String?

    public init(errno: Int32, step: String, reason: String? = nil) {
      self.errno = errno
      self.step = step
      self.reason = reason
    }

    public var description: String {
      let why = reason ?? TerminalError.message(for: errno)
      // A refusal has no step: the reason is the whole story ("Not saved: the file is read-only").
      return step.isEmpty ? why : "\(step): \(why)"
    }

    /// True when the file simply does not exist (a new document).
    public var isMissingFile: Bool { errno == ENOENT }
  }

  /// Reads the whole file, refusing one larger than `maximumBytes` before reading it, and
  /// anything but a regular file: it is opened without blocking (a FIFO with no writer, a
  /// device, a terminal would otherwise wait forever) and refused unless `fstat` says regular.
  public static func read(atPath path: String, maximumBytes: Int) throws(Failure) -> [UInt8] {
    try read(atPath: path, maximumBytes: maximumBytes, calls: .current)
  }

  /// `read(atPath:maximumBytes:)` making its system calls through `calls` (tests inject
  /// failures there).
  static func read(atPath path: String, maximumBytes: Int, calls: FileSystemCalls) throws(Failure) -> [UInt8]
  {
    let fd = calls.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0)
    guard fd >= 0 else { throw Failure(errno: -fd, step: "cannot open") }
    defer { _ = calls.close(fd) }
    var info = stat()
    let described = calls.fstat(fd, &info)
    guard described == 0 else { throw Failure(errno: -described, step: "cannot read") }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(errno: EISDIR, step: "cannot open") }
    if (info.st_mode & S_IFMT) != S_IFREG {
      throw Failure(
        errno: EINVAL, step: "cannot open", reason: "not a regular file (\(kind(of: info.st_mode)))")
    }
    if Int(info.st_size) > maximumBytes { throw Failure(errno: EFBIG, step: "too large to open") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { calls.read(fd, $0) }
      if count == 0 { return bytes }
      if count < 0 {
        if count == -Int(EINTR) { continue }
        throw Failure(errno: Int32(truncatingIfNeeded: -count), step: "cannot read")
      }
      // The file may grow while it is read; the limit still holds.
      guard bytes.count + count <= maximumBytes else {
        throw Failure(errno: EFBIG, step: "too large to open")
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// What a file that is not regular is, for the message that refuses it.
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a folder"
    default: return "not a plain file"
    }
  }

  /// What a write does with a target that is there but is not a regular file (a device, a
  /// FIFO, a socket): a save refuses it, since replacing it would put a plain file in its place
  /// (as root, `/dev/null` itself); an export writes into it, as a shell's `>` does
  /// (`-o /dev/stdout`, `-o /dev/null`, a FIFO someone reads).
  public enum NonRegularTarget: Sendable {
    case refuse
    case writeInPlace
  }

  /// Replaces the file at `path` with `bytes` atomically. A symlink is followed, so its target
  /// is updated and the link kept; an existing file's permissions, owner and group are kept. A
  /// target that is not a regular file is refused or written into (`nonRegular`); one this
  /// user may not write is refused, never replaced behind its owner's back; a symlink loop is
  /// refused. On any failure the original is untouched and the temporary file removed.
  public static func write(
    _ bytes: [UInt8], toPath path: String, nonRegular: NonRegularTarget = .refuse
  ) throws(Failure) {
    var info = stat()
    if PathCall.stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      if (info.st_mode & S_IFMT) == S_IFDIR {
        throw Failure(errno: EISDIR, step: "", reason: "it is a folder")
      }
      guard nonRegular == .writeInPlace else {
        throw Failure(
          errno: EINVAL, step: "", reason: "not a regular file (\(kind(of: info.st_mode)))")
      }
      try writeInPlace(bytes, toPath: path)
      return
    }
    try write(bytes, toPath: path, calls: .current)
  }

  /// Writes into a device, a FIFO or a socket opened for writing, without creating or
  /// replacing anything.
  static func writeInPlace(_ bytes: [UInt8], toPath path: String) throws(Failure) {
    // Not blocking on the open: a FIFO with no reader says so (ENXIO) instead of waiting.
    let calls = FileSystemCalls.current
    let fd = calls.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK, 0)
    guard fd >= 0 else { throw Failure(errno: -fd, step: "cannot open for writing") }
    defer { _ = calls.close(fd) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    if let code = writeAll(fd: fd, bytes: bytes, calls: calls) {
      throw Failure(errno: code, step: "cannot write")
    }
  }

  /// The same, the file getting exactly `mode` whatever it had (the recovery copies: 0600, as
  /// private as the drawing they keep).
  public static func write(_ bytes: [UInt8], toPath path: String, mode: UInt32) throws(Failure) {
    try write(bytes, toPath: path, calls: .current, mode: mode_t(mode))
  }

  /// `write(_:toPath:)` making its system calls through `calls` (tests inject failures there).
  /// The folder's fsync comes after the rename: the file is replaced by then, so its failure is
  /// not reported.
  static func write(
    _ bytes: [UInt8], toPath path: String, calls: FileSystemCalls, mode forcedMode: mode_t? = nil
  ) throws(Failure) {
    let target = resolvedPath(path)
    let folder = folderPath(of: target)
    var mode: mode_t = 0o666 & ~currentUmask()
    var owner = (user: geteuid(), group: getegid())
    var existing = stat()
    if PathCall.stat(target, &existing) == 0 {
      mode = existing.st_mode & 0o7777
      owner = (existing.st_uid, existing.st_gid)
      // A file this user may not write is not replaced behind its owner's back.
      if PathCall.access(target, W_OK) != 0 && errno == EACCES {
        let reason =
          existing.st_uid == geteuid() ? "the file is read-only" : "you may not write this file"
        throw Failure(errno: EACCES, step: "", reason: reason)
      }
    } else if errno == ELOOP {
      throw Failure(errno: ELOOP, step: "", reason: "the path is a loop of symbolic links")
    }
    if let forcedMode { mode = forcedMode }
    let temporary = folder + "/." + fileName(of: target) + ".easel-save-\(getpid())"
    let fd = calls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw Failure(errno: -fd, step: "cannot create a file in \(folder)") }
    var failure: Failure?
    let permissions = calls.fchmod(fd, mode)
    if permissions != 0 { failure = Failure(errno: -permissions, step: "cannot set permissions") }
    if failure == nil {
      // Root saving another user's file keeps it theirs; anyone else may not give files away
      // (EPERM), and the file is theirs from now on, as any editor's save makes it.
      let chowned = calls.fchown(fd, owner.user, owner.group)
      if chowned != 0 && chowned != -EPERM {
        failure = Failure(errno: -chowned, step: "cannot keep the file's owner")
      }
    }
    if failure == nil, let code = writeAll(fd: fd, bytes: bytes, calls: calls) {
      failure = Failure(errno: code, step: "cannot write")
    }
    if failure == nil {
      let flushed = calls.fsync(fd)
      if flushed != 0 { failure = Failure(errno: -flushed, step: "cannot flush to disk") }
    }
    let closed = calls.close(fd)
    if closed != 0 && failure == nil { failure = Failure(errno: -closed, step: "cannot write") }
    if failure == nil {
      let renamed = calls.rename(temporary, target)
      if renamed != 0 { failure = Failure(errno: -renamed, step: "cannot replace") }
    }
    if let failure {
      _ = calls.unlink(temporary)
      throw failure
    }
    // The rename is durable only once the folder entry is on disk.
    let folderFD = calls.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
    if folderFD >= 0 {
      _ = calls.fsync(folderFD)
      _ = calls.close(folderFD)
    }
  }

  /// Writes every byte as `StandardStreams.writeAll` does: a short write goes on from where it
  /// stopped, EINTR is retried. Any other failure's errno is returned (a new regular file opened
  /// blocking never says EAGAIN, so there is nothing to wait for).
  private static func writeAll(fd: Int32, bytes: [UInt8], calls: FileSystemCalls) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { calls.write(fd, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
      if written >= 0 {
        offset += written
      } else if written != -Int(EINTR) {
        return Int32(truncatingIfNeeded: -written)
      }
    }
    return nil
  }

  /// Device, inode, size and modification time (ns) of the file at `path`, following
  /// symlinks; nil when there is none.
  public static func identity(
    atPath path: String
  ) -> (device: UInt64, inode: UInt64, size: Int64, modified: Int64)? {
    var info = stat()
    guard PathCall.stat(path, &info) == 0 else { return nil }
    let modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
    return (UInt64(info.st_dev), UInt64(info.st_ino), Int64(info.st_size), modified)
  }

  /// The final target of a chain of symlinks (up to 40 hops), or `path` itself.
  static func resolvedPath(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let link = PathCall.readlink(current) else { return current }
      current = link.hasPrefix("/") ? link : folderPath(of: current) + "/" + link
    }
    return current
  }

  static func folderPath(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
