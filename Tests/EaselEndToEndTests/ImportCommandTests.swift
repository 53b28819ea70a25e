import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// `easel import`, and `render`/`export` of a text file, through the real executable (spec §10).
  @Suite("Import")
  struct Import {
    typealias Documents = EndToEnd.Documents

    static let diagram = """
      ┌───────┐    ┌──────┐
      │ Start ├───→┤ Load │
      └───────┘    └──────┘
        a note\there

      """

    @Test("render of a text file prints the text back; import reports what it found and writes a document")
    func renderAndImport() throws {
      let folder = try Documents.temporaryFolder()
      let text = folder + "/notes.txt"
      Documents.write(
        Self.diagram.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"),
        to: text)
      let rendered = try PipedProcess.run(arguments: ["render", text])
      #expect(rendered.termination?.reason == .exited(0), "\(rendered.errorText)")
      #expect(rendered.outputText == Self.diagram.split(separator: "\t").joined(separator: "        "))
      let exported = try PipedProcess.run(arguments: ["export", text, "--to", "txt"])
      #expect(exported.standardOutput == rendered.standardOutput)

      let document = folder + "/notes.easel"
      let imported = try PipedProcess.run(arguments: ["import", text, "-o", document])
      #expect(imported.termination?.reason == .exited(0))
      #expect(
        imported.errorText
          == "imported \(text): 2 boxes, 1 connector, 0 lines with one end bound, 2 text shapes\n")
      let again = try PipedProcess.run(arguments: ["render", document])
      #expect(again.standardOutput == rendered.standardOutput)
      let toStandardOutput = try PipedProcess.run(arguments: ["import", text])
      #expect(toStandardOutput.outputText.hasPrefix("{"))
      #expect(
        try PipedProcess.run(arguments: ["render", document]).standardOutput == rendered.standardOutput)
    }

    @Test("import --explain lists each place left undecided with the file, its line and column, and why")
    func explain() throws {
      let folder = try Documents.temporaryFolder()
      let text = folder + "/titled.txt"
      Documents.write("+--- Title ---+\n|             |\n+-------------+\n", to: text)
      let explained = try PipedProcess.run(arguments: [
        "import", "--explain", text, "-o", folder + "/t.easel",
      ])
      #expect(explained.termination?.reason == .exited(0), "\(explained.errorText)")
      let lines = explained.errorText.split(separator: "\n").map(String.init)
      #expect(
        lines.first == "imported \(text): 1 box, 0 connectors, 0 lines with one end bound, 1 text shape")
      #expect(lines.count == 3 && lines[1] == "1 place to look at:", "\(lines)")
      #expect(lines.last?.hasPrefix("\(text):1:5: 7 cells of this box's frame") == true, "\(lines)")
      // Without --explain, the report alone.
      let plain = try PipedProcess.run(arguments: ["import", text, "-o", folder + "/t.easel"])
      #expect(plain.errorText.split(separator: "\n").count == 1)
    }

    @Test("easel FILE on a text file opens it imported and untitled, and leaves the file as it was")
    func editorOpensTextImported() throws {
      let folder = try Documents.temporaryFolder()
      let text = folder + "/notes.txt"
      Documents.write(Self.diagram, to: text)
      let process = try EaselRun.start([text])
      try EaselRun.waitForStatusBar(process, row: 23)
      #expect(process.screen.lastLine.contains("Imported"), "\(process.screen.lastLine)")
      #expect(process.screen.text.contains("│ Start ├───→┤ Load │"))
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      #expect(TestFiles.read(text) == Self.diagram)
    }

    @Test("a control character is refused with its line and column, exit 1")
    func controlCharacterRefused() throws {
      let folder = try Documents.temporaryFolder()
      let text = folder + "/bell.txt"
      Documents.write("fine\nab\u{7}\n", to: text)
      for arguments in [["render", text], ["import", text]] {
        let result = try PipedProcess.run(arguments: arguments)
        #expect(result.termination?.reason == .exited(1))
        #expect(result.errorText.contains("line 2, column 3"), "\(result.errorText)")
        #expect(result.standardOutput.isEmpty)
      }
    }
  }
}
