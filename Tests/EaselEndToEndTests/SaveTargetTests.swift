import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12, items 10 and 11, through the real executable: where a save or an export lands
  /// when the target is a device, a FIFO, a symlink loop or someone else's file.
  @Suite("Save and export targets")
  struct SaveTargets {
    static let document = EndToEnd.Export.examplesFolder + "/flowchart.easel"
    static let nobody: uid_t = 65534
    /// 1:3, the null device; `makedev` is a C macro Swift cannot call.
    static let nullDeviceNumber = dev_t(1 << 8 | 3)

    static func owner(_ path: String) -> (user: uid_t, group: gid_t, mode: mode_t, type: mode_t)? {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      return (info.st_uid, info.st_gid, info.st_mode & 0o7777, info.st_mode & S_IFMT)
    }

    /// `easel ARGUMENTS` as user `nobody`, through `setpriv` (the tests run as root).
    static func runAsNobody(_ arguments: [String]) throws -> PipedProcess.Result {
      try PipedProcess.run(
        executable: "/usr/bin/setpriv",
        arguments: [
          "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", PTYProcess.productPath("easel"),
        ] + arguments)
    }

    @Test("export -o /dev/stdout prints what stdout gets; -o a null device succeeds and it stays a device")
    func exportToDevices() throws {
      let plain = try Export.run(["export", Self.document, "--to", "txt"])
      let viaDevice = try Export.run(["export", Self.document, "--to", "txt", "-o", "/dev/stdout"])
      #expect(viaDevice.termination?.reason == .exited(0), "\(viaDevice.errorText)")
      #expect(viaDevice.standardError.isEmpty)
      #expect(!plain.standardOutput.isEmpty)
      #expect(viaDevice.standardOutput == plain.standardOutput)
      // As root, a twin of /dev/null: a broken export replaces the twin, not the machine's.
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      var device = "/dev/null"
      if geteuid() == 0 {
        device = folder + "/null"
        try #require(mknod(device, S_IFCHR | 0o666, Self.nullDeviceNumber) == 0)
      }
      let discarded = try Export.run(["export", Self.document, "--to", "svg", "-o", device])
      #expect(discarded.termination?.reason == .exited(0), "\(discarded.errorText)")
      #expect(Self.owner(device)?.type == S_IFCHR)
    }

    @Test("export -o a FIFO nobody reads fails at once, exit 1; the FIFO stays")
    func exportToUnreadFIFO() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let fifo = try BoundedWork.fifo(in: folder, named: "pipe")
      let result = try Export.run(["export", Self.document, "--to", "txt", "-o", fifo])
      #expect(result.termination?.reason == .exited(1))
      #expect(
        result.errorText.contains("cannot open for writing: No such device or address"), "\(result.errorText)"
      )
      #expect(Self.owner(fifo)?.type == S_IFIFO)
    }

    @Test("export -o a symlink loop is refused, exit 1; the links stay")
    func exportToSymlinkLoop() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      try #require(symlink(folder + "/b", folder + "/a") == 0 && symlink(folder + "/a", folder + "/b") == 0)
      let result = try Export.run(["export", Self.document, "--to", "txt", "-o", folder + "/a"])
      #expect(result.termination?.reason == .exited(1))
      #expect(result.errorText.contains("the path is a loop of symbolic links"), "\(result.errorText)")
      #expect(try Export.listing(folder) == "a\nb\n")
    }

    @Test(
      "root exporting over another user's file leaves it theirs, with its mode",
      .enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func rootKeepsOwner() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let out = folder + "/theirs.txt"
      Documents.write("old", to: out)
      try #require(chown(out, Self.nobody, Self.nobody) == 0 && chmod(out, 0o640) == 0)
      let result = try Export.run(["export", Self.document, "--to", "txt", "-o", out])
      #expect(result.termination?.reason == .exited(0), "\(result.errorText)")
      let after = try #require(Self.owner(out))
      #expect(after.user == Self.nobody && after.group == Self.nobody && after.mode == 0o640)
      #expect(TestFiles.readBytes(out) == (try Export.run(["render", Self.document])).standardOutput)
    }

    @Test("a file this user may not write is refused, exit 1, the file untouched (as nobody, or read-only)")
    func notWritableRefused() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let out = folder + "/root-owned.txt"
      Documents.write("old", to: out)
      let result: PipedProcess.Result
      let reason: String
      if geteuid() == 0 {
        // A folder anyone may write, so only the file's own permission stands in the way.
        try #require(chmod(folder, 0o777) == 0 && chmod(out, 0o644) == 0)
        result = try Self.runAsNobody(["export", Self.document, "--to", "txt", "-o", out])
        reason = "you may not write this file"
      } else {
        try #require(chmod(out, 0o444) == 0)
        result = try Export.run(["export", Self.document, "--to", "txt", "-o", out])
        reason = "the file is read-only"
      }
      #expect(result.termination?.reason == .exited(1))
      #expect(result.errorText == "easel: cannot write \(out): \(reason)\n")
      #expect(TestFiles.readBytes(out) == Array("old".utf8))
      #expect(try Export.listing(folder) == "root-owned.txt\n")
    }

    @Test("Save As onto a FIFO says it is not a regular file and keeps the drawing unsaved")
    func saveAsOntoFIFO() throws {
      let folder = try Documents.temporaryFolder()
      defer { Fault.removeFolder(folder) }
      let fifo = try BoundedWork.fifo(in: folder, named: "pipe")
      let process = try EaselRun.start([folder + "/first.easel"])
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("first.easel •") }
      process.send(Array("\u{1b}[24~".utf8))  // F12: Save As
      try process.expect("the prompt") { $0.screen.lastLine.hasPrefix(" Save as: ") }
      process.send(Array(repeating: 0x7F, count: 11))  // "first.easel"
      process.send(Array("pipe\r".utf8))
      try process.expect("the confirmation") {
        $0.screen.lastLine.contains("pipe exists: Enter again replaces it")
      }
      process.send([0x0D])
      try process.expect("the refusal") { $0.screen.lastLine.contains("Not saved: not a regular file (a") }
      #expect(process.screen.line(0).contains("first.easel •"), "the document keeps its name and is unsaved")
      #expect(Self.owner(fifo)?.type == S_IFIFO)
      process.send(EaselRun.ctrlQ)
      process.pump(for: .milliseconds(300))
      process.send(EaselRun.ctrlQ)  // unsaved changes: a second Ctrl-Q quits
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
