import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("Documents: open, save, render")
  struct Documents {
    static let repositoryRoot: String = {
      var path = #filePath
      for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
      return path
    }()

    static func temporaryFolder() throws -> String {
      var template = Array("/tmp/easel-e2e-XXXXXX".utf8CString)
      let made = template.withUnsafeMutableBufferPointer {
        mkdtemp($0.baseAddress!).map { String(cString: $0) }
      }
      return try #require(made)
    }

    static func write(_ text: String, to path: String) {
      guard let file = fopen(path, "wb") else { return }
      let bytes = Array(text.utf8)
      _ = fwrite(bytes, 1, bytes.count, file)
      fclose(file)
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    @Test("Ctrl-N then Ctrl-S saves a new file atomically; easel render prints the box from it")
    func saveThenRender() throws {
      let folder = try Self.temporaryFolder()
      let path = folder + "/new.easel"
      let process = try EaselRun.start([path])
      try EaselRun.waitForStatusBar(process, row: 23)
      #expect(process.screen.lastLine.contains("New file"))
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("new.easel •") }
      process.send([0x13])  // Ctrl-S
      try process.expect("the save confirmed") { $0.screen.lastLine.contains("Saved") }
      #expect(!process.screen.line(0).contains("•"))
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      let render = try PipedProcess.run(arguments: ["render", path])
      #expect(render.termination?.reason == .exited(0))
      #expect(
        render.outputText
          == "┌──────────────┐\n│              │\n│              │\n│              │\n└──────────────┘\n")
      let leftovers = try PipedProcess.run(executable: "/bin/ls", arguments: ["-A", folder])
      #expect(leftovers.outputText == "new.easel\n", "no temporary file is left behind")
    }

    @Test("A save that fails says why, keeps the document unsaved and the editor running")
    func saveFailure() throws {
      let folder = try Self.temporaryFolder()
      let path = folder + "/missing-folder/doc.easel"
      let process = try EaselRun.start([path])
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x0E, 0x13])  // Ctrl-N, Ctrl-S
      try process.expect("the failure in the status bar") { $0.screen.lastLine.contains("Not saved") }
      #expect(process.screen.line(0).contains("doc.easel •"))
      process.send(EaselRun.ctrlQ)
      process.pump(for: .milliseconds(900))
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      #expect(!Self.exists(path))
    }

    @Test("Every example document renders as its recorded text, with and without colour")
    func examplesRender() throws {
      for name in ["flowchart", "shapes", "negative"] {
        let document = Self.repositoryRoot + "/docs/examples/\(name).easel"
        let plain = try PipedProcess.run(arguments: ["render", document])
        #expect(plain.termination?.reason == .exited(0), "\(name): \(plain.errorText)")
        GoldenText.expect(plain.outputText, matches: "render-\(name)")
        let ascii = try PipedProcess.run(arguments: ["render", "--ascii", document])
        // Drawn glyphs become ASCII; characters the user chose (fills, brushes, text) stay.
        let drawn = ascii.outputText.unicodeScalars.filter {
          (0x2190...0x21FF).contains($0.value) || (0x2500...0x257F).contains($0.value)
            || (0x2800...0x28FF).contains($0.value)
        }
        #expect(drawn.isEmpty, "\(name): \(String(String.UnicodeScalarView(drawn)))")
        let colour = try PipedProcess.run(arguments: ["render", "--color", document])
        #expect(colour.outputText.contains("\u{1b}["))
        #expect(!plain.outputText.contains("\u{1b}"))
      }
    }

    @Test("A malformed document is refused with the place in the file, exit code 1, terminal untouched")
    func malformed() throws {
      let folder = try Self.temporaryFolder()
      let path = folder + "/bad.easel"
      Self.write(
        "{\"format\": \"easel\", \"version\": 1, \"shapes\": [{\"id\": 1, \"kind\": \"rectangle\",\n",
        to: path)
      let render = try PipedProcess.run(arguments: ["render", path])
      #expect(render.termination?.reason == .exited(1))
      #expect(render.errorText.hasPrefix("easel: \(path): line "), "\(render.errorText)")
      #expect(render.standardOutput.isEmpty)
      // The editor refuses it before touching the terminal: no alternate screen, no modes.
      let editor = try PTYProcess(arguments: [path], rows: 24, columns: 80)
      let ended = editor.waitForExit(timeout: .seconds(10))
      #expect(ended?.reason == .exited(1))
      #expect(PTYProcess.find(Array("\u{1b}[?1049h".utf8), in: editor.output) == nil)
      #expect(String(decoding: editor.output, as: UTF8.self).contains("line 2"))
    }

    @Test("A document with control characters and escape sequences is refused and never echoed raw")
    func hostileText() throws {
      let folder = try Self.temporaryFolder()
      let path = folder + "/evil\u{1b}[2J.easel"
      Self.write(
        "{\"format\": \"easel\", \"version\": 1, \"shapes\": [{\"id\": 1, \"kind\": \"text\", "
          + "\"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"\\u001b]0;pwned\\u0007\"}]}", to: path)
      let render = try PipedProcess.run(arguments: ["render", path])
      #expect(render.termination?.reason == .exited(1))
      #expect(!render.errorText.contains("\u{1b}"), "\(PTYProcess.escaped(render.standardError))")
      #expect(render.standardOutput.isEmpty)
    }

    @Test("render usage errors exit with code 2, a missing file with code 1")
    func renderUsage() throws {
      #expect(try PipedProcess.run(arguments: ["render"]).termination?.reason == .exited(2))
      #expect(try PipedProcess.run(arguments: ["render", "--bogus", "x"]).termination?.reason == .exited(2))
      let missing = try PipedProcess.run(arguments: ["render", "/nonexistent/x.easel"])
      #expect(missing.termination?.reason == .exited(1))
      #expect(missing.errorText == "easel: /nonexistent/x.easel: no such file\n")
    }
  }
}

extension EndToEnd {
  @Suite("Keymap command")
  struct KeymapCommand {
    @Test("easel keymap prints every command with its keys; extra arguments are a usage error")
    func printsKeymap() throws {
      let result = try PipedProcess.run(arguments: ["keymap"])
      #expect(result.termination?.reason == .exited(0))
      #expect(result.outputText.hasPrefix("COMMAND"))
      #expect(result.outputText.contains("edit.eraseSelection"))
      #expect(result.outputText.contains("Cmd-Shift-Z, Cmd-Y"))
      #expect(try PipedProcess.run(arguments: ["keymap", "x"]).termination?.reason == .exited(2))
    }
  }
}
