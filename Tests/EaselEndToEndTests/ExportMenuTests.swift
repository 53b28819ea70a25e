import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("File menu export")
  struct ExportMenu {
    @Test(
      "File → Export as SVG (through the command menu) writes drawing.svg beside the document, unsaved marker kept"
    )
    func exportsBeside() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/drawing.easel"
      let process = try EaselRun.start([path])
      try EaselRun.waitForStatusBar(process, row: 23)
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("•") }
      process.send([0x0B])  // Ctrl-K
      try process.expect("the command menu") {
        $0.screen.text.contains("Export as SVG") || $0.screen.text.contains("›")
      }
      process.send(Array("export as svg".utf8))
      usleep(200_000)
      process.send([0x0D])
      try process.expect("exported") { $0.screen.lastLine.contains("Exported drawing.svg") }
      #expect(process.screen.line(0).contains("•"), "exporting is not saving")
      let svg = try PipedProcess.run(executable: "/bin/cat", arguments: [folder + "/drawing.svg"])
      #expect(svg.outputText.contains("<svg") && svg.outputText.contains("<rect"))
      process.send(EaselRun.ctrlQ)
      usleep(900_000)
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
