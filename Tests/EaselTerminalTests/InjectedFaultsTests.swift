import Glibc
import Synchronization
import Testing

@testable import EaselTerminal

/// The read path and the recovery lock through the `FileSystemCalls` seam: an fstat, a read or
/// a flock that fails is reported with its step and errno, closes what it opened and changes
/// nothing on disk; and `EASEL_TEST_FAULTS`, which makes the real executable suffer the same
/// failures for the end-to-end tests, reads as documented.
@Suite("Injected faults: fstat, read and flock failing")
struct InjectedFaultsTests {
  static let original = Array("{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n".utf8)

  /// The descriptors opened through some calls and not closed yet (the process's own count
  /// would see the tests running beside this one).
  final class OpenDescriptors: Sendable {
    private let open = Mutex<Set<Int32>>([])

    var count: Int { open.withLock { $0.count } }

    func tracking(_ calls: FileSystemCalls) -> FileSystemCalls {
      var tracked = calls
      tracked.open = { path, flags, mode in
        let fd = calls.open(path, flags, mode)
        if fd >= 0 { self.open.withLock { _ = $0.insert(fd) } }
        return fd
      }
      tracked.close = { fd in
        self.open.withLock { _ = $0.remove(fd) }
        return calls.close(fd)
      }
      return tracked
    }
  }

  static func faults(_ text: String) throws -> FileSystemCalls {
    try #require(InjectedFaults(parsing: text)).applied(to: .system)
  }

  @Test("the list reads call=ERRNO[@path part], comma-separated; anything malformed injects nothing")
  func parsing() {
    let expected: [InjectedFaults.Fault] = [
      .init(call: .fstat, errno: EIO, pathPart: "other.easel"),
      .init(call: .flock, errno: ENOLCK, pathPart: nil),
    ]
    #expect(InjectedFaults(parsing: "fstat=EIO@other.easel,flock=ENOLCK")?.faults == expected)
    for malformed in ["", "fstat", "fstat=", "stat=EIO", "fstat=EWHAT", "fstat=EIO@", "=EIO", "fstat:EIO"] {
      #expect(InjectedFaults(parsing: malformed) == nil, "\(malformed)")
    }
  }

  @Test(
    "an fstat or read failing on the file read is reported with its step; the file is untouched, no descriptor leaks",
    arguments: [("fstat", "cannot read"), ("read", "cannot read"), ("open", "cannot open")])
  func readFailure(call: String, step: String) throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { AtomicFileTests.removeFolder(folder) }
    let path = folder + "/b.easel"
    try AtomicFile.write(Self.original, toPath: path)
    let descriptors = OpenDescriptors()
    let calls = descriptors.tracking(try Self.faults("\(call)=EIO@b.easel"))
    #expect(throws: AtomicFile.Failure(errno: EIO, step: step)) {
      try AtomicFile.read(atPath: path, maximumBytes: 1 << 20, calls: calls)
    }
    #expect(descriptors.count == 0, "the descriptor was closed")
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 1 << 20, calls: .system) == Self.original)
    // Narrowed to b.easel: another file reads through the same calls.
    try AtomicFile.write(Self.original, toPath: folder + "/a.easel")
    #expect(
      try AtomicFile.read(atPath: folder + "/a.easel", maximumBytes: 1 << 20, calls: calls) == Self.original)
  }

  @Test("an fstat that fails is never taken for a regular file: a FIFO stays refused either way")
  func fstatFailureOnFIFO() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { AtomicFileTests.removeFolder(folder) }
    let path = folder + "/pipe.easel"
    try #require(mkfifo(path, 0o600) == 0)
    #expect(throws: AtomicFile.Failure(errno: EIO, step: "cannot read")) {
      try AtomicFile.read(atPath: path, maximumBytes: 1 << 20, calls: try Self.faults("fstat=EIO"))
    }
    #expect(
      throws: AtomicFile.Failure(errno: EINVAL, step: "cannot open", reason: "not a regular file (a FIFO)")
    ) {
      try AtomicFile.read(atPath: path, maximumBytes: 1 << 20, calls: .system)
    }
  }

  @Test("a save whose fchown fails (not EPERM) leaves the original byte-identical and no temporary file")
  func fchownFailure() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { AtomicFileTests.removeFolder(folder) }
    let path = folder + "/doc.easel"
    try AtomicFile.write(Self.original, toPath: path)
    #expect(throws: AtomicFile.Failure(errno: EIO, step: "cannot keep the file's owner")) {
      try AtomicFile.write(Array("new".utf8), toPath: path, calls: try Self.faults("fchown=EIO@doc.easel"))
    }
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 1 << 20) == Self.original)
    #expect((FolderContents.entries(in: folder) ?? []).map(\.name) == ["doc.easel"])
  }

  @Test("a flock that fails closes the descriptor, leaves the lock file as it was, and is reported as failed")
  func flockFailure() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { AtomicFileTests.removeFolder(folder) }
    let path = folder + "/doc.lock"
    try AtomicFile.write(Array("4242\n".utf8), toPath: path)
    let descriptors = OpenDescriptors()
    let calls = descriptors.tracking(try Self.faults("flock=ENOLCK"))
    #expect(StateFileCalls.lockFile(path, create: true, calls: calls) == -ENOLCK)
    #expect(descriptors.count == 0, "the descriptor was closed")
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 64) == Array("4242\n".utf8))

    var stateCalls = StateFileCalls.system
    stateCalls.lock = { path, create in StateFileCalls.lockFile(path, create: create, calls: calls) }
    let files = StateFiles(calls: stateCalls)
    #expect(
      files.lock(path, content: [1])
        == .failed(AtomicFile.Failure(errno: ENOLCK, step: "cannot lock \(path)")))
    #expect(
      files.isHeld(path), "a lock that cannot be checked counts as held: its recovery file is not removed")
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 64) == Array("4242\n".utf8))
    // The real flock takes it.
    guard case .acquired(let lock) = StateFiles().lock(path, content: Array("7\n".utf8)) else {
      Issue.record("the real lock was not taken")
      return
    }
    StateFiles().release(lock)
  }
}
