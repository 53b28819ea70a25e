import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12's ways to lose unsaved work, through the real executable: stale and zombie locks,
  /// two editors, path spellings, untitled names, quitting on the offer, unreadable recovery
  /// files, the state folder's modes.
  @Suite("Recovery that survives")
  struct RecoveryTrust {
    typealias Files = Recovery

    static func start(_ arguments: [String], state: String, columns: Int = 160) throws -> PTYProcess {
      let process = try EaselRun.start(arguments, columns: columns, environment: ["XDG_STATE_HOME": state])
      try EaselRun.waitForStatusBar(process, row: 23)
      return process
    }

    /// An edit, then long enough for the recovery file to be written (1.5 s after it).
    static func editAndWait(_ process: PTYProcess) throws {
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("•") }
      usleep(2_000_000)
    }

    /// Waits (up to 20 s: a sanitized build on a loaded machine is slow) until `state` holds a
    /// recovery file, so a kill that follows has work to leave behind.
    static func waitForRecoveryFile(_ state: String, count: Int = 1) throws {
      for _ in 0..<200 {
        if let files = try? Self.recoveryFiles(state), files.count >= count { return }
        usleep(100_000)
      }
      Issue.record("\(count) recovery file(s) were not written in \(state)")
    }

    static func contents(_ path: String) -> [UInt8]? {
      guard let file = fopen(path, "rb") else { return nil }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { return bytes }
        bytes += chunk[0..<count]
      }
    }

    /// The state folder's recovery files for documents (not locks), with their contents.
    static func recoveryFiles(_ state: String) throws -> [String] {
      try Files.recoveryFiles(state).filter { $0.hasSuffix(".easel") }
    }

    @Test("A lock naming a live process that is not an Easel (pid 1) does not stop the offer")
    func lockOfAForeignLiveProcess() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Files.emptyDocument, to: path)
      let first = try Self.start([path], state: state)
      try Self.editAndWait(first)
      try Self.waitForRecoveryFile(state)
      first.signal(SIGKILL)
      _ = first.waitForExit()
      // The killed session's lock file stays behind: make it name pid 1 (alive, not an Easel),
      // as after a reboot that gave the old pid to another program.
      let saved = try #require(try Self.recoveryFiles(state).first)
      Documents.write("1\n", to: state + "/easel/" + String(saved.dropLast(".easel".count)) + ".lock")
      let second = try Self.start([path], state: state)
      try second.expect("the offer of the recovered work") { $0.screen.lastLine.contains("recovered") }
      #expect(!second.screen.lastLine.contains("Also open"))
      second.send(EaselRun.ctrlQ)
      try second.expect("the question") { $0.screen.lastLine.contains("Recovered work not restored") }
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
      #expect(try Self.recoveryFiles(state).count == 1, "Ctrl-Q on the offer keeps the offered work")
    }

    @Test("An Easel killed and not yet reaped (a zombie) holds no lock: the next start offers its work")
    func zombieHolder() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Files.emptyDocument, to: path)
      let first = try Self.start([path], state: state)
      try Self.editAndWait(first)
      try Self.waitForRecoveryFile(state)
      first.signal(SIGKILL)
      usleep(200_000)  // dead, but not waited for: a zombie while the next one starts
      let second = try Self.start([path], state: state)
      try second.expect("the offer of the recovered work") { $0.screen.lastLine.contains("recovered") }
      _ = first.waitForExit()
      second.send([0x0D])
      try second.expect("the recovered box") { $0.screen.line(1).contains("┌──") }
      second.signal(SIGKILL)
      _ = second.waitForExit()
    }

    @Test("Two editors on one file: the second's clean quit leaves the first's lock and work alone")
    func twoEditors() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Files.emptyDocument, to: path)
      let first = try Self.start([path], state: state)
      let second = try Self.start([path], state: state)
      #expect(second.screen.lastLine.contains("Also open in another Easel"), "\(second.screen.lastLine)")
      try Self.editAndWait(first)
      try Self.editAndWait(second)
      // Each writes its own file, within 2 s of its edit (later under load: waited for).
      try Self.waitForRecoveryFile(state, count: 2)
      #expect(try Self.recoveryFiles(state).count == 2, "each writes its own file")
      second.send(EaselRun.ctrlQ)
      usleep(300_000)
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
      #expect(try Self.recoveryFiles(state).count == 1, "the second removed only its own")
      #expect(try Files.recoveryFiles(state).contains { $0.hasSuffix(".lock") }, "the first's lock stays")
      first.signal(SIGKILL)
      _ = first.waitForExit()
      let third = try Self.start([path], state: state)
      #expect(
        third.screen.lastLine.contains("recovered"), "the first's work survives: \(third.screen.lastLine)")
      third.signal(SIGKILL)
      _ = third.waitForExit()
    }

    @Test(
      "./x.easel, x.easel, dir/../dir/x.easel and a symlink are one document to the lock and the recovery")
    func spellings() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      try #require(mkdir(folder + "/dir", 0o700) == 0)
      let path = folder + "/dir/x.easel"
      Documents.write(Files.emptyDocument, to: path)
      try #require(symlink(path, folder + "/link.easel") == 0)
      let first = try Self.start([path], state: state)
      for spelling in [folder + "/dir/./x.easel", folder + "/dir/../dir/x.easel", folder + "/link.easel"] {
        let other = try Self.start([spelling], state: state)
        #expect(
          other.screen.lastLine.contains("Also open in another Easel"),
          "\(spelling): \(other.screen.lastLine)")
        other.send(EaselRun.ctrlQ)
        _ = other.waitForExit()
      }
      try Self.editAndWait(first)
      first.signal(SIGKILL)
      _ = first.waitForExit()
      let again = try Self.start([folder + "/link.easel"], state: state)
      #expect(again.screen.lastLine.contains("recovered"), "\(again.screen.lastLine)")
      again.signal(SIGKILL)
      _ = again.waitForExit()
    }

    @Test("Untitled sessions write files of their own: a later one never overwrites an earlier one's")
    func untitledNamesAreTheirOwn() throws {
      let state = PTYProcess.freshStateFolder()
      let first = try Self.start([], state: state)
      try Self.editAndWait(first)
      first.signal(SIGTERM)
      _ = first.waitForExit()
      let left = try #require(try Self.recoveryFiles(state).first)
      let before = Self.contents(state + "/easel/" + left)
      let second = try Self.start([], state: state)
      #expect(second.screen.lastLine.contains("Unsaved untitled work"), "\(second.screen.lastLine)")
      try Self.editAndWait(second)
      second.send([0x0E])
      try Self.editAndWait(second)
      second.signal(SIGTERM)
      _ = second.waitForExit()
      #expect(try Self.recoveryFiles(state).count == 2)
      #expect(Self.contents(state + "/easel/" + left) == before, "the first one's file is untouched")
    }

    @Test(
      "A recovery file of a newer version is kept as it is, said on the status bar, not deleted by a quit")
    func newerRecoveryFile() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Files.emptyDocument, to: path)
      let first = try Self.start([path], state: state)
      try Self.editAndWait(first)
      first.signal(SIGKILL)
      _ = first.waitForExit()
      let name = try #require(try Self.recoveryFiles(state).first)
      let newer = "{\"format\": \"easel\", \"version\": 2, \"shapes\": [], \"connectors\": []}\n"
      Documents.write(newer, to: state + "/easel/" + name)
      let second = try Self.start([path], state: state)
      #expect(second.screen.lastLine.contains("cannot read is kept"), "\(second.screen.lastLine)")
      try Self.editAndWait(second)
      second.send(EaselRun.ctrlQ)
      usleep(300_000)
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
      #expect(Self.contents(state + "/easel/" + name) == Array(newer.utf8), "kept byte for byte")
    }

    @Test("A state folder that cannot be made says recovery is off; files are 0600, the folder 0700")
    func folderAndModes() throws {
      let folder = try Documents.temporaryFolder()
      Documents.write("not a folder", to: folder + "/state")
      let refused = try Self.start([], state: folder + "/state")
      #expect(refused.screen.lastLine.contains("Recovery is off"), "\(refused.screen.lastLine)")
      refused.send(EaselRun.ctrlQ)
      _ = refused.waitForExit()

      let state = PTYProcess.freshStateFolder()
      try #require(mkdir(state + "/easel", 0o755) == 0 && chmod(state + "/easel", 0o755) == 0)
      let easel = PTYProcess.productPath("easel")
      let process = try PTYProcess(
        executable: "/bin/sh", arguments: ["-c", "umask 000; exec \"$0\"", easel],
        environment: ["XDG_STATE_HOME": state])
      try process.expect("\(EaselRun.escape)[c", timeout: EaselRun.startupTimeout)
      process.send("\u{1b}[?62c")
      try EaselRun.waitForStatusBar(process, row: 23)
      try Self.editAndWait(process)
      var info = stat()
      #expect(stat(state + "/easel", &info) == 0 && info.st_mode & 0o777 == 0o700, "the folder made private")
      let file = try #require(try Self.recoveryFiles(state).first)
      #expect(
        stat(state + "/easel/" + file, &info) == 0 && info.st_mode & 0o777 == 0o600, "under umask 000 too")
      process.signal(SIGKILL)
      _ = process.waitForExit()
    }
  }
}
