import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// `easel edit FILE:LINE` through the real executable (spec §10): a diagram in a README opened
  /// where it is, a box moved with a held arrow, Cmd-S, and the file differs only inside the block.
  @Suite("Edit in place through the real executable")
  struct EditInPlaceReplays {
    typealias Documents = EndToEnd.Documents

    /// A README with CRLF line endings, the diagram fenced in a nested list on lines 7–9.
    static let readme = [
      "# Project", "", "Some words first.", "", "- Design", "  1. Flow:", "     ```text",
      "     ┌───────┐    ┌──────┐",
      "     │ Start ├───→┤ Load │", "     └───────┘    └──────┘", "     ```", "", "Last words.", "",
    ].joined(separator: "\r\n")
    static let blockLines = 8...10

    /// The file's lines (CRLF kept on each).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
      var lines: [[UInt8]] = []
      var current: [UInt8] = []
      for byte in bytes {
        current.append(byte)
        if byte == 0x0A {
          lines.append(current)
          current = []
        }
      }
      if !current.isEmpty { lines.append(current) }
      return lines
    }

    static func inode(_ path: String) -> UInt64? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return UInt64(info.st_ino)
    }

    /// Ctrl-S, then waits for the file to be replaced (an atomic rename: a new inode) and the
    /// status bar to say where the diagram went.
    static func save(_ process: PTYProcess, _ path: String) throws {
      let before = inode(path)
      process.send([0x13])
      try process.expect("the file replaced") { _ in
        let now = inode(path)
        return now != nil && now != before
      }
      try process.expect("the save confirmed") { $0.screen.lastLine.contains("Saved into") }
    }

    static func start(_ path: String, line: Int) throws -> PTYProcess {
      let process = try EaselRun.start(["edit", "\(path):\(line)"])
      try EaselRun.waitForStatusBar(process, row: 23)
      return process
    }

    @Test(
      "saving unchanged leaves the README byte-identical; a held Down moves a box and only the block's lines change"
    )
    func moveABoxWithAHeldArrow() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/README.md"
      Documents.write(Self.readme, to: path)
      let original = try #require(TestFiles.readBytes(path))
      let process = try Self.start(path, line: 9)
      #expect(process.screen.line(0).contains("README.md:9"), "\(process.screen.line(0))")
      #expect(process.screen.lastLine.contains("Editing README.md, lines 8–10 (fenced block)"))
      #expect(process.screen.text.contains("│ Start ├───→┤ Load │"))

      try Self.save(process, path)
      #expect(TestFiles.readBytes(path) == original, "an unchanged diagram saves byte for byte")

      // Select "Load" by its top edge, then hold Down.
      process.send(Replay.sgr(0, 16, 0) + Replay.sgr(0, 16, 0, release: true))
      try process.expect("Load selected") { $0.screen.lastLine.contains("1 shape") }
      process.send(ReplayKey.down.legacy())
      usleep(400_000)
      for _ in 0..<6 {
        usleep(35_000)
        process.send(ReplayKey.down.legacy())
      }
      usleep(900_000)  // past the synthesized release
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("README.md:9 •") }
      try Self.save(process, path)
      #expect(!process.screen.line(0).contains("•"))

      let saved = try #require(TestFiles.readBytes(path))
      #expect(saved != original)
      let before = Self.lines(original)
      let after = Self.lines(saved)
      // The lines before the block are the same; so are the lines after it, counted from the end.
      let firstBlockIndex = Self.blockLines.lowerBound - 1
      #expect(Array(after.prefix(firstBlockIndex)) == Array(before.prefix(firstBlockIndex)))
      let tail = before.count - Self.blockLines.upperBound
      #expect(Array(after.suffix(tail)) == Array(before.suffix(tail)))
      #expect(after.count > before.count, "Load moved down: the block has more lines")
      // Every line ends in CRLF, as the file's did, and each new line is indented as the fence.
      for line in after {
        #expect(Array(line.suffix(2)) == [0x0D, 0x0A], "\(String(decoding: line, as: UTF8.self))")
      }
      for line in after[firstBlockIndex..<(after.count - tail)] where line.count > 2 {
        #expect(Array(line.prefix(5)) == Array("     ".utf8), "\(String(decoding: line, as: UTF8.self))")
      }
      let rendered = after[firstBlockIndex..<(after.count - tail)].map {
        String(decoding: $0.dropFirst(min(5, $0.count - 2)).dropLast(2), as: UTF8.self)
      }
      #expect(rendered.first == "┌───────┐", "Start stays; Load left its row: \(rendered)")
      #expect(rendered.contains { $0.contains(" Load │") }, "\(rendered)")
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test(
      "a README changed meanwhile is refused; Cmd-S again writes the diagram into it and keeps their change")
    func changedMeanwhile() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/README.md"
      Documents.write(Self.readme, to: path)
      let process = try Self.start(path, line: 8)
      process.send([0x0E])  // Ctrl-N: a new box at the cursor
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("README.md:8 •") }
      // Someone else adds a line at the top meanwhile.
      let theirs = "Added by someone else.\r\n" + Self.readme
      Documents.write(theirs, to: path)
      process.send([0x13])
      try process.expect("the refusal") { $0.screen.lastLine.contains("changed on disk") }
      #expect(TestFiles.read(path) == theirs, "their version is untouched")
      usleep(900_000)
      try Self.save(process, path)
      let saved = try #require(TestFiles.read(path))
      #expect(saved.hasPrefix("Added by someone else.\r\n# Project\r\n"), "their line kept")
      #expect(saved.hasSuffix("     ```\r\n\r\nLast words.\r\n"))
      #expect(saved != theirs, "the new box is in the block")
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("no block at the line, or a control character in it: a clear error and exit 1, the file untouched")
    func refusals() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/notes.md"
      Documents.write("# Notes\n\n```\n+--+\n|a\u{7}|\n+--+\n```\n", to: path)
      let outside = try PipedProcess.run(arguments: ["edit", path + ":1"])
      #expect(outside.termination?.reason == .exited(1))
      #expect(
        outside.errorText.contains(":1: no diagram to edit: line 1 is in no fenced block (``` or ~~~)\n"),
        "\(outside.errorText)")
      let control = try PipedProcess.run(arguments: ["edit", path + ":4"])
      #expect(control.termination?.reason == .exited(1))
      #expect(control.errorText.contains("line 5, column 3"), "\(control.errorText)")
      let missing = try PipedProcess.run(arguments: ["edit", folder + "/absent.md:3"])
      #expect(missing.termination?.reason == .exited(1))
      #expect(missing.errorText.contains("no such file"))
      #expect(TestFiles.read(path) == "# Notes\n\n```\n+--+\n|a\u{7}|\n+--+\n```\n")
    }
  }
}
