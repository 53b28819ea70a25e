import EaselDocument
import EaselInput
import Testing

@testable import EaselApp

/// When the recovery file is written and removed (spec §6), on a fake clock.
@Suite("Recovery timing")
struct RecoveryTimingTests {
  @Test(
    "An edit is handed to the recovery file 1.5 s later, however busy the user stays; undo to saved removes it"
  )
  func writtenWithinTwoSeconds() throws {
    var script = EditorTests.started()
    let editAt = script.now
    script.send(EditorTests.ctrlN)
    // Keep editing every 100 ms (twenty taps of an arrow, each a step): the write is not postponed.
    for _ in 0..<20 { script.send("\u{1b}[C", after: 100) }
    let writes = script.recoveries.filter {
      if case .write = $0.request { return true } else { return false }
    }
    let first = try #require(writes.first)
    #expect(first.at - editAt <= .milliseconds(1600))
    #expect(first.at - editAt >= .milliseconds(1500))
    guard case .write(let document) = first.request else { return }
    #expect(document.count == 1)
    script.advance(by: 5000)
    let later = script.recoveries.filter { if case .write = $0.request { return true } else { return false } }
    #expect(later.count == 2, "the nudges after the first write are written once more: \(later.map(\.at))")
    // Undo everything (the twenty nudges, then the box): back at the saved (empty) state, the
    // file is not needed.
    for _ in 0..<21 { script.send(EditorTests.ctrlZ, after: 800) }
    #expect(script.driver.editor?.state.isModified == false)
    if case .remove = script.recoveries.last?.request {
    } else {
      Issue.record("expected a remove, got \(String(describing: script.recoveries.last?.request))")
    }
  }

  @Test("Nothing is written for a session without edits")
  func nothingWithoutEdits() {
    var script = EditorTests.started()
    script.send("\u{1b}[C", after: 100)
    script.advance(by: 5000)
    #expect(script.recoveries.isEmpty)
  }
}

@Suite("Quit while saving")
struct QuitWhileSavingTests {
  @Test("Cmd-S then Cmd-Q in one batch: Easel quits once the save succeeds, not before, and not if it fails")
  func quitAfterSave() throws {
    var script = EditorTests.started(EditorLaunch(filePath: "/tmp/x.easel"))
    script.send(EditorTests.ctrlN)
    let output = script.driver.receive(Array((EditorTests.ctrlS + EditorTests.ctrlQ).utf8), at: script.now)
    #expect(output.exit == nil)
    let request = try #require(output.save)
    let failed = script.driver.saveFinished(request, result: .failed("disk full"), at: script.now)
    #expect(failed.exit == nil, "a failed save keeps Easel open")
    // Again, and this time the save goes through.
    let again = script.driver.receive(
      Array((EditorTests.ctrlS + EditorTests.ctrlQ).utf8), at: script.now + .milliseconds(900))
    let second = try #require(again.save)
    let saved = script.driver.saveFinished(second, result: .saved(nil), at: script.now + .milliseconds(900))
    #expect(saved.exit == .success)
  }
}

@Suite("Legacy double tap")
struct LegacyDoubleTapTests {
  @Test("Ctrl-N tapped twice 300 ms apart on a legacy terminal makes two boxes, once the silence says so")
  func doubleTap() {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(EditorTests.ctrlN, after: 300)
    #expect(script.driver.editor?.state.document.count == 1, "could still be auto-repeat")
    script.advance(by: 1000)
    #expect(script.driver.editor?.state.document.count == 2)
  }

  @Test("Ctrl-N held (auto-repeat every 30 ms after 500 ms) makes one box")
  func held() {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(EditorTests.ctrlN, after: 500)
    for _ in 0..<10 { script.send(EditorTests.ctrlN, after: 30) }
    script.advance(by: 1000)
    #expect(script.driver.editor?.state.document.count == 1)
  }

  @Test("Cmd-Q twice in quick succession with unsaved changes quits")
  func quitTwice() {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(EditorTests.ctrlQ, after: 800)
    script.send(EditorTests.ctrlQ, after: 250)
    script.advance(by: 1000)
    #expect(script.exit == .success)
  }
}
