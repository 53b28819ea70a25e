import Glibc
import Synchronization
import Testing

@testable import EaselTerminal

/// `StateFiles` on the real system, and with each of its system calls made to fail: every
/// failure comes back as a value naming what failed, and a file already there is never lost.
@Suite("State files")
struct StateFilesTests {
  static let recovered = Array("{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n".utf8)

  /// The real calls with one replaced.
  static func calls(_ change: (inout StateFileCalls) -> Void) -> StateFiles {
    var calls = StateFileCalls.system
    change(&calls)
    return StateFiles(calls: calls)
  }

  /// A temporary folder holding a recovery file with `recovered` in it.
  struct Scene {
    var folder: String
    var file: String { folder + "/doc.easel-0123456789abcdef.easel" }

    init() throws {
      folder = try AtomicFileTests.makeFolder()
      try AtomicFile.write(StateFilesTests.recovered, toPath: file)
    }

    var fileBytes: [UInt8]? { try? AtomicFile.read(atPath: file, maximumBytes: 1 << 20) }

    func remove() { AtomicFileTests.removeFolder(folder) }
  }

  // MARK: The real system

  @Test("makeFolders creates each missing folder with the mode and leaves existing ones as they are")
  func makeFoldersOnDisk() throws {
    let root = try AtomicFileTests.makeFolder()
    defer {
      for path in [root + "/a/b/c", root + "/a/b", root + "/a"] { rmdir(path) }
      AtomicFileTests.removeFolder(root)
    }
    try #require(chmod(root, 0o755) == 0)
    try StateFiles().makeFolders(root + "/a/b/c", mode: 0o700)
    for path in [root + "/a", root + "/a/b", root + "/a/b/c"] {
      #expect(AtomicFileTests.mode(path) == 0o700, "\(path)")
    }
    #expect(AtomicFileTests.mode(root) == 0o755, "an existing folder keeps its mode")
    try StateFiles().makeFolders(root + "/a/b/c", mode: 0o700)
  }

  @Test("write, read and remove round-trip; a file that is already gone counts as removed")
  func roundTrip() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = StateFiles()
    #expect(try files.read(atPath: scene.file, maximumBytes: 1 << 20) == Self.recovered)
    try files.write(Array("7\n".utf8), toPath: scene.folder + "/doc.lock")
    #expect(try files.read(atPath: scene.folder + "/doc.lock", maximumBytes: 64) == Array("7\n".utf8))
    try files.remove(atPath: scene.folder + "/doc.lock")
    try files.remove(atPath: scene.folder + "/doc.lock")
    #expect(AtomicFileTests.names(in: scene.folder) == ["doc.easel-0123456789abcdef.easel"])
    #expect(
      files.entries(in: scene.folder) == [
        FolderEntry(name: "doc.easel-0123456789abcdef.easel", isFolder: false)
      ])
    #expect(files.modificationTime(atPath: scene.file) == AtomicFile.identity(atPath: scene.file)?.modified)
    #expect(files.modificationTime(atPath: scene.folder + "/doc.lock") == nil)
  }

  @Test("the process facts come from the system: own pid, running pids, the current folder")
  func processFacts() throws {
    let files = StateFiles()
    #expect(files.processID == getpid())
    #expect(files.isRunning(getpid()))
    #expect(files.isRunning(1), "init runs, as root or not (EPERM)")
    #expect(!files.isRunning(Int32.max), "above any pid_max")
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    try #require(getcwd(&buffer, buffer.count) != nil)
    let expected = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(files.currentDirectory() == expected)
  }

  // MARK: Injected faults

  @Test("a folder that cannot be made names the folder and errno; nothing deeper is attempted")
  func mkdirFails() {
    let made = FaultLog()
    let files = Self.calls { calls in
      calls.mkdir = { path, _ in
        made.append(path)
        return path == "/state/easel" ? -EACCES : -EEXIST
      }
    }
    #expect(throws: AtomicFile.Failure(errno: EACCES, step: "cannot create the folder /state/easel")) {
      try files.makeFolders("/state/easel/deeper", mode: 0o700)
    }
    #expect(made.entries == ["/state", "/state/easel"])
    #expect(
      AtomicFile.Failure(errno: EACCES, step: "cannot create the folder /state/easel").description
        == "cannot create the folder /state/easel: Permission denied")
    let existing = Self.calls { $0.mkdir = { _, _ in -EEXIST } }
    #expect(throws: Never.self) { try existing.makeFolders("/state/easel", mode: 0o700) }
  }

  @Test(
    "a failed replacement of the recovery file says why and keeps the one already there",
    arguments: [FileCall.open, .write, .fsync, .rename])
  func writeFails(at failing: FileCall) throws {
    let scene = try Scene()
    defer { scene.remove() }
    let disk = FaultyFileSystem(FaultCase.at(failing, .fail(ENOSPC)))
    let files = Self.calls { calls in
      calls.write = { bytes, path, mode in
        do throws(AtomicFile.Failure) {
          try AtomicFile.write(bytes, toPath: path, calls: disk.calls, mode: mode_t(mode))
          return nil
        } catch {
          return error
        }
      }
    }
    do {
      try files.write(Array("newer".utf8), toPath: scene.file)
      Issue.record("the write succeeded despite ENOSPC at \(failing)")
    } catch {
      #expect(error.errno == ENOSPC)
      #expect(error.description.hasSuffix(": No space left on device"), "\(error)")
    }
    #expect(disk.injected >= 1)
    #expect(scene.fileBytes == Self.recovered, "the earlier recovery file is intact")
    #expect(
      AtomicFileTests.names(in: scene.folder) == ["doc.easel-0123456789abcdef.easel"], "no temporary file")
  }

  @Test("a file that cannot be removed is reported and stays; one already gone is fine")
  func unlinkFails() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let refusing = Self.calls { $0.unlink = { _ in -EACCES } }
    #expect(throws: AtomicFile.Failure(errno: EACCES, step: "cannot remove")) {
      try refusing.remove(atPath: scene.file)
    }
    #expect(scene.fileBytes == Self.recovered)
    let gone = Self.calls { $0.unlink = { _ in -ENOENT } }
    #expect(throws: Never.self) { try gone.remove(atPath: scene.file) }
  }

  @Test("kill(pid, 0): success and EPERM mean running, ESRCH and anything else mean gone")
  func killResults() {
    let answers: [(Int32, Bool)] = [(0, true), (-EPERM, true), (-ESRCH, false), (-EINVAL, false)]
    for (result, running) in answers {
      let files = Self.calls { $0.kill = { _ in result } }
      #expect(files.isRunning(77) == running, "kill returned \(result)")
    }
  }

  @Test("every call failing at once: each answer is a plain 'no', nothing traps, nothing is removed")
  func everythingFails() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let broken = StateFiles(
      calls: StateFileCalls(
        mkdir: { _, _ in -EROFS },
        read: { _, _ in .failure(AtomicFile.Failure(errno: EIO, step: "cannot read")) },
        write: { _, _, _ in AtomicFile.Failure(errno: EROFS, step: "cannot create a file in /state") },
        unlink: { _ in -EROFS },
        kill: { _ in -ESRCH },
        getpid: { 4242 },
        getcwd: { .failure(AtomicFile.Failure(errno: ENOENT, step: "cannot tell the current folder")) },
        listFolder: { _ in nil },
        modificationTime: { _ in nil },
        lock: { _, _ in -EROFS },
        unlock: { _ in },
        rewrite: { _, _ in -EROFS },
        realpath: { _ in nil },
        random: { _ in [] },
        chmod: { _, _ in -EROFS }))
    #expect(broken.currentDirectory() == nil, "a deleted current folder")
    #expect(broken.processID == 4242)
    #expect(!broken.isRunning(77))
    #expect(broken.entries(in: scene.folder) == nil)
    #expect(broken.modificationTime(atPath: scene.file) == nil)
    #expect(throws: AtomicFile.Failure(errno: EIO, step: "cannot read")) {
      try broken.read(atPath: scene.file, maximumBytes: 64)
    }
    #expect(throws: AtomicFile.Failure.self) { try broken.makeFolders(scene.folder, mode: 0o700) }
    #expect(throws: AtomicFile.Failure.self) { try broken.write([1], toPath: scene.file) }
    #expect(throws: AtomicFile.Failure.self) { try broken.remove(atPath: scene.file) }
    #expect(
      broken.lock(scene.folder + "/doc.lock", content: [1])
        == .failed(AtomicFile.Failure(errno: EROFS, step: "cannot lock \(scene.folder)/doc.lock")))
    #expect(broken.isHeld(scene.folder + "/doc.lock"), "a lock that cannot be checked counts as held")
    #expect(broken.randomToken() == nil)
    #expect(broken.canonicalPath("./a/../b.easel", currentDirectory: "/w") == "/w/b.easel", "by the letters")
    #expect(throws: AtomicFile.Failure.self) { try broken.setMode(scene.folder, 0o700) }
    #expect(scene.fileBytes == Self.recovered)
  }

  @Test("a lock is the kernel's: a second taker is refused while the first holds it, free once released")
  func kernelLock() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = StateFiles()
    let path = scene.folder + "/doc.lock"
    guard case .acquired(let first) = files.lock(path, content: Array("4242\n".utf8)) else {
      Issue.record("the first lock was not taken")
      return
    }
    #expect(
      try files.read(atPath: path, maximumBytes: 64) == Array("4242\n".utf8), "the pid, for the message")
    #expect(
      files.lock(path, content: []) == .heldByAnother, "flock locks per open file: a second open is refused")
    #expect(files.isHeld(path))
    files.release(first)
    #expect(!files.isHeld(path))
    #expect(
      !files.isHeld(scene.folder + "/none.lock") && access(scene.folder + "/none.lock", F_OK) != 0,
      "a missing lock is held by nobody, and checking it makes none")
    #expect(files.lock(scene.folder + "/missing/x.lock", content: []) != .heldByAnother, "no folder: failed")
  }

  @Test("one spelling of a path: links, '.' and '..' resolved, a file not there yet by its folder")
  func canonicalPaths() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = StateFiles()
    try files.write([1], toPath: scene.folder + "/doc.easel")
    #expect(symlink(scene.folder + "/doc.easel", scene.folder + "/link.easel") == 0)
    let real = try #require(
      files.canonicalPath(scene.folder + "/doc.easel", currentDirectory: nil) as String?)
    for spelling in ["link.easel", "./doc.easel", "x/../doc.easel", "doc.easel"] {
      #expect(files.canonicalPath(spelling, currentDirectory: scene.folder) == real, "\(spelling)")
    }
    let missing = files.canonicalPath("./new.easel", currentDirectory: scene.folder + "/.")
    #expect(missing == String(real.dropLast("doc.easel".count)) + "new.easel")
    let token = try #require(files.randomToken())
    #expect(token.count == 16 && token != files.randomToken())
  }

  @Test("recovery files are written 0600 whatever the umask; setMode closes a folder to others")
  func modes() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = StateFiles()
    let previous = umask(0)
    defer { umask(previous) }
    try files.write([1], toPath: scene.folder + "/r.easel")
    var info = stat()
    #expect(stat(scene.folder + "/r.easel", &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(chmod(scene.folder, 0o755) == 0)
    try files.setMode(scene.folder, 0o700)
    #expect(stat(scene.folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
  }
}

/// The calls a test's closure saw, safe to append to from a `@Sendable` closure.
final class FaultLog: Sendable {
  private let state = Mutex<[String]>([])
  func append(_ entry: String) { state.withLock { $0.append(entry) } }
  var entries: [String] { state.withLock { $0 } }
}
