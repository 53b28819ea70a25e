import EaselTestSupport
import Glibc
import Testing

/// A tmpfs of a few pages or inodes, mounted on a fresh folder under /tmp and unmounted (and
/// the folder removed) by `unmount`. Mounting needs root or CAP_SYS_ADMIN.
final class TinyFilesystem {
  let folder: String
  private var mounted = true

  /// Mounts a tmpfs with `options` (`size=64k`, `nr_inodes=8`, ...). Throws mount(2)'s errno.
  init(options: String) throws(PTYError) {
    var template = Array("/tmp/easel-full-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer {
      mkdtemp($0.baseAddress!).map { String(cString: $0) }
    }
    guard let made else { throw .system(call: "mkdtemp", errno: errno) }
    let result = options.withCString { mount("tmpfs", made, "tmpfs", 0, $0) }
    guard result == 0 else {
      let code = errno
      rmdir(made)
      throw .system(call: "mount -t tmpfs -o \(options)", errno: code)
    }
    folder = made
  }

  /// Unmounts (lazily if something still holds it) and removes the folder.
  func unmount() {
    guard mounted else { return }
    mounted = false
    if umount2(folder, 0) != 0 { _ = umount2(folder, Int32(MNT_DETACH)) }
    rmdir(folder)
  }

  deinit { unmount() }

  /// Why no tmpfs can be mounted here, or nil when one can: probed once, by mounting and
  /// unmounting a tiny one, and printed into the test log.
  static let refusal: String? = {
    do {
      let probe = try TinyFilesystem(options: "size=4k")
      probe.unmount()
      return nil
    } catch {
      let reason = "cannot mount a tmpfs here (uid \(geteuid())): \(error)"
      print("full disk: " + reason)
      return reason
    }
  }()

  /// Writes zeros to `name` until the filesystem says ENOSPC; false on any other outcome.
  func fillBlocks(name: String) -> Bool {
    let fd = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return false }
    defer { _ = close(fd) }
    let chunk = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<10_000 {
      let written = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      if written < 0 { return errno == ENOSPC }
    }
    return false
  }

  /// Creates empty files `name-0`, `name-1`, ... until there is no inode left; false on any
  /// other outcome. Returns the names made.
  func fillInodes(name: String) -> [String]? {
    var names: [String] = []
    for index in 0..<10_000 {
      let fd = open(folder + "/\(name)-\(index)", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd < 0 { return errno == ENOSPC ? names : nil }
      _ = close(fd)
      names.append("\(name)-\(index)")
    }
    return nil
  }

  /// The names in the folder.
  func names() -> Set<String> {
    var names: Set<String> = []
    guard let directory = opendir(folder) else { return names }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.insert(name) }
    }
    closedir(directory)
    return names
  }
}

extension EndToEnd {
  /// Issue 6: a save onto a really full filesystem fails cleanly, through the real `easel`.
  @Suite("Documents: a full filesystem")
  struct FullDisk {
    /// What runs out: the data pages (the temporary file's write fails) or the inodes (its
    /// creation fails).
    enum Exhaustion: String, Sendable, CaseIterable, CustomTestStringConvertible {
      case space, inodes

      var testDescription: String { rawValue }

      var mountOptions: String { self == .space ? "size=64k,mode=0700" : "size=1m,nr_inodes=6,mode=0700" }

      func failure(folder: String) -> String {
        self == .space
          ? "Not saved: cannot write: No space left on device"
          : "Not saved: cannot create a file in \(folder): No space left on device"
      }
    }

    static let original =
      "{\"format\": \"easel\", \"version\": 1, \"shapes\": [{\"id\": 1, \"kind\": \"text\", "
      + "\"origin\": {\"column\": 2, \"row\": 1}, \"text\": \"kept\"}]}\n"

    static func read(_ path: String) -> [UInt8]? {
      let fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { _ = close(fd) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { return bytes }
        bytes += chunk[0..<count]
      }
    }

    static func inode(_ path: String) -> UInt64? {
      var info = stat()
      return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// A left-button drag in SGR reports from one screen cell to another (1-based).
    static func drag(_ process: PTYProcess, from: (Int, Int), to: (Int, Int)) {
      process.send(
        "\u{1b}[<0;\(from.0);\(from.1)M\u{1b}[<32;\(to.0);\(to.1)M\u{1b}[<0;\(to.0);\(to.1)m")
    }

    @Test(
      "Cmd-S on a full tmpfs says No space left on device, keeps the document unsaved and the file byte-identical",
      .enabled("needs root or CAP_SYS_ADMIN to mount a tmpfs (mount -t tmpfs); see 'full disk:' in the log") {
        TinyFilesystem.refusal == nil
      }, arguments: Exhaustion.allCases)
    func saveOnFullFilesystem(_ exhaustion: Exhaustion) throws {
      let disk = try TinyFilesystem(options: exhaustion.mountOptions)
      defer { disk.unmount() }
      let path = disk.folder + "/doc.easel"
      try Fault.write(Self.original, to: path)
      let originalBytes = Array(Self.original.utf8)
      let originalInode = try #require(Self.inode(path))
      var filler: [String] = []
      switch exhaustion {
      case .space:
        try #require(disk.fillBlocks(name: "filler"), "the filesystem fills up with ENOSPC")
        filler = ["filler"]
      case .inodes:
        filler = try #require(disk.fillInodes(name: "spare"), "the inodes run out with ENOSPC")
      }
      #expect(disk.names() == Set(filler + ["doc.easel"]))

      let rows = 24
      let process = try EaselRun.start([path], rows: rows, columns: 160)
      try EaselRun.waitForStatusBar(process, row: rows - 1)
      try process.expect("the original text drawn") { $0.screen.text.contains("kept") }
      // Draw a rectangle and an ellipse.
      process.send("r")
      try process.expect("the Rectangle tool") { $0.screen.lastLine.hasPrefix(" Rectangle ") }
      Self.drag(process, from: (10, 5), to: (24, 10))
      try process.expect("the rectangle drawn and the document unsaved") {
        $0.screen.text.contains("┌────") && $0.screen.line(0).contains("doc.easel •")
      }
      process.send("o")
      try process.expect("the Ellipse tool") { $0.screen.lastLine.hasPrefix(" Ellipse ") }
      Self.drag(process, from: (40, 5), to: (60, 12))
      process.pump(for: .milliseconds(200))

      process.send([0x13])  // Ctrl-S
      let failure = exhaustion.failure(folder: disk.folder)
      do {
        try process.expect("\"\(failure)\" in the status bar") { $0.screen.lastLine.contains(failure) }
      } catch {
        Issue.record(error)  // and go on to check the file
      }
      #expect(process.screen.line(0).contains("doc.easel •"), "still unsaved: \(process.screen.line(0))")
      #expect(Self.read(path) == originalBytes, "the original is byte-identical")
      #expect(Self.inode(path) == originalInode, "the original was not replaced")
      #expect(disk.names() == Set(filler + ["doc.easel"]), "no temporary file left")

      // The editor keeps running: with room made, the same document saves.
      for name in filler { unlink(disk.folder + "/" + name) }
      usleep(900_000)  // a second Ctrl-S sooner would be taken for auto-repeat
      process.send([0x13])
      try process.expect("the save confirmed") {
        $0.screen.lastLine.contains("Saved") && !$0.screen.line(0).contains("•")
      }
      let saved = String(decoding: Self.read(path) ?? [], as: UTF8.self)
      #expect(saved.contains("\"rectangle\"") && saved.contains("\"ellipse\"") && saved.contains("kept"))
      #expect(disk.names() == ["doc.easel"])
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
