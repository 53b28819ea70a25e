import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 12, item 12: a file name that is not valid UTF-8 (`caf\xE9.easel`, Latin-1) opens,
  /// saves under its own bytes, exports and completes; it is shown with `?` for the stray byte.
  /// The arguments are built by `sh`'s printf, since a Swift string cannot hold the byte.
  @Suite("File names that are not UTF-8")
  struct NonUTF8Names {
    /// `caf\xE9` plus `suffix`, as bytes.
    static func latin1Name(_ suffix: String) -> [UInt8] { Array("caf".utf8) + [0xE9] + Array(suffix.utf8) }

    static let box = """
      {"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "rectangle", \
      "bounds": {"column": 2, "row": 1, "columns": 8, "rows": 3}}]}

      """

    static let wideBox = """
      {"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "rectangle", \
      "bounds": {"column": 2, "row": 1, "columns": 12, "rows": 3}}]}

      """

    /// Writes `text` to `folder/name`, the name given as bytes.
    static func write(_ text: String, toFolder folder: String, name: [UInt8]) throws {
      let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
      let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      try #require(fd >= 0, "open: errno \(errno)")
      defer { close(fd) }
      let bytes = Array(text.utf8)
      #expect(Glibc.write(fd, bytes, bytes.count) == bytes.count)
    }

    /// The names in `folder` as the file system holds them, sorted.
    static func rawNames(in folder: String) -> [[UInt8]] {
      guard let directory = opendir(folder) else { return [] }
      defer { closedir(directory) }
      var names: [[UInt8]] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
      }
      return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func remove(_ folder: String) {
      _ = try? PipedProcess.run(executable: "/bin/rm", arguments: ["-rf", folder])
    }

    /// `easel` with `arguments` after the ones given here; `$LATIN1` in them is `caf\xE9`.
    static func runThroughShell(_ script: String, in folder: String) throws -> PipedProcess.Result {
      try PipedProcess.run(
        executable: "/bin/sh",
        arguments: ["-c", "cd \"$1\" && LATIN1=$(printf 'caf\\351') && " + script, "sh", folder],
        environment: ["EASEL": PTYProcess.productPath("easel")])
    }

    @Test("render and export open the file by its bytes; export -o writes exactly the name given")
    func renderAndExport() throws {
      let folder = try Documents.temporaryFolder()
      defer { Self.remove(folder) }
      try Self.write(Self.box, toFolder: folder, name: Self.latin1Name(".easel"))
      let rendered = try Self.runThroughShell("exec \"$EASEL\" render \"$LATIN1.easel\"", in: folder)
      #expect(rendered.termination?.reason == .exited(0), "\(rendered.errorText)")
      #expect(rendered.outputText.contains("┌──────┐"))
      let exported = try Self.runThroughShell(
        "exec \"$EASEL\" export \"$LATIN1.easel\" --to txt -o \"$LATIN1.txt\"", in: folder)
      #expect(exported.termination?.reason == .exited(0), "\(exported.errorText)")
      #expect(Self.rawNames(in: folder) == [Self.latin1Name(".easel"), Self.latin1Name(".txt")])
      let text = try Self.runThroughShell("exec cat \"$LATIN1.txt\"", in: folder)
      #expect(text.standardOutput == rendered.standardOutput)
    }

    @Test("a missing file's name is shown with ? for the stray byte, never the raw byte")
    func missingNameShown() throws {
      let folder = try Documents.temporaryFolder()
      defer { Self.remove(folder) }
      let result = try Self.runThroughShell("exec \"$EASEL\" render \"$LATIN1.easel\"", in: folder)
      #expect(result.termination?.reason == .exited(1))
      #expect(result.errorText.hasPrefix("easel: caf?.easel: "), "\(result.errorText)")
      #expect(!result.standardError.contains(0xE9))
    }

    @Test("the editor opens the file, shows caf?.easel, and Ctrl-S saves the same bytes; Tab completes it")
    func editorSavesUnderTheSameBytes() throws {
      let folder = try Documents.temporaryFolder()
      defer { Self.remove(folder) }
      try Self.write(Self.box, toFolder: folder, name: Self.latin1Name(".easel"))
      let other: [UInt8] = [UInt8(ascii: "z"), 0xFF] + Array(".easel".utf8)
      try Self.write(Self.wideBox, toFolder: folder, name: other)
      let process = try PTYProcess(
        executable: "/bin/sh",
        arguments: [
          "-c", "cd \"$1\" && exec \"$2\" \"$(printf 'caf\\351.easel')\"", "sh", folder,
          PTYProcess.productPath("easel"),
        ])
      try process.expect("\(EaselRun.escape)[c", timeout: EaselRun.startupTimeout)
      try EaselRun.waitForStatusBar(process, row: 23)
      try process.expect("the name and the box") {
        $0.screen.line(0).contains("caf?.easel") && $0.screen.line(2).contains("┌──────┐")
      }
      process.send([0x0E])  // Ctrl-N: a second shape
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("caf?.easel •") }
      process.send([0x13])  // Ctrl-S
      try process.expect("saved") { !$0.screen.line(0).contains("•") }
      #expect(Self.rawNames(in: folder) == [Self.latin1Name(".easel"), other], "no differently named file")
      let saved = try Self.runThroughShell("exec \"$EASEL\" render \"$LATIN1.easel\"", in: folder)
      #expect(saved.outputText.filter { $0 == "┐" }.count == 2, "both shapes were saved\n\(saved.outputText)")
      process.send([0x0F])  // Ctrl-O
      try process.expect("the open prompt") { $0.screen.lastLine.hasPrefix(" Open:") }
      process.send(Array("z\t".utf8))
      try process.expect("completed to the name") { $0.screen.lastLine.contains("z?.easel") }
      process.send([0x0D])
      try process.expect("the other drawing") {
        $0.screen.line(0).contains("z?.easel") && $0.screen.line(2).contains("┌──────────┐")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      #expect(Self.rawNames(in: folder) == [Self.latin1Name(".easel"), other])
    }
  }
}
