import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Unsaved work survives a kill (spec §6): written within 2 s of an edit, and at once on
  /// SIGTERM/SIGHUP; offered at the next start; gone after a clean quit.
  @Suite("Recovery")
  struct Recovery {
    static let emptyDocument = "{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n"

    /// The files in the recovery folder, sorted.
    static func recoveryFiles(_ state: String) throws -> [String] {
      let listing = try PipedProcess.run(executable: "/bin/ls", arguments: ["-A", state + "/easel"])
      return listing.outputText.split(separator: "\n").map(String.init).sorted()
    }

    static func start(_ path: String, state: String) throws -> PTYProcess {
      let process = try EaselRun.start([path], environment: ["XDG_STATE_HOME": state])
      try EaselRun.waitForStatusBar(process, row: 23)
      return process
    }

    @Test(
      "After a SIGKILL 2 s after an edit, the next start offers the work; Enter restores it, Cmd-S saves it")
    func killedThenRestored() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Self.emptyDocument, to: path)
      let first = try Self.start(path, state: state)
      first.send([0x0E])  // Ctrl-N
      try first.expect("the unsaved marker") { $0.screen.line(0).contains("doc.easel •") }
      usleep(2_000_000)
      first.signal(SIGKILL)
      _ = first.waitForExit()
      let files = try Self.recoveryFiles(state)
      #expect(files.contains { $0.hasPrefix("doc.easel-") && $0.hasSuffix(".easel") }, "\(files)")

      let second = try Self.start(path, state: state)
      #expect(second.screen.lastLine.contains("recovered"), "\(second.screen.lastLine)")
      #expect(!second.screen.line(1).contains("┌"), "the file as saved, until Enter")
      second.send([0x0D])
      try second.expect("the recovered box") {
        $0.screen.line(1).contains("┌──") && $0.screen.line(0).contains("•")
      }
      second.send([0x13])  // Ctrl-S
      try second.expect("saved") { $0.screen.lastLine.contains("Saved") }
      usleep(300_000)
      #expect(
        try Self.recoveryFiles(state).allSatisfy { $0.hasSuffix(".lock") },
        "nothing left to recover once saved")
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
      #expect(try Self.recoveryFiles(state).isEmpty, "the lock goes at exit")
      let render = try PipedProcess.run(arguments: ["render", path])
      #expect(render.outputText.hasPrefix("┌──────────────┐"))
    }

    @Test("SIGTERM and SIGHUP write the unsaved document at once, loadable by easel render")
    func signalsWriteAtOnce() throws {
      for signal in [SIGTERM, SIGHUP] {
        let folder = try Documents.temporaryFolder()
        let state = PTYProcess.freshStateFolder()
        let path = folder + "/doc.easel"
        let process = try Self.start(path, state: state)
        process.send([0x0E])
        try process.expect("the unsaved marker") { $0.screen.line(0).contains("•") }
        process.signal(signal)
        _ = process.waitForExit()
        let files = try Self.recoveryFiles(state)
        let saved = try #require(files.first { $0.hasSuffix(".easel") }, "signal \(signal): \(files)")
        #expect(!files.contains { $0.hasSuffix(".lock") })
        let render = try PipedProcess.run(arguments: ["render", state + "/easel/" + saved])
        #expect(render.outputText.hasPrefix("┌──────────────┐"), "signal \(signal)")
      }
    }

    @Test("Esc sets the recovered work aside: the file opens as saved")
    func declined() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Self.emptyDocument, to: path)
      let first = try Self.start(path, state: state)
      first.send([0x0E])
      try first.expect("the unsaved marker") { $0.screen.line(0).contains("•") }
      first.signal(SIGTERM)
      _ = first.waitForExit()
      let second = try Self.start(path, state: state)
      second.send([0x1B])
      try second.expect("set aside") { $0.screen.lastLine.contains("set aside") }
      #expect(!second.screen.line(0).contains("•"))
      #expect(second.screen.lastLine.contains("0 shapes") || !second.screen.lastLine.contains("shape 16×5"))
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
    }

    @Test("A second Easel on the same file is warned; a clean quit leaves no recovery file or lock")
    func secondInstanceAndCleanQuit() throws {
      let folder = try Documents.temporaryFolder()
      let state = PTYProcess.freshStateFolder()
      let path = folder + "/doc.easel"
      Documents.write(Self.emptyDocument, to: path)
      let first = try Self.start(path, state: state)
      let second = try Self.start(path, state: state)
      #expect(second.screen.lastLine.contains("Also open in another Easel"), "\(second.screen.lastLine)")
      second.send(EaselRun.ctrlQ)
      #expect(second.waitForExit()?.reason == .exited(0))
      first.send([0x0E])
      try first.expect("the unsaved marker") { $0.screen.line(0).contains("•") }
      usleep(2_000_000)
      #expect(try Self.recoveryFiles(state).contains { $0.hasSuffix(".easel") }, "written within 2 s")
      first.send(EaselRun.ctrlQ)
      usleep(900_000)
      first.send(EaselRun.ctrlQ)
      #expect(first.waitForExit()?.reason == .exited(0))
      #expect(try Self.recoveryFiles(state).isEmpty)
    }
  }
}
