import Glibc
import Testing

@testable import EaselTerminal

@Suite("AtomicFile")
struct AtomicFileTests {
  /// A fresh folder under /tmp, removed by the caller with `removeFolder`.
  static func makeFolder() throws -> String {
    var template = Array("/tmp/easel-atomic-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    return try #require(made)
  }

  static func removeFolder(_ path: String) {
    if let folder = opendir(path) {
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          SystemPath.string(cString: $0.bindMemory(to: CChar.self).baseAddress!)
        }
        if name != "." && name != ".." { _ = PathCall.unlink(path + "/" + name) }
      }
      closedir(folder)
    }
    rmdir(path)
  }

  static func names(in path: String) -> Set<String> {
    var names: Set<String> = []
    guard let folder = opendir(path) else { return names }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.insert(name) }
    }
    closedir(folder)
    return names
  }

  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  @Test("writing creates the file with the bytes and leaves no temporary file behind")
  func create() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    try AtomicFile.write(Array("hello".utf8), toPath: folder + "/a.easel")
    #expect(try AtomicFile.read(atPath: folder + "/a.easel", maximumBytes: 100) == Array("hello".utf8))
    #expect(Self.names(in: folder) == ["a.easel"])
  }

  @Test("replacing a file keeps its permissions")
  func keepsPermissions() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    let path = folder + "/a.easel"
    try AtomicFile.write(Array("one".utf8), toPath: path)
    chmod(path, 0o600)
    try AtomicFile.write(Array("two".utf8), toPath: path)
    #expect(Self.mode(path) == 0o600)
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 100) == Array("two".utf8))
  }

  @Test("saving through a symlink updates the target and keeps the link")
  func symlink() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    try AtomicFile.write(Array("old".utf8), toPath: folder + "/target.easel")
    #expect(Glibc.symlink("target.easel", folder + "/link.easel") == 0)
    try AtomicFile.write(Array("new".utf8), toPath: folder + "/link.easel")
    var info = stat()
    #expect(lstat(folder + "/link.easel", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(try AtomicFile.read(atPath: folder + "/target.easel", maximumBytes: 100) == Array("new".utf8))
  }

  @Test("a folder that does not exist gives an error naming the step and creates nothing")
  func missingFolder() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(Array("x".utf8), toPath: folder + "/gone/a.easel")
    }
    do {
      try AtomicFile.write(Array("x".utf8), toPath: folder + "/gone/a.easel")
    } catch {
      #expect(error.errno == ENOENT)
      #expect(error.description.hasPrefix("cannot create a file in"))
    }
    #expect(Self.names(in: folder).isEmpty)
  }

  @Test("a failed replacement leaves the original untouched")
  func failureKeepsOriginal() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    let path = folder + "/a.easel"
    try AtomicFile.write(Array("original".utf8), toPath: path)
    // A directory where the temporary file would go makes the create step fail.
    let temporary = folder + "/.a.easel.easel-save-\(getpid())"
    #expect(mkdir(temporary, 0o700) == 0)
    defer { rmdir(temporary) }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Array("new".utf8), toPath: path) }
    #expect(try AtomicFile.read(atPath: path, maximumBytes: 100) == Array("original".utf8))
  }

  @Test("reading refuses a file over the limit, and says when a file is missing")
  func readLimits() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    try AtomicFile.write([UInt8](repeating: 65, count: 1000), toPath: folder + "/big")
    #expect(throws: AtomicFile.Failure(errno: EFBIG, step: "too large to open")) {
      try AtomicFile.read(atPath: folder + "/big", maximumBytes: 999)
    }
    #expect(try AtomicFile.read(atPath: folder + "/big", maximumBytes: 1000).count == 1000)
    do {
      _ = try AtomicFile.read(atPath: folder + "/none", maximumBytes: 10)
      Issue.record("a missing file was read")
    } catch {
      #expect(error.isMissingFile)
    }
    #expect(throws: AtomicFile.Failure(errno: EISDIR, step: "cannot open")) {
      try AtomicFile.read(atPath: folder, maximumBytes: 10)
    }
  }

  @Test("reading a FIFO with no writer, or a device, is refused at once: not a regular file")
  func readRefusesWhatIsNotAFile() throws {
    let folder = try Self.makeFolder()
    defer { Self.removeFolder(folder) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(
      throws: AtomicFile.Failure(errno: EINVAL, step: "cannot open", reason: "not a regular file (a FIFO)")
    ) {
      try AtomicFile.read(atPath: fifo, maximumBytes: 10)
    }
    do {
      _ = try AtomicFile.read(atPath: "/dev/zero", maximumBytes: 10)
      Issue.record("/dev/zero was read")
    } catch {
      #expect(error.description == "cannot open: not a regular file (a character device)")
    }
  }
}
