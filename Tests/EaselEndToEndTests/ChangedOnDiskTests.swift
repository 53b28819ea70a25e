import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("Documents: changed on disk")
  struct ChangedOnDisk {
    static func read(_ path: String) -> String? { TestFiles.read(path) }

    @Test("A file changed by someone else is not overwritten by Cmd-S until Cmd-S is pressed again")
    func refusesThenOverwrites() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/shared.easel"
      let empty = "{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n"
      Documents.write(empty, to: path)
      let process = try EaselRun.start([path])
      try EaselRun.waitForStatusBar(process, row: 23)
      // Another program rewrites the file meanwhile (size and content differ).
      let theirs = "{\"format\": \"easel\", \"version\": 1, \"shapes\": []}\n\n\n"
      Documents.write(theirs, to: path)
      process.send([0x0E])  // Ctrl-N
      try process.expect("the unsaved marker") { $0.screen.line(0).contains("shared.easel •") }
      process.send([0x13])  // Ctrl-S
      try process.expect("the warning") { $0.screen.lastLine.contains("changed on disk") }
      #expect(Self.read(path) == theirs, "their version is untouched")
      #expect(process.screen.line(0).contains("•"), "still unsaved")
      // A second press within 750 ms would be taken for auto-repeat on a legacy terminal.
      usleep(900_000)
      process.send([0x13])  // Ctrl-S again: overwrite
      try process.expect("the save confirmed") { $0.screen.lastLine.contains("Saved") }
      #expect(Self.read(path)?.contains("rectangle") == true)
      // Saved by Easel itself: the next save goes through without a question.
      usleep(900_000)
      process.send([0x0E])
      try process.expect("unsaved again") { $0.screen.line(0).contains("•") }
      usleep(900_000)
      process.send([0x13])
      try process.expect("saved again") {
        !$0.screen.line(0).contains("•") && $0.screen.lastLine.contains("Saved")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("A new file that appears on disk before the first save is not overwritten silently")
    func newFileAppeared() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/late.easel"
      let process = try EaselRun.start([path])
      try EaselRun.waitForStatusBar(process, row: 23)
      Documents.write("someone else's\n", to: path)
      process.send([0x0E, 0x13])
      try process.expect("the warning") { $0.screen.lastLine.contains("changed on disk") }
      #expect(Self.read(path) == "someone else's\n")
      process.send(EaselRun.ctrlQ)
      usleep(900_000)
      process.send(EaselRun.ctrlQ)
      let exit = process.waitForExit()
      #expect(exit?.reason == .exited(0), "\(process.screen.text)")
    }
  }
}
