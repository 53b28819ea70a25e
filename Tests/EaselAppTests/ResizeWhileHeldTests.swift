import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

@Suite("Resize with a key held")
struct ResizeWithKeyHeldTests {
  @Test("a resize while a legacy key's release is still pending lays out again without crashing")
  func resizeRightAfterAKey() throws {
    var script = EditorTests.started()
    script.send("\u{1b}[C", after: 800)  // its release is synthesized only after the silence
    script.record(script.driver.resize(to: TerminalSize(columns: 120, rows: 40), at: script.now))
    #expect(script.driver.screen?.size == CellSize(columns: 120, rows: 40))
    #expect(script.driver.screen?.rowText(39).hasPrefix(" Select") == true)
  }
}
