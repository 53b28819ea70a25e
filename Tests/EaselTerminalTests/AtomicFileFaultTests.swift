import Glibc
import Synchronization
import Testing

@testable import EaselTerminal

/// One system call of `AtomicFile.write`, as the faulty file system sees it. The folder's open,
/// fsync and close (after the rename) are told apart from the temporary file's.
enum FileCall: String, Sendable, CustomStringConvertible {
  case open, fchmod, fchown, write, fsync, close, rename, unlink
  case openFolder = "open folder"
  case fsyncFolder = "fsync folder"
  case closeFolder = "close folder"

  var description: String { rawValue }
}

/// What the faulty file system does with one call.
enum FileCallOutcome: Sendable {
  /// The real call.
  case real
  /// Nothing happens; the call reports `errno`.
  case fail(Int32)
  /// The real call happens, then reports `errno` anyway: a close that loses delayed data.
  case realThenFail(Int32)
  /// A write: the real write of at most this many bytes (a short write).
  case writeAtMost(Int)
}

/// `FileSystemCalls` over the real ones, with a plan saying which call (and which occurrence of
/// it, counted from 1) fails or writes short. It logs every call, the bytes really written and
/// the descriptors still open, and counts the faults it injected.
final class FaultyFileSystem: Sendable {
  typealias Plan = @Sendable (_ call: FileCall, _ occurrence: Int) -> FileCallOutcome

  private struct State {
    var log: [FileCall] = []
    var injected = 0
    var bytesWritten = 0
    /// Open descriptors, and whether each is the folder.
    var open: [Int32: Bool] = [:]
  }

  private let plan: Plan
  private let state = Mutex(State())

  init(_ plan: @escaping Plan) { self.plan = plan }

  var log: [FileCall] { state.withLock { $0.log } }
  var injected: Int { state.withLock { $0.injected } }
  var bytesWritten: Int { state.withLock { $0.bytesWritten } }
  var openDescriptors: [Int32] { state.withLock { Array($0.open.keys) } }

  private func next(_ call: FileCall) -> FileCallOutcome {
    let occurrence = state.withLock { state in
      state.log.append(call)
      return state.log.count { $0 == call }
    }
    let outcome = plan(call, occurrence)
    if case .real = outcome {} else { state.withLock { $0.injected += 1 } }
    return outcome
  }

  private func isFolder(_ fd: Int32) -> Bool { state.withLock { $0.open[fd] ?? false } }

  /// Runs `real` unless the outcome says to fail first; reports the injected errno afterwards.
  private func perform(_ outcome: FileCallOutcome, _ real: () -> Int32) -> Int32 {
    switch outcome {
    case .fail(let code): return -code
    case .realThenFail(let code):
      _ = real()
      return -code
    case .real, .writeAtMost: return real()
    }
  }

  var calls: FileSystemCalls {
    let system = FileSystemCalls.system
    return FileSystemCalls(
      open: { path, flags, mode in
        let folder = flags & O_DIRECTORY != 0
        if case .fail(let code) = self.next(folder ? .openFolder : .open) { return -code }
        let fd = system.open(path, flags, mode)
        if fd >= 0 { self.state.withLock { $0.open[fd] = folder } }
        return fd
      },
      fchmod: { fd, mode in self.perform(self.next(.fchmod)) { system.fchmod(fd, mode) } },
      fchown: { fd, user, group in self.perform(self.next(.fchown)) { system.fchown(fd, user, group) } },
      write: { fd, bytes in
        let outcome = self.next(.write)
        var allowed = bytes
        switch outcome {
        case .fail(let code): return -Int(code)
        case .writeAtMost(let limit): allowed = UnsafeRawBufferPointer(rebasing: bytes.prefix(limit))
        case .real, .realThenFail: break
        }
        let written = system.write(fd, allowed)
        if written > 0 { self.state.withLock { $0.bytesWritten += written } }
        if case .realThenFail(let code) = outcome { return -Int(code) }
        return written
      },
      fsync: { fd in
        self.perform(self.next(self.isFolder(fd) ? .fsyncFolder : .fsync)) { system.fsync(fd) }
      },
      close: { fd in
        self.perform(self.next(self.isFolder(fd) ? .closeFolder : .close)) {
          self.state.withLock { _ = $0.open.removeValue(forKey: fd) }
          return system.close(fd)
        }
      },
      rename: { from, to in self.perform(self.next(.rename)) { system.rename(from, to) } },
      unlink: { path in self.perform(self.next(.unlink)) { system.unlink(path) } }
    )
  }
}

/// One injected failure and what `AtomicFile.write` must make of it.
struct FaultCase: Sendable, CustomTestStringConvertible {
  var name: String
  var plan: FaultyFileSystem.Plan
  var code: Int32
  /// The failure's description; FOLDER stands for the document's folder.
  var message: String
  /// Every call made, in order: the failing one, then the clean-up.
  var calls: [FileCall]
  /// Bytes that really reached the temporary file before the failure.
  var bytesWritten: Int

  var testDescription: String { name }

  /// A plan where the first `call` has `outcome` and everything else is real.
  static func at(_ call: FileCall, _ outcome: FileCallOutcome) -> FaultyFileSystem.Plan {
    { made, count in made == call && count == 1 ? outcome : .real }
  }

  static let total = AtomicFileFaultTests.replacement.count
  static let upToWrite: [FileCall] = [.open, .fchmod, .fchown, .write]

  static let all: [FaultCase] = [
    FaultCase(
      name: "EROFS creating the temporary file", plan: at(.open, .fail(EROFS)), code: EROFS,
      message: "cannot create a file in FOLDER: Read-only file system", calls: [.open], bytesWritten: 0),
    FaultCase(
      name: "ENOSPC creating the temporary file (no free inodes)", plan: at(.open, .fail(ENOSPC)),
      code: ENOSPC, message: "cannot create a file in FOLDER: No space left on device", calls: [.open],
      bytesWritten: 0),
    FaultCase(
      name: "EPERM setting the permissions", plan: at(.fchmod, .fail(EPERM)), code: EPERM,
      message: "cannot set permissions: Operation not permitted",
      calls: [.open, .fchmod, .close, .unlink], bytesWritten: 0),
    FaultCase(
      name: "EIO keeping the owner", plan: at(.fchown, .fail(EIO)), code: EIO,
      message: "cannot keep the file's owner: Input/output error",
      calls: [.open, .fchmod, .fchown, .close, .unlink], bytesWritten: 0),
    FaultCase(
      name: "ENOSPC on the first write", plan: at(.write, .fail(ENOSPC)), code: ENOSPC,
      message: "cannot write: No space left on device", calls: upToWrite + [.close, .unlink],
      bytesWritten: 0),
    FaultCase(
      name: "a short write, then ENOSPC",
      plan: { call, count in
        call != .write ? .real : count == 1 ? .writeAtMost(total / 2) : .fail(ENOSPC)
      }, code: ENOSPC, message: "cannot write: No space left on device",
      calls: upToWrite + [.write, .close, .unlink], bytesWritten: total / 2),
    FaultCase(
      name: "short writes and EINTR, then EIO",
      plan: { call, count in
        guard call == .write else { return .real }
        let steps: [FileCallOutcome] = [.writeAtMost(100), .fail(EINTR), .writeAtMost(100)]
        return count <= steps.count ? steps[count - 1] : .fail(EIO)
      }, code: EIO, message: "cannot write: Input/output error",
      calls: upToWrite + [.write, .write, .write, .close, .unlink], bytesWritten: 200),
    FaultCase(
      name: "EIO from fsync", plan: at(.fsync, .fail(EIO)), code: EIO,
      message: "cannot flush to disk: Input/output error",
      calls: upToWrite + [.fsync, .close, .unlink], bytesWritten: total),
    FaultCase(
      name: "ENOSPC from fsync", plan: at(.fsync, .fail(ENOSPC)), code: ENOSPC,
      message: "cannot flush to disk: No space left on device",
      calls: upToWrite + [.fsync, .close, .unlink], bytesWritten: total),
    FaultCase(
      name: "EDQUOT from close", plan: at(.close, .realThenFail(EDQUOT)), code: EDQUOT,
      message: "cannot write: Disk quota exceeded",
      calls: upToWrite + [.fsync, .close, .unlink], bytesWritten: total),
    FaultCase(
      name: "ENOSPC from close", plan: at(.close, .realThenFail(ENOSPC)), code: ENOSPC,
      message: "cannot write: No space left on device",
      calls: upToWrite + [.fsync, .close, .unlink], bytesWritten: total),
    FaultCase(
      name: "EXDEV from rename", plan: at(.rename, .fail(EXDEV)), code: EXDEV,
      message: "cannot replace: Invalid cross-device link",
      calls: upToWrite + [.fsync, .close, .rename, .unlink], bytesWritten: total),
    FaultCase(
      name: "EACCES from rename", plan: at(.rename, .fail(EACCES)), code: EACCES,
      message: "cannot replace: Permission denied",
      calls: upToWrite + [.fsync, .close, .rename, .unlink], bytesWritten: total),
    FaultCase(
      name: "ENOSPC from rename", plan: at(.rename, .fail(ENOSPC)), code: ENOSPC,
      message: "cannot replace: No space left on device",
      calls: upToWrite + [.fsync, .close, .rename, .unlink], bytesWritten: total),
  ]
}

@Suite("AtomicFile under injected faults")
struct AtomicFileFaultTests {
  static let original = Array("{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n".utf8)
  /// Long enough for several short writes.
  static let replacement = (0..<2000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
  static let originalMode: mode_t = 0o640

  /// What the document path is: a plain file, a symlink to one, or nothing yet.
  enum Target: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case file, symlink, missing

    var testDescription: String { rawValue }
  }

  /// A folder with the document in it (`path` is what gets written to, `file` the real file).
  struct Scene {
    var folder: String
    var path: String
    var file: String
    var target: Target

    init(_ target: Target) throws {
      self.target = target
      folder = try AtomicFileTests.makeFolder()
      file = folder + "/a.easel"
      path = target == .symlink ? folder + "/link.easel" : file
      guard target != .missing else { return }
      try AtomicFile.write(AtomicFileFaultTests.original, toPath: file)
      try #require(chmod(file, AtomicFileFaultTests.originalMode) == 0)
      if target == .symlink { try #require(Glibc.symlink("a.easel", path) == 0) }
    }

    /// The names the folder must hold: no temporary file.
    var expectedNames: Set<String> {
      switch target {
      case .file: ["a.easel"]
      case .symlink: ["a.easel", "link.easel"]
      case .missing: []
      }
    }

    /// The file's bytes, mode and identity (device, inode, size, mtime); nil when missing.
    func snapshot() -> Snapshot? {
      var info = stat()
      guard stat(file, &info) == 0, let bytes = try? AtomicFile.read(atPath: file, maximumBytes: 1 << 20)
      else { return nil }
      return Snapshot(
        bytes: bytes, mode: info.st_mode & 0o7777, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
        modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// The symlink still points at the file, unless there is none.
    func expectLinkKept(sourceLocation: SourceLocation = #_sourceLocation) {
      guard target == .symlink else { return }
      var info = stat()
      #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, sourceLocation: sourceLocation)
      var buffer = [CChar](repeating: 0, count: 256)
      let count = readlink(path, &buffer, buffer.count - 1)
      let link =
        count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
      #expect(link == "a.easel", sourceLocation: sourceLocation)
    }

    func remove() {
      if target == .symlink { unlink(path) }
      AtomicFileTests.removeFolder(folder)
    }
  }

  struct Snapshot: Equatable {
    var bytes: [UInt8]
    var mode: mode_t
    var device: UInt64
    var inode: UInt64
    var modified: Int64
  }

  @Test(
    "A failure at any step throws naming the step and errno, and leaves the original byte-identical",
    arguments: FaultCase.all, Target.allCases)
  func failureKeepsOriginal(_ fault: FaultCase, target: Target) throws {
    let scene = try Scene(target)
    defer { scene.remove() }
    let before = scene.snapshot()
    #expect((before == nil) == (target == .missing))
    let system = FaultyFileSystem(fault.plan)
    do {
      try AtomicFile.write(Self.replacement, toPath: scene.path, calls: system.calls)
      Issue.record("the write succeeded despite \(fault.name)")
    } catch {
      #expect(error.errno == fault.code)
      #expect(error.description == fault.message.replacing("FOLDER", with: scene.folder))
    }
    #expect(system.injected >= 1, "the fault was injected")
    #expect(system.log == fault.calls, "the calls made")
    #expect(system.bytesWritten == fault.bytesWritten, "bytes that reached the temporary file")
    #expect(system.openDescriptors.isEmpty, "every descriptor closed")
    // The original: same bytes, same mode, the same inode not touched since.
    #expect(scene.snapshot() == before)
    #expect(AtomicFileTests.names(in: scene.folder) == scene.expectedNames, "no temporary file left")
    scene.expectLinkKept()
  }

  @Test("Writes that each take only a few bytes still save the whole content", arguments: Target.allCases)
  func shortWritesSucceed(target: Target) throws {
    let scene = try Scene(target)
    defer { scene.remove() }
    let system = FaultyFileSystem { call, _ in call == .write ? .writeAtMost(7) : .real }
    try AtomicFile.write(Self.replacement, toPath: scene.path, calls: system.calls)
    let after = try #require(scene.snapshot())
    #expect(after.bytes == Self.replacement)
    #expect(system.log.count { $0 == .write } == (Self.replacement.count + 6) / 7)
    #expect(system.bytesWritten == Self.replacement.count)
    #expect(
      Array(system.log.suffix(6)) == [.fsync, .close, .rename, .openFolder, .fsyncFolder, .closeFolder])
    #expect(system.openDescriptors.isEmpty)
    if target != .missing { #expect(after.mode == Self.originalMode, "permissions kept") }
    #expect(AtomicFileTests.names(in: scene.folder) == scene.expectedNames.union(["a.easel"]))
    scene.expectLinkKept()
  }

  @Test("A write interrupted by a signal (EINTR) is retried until everything is written")
  func interruptedWritesRetried() throws {
    let scene = try Scene(.file)
    defer { scene.remove() }
    let system = FaultyFileSystem { call, count in
      guard call == .write else { return .real }
      return count.isMultiple(of: 2) ? .writeAtMost(300) : .fail(EINTR)
    }
    try AtomicFile.write(Self.replacement, toPath: scene.path, calls: system.calls)
    #expect(scene.snapshot()?.bytes == Self.replacement)
    #expect(system.log.count { $0 == .write } == 14, "seven interrupted, seven of 300 bytes or less")
  }

  /// A failure of the folder's open or fsync, and the folder calls made.
  struct FolderFault: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var plan: FaultyFileSystem.Plan
    var calls: [FileCall]

    static let all = [
      FolderFault(
        testDescription: "open: EACCES", plan: FaultCase.at(.openFolder, .fail(EACCES)), calls: [.openFolder]),
      FolderFault(
        testDescription: "fsync: EIO", plan: FaultCase.at(.fsyncFolder, .fail(EIO)),
        calls: [.openFolder, .fsyncFolder, .closeFolder]),
    ]
  }

  @Test(
    "A failure to sync the folder after the rename is not reported: the file is already replaced",
    arguments: FolderFault.all)
  func folderSyncFailure(_ fault: FolderFault) throws {
    let scene = try Scene(.file)
    defer { scene.remove() }
    let system = FaultyFileSystem(fault.plan)
    try AtomicFile.write(Self.replacement, toPath: scene.path, calls: system.calls)
    #expect(system.injected == 1)
    #expect(scene.snapshot()?.bytes == Self.replacement)
    #expect(Array(system.log.suffix(fault.calls.count + 1)) == [.rename] + fault.calls)
    #expect(system.openDescriptors.isEmpty, "the folder's descriptor closed")
    #expect(AtomicFileTests.names(in: scene.folder) == ["a.easel"])
  }

  @Test("When the clean-up fails too, the error still names the first failure and the original stays")
  func cleanupFailure() throws {
    let scene = try Scene(.file)
    defer { scene.remove() }
    let before = scene.snapshot()
    let system = FaultyFileSystem { call, _ in
      call == .rename ? .fail(EXDEV) : call == .unlink ? .fail(EIO) : .real
    }
    #expect(throws: AtomicFile.Failure(errno: EXDEV, step: "cannot replace")) {
      try AtomicFile.write(Self.replacement, toPath: scene.path, calls: system.calls)
    }
    #expect(scene.snapshot() == before)
    // The temporary file could not be removed; it is the only thing left beside the original.
    #expect(AtomicFileTests.names(in: scene.folder) == ["a.easel", ".a.easel.easel-save-\(getpid())"])
  }
}
