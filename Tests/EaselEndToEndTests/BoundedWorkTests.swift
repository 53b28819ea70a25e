import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12's hangs and crashes through the real executable: huge window sizes, FIFOs where a
  /// file is expected, output that cannot be written, control characters in diagnostics.
  @Suite("Bounded work: no hang, no crash")
  struct BoundedWork {
    static func fifo(in folder: String, named name: String) throws -> String {
      let path = folder + "/" + name
      try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path): errno \(errno)")
      return path
    }

    @Test("A pty of 20000×20000 cells: Easel starts, draws 1000×500, quits on Ctrl-Q")
    func hugeWindowAtStart() throws {
      let process = try PTYProcess(rows: 20_000, columns: 20_000, modelRows: 500, modelColumns: 1_000)
      try process.expect("\(EaselRun.escape)[c", timeout: EaselRun.startupTimeout)
      process.send("\u{1b}[?62c")
      try EaselRun.waitForStatusBar(process, row: 499)
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectTermiosRestored(process)
    }

    @Test("The 22 bytes of an in-band resize to 65535×65535 neither crash nor stall the editor")
    func hugeInBandResize() throws {
      let process = try EaselRun.startEditor()
      process.send("\u{1b}[48;65535;65535;0;0t")
      process.pump(for: .milliseconds(300))
      process.send([0x0E])  // Ctrl-N still works
      process.pump(for: .milliseconds(300))
      process.send(EaselRun.ctrlQ)
      process.pump(for: .milliseconds(300))
      process.send(EaselRun.ctrlQ)  // unsaved changes: a second Ctrl-Q quits
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectTermiosRestored(process)
    }

    @Test("A FIFO as the document is refused at once with what it is, exit 1")
    func fifoDocument() throws {
      let folder = try Documents.temporaryFolder()
      let path = try Self.fifo(in: folder, named: "pipe.easel")
      let started = PTYProcess.now()
      let result = try PipedProcess.run(arguments: [path], timeout: .seconds(5))
      #expect(result.termination?.reason == .exited(1))
      #expect(result.errorText.contains("not a regular file (a FIFO)"), "\(result.errorText)")
      #expect(EaselRun.milliseconds(PTYProcess.now() - started) < 3_000)
    }

    @Test("File → Open of a FIFO says so without blocking; SIGTERM is still honoured")
    func fifoThroughOpen() throws {
      let folder = try Documents.temporaryFolder()
      let path = try Self.fifo(in: folder, named: "pipe.easel")
      let process = try EaselRun.startEditor(columns: 160)
      process.send([0x0F])  // Ctrl-O
      try process.expect("the Open prompt") { $0.screen.lastLine.contains("Open:") }
      process.send(path + "\r")
      try process.expect("the refusal", timeout: .seconds(5)) {
        $0.screen.lastLine.contains("Not opened") && $0.screen.lastLine.contains("regular file")
      }
      process.signal(SIGTERM)
      #expect(process.waitForExit(timeout: .seconds(5))?.reason == .signaled(SIGTERM))
      EaselRun.expectTermiosRestored(process)
    }

    @Test("A FIFO as keymap.json: the editor starts with the default keys and says why")
    func fifoKeymap() throws {
      let configHome = try Documents.temporaryFolder()
      try #require(mkdir(configHome + "/easel", 0o700) == 0)
      _ = try Self.fifo(in: configHome + "/easel", named: "keymap.json")
      let process = try EaselRun.startEditor(environment: ["XDG_CONFIG_HOME": configHome])
      #expect(process.screen.lastLine.contains("keymap.json not used"), "\(process.screen.lastLine)")
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("--version, --help and keymap exit 1 when stdout cannot be written (/dev/full)")
    func closedOrFullStdout() throws {
      let easel = PTYProcess.productPath("easel")
      for arguments in ["--version", "--help", "keymap"] {
        let result = try PipedProcess.run(
          executable: "/bin/sh",
          arguments: ["-c", "\"$0\" \(arguments) > /dev/full; echo \"status $?\"", easel])
        #expect(result.outputText == "status 1\n", "\(arguments): \(result.outputText)")
        #expect(
          result.errorText.contains("cannot write to standard output"), "\(arguments): \(result.errorText)")
      }
    }

    @Test("keymap.json problems reach stderr with their bidi controls made printable")
    func keymapDiagnosticsPrintable() throws {
      let configHome = try Documents.temporaryFolder()
      try #require(mkdir(configHome + "/easel", 0o700) == 0)
      Documents.write(
        #"{"version": 1, "bindings": {"edit.\u202Eevil\u200Fx": ["Cmd-J"]}}"#,
        to: configHome + "/easel/keymap.json")
      let result = try PipedProcess.run(arguments: ["keymap"], environment: ["XDG_CONFIG_HOME": configHome])
      #expect(result.termination?.reason == .exited(0))
      #expect(!result.errorText.unicodeScalars.contains { [0x202E, 0x200F].contains($0.value) })
      #expect(result.errorText.contains("edit.?evil?x"), "\(result.errorText)")
    }

    /// 221 bytes: two one-letter texts at opposite corners of the canvas.
    static let opposite = #"""
      {"format": "easel", "version": 1, "shapes": [
      {"id": 1, "kind": "text", "origin": {"column": -1000000, "row": -1000000}, "text": "a"},
      {"id": 2, "kind": "text", "origin": {"column": 1000000, "row": 1000000}, "text": "b"}]}
      """#

    @Test("easel render of two texts at opposite corners of the canvas finishes in under a second")
    func sparseRender() throws {
      let folder = try Documents.temporaryFolder()
      Documents.write(Self.opposite, to: folder + "/opposite.easel")
      let started = PTYProcess.now()
      let result = try PipedProcess.run(
        arguments: ["render", folder + "/opposite.easel"], timeout: .seconds(20))
      let elapsed = EaselRun.milliseconds(PTYProcess.now() - started)
      #expect(result.termination?.reason == .exited(0), "\(result.errorText)")
      #expect(result.standardOutput.count == 4_000_003, "2,000,001 lines, the last after 2,000,000 spaces")
      #expect(elapsed < 1_000, "\(elapsed) ms")
    }

    @Test(
      "In the editor, Cmd-A and Cmd-C of the same 221 bytes say at once that it is too large for the clipboard"
    )
    func sparseCopy() throws {
      let folder = try Documents.temporaryFolder()
      Documents.write(Self.opposite, to: folder + "/opposite.easel")
      // Wide enough for the whole message beside the document name.
      let process = try EaselRun.start(
        [folder + "/opposite.easel"], columns: 160, environment: ["XDG_STATE_HOME": folder])
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x01])  // Ctrl-A: select all
      try process.expect("both selected") { $0.screen.lastLine.contains("2 shapes") }
      process.pump(for: .milliseconds(700))  // Ctrl-C right after Ctrl-A would be taken for a held Ctrl
      let started = PTYProcess.now()
      process.send([0x03])  // Ctrl-C
      try process.expect("the clipboard refusal", timeout: .seconds(20)) {
        $0.screen.lastLine.contains("Copied 2 shapes (too large for the system clipboard)")
      }
      let elapsed = EaselRun.milliseconds(PTYProcess.now() - started)
      Fault.report("Cmd-C of two texts at opposite corners answered in \(elapsed) ms (debug build)")
      // The release figure (docs/reliability.md) is measured by Scripts/bench_reliability.py;
      // this bound only catches the old behaviour, which rendered the whole canvas first.
      #expect(elapsed < 2_000, "\(elapsed) ms")
      #expect(process.output.firstRange(of: Array("\u{1b}]52;".utf8)) == nil, "no OSC 52 sent")
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("easel render of a box around the whole canvas refuses at once, saying how large it would be")
    func hugeRenderRefused() throws {
      let folder = try Documents.temporaryFolder()
      Documents.write(
        #"{"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "rectangle", "#
          + #""bounds": {"column": -1000000, "row": -1000000, "columns": 2000001, "rows": 2000001}}]}"#,
        to: folder + "/huge.easel")
      for arguments in [["render"], ["export", "--to", "txt"], ["export", "--to", "ansi"]] {
        let result = try PipedProcess.run(
          arguments: arguments + [folder + "/huge.easel"], timeout: .seconds(10))
        #expect(result.termination?.reason == .exited(1), "\(arguments)")
        #expect(
          result.errorText.contains("more than the limit of 256 MiB"), "\(arguments): \(result.errorText)")
        #expect(result.standardOutput.isEmpty)
      }
    }
  }
}
