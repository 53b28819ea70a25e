import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12: an fstat, an fchown or a flock that fails inside the real executable (made to
  /// fail through `EASEL_TEST_FAULTS`, which a debug build reads) is reported on the status bar,
  /// leaves every file byte-identical, and the editor goes on working.
  @Suite("Injected faults: fstat, fchown and flock failing in the real executable")
  struct InjectedFaults {
    static let box = """
      {"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "rectangle", \
      "bounds": {"column": 2, "row": 1, "columns": 8, "rows": 3}}]}

      """

    static func start(_ document: String, faults: String, state: String) throws -> PTYProcess {
      try EaselRun.start(
        [document], rows: 24, columns: 120,
        environment: ["EASEL_TEST_FAULTS": faults, "XDG_STATE_HOME": state])
    }

    /// The names in `folder`, dot files included.
    static func names(_ folder: String) -> Set<String> {
      var names: Set<String> = []
      guard let directory = opendir(folder) else { return names }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.insert(name) }
      }
      return names
    }

    /// How many rectangles a saved document holds.
    static func rectangles(in saved: String) -> Int {
      saved.split(separator: "\"rectangle\"", omittingEmptySubsequences: false).count - 1
    }

    /// Removes a test's folder: the document, and the state folder with the recovery files.
    static func remove(_ folder: String) {
      Fault.removeFolder(folder + "/state/easel")
      Fault.removeFolder(folder + "/state")
      Fault.removeFolder(folder)
    }

    @Test("File → Open of a file whose fstat fails says why; that file is untouched and the editor goes on")
    func fstatOnOpen() throws {
      let folder = try Documents.temporaryFolder()
      let first = folder + "/first.easel"
      let other = folder + "/other.easel"
      Documents.write(Self.box, to: first)
      Documents.write(Self.box.replacing("\"column\": 2", with: "\"column\": 30"), to: other)
      let otherBefore = try #require(FullDisk.read(other))
      let process = try Self.start(first, faults: "fstat=EIO@other.easel", state: folder + "/state")
      try EaselRun.waitForStatusBar(process, row: 23)
      try process.expect("the first document") { $0.screen.line(2).contains("┌──────┐") }
      process.send([0x0F])  // Ctrl-O
      try process.expect("the open prompt") { $0.screen.lastLine.hasPrefix(" Open:") }
      process.send(Array("other.easel\r".utf8))
      try process.expect("the failure on the status bar") {
        $0.screen.lastLine.contains("Not opened:")
          && $0.screen.lastLine.contains("cannot read: Input/output error")
      }
      #expect(process.screen.line(0).contains("first.easel"), "still on the first document")
      #expect(FullDisk.read(other) == otherBefore, "the file that could not be read is byte-identical")
      // The editor goes on: a box added and saved.
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("first.easel •") }
      process.send([0x13])  // Ctrl-S
      try process.expect("saved") { !$0.screen.line(0).contains("•") }
      let saved = String(decoding: FullDisk.read(first) ?? [], as: UTF8.self)
      #expect(
        Self.rectangles(in: saved) == 2,
        "two boxes saved: \(saved)")
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      Self.remove(folder)
    }

    @Test(
      "Cmd-S whose fchown fails says why, keeps the file byte-identical with no temporary left; recovery still keeps the work"
    )
    func fchownOnSave() throws {
      let folder = try Documents.temporaryFolder()
      let document = folder + "/doc.easel"
      Documents.write(Self.box, to: document)
      let before = try #require(FullDisk.read(document))
      let inode = try #require(FullDisk.inode(document))
      let process = try Self.start(
        document, faults: "fchown=EIO@/.doc.easel.easel-save-", state: folder + "/state")
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("doc.easel •") }
      process.send([0x13])  // Ctrl-S
      try process.expect("the failure on the status bar") {
        $0.screen.lastLine.contains("Not saved: cannot keep the file's owner: Input/output error")
      }
      #expect(process.screen.line(0).contains("doc.easel •"), "still unsaved")
      #expect(FullDisk.read(document) == before, "the original is byte-identical")
      #expect(FullDisk.inode(document) == inode, "the original was not replaced")
      #expect(Self.names(folder) == ["doc.easel", "state"], "no temporary file left")
      // The editor goes on: another box, and the unsaved work reaches the recovery folder.
      process.send([0x0E])
      try process.expect("a second box drawn") {
        $0.screen.text.split(separator: "┌", omittingEmptySubsequences: false).count >= 3
      }
      process.pump(for: .milliseconds(2_500))  // past the recovery write's delay
      let recovery = Self.names(folder + "/state/easel").filter { $0.hasSuffix(".easel") }
      #expect(recovery.count == 1, "the unsaved work is in the recovery folder: \(recovery)")
      process.signal(SIGKILL)
      _ = process.waitForExit()
      #expect(FullDisk.read(document) == before, "after a kill the document is still as it was")
      // The next start (no faults) offers the two boxes.
      let next = try EaselRun.start(
        [document], rows: 24, columns: 120, environment: ["XDG_STATE_HOME": folder + "/state"])
      try EaselRun.waitForStatusBar(next, row: 23)
      try next.expect("the recovery offer") { $0.screen.lastLine.contains("recovered") }
      next.send([0x0D])
      next.send([0x13])  // Ctrl-S
      try next.expect("saved") { !$0.screen.line(0).contains("•") && $0.screen.lastLine.contains("Saved") }
      let saved = String(decoding: FullDisk.read(document) ?? [], as: UTF8.self)
      #expect(
        Self.rectangles(in: saved) == 3, "three boxes")
      next.send(EaselRun.ctrlQ)
      #expect(next.waitForExit()?.reason == .exited(0))
      Self.remove(folder)
    }

    @Test(
      "A recovery lock that cannot be taken (ENOLCK, as on some NFS) is said on the status bar; editing and saving go on"
    )
    func flockAtStart() throws {
      let folder = try Documents.temporaryFolder()
      let document = folder + "/doc.easel"
      Documents.write(Self.box, to: document)
      let before = try #require(FullDisk.read(document))
      let process = try Self.start(document, faults: "flock=ENOLCK", state: folder + "/state")
      try EaselRun.waitForStatusBar(process, row: 23)
      try process.expect("the lock failure on the status bar") {
        $0.screen.lastLine.contains("Recovery lock not taken")
      }
      #expect(FullDisk.read(document) == before, "the document is byte-identical")
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("doc.easel •") }
      process.pump(for: .milliseconds(2_500))  // past the recovery write's idle delay
      let kept = Self.names(folder + "/state/easel").filter { $0.hasSuffix(".easel") }
      #expect(kept.count == 1, "the unsaved box is kept in this session's own recovery file: \(kept)")
      process.send([0x13])  // Ctrl-S
      try process.expect("saved") { !$0.screen.line(0).contains("•") }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      let saved = String(decoding: FullDisk.read(document) ?? [], as: UTF8.self)
      #expect(
        Self.rectangles(in: saved) == 2,
        "two boxes saved")
      #expect(
        Self.names(folder + "/state/easel").filter { $0.hasSuffix(".easel") }.isEmpty,
        "after the save and a clean quit the session removed the file it wrote")
      Self.remove(folder)
    }
  }
}
