import EaselGeometry
import Testing

@testable import EaselApp

/// The status bar at 80 columns (issue 13): a message shows whole, the fields the rest of the
/// screen repeats giving way first; the Shift hint keeps the selection in view.
@Suite("Status line at 80 columns")
struct StatusLineTests {
  static let summary: CapabilitySummary = {
    let capabilities = TerminalBehaviourTests.probed([:], replies: "\u{1b}[?62c").0
    return CapabilitySummary(capabilities: capabilities, modes: TerminalModes(capabilities: capabilities))
  }()

  static func line(_ message: String?, isHint: Bool = false, cursor: (Int, Int) = (6, 2)) -> String {
    EditorChrome.statusLine(
      tool: "Rectangle", cursor: CanvasPoint(column: cursor.0, row: cursor.1), selection: "1 shape 7×3",
      document: "replay.easel •", message: message, terminal: summary, width: 80, isHint: isHint)
  }

  @Test("a short message keeps every field")
  func shortMessage() {
    #expect(Self.line("Saved").hasPrefix(" Rectangle │ 6,2 │ 1 shape 7×3 │ replay.easel • │ Saved"))
  }

  @Test("a long message shows whole: the document goes first, then the selection, then the cursor")
  func longMessage() {
    let medium = "Unsaved changes: Cmd-S saves, Cmd-Q again quits"
    #expect(Self.line(medium) == " Rectangle │ 6,2 │ 1 shape 7×3 │ " + medium)
    let long = "Recovered work restored: Cmd-S saves it, Cmd-Z goes back to it"
    #expect(Self.line(long) == " Rectangle │ " + long)
    let longer = String(repeating: "x", count: 100)
    let cut = Self.line(longer)
    #expect(cut.hasSuffix("…") && cut.count == 80, "too long even alone: cut with a mark")
  }

  @Test("the Shift hint drops the document, then its tail, and keeps the selection and the cursor")
  func hint() {
    let hint = "Shift-drag swallowed: C latches constrain · ? keys"
    #expect(
      Self.line(hint, isHint: true)
        == " Rectangle │ 6,2 │ 1 shape 7×3 │ Shift-drag swallowed: C latches constrain")
  }
}
