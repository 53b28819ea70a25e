import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// Transient messages (issue 13): "Saved …" and its kind go after a few seconds, or at the next
/// action, and the Shift hint they stood in front of comes back; errors stay until the next
/// action. Time is the script's fake clock.
@Suite("Status messages")
struct StatusMessageTests {
  static let hint = "Shift-drag, Ctrl-click taken"

  /// xterm at 80×24 (it swallows Shift at the press, so the hint shows), a box drawn with
  /// Ctrl-N, the rectangle tool picked.
  static func started() -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch(filePath: "/tmp/plan.easel")), size: TerminalSize(columns: 80, rows: 24))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    script.send(EditorTests.ctrlN)
    script.send("r", after: 800)
    return script
  }

  static func statusRow(_ script: DriverScript) -> String { script.driver.screen?.rowText(23) ?? "" }

  /// Ctrl-S, then the shell's answer.
  static func save(_ script: inout DriverScript, error: String? = nil) throws {
    let output = script.driver.receive(Array(EditorTests.ctrlS.utf8), at: script.now)
    script.record(output)
    let request = try #require(output.save)
    script.record(script.driver.saveFinished(request, error: error, at: script.now))
  }

  @Test(
    "at 80 columns with the rectangle tool the whole hint shows: the document's name (on the menu bar too) gives way",
    arguments: [
      "\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c",
      "\u{1b}[?0u\u{1b}P>|kitty(0.26.5)\u{1b}\\\u{1b}[?62;22c",
    ])
  func wholeHintAt80Columns(replies: String) throws {
    var script = DriverScript(
      kind: .editor(EditorLaunch(filePath: "/tmp/hint.easel")), size: TerminalSize(columns: 80, rows: 24))
    script.send(replies)
    script.send("r", after: 800)
    let hint = try #require(script.driver.editor?.modifierHint)
    #expect(Self.statusRow(script).contains(hint), "\(Self.statusRow(script))")
    #expect(script.driver.screen?.rowText(0).contains("hint.easel") == true)
  }

  @Test("Saved … goes after four seconds without any input, the driver waking for it, and the hint is back")
  func savedClearsAfterTimeout() throws {
    var script = Self.started()
    #expect(Self.statusRow(script).contains(Self.hint))
    try Self.save(&script)
    let savedAt = script.now
    #expect(Self.statusRow(script).contains("Saved /tmp/plan.easel"))
    #expect(!Self.statusRow(script).contains(Self.hint))
    #expect((script.driver.program as? Editor)?.deadline == savedAt + StatusMessage.transientDuration)
    script.advance(by: 1_000)  // the key tracker's own deadline (Ctrl-S's release) passes first
    #expect(script.wakeAt == savedAt + StatusMessage.transientDuration, "the driver is asked to wake then")
    script.advance(by: 2_999)
    #expect(Self.statusRow(script).contains("Saved /tmp/plan.easel"))
    script.advance(by: 1)
    #expect(!Self.statusRow(script).contains("Saved"), "drawn by the tick alone")
    #expect(Self.statusRow(script).contains(Self.hint))
    #expect(script.wakeAt == nil || script.wakeAt! > script.now)
  }

  @Test("the next action ends Saved … at once: a key press, or a click on the canvas")
  func savedClearsOnNextAction() throws {
    var script = Self.started()
    try Self.save(&script)
    script.send("\u{1b}[<35;30;8M", after: 500)  // plain motion is not an action
    #expect(Self.statusRow(script).contains("Saved"))
    script.send("o", after: 500)  // the ellipse tool: an action
    #expect(!Self.statusRow(script).contains("Saved"))
    #expect(Self.statusRow(script).contains(Self.hint))
    try Self.save(&script)
    script.send("\u{1b}[<0;30;8M", after: 500)  // a press starts a drag
    #expect(!Self.statusRow(script).contains("Saved"))
  }

  @Test("Not saved: … stays past the timeout, until the next action")
  func errorsStayUntilNextAction() throws {
    var script = Self.started()
    try Self.save(&script, error: "cannot write: No space left on device")
    script.advance(by: 60_000)
    #expect(Self.statusRow(script).contains("Not saved: cannot write"))
    script.send("r", after: 10)
    #expect(Self.statusRow(script).contains(Self.hint))
  }

  @Test("Copied is transient; a gesture's word lasts while the gesture goes on")
  func otherLifetimes() throws {
    var script = Self.started()
    script.send("v", after: 800)
    script.send("\t", after: 800)
    script.runFromMenu("edit.copy")
    #expect(script.driver.editor?.state.status?.lifetime == .transient)
    script.send("\u{1b}[I", after: 10)  // focus in: an event, not an action; the time starts
    #expect(script.driver.editor?.state.message == "Copied 1 shape")
    script.advance(by: 4_000)
    #expect(script.driver.editor?.state.message == nil)
    // Enter with the rectangle tool starts a shape at the cursor: its word stays while arrows
    // draw it, and goes at the next action once Enter finished it.
    script.send("\u{1b}", after: 800)  // nothing selected, so Enter starts a shape
    script.advance(by: 100)
    script.send("r", after: 800)
    script.send("\r", after: 800)
    #expect(script.driver.editor?.state.message == "Arrows draw · Enter finishes · Esc cancels")
    script.send("\u{1b}[C", after: 800)
    script.advance(by: 10_000)
    #expect(script.driver.editor?.state.message == "Arrows draw · Enter finishes · Esc cancels")
    script.send("\u{1b}", after: 800)
    script.advance(by: 100)
    script.send("r", after: 800)
    #expect(script.driver.editor?.state.message == nil, "a cancelled gesture's word goes at the next key")
  }
}
