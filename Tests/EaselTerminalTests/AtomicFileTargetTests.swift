import Glibc
import Synchronization
import Testing

@testable import EaselTerminal

/// What a save or an export does with a target that is not a plain file of this user's (issue 12,
/// items 10 and 11): a FIFO, a device, a folder, a symlink loop, another user's file.
@Suite("AtomicFile targets")
struct AtomicFileTargetTests {
  typealias Support = AtomicFileTests

  /// 1:3, the null device; `makedev` is a C macro Swift cannot call.
  static let nullDeviceNumber = dev_t(1 << 8 | 3)

  static func fileType(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  static func text(_ path: String) -> String? {
    (try? AtomicFile.read(atPath: path, maximumBytes: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a save onto a FIFO is refused and the FIFO stays a FIFO; nothing is left behind")
  func saveOntoFIFORefused() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    do {
      try AtomicFile.write(Array("drawing".utf8), toPath: fifo)
      Issue.record("the FIFO was replaced")
    } catch {
      #expect(error == AtomicFile.Failure(errno: EINVAL, step: "", reason: "not a regular file (a FIFO)"))
      #expect(error.description == "not a regular file (a FIFO)")
    }
    #expect(Self.fileType(fifo) == S_IFIFO)
    #expect(Support.names(in: folder) == ["pipe"])
  }

  /// A null device to aim at. As root, a twin of /dev/null made in `folder`, so a broken save
  /// replaces the twin, never the machine's /dev/null; as anyone else /dev/null itself, which
  /// they could not replace anyway.
  static func nullDevice(in folder: String) throws -> String {
    guard geteuid() == 0 else { return "/dev/null" }
    let path = folder + "/null"
    try #require(
      mknod(path, S_IFCHR | 0o666, Self.nullDeviceNumber) == 0,
      "mknod: errno \(errno)")
    return path
  }

  @Test("a save onto a device is refused: the null device stays a character device")
  func saveOntoDeviceRefused() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let device = try Self.nullDevice(in: folder)
    do {
      try AtomicFile.write(Array("drawing".utf8), toPath: device)
      Issue.record("\(device) was replaced")
    } catch {
      #expect(error.description == "not a regular file (a character device)")
    }
    #expect(Self.fileType(device) == S_IFCHR)
  }

  @Test("an export into a null device, or into a FIFO someone reads, writes in place")
  func exportWritesInPlace() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let device = try Self.nullDevice(in: folder)
    try AtomicFile.write(Array("drawing".utf8), toPath: device, nonRegular: .writeInPlace)
    #expect(Self.fileType(device) == S_IFCHR)
    if device != "/dev/null" { unlink(device) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    try AtomicFile.write(Array("exported".utf8), toPath: fifo, nonRegular: .writeInPlace)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(count == 8)
    #expect(Array(buffer.prefix(max(count, 0))) == Array("exported".utf8))
    #expect(Self.fileType(fifo) == S_IFIFO)
    #expect(Support.names(in: folder) == ["pipe"])
  }

  @Test("an export into a FIFO nobody reads fails at once instead of waiting for a reader")
  func exportIntoUnreadFIFOFails() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(throws: AtomicFile.Failure(errno: ENXIO, step: "cannot open for writing")) {
      try AtomicFile.write(Array("exported".utf8), toPath: fifo, nonRegular: .writeInPlace)
    }
    #expect(Self.fileType(fifo) == S_IFIFO)
  }

  @Test("a save onto a folder says it is a folder, for saves and exports alike")
  func saveOntoFolderRefused() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    for target in [AtomicFile.NonRegularTarget.refuse, .writeInPlace] {
      #expect(throws: AtomicFile.Failure(errno: EISDIR, step: "", reason: "it is a folder")) {
        try AtomicFile.write(Array("drawing".utf8), toPath: folder, nonRegular: target)
      }
    }
    #expect(Support.names(in: folder).isEmpty)
  }

  @Test("a symlink loop is refused, the links kept, nothing created")
  func symlinkLoopRefused() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    try #require(symlink(folder + "/b", folder + "/a") == 0)
    try #require(symlink(folder + "/a", folder + "/b") == 0)
    for target in [AtomicFile.NonRegularTarget.refuse, .writeInPlace] {
      #expect(
        throws: AtomicFile.Failure(errno: ELOOP, step: "", reason: "the path is a loop of symbolic links")
      ) {
        try AtomicFile.write(Array("drawing".utf8), toPath: folder + "/a", nonRegular: target)
      }
    }
    #expect(Self.fileType(folder + "/a") == S_IFLNK)
    #expect(Self.fileType(folder + "/b") == S_IFLNK)
    #expect(Support.names(in: folder) == ["a", "b"])
  }

  @Test("the replacement is given the old file's owner and group; EPERM (not root) is no failure")
  func ownerPassedOn() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let path = folder + "/drawing.easel"
    try AtomicFile.write(Array("old".utf8), toPath: path)
    var info = stat()
    try #require(stat(path, &info) == 0)
    let asked = Mutex<[String]>([])
    for answer in [Int32(0), -EPERM] {
      var calls = FileSystemCalls.system
      calls.fchown = { _, user, group in
        asked.withLock { $0.append("\(user):\(group)") }
        return answer
      }
      try AtomicFile.write(Array("new".utf8), toPath: path, calls: calls)
      #expect(Self.text(path) == "new")
    }
    #expect(asked.withLock { $0 } == Array(repeating: "\(info.st_uid):\(info.st_gid)", count: 2))
  }

  @Test(
    "root saving another user's file leaves it theirs, mode and all",
    .enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func rootKeepsOwner() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let path = folder + "/theirs.easel"
    try AtomicFile.write(Array("old".utf8), toPath: path)
    try #require(chown(path, 65534, 65534) == 0 && chmod(path, 0o640) == 0)
    try AtomicFile.write(Array("new".utf8), toPath: path)
    var info = stat()
    try #require(stat(path, &info) == 0)
    #expect(info.st_uid == 65534)
    #expect(info.st_gid == 65534)
    #expect(info.st_mode & 0o7777 == 0o640)
    #expect(Self.text(path) == "new")
  }

  @Test(
    "a read-only file of one's own is refused, not replaced",
    .enabled(if: geteuid() != 0, "root may write any file; the end-to-end test runs this as nobody"))
  func readOnlyRefused() throws {
    let folder = try Support.makeFolder()
    defer { Support.removeFolder(folder) }
    let path = folder + "/mine.easel"
    try AtomicFile.write(Array("old".utf8), toPath: path)
    try #require(chmod(path, 0o444) == 0)
    #expect(throws: AtomicFile.Failure(errno: EACCES, step: "", reason: "the file is read-only")) {
      try AtomicFile.write(Array("new".utf8), toPath: path)
    }
    #expect(Self.text(path) == "old")
    #expect(Support.names(in: folder) == ["mine.easel"])
  }
}
