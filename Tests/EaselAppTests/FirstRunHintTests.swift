import EaselCommands
import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// The first-run hint (issue 17, item 8): an untitled canvas with no document shows, until the
/// first edit, where to start, built from the keymap in effect and what the terminal delivers.
@Suite("First-run hint")
struct FirstRunHintTests {
  static let hint = "? shortcuts · F10 menu · Ctrl-K commands · Ctrl-Q quit"

  static func rows(_ script: DriverScript) -> [String] {
    guard let screen = script.driver.screen else { return [] }
    return (0..<screen.size.rows).map { screen.rowText($0) }
  }

  @Test("an untitled empty canvas shows it dim in the middle; the first edit takes it away for good")
  func untilTheFirstEdit() throws {
    var script = SurfaceTests.started(columns: 80, rows: 24)
    script.advance(by: 10)
    let row = try #require(Self.rows(script).firstIndex { $0.contains(Self.hint) })
    #expect(row == 1 + 22 / 2, "the middle row of the canvas (rows 1 to 22)")
    let screen = try #require(script.driver.screen)
    let column = try #require(screen.rowText(row).firstIndex(of: "?")).utf16Offset(in: screen.rowText(row))
    #expect(screen[CellPoint(column: column, row: row)].style.isDim)
    #expect(!Self.rows(script)[23].contains("shortcuts"), "the status bar keeps its own facts")
    script.send(EditorTests.ctrlN, after: 10)
    #expect(!Self.rows(script).contains { $0.contains("shortcuts") })
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.isEmpty == true)
    #expect(!Self.rows(script).contains { $0.contains("shortcuts") }, "an undone edit was still an edit")
  }

  @Test("a document opened from a file, even an empty one, shows no hint")
  func notForAFile() {
    var script = SurfaceTests.started(EditorLaunch(filePath: "/tmp/empty.easel"), columns: 80, rows: 24)
    script.advance(by: 10)
    #expect(!Self.rows(script).contains { $0.contains("shortcuts") })
  }

  @Test("it follows the keymap in effect: Quit rebound to Ctrl-W, the command menu unbound")
  func followsTheKeymap() throws {
    var launch = EditorLaunch()
    launch.keymapOverrides = [
      KeymapOverride(commandID: "file.quit", chords: ["Ctrl-W"]),
      KeymapOverride(commandID: "help.commandMenu", chords: []),
    ]
    var script = SurfaceTests.started(launch, columns: 80, rows: 24)
    script.advance(by: 10)
    #expect(Self.rows(script).contains { $0.contains("? shortcuts · F10 menu · Ctrl-W quit") })
  }

  @Test("under VTE, which keeps F1 and F10, it names ? and leaves the menu key out")
  func vte() throws {
    let script = TerminalBehaviourTests.editorUntouched(
      TerminalBehaviourTests.vte, replies: TerminalBehaviourTests.vteReplies)
    #expect(Self.rows(script).contains { $0.contains("? shortcuts · Ctrl-K commands · Ctrl-Q quit") })
  }
}
