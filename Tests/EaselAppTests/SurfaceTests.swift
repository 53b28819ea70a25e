import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// Each surface on its own: what it takes, what it passes, what it draws (golden frames of the
/// whole screen while it is open), and the shortcut sheet listing what the chain offers.
@Suite("Surfaces")
struct SurfaceTests {
  static func started(
    _ launch: EditorLaunch = EditorLaunch(), columns: Int = 60, rows: Int = 14
  ) -> DriverScript {
    var script = DriverScript(kind: .editor(launch), size: TerminalSize(columns: columns, rows: rows))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    return script
  }

  static func boxAndText() throws -> Document {
    try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(bounds: CanvasRect(column: 2, row: 1, columns: 16, rows: 5), label: "two\nlines"))),
      Shape(id: ShapeID(2), kind: .text(TextShape(origin: CanvasPoint(column: 24, row: 2), text: "note"))),
    ])
  }

  @Test("the file prompt draws on the status row with its caret and Tab's candidates")
  func filePromptFrame() throws {
    var script = DriverScript(
      kind: .editor(EditorLaunch(filePath: "/work/drawing.easel")), size: TerminalSize(columns: 60, rows: 8))
    script.driver.setFolderListing(FilePromptTests.listing, home: "/home/me")
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    script.send(FilePromptTests.ctrlO, after: 10)
    script.send("dr\t", after: 50)
    let screen = try #require(script.driver.screen)
    GoldenFrame.expect(screen, matches: "surface-file-prompt", includingStyles: true)
  }

  @Test("text editing a label previews it centred, the caret on its line; Esc commits one step")
  func textEditFrame() throws {
    var script = Self.started(EditorLaunch(document: try Self.boxAndText()))
    script.send("\t", after: 10)  // the box
    script.send("\r", after: 800)  // edit its label
    #expect(script.driver.editor?.isShowing(.textEdit) == true)
    script.send("!", after: 50)
    GoldenFrame.expect(try #require(script.driver.screen), matches: "surface-text-edit")
    #expect(
      script.driver.editor?.state.cursor == CanvasPoint(column: 13, row: 3), "after \"lines!\", centred")
    script.send("\u{1b}", after: 50)
    script.advance(by: 100)
    #expect(script.driver.editor?.isShowing(.textEdit) == false)
    guard case .rectangle(let rectangle) = try #require(script.driver.editor?.state.document[ShapeID(1)]).kind
    else {
      Issue.record("not a rectangle")
      return
    }
    #expect(rectangle.label == "two\nlines!")
    #expect(script.driver.editor?.state.history.undoSteps.map(\.title) == ["Edit Label"])
  }

  @Test("the command menu takes a click and every key, but lets the wheel scroll the canvas")
  func commandMenuMouse() throws {
    var script = Self.started(EditorLaunch(document: try Self.boxAndText()))
    script.send(CommandMenuTests.ctrlK, after: 10)
    script.send("\u{1b}[<0;30;8M\u{1b}[<0;30;8m", after: 50)  // a click on the canvas
    #expect(script.driver.editor?.isShowing(.commandMenu) == true)
    #expect(script.driver.editor?.state.selection == .empty, "the click did not reach the canvas")
    script.send("\u{1b}[<65;30;8M", after: 50)  // wheel down
    #expect(script.driver.editor?.state.viewOrigin == CanvasPoint(column: 0, row: 3))
  }

  @Test("the recovery offer takes Enter and Esc only; the editor can be used meanwhile")
  func recoveryOffer() throws {
    var launch = EditorLaunch(filePath: "plan.easel")
    launch.recovered = try Self.boxAndText()
    var script = Self.started(launch)
    #expect(script.driver.editor?.isShowing(.recoveryOffer) == true)
    script.send(EditorTests.ctrlN, after: 10)  // passes on: a box
    #expect(script.driver.editor?.state.document.count == 1)
    #expect(script.driver.editor?.isShowing(.recoveryOffer) == true)
    script.send("\r", after: 800)
    #expect(script.driver.editor?.isShowing(.recoveryOffer) == false)
    #expect(script.driver.editor?.state.document.count == 2, "the recovered drawing replaced it")
    GoldenFrame.expect(try #require(script.driver.screen), matches: "surface-recovery-restored")
  }

  @Test("the brush picker takes the next key press only, then closes")
  func brushPicker() throws {
    var script = Self.started(columns: 100, rows: 6)
    script.runFromMenu("tools.brushCharacter")
    #expect(script.driver.editor?.isPickingBrushCharacter == true)
    script.advance(by: 10)
    script.send("\u{1b}[I", after: 10)  // focus in: an event, so a frame is drawn
    GoldenFrame.expect(try #require(script.driver.screen), matches: "surface-brush-picker")
    script.send("#", after: 10)
    #expect(
      script.driver.editor?.isPickingBrushCharacter == false && script.driver.editor?.brush.character == "#")
    script.send("#", after: 800)
    #expect(
      script.driver.editor?.brush.character == "#" && script.driver.editor?.isPickingBrushCharacter == false)
  }

  @Test("the quit confirmation lasts until the next command: Cmd-Q then Ctrl-N then Cmd-Q asks again")
  func quitConfirmation() throws {
    var script = Self.started(columns: 100, rows: 6)
    script.send(EditorTests.ctrlN, after: 10)
    script.send(EditorTests.ctrlQ, after: 800)
    #expect(script.driver.editor?.isConfirmingQuit == true && script.exit == nil)
    GoldenFrame.expect(try #require(script.driver.screen), matches: "surface-quit-confirmation")
    script.send("\u{1b}[<0;50;10M\u{1b}[<0;50;10m", after: 800)  // a click is not a command
    #expect(script.driver.editor?.isConfirmingQuit == true)
    script.send(EditorTests.ctrlN, after: 800)
    #expect(script.driver.editor?.isConfirmingQuit == false)
    script.send(EditorTests.ctrlQ, after: 800)
    #expect(script.exit == nil, "asked again")
    script.send(EditorTests.ctrlQ, after: 800)
    #expect(script.exit == .success)
  }

  /// A surface that offers commands of its own, as the objects panel will.
  struct OfferingSurface: Surface {
    var kind: SurfaceKind { .quitConfirmation }
    var title: String { "Panel" }
    var commands: [CommandID] { ["edit.selectAll", "edit.undo"] }
    mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response { .passed }
  }

  @Test("the sheet lists the leading responder's commands first, then the canvas's by menu, none twice")
  func sheetFollowsTheChain() throws {
    var script = Self.started(EditorLaunch(document: try Self.boxAndText()))
    script.send(EditorTests.ctrlN, after: 10)
    var editor = try #require(script.driver.program as? Editor)
    let before = ShortcutSheet.lines(in: editor.surfaceContext(at: .zero))
    #expect(before.first?.text == "File")
    editor.surfaces.push(OfferingSurface())
    let lines = ShortcutSheet.lines(in: editor.surfaceContext(at: .zero))
    #expect(lines.prefix(3).map(\.text) == ["Panel", "Select All", "Undo"])
    #expect(lines.filter { $0.text.hasPrefix("Select All") }.count == 1, "not listed again under Edit")
    #expect(lines.contains { $0.text == "File" && $0.isHeader })
  }

  @Test("the status bar's hints follow the keymap in effect: Quit rebound to Ctrl-W says so")
  func hintsFromKeymap() throws {
    var launch = EditorLaunch()
    launch.keymapOverrides = [
      KeymapOverride(commandID: "file.quit", chords: ["Ctrl-W"]),
      KeymapOverride(commandID: "file.save", chords: ["F2"]),
    ]
    var script = Self.started(launch)
    #expect(script.driver.screen?.rowText(13).contains("Ctrl-W quit") == true)
    script.send(EditorTests.ctrlN, after: 10)
    script.send("\u{17}", after: 800)  // Ctrl-W
    #expect(
      script.driver.editor?.state.message == "Unsaved changes: F2 saves, Ctrl-W again quits without saving")
    var newFile = EditorLaunch(filePath: "new.easel")
    newFile.isNewFile = true
    newFile.keymapOverrides = [KeymapOverride(commandID: "file.save", chords: ["F2"])]
    let started = Self.started(newFile)
    #expect(started.driver.editor?.state.message == "New file: F2 creates it")
  }
}
