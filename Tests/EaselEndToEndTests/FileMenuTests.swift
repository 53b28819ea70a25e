import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("File menu: Save As and Open")
  struct FileMenu {
    @Test("F12 saves under a new name; Ctrl-O with Tab completion opens another file; recovery follows")
    func saveAsThenOpen() throws {
      let folder = try Documents.temporaryFolder()
      let box = """
        {"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "rectangle", \
        "bounds": {"column": 2, "row": 1, "columns": 8, "rows": 3}}]}

        """
      Documents.write(box, to: folder + "/other.easel")
      let process = try EaselRun.start([folder + "/first.easel"])
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("first.easel •") }
      process.send(Array("\u{1b}[24~".utf8))  // F12: Save As
      try process.expect("the prompt") { $0.screen.lastLine.hasPrefix(" Save as: ") }
      process.send(Array(repeating: 0x7F, count: 11))  // "first.easel"
      process.send(Array("second.easel\r".utf8))
      try process.expect("saved under the new name") {
        $0.screen.line(0).contains("second.easel") && !$0.screen.line(0).contains("•")
      }
      #expect(Documents.exists(folder + "/second.easel"))
      #expect(!Documents.exists(folder + "/first.easel"))
      process.send([0x0F])  // Ctrl-O
      try process.expect("the open prompt") { $0.screen.lastLine.hasPrefix(" Open: ") }
      process.send(Array("ot\t".utf8))
      try process.expect("completed") { $0.screen.lastLine.contains("other.easel") }
      process.send([0x0D])
      try process.expect("the other document") {
        $0.screen.line(0).contains("other.easel") && $0.screen.line(2).contains("┌──────┐")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
