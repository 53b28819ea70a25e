import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// Golden frames of the whole editor screen: menu bar, canvas with overlays, status bar.
@Suite("Editor frames")
struct EditorFrameTests {
  static func scene() throws -> Document {
    try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: 2, row: 1, columns: 14, rows: 5), frameStyle: .rounded, label: "Start")
        ),
        strokeColor: .ansi(4)),
      Shape(
        id: ShapeID(2),
        kind: .line(
          Line(start: CanvasPoint(column: 16, row: 3), end: CanvasPoint(column: 26, row: 3), arrowAtEnd: true)
        )),
      Shape(
        id: ShapeID(3),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: 27, row: 1, columns: 12, rows: 5), frameStyle: .double, label: "End"))),
      Shape(
        id: ShapeID(4), kind: .ellipse(Ellipse(bounds: CanvasRect(column: 42, row: 2, columns: 12, rows: 6)))),
      Shape(
        id: ShapeID(5), kind: .text(TextShape(origin: CanvasPoint(column: 4, row: 8), text: "数据 flow ✓"))),
    ])
  }

  static func editor(
    _ launch: EditorLaunch, columns: Int = 60, rows: Int = 12, send input: String = ""
  ) throws -> EditorProbe {
    var script = DriverScript(kind: .editor(launch), size: TerminalSize(columns: columns, rows: rows))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    if !input.isEmpty { script.send(input) }
    return try #require(script.driver.editor)
  }

  @Test("the editor shows the menu bar, the drawing and the status bar with the cursor in reverse video")
  func chrome() throws {
    let editor = try Self.editor(EditorLaunch(filePath: "flow.easel", document: Self.scene()))
    GoldenFrame.expect(try #require(editor.shown), matches: "editor-chrome", includingStyles: true)
  }

  @Test("a selected shape gets a dotted outline and eight handles; the status bar gives its size")
  func selectionHandles() throws {
    let editor = try Self.editor(EditorLaunch(filePath: "flow.easel", document: Self.scene()), send: "\t")
    GoldenFrame.expect(try #require(editor.shown), matches: "editor-selection")
  }

  @Test("grid dots appear on blank cells at multiples of the grid step, and a marquee region is dashed")
  func gridAndRegion() throws {
    let editor = try Self.editor(EditorLaunch(document: Self.scene()))
    let screen = editor.composed { editor in
      editor.model.state.showsGrid = true
      editor.model.state.selection = Selection(
        [], region: CanvasRect(column: 30, row: 6, columns: 20, rows: 3))
    }
    GoldenFrame.expect(screen, matches: "editor-grid-region")
  }

  @Test("panned with the wheel, shapes are clipped at the canvas edges and never over the bars")
  func clippedWhenPanned() throws {
    let editor = try Self.editor(
      EditorLaunch(document: Self.scene()), columns: 40, rows: 8, send: "\u{1b}[<65;5;5M\u{1b}[<69;5;5M")
    GoldenFrame.expect(try #require(editor.shown), matches: "editor-panned")
  }

  @Test("with --ascii the drawing and the overlays use ASCII only")
  func asciiOnly() throws {
    let editor = try Self.editor(EditorLaunch(document: Self.scene(), asciiOnly: true), send: "\t")
    let screen = try #require(editor.shown)
    GoldenFrame.expect(screen, matches: "editor-ascii")
    for row in 1..<screen.size.rows - 1 {
      let text = screen.rowText(row)
      #expect(
        text.unicodeScalars.allSatisfy { $0.isASCII || TextWidth.width(of: $0) == 2 || $0 == "✓" },
        "row \(row): \(text)")
    }
  }
}

@Suite("Shortcut overlay")
struct ShortcutOverlayTests {
  @Test(
    "? opens the overlay listing available commands by menu with legacy-deliverable chords; Esc closes it")
  func questionMarkOpensOverlay() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 100, rows: 30))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    script.send("\u{0E}")  // a shape, then undo it: redo is available, selection commands are not
    script.send("\u{1A}", after: 800)
    script.send("?", after: 800)
    let editor = try #require(script.driver.editor)
    #expect(editor.isShowingShortcuts)
    let screen = try #require(editor.shown)
    GoldenFrame.expect(screen, matches: "editor-shortcuts-xterm")
    let text = screen.text
    #expect(!text.contains("Erase Selection"), "unavailable commands are not listed")
    #expect(
      text.contains("Redo") && text.contains("Cmd-Shift-Z Cmd-Y"), "xterm's modifyOtherKeys delivers both")
    // A plain legacy terminal (DA1 only) cannot deliver Ctrl-Shift-Z: only Cmd-Y is shown.
    var legacy = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 100, rows: 30))
    legacy.send("\u{1b}[?62c")
    legacy.send("\u{0E}")
    legacy.send("\u{1A}", after: 800)
    legacy.send("?", after: 800)
    let legacyText = try #require(legacy.driver.editor?.shown?.text)
    #expect(legacyText.contains("Cmd-Y") && !legacyText.contains("Cmd-Shift-Z"))
    script.send("\u{1b}", after: 800)
    script.advance(by: 100)  // the lone ESC resolves after its short timer
    #expect(script.driver.editor?.isShowingShortcuts == false)
  }

  @Test("under the kitty protocol the overlay shows the chords only kitty can deliver too")
  func kittyChords() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 120, rows: 40))
    script.answerAsKitty()
    script.send("\u{0E}")  // a shape and its undo, so redo is available
    script.send("\u{1b}[122;5u")
    script.send("\u{1b}[47:63;2u")  // ? as kitty reports it: / with Shift, shifted key ?
    let screen = try #require(script.driver.editor?.shown)
    #expect(screen.text.contains("Cmd-Shift-Z"))
    #expect(screen.text.contains("Keyboard Shortcuts"))
  }
}

@Suite("Shortcut overlay on a held Super")
struct SuperHoldTests {
  static func kittyEditor() -> DriverScript {
    var script = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 100, rows: 30))
    script.answerAsKitty()
    return script
  }

  @Test("Super held alone for 600 ms shows the overlay under kitty; releasing it hides it")
  func heldSuperShowsOverlay() {
    var script = Self.kittyEditor()
    script.send("\u{1b}[57444;9u", after: 10)  // left Super down
    script.advance(by: 300)
    #expect(script.driver.editor?.isShowingShortcuts == false, "not before half a second")
    script.advance(by: 300)
    #expect(script.driver.editor?.isShowingShortcuts == true)
    #expect(script.driver.editor?.shown?.text.contains("Keyboard Shortcuts") == true)
    script.send("\u{1b}[57444;9:3u", after: 200)  // left Super up
    #expect(script.driver.editor?.isShowingShortcuts == false)
    #expect(script.driver.editor?.shown?.text.contains("Keyboard Shortcuts") == false)
  }

  @Test("Ctrl held alone does not show it, nor does Super used in a chord")
  func ctrlAndChordsDoNot() {
    var script = Self.kittyEditor()
    script.send("\u{1b}[57442;5u", after: 10)  // left Ctrl down
    script.advance(by: 700)
    #expect(script.driver.editor?.isShowingShortcuts == false)
    script.send("\u{1b}[57442;1:3u", after: 10)
    script.send("\u{1b}[57444;9u", after: 10)
    script.send("\u{1b}[101;9u", after: 100)  // Super-E
    script.advance(by: 700)
    #expect(script.driver.editor?.isShowingShortcuts == false)
  }
}
