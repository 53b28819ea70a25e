import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  @Suite("Resize and hang-up")
  struct Lifecycle {
    @Test("A resize moves the status bar to the new last row at once")
    func resizeRelayouts() throws {
      let process = try EaselRun.startEditor(rows: 24, columns: 80)
      process.resize(rows: 30, columns: 100)
      try EaselRun.waitForStatusBar(process, row: 29, timeout: .seconds(2))
      #expect(!process.screen.line(23).contains("Select │"), "the old status row was cleared")
      process.resize(rows: 12, columns: 50)
      try EaselRun.waitForStatusBar(process, row: 11, timeout: .seconds(2))
      #expect(process.screen.line(11).count <= 50)
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
      EaselRun.expectTermiosRestored(process)
    }

    @Test("When the terminal goes away easel is gone within a second, without spinning")
    func hangUp() throws {
      let process = try EaselRun.startEditor()
      let cpuBefore = process.cpuNanosecondsSoFar()
      let closedAt = PTYProcess.now()
      process.closeMaster()
      let ended = process.waitForExit(timeout: .seconds(1))
      let took = EaselRun.milliseconds(PTYProcess.now() - closedAt)
      let termination = try #require(ended, "easel still running 1 s after its terminal closed")
      #expect(took <= 1000)
      let spent = EaselRun.milliseconds(
        termination.cpuNanoseconds - min(cpuBefore, termination.cpuNanoseconds))
      #expect(spent < 300, "\(spent) ms of CPU between hang-up and exit")
    }
  }
}
