import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// Drags with the creating tools, through the driver as the terminal delivers them (SGR mouse,
/// 1-based cells; screen row 2 is canvas row 0 under the menu bar).
@Suite("Editor tools")
struct EditorToolTests {
  static func drag(_ script: inout DriverScript, from: (Int, Int), to: (Int, Int), modifiers: Int = 0) {
    script.send("\u{1b}[<\(0 + modifiers);\(from.0);\(from.1)M")
    script.send("\u{1b}[<\(32 + modifiers);\(to.0);\(to.1)M")
    script.send("\u{1b}[<\(0 + modifiers);\(to.0);\(to.1)m")
  }

  @Test("R then a drag creates a rectangle corner to corner, selected, one undo step")
  func rectangle() throws {
    var script = EditorTests.started()
    script.send("r")
    #expect(script.driver.editor?.tool == .rectangle)
    Self.drag(&script, from: (3, 4), to: (12, 8))
    let editor = try #require(script.driver.editor)
    let shape = try #require(editor.state.document.shapes.first)
    #expect(shape.bounds == CanvasRect(column: 2, row: 2, columns: 10, rows: 5))
    #expect(editor.state.selection.shapeIDs == [shape.id])
    #expect(editor.shown?.rowText(3).contains("┌────────┐") == true)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.isEmpty == true)
  }

  @Test("Ctrl held while dragging snaps the corners to the grid; the C latch makes a circle square")
  func snapAndConstrain() throws {
    var script = EditorTests.started()
    script.send("o")
    Self.drag(&script, from: (3, 4), to: (12, 8), modifiers: 16)  // Ctrl: snap to the 8×4 grid
    let snapped = try #require(script.driver.editor?.state.document.shapes.last)
    #expect(snapped.bounds.origin.column % 8 == 0 && snapped.bounds.origin.row % 4 == 0)
    script.send("c", after: 800)
    #expect(script.driver.editor?.latches.constrain == true)
    Self.drag(&script, from: (30, 4), to: (34, 14))
    let circle = try #require(script.driver.editor?.state.document.shapes.last)
    #expect(circle.bounds.size.columns == 2 * circle.bounds.size.rows, "square as seen with 1:2 cells")
  }

  @Test("Esc during a drag cancels it: no shape, no preview left")
  func escapeCancels() throws {
    var script = EditorTests.started()
    script.send("l")
    script.send("\u{1b}[<0;3;4M")
    script.send("\u{1b}[<32;20;9M")
    #expect(script.driver.editor?.state.preview != nil)
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    script.send("\u{1b}[<0;20;9m")
    #expect(script.driver.editor?.state.document.isEmpty == true)
    #expect(script.driver.editor?.state.preview == nil)
  }

  @Test("a drag whose release is lost ends at the next motion report without a button")
  func lostRelease() throws {
    var script = EditorTests.started()
    script.send("r")
    script.send("\u{1b}[<0;3;4M")
    script.send("\u{1b}[<32;10;7M")
    script.send("\u{1b}[<35;15;9M")  // motion, no button: the release was swallowed
    let shape = try #require(script.driver.editor?.state.document.shapes.first)
    #expect(shape.bounds == CanvasRect(column: 2, row: 2, columns: 8, rows: 4))
  }

  @Test("under kitty, Shift pressed mid-drag squares the preview at once and releasing it undoes that")
  func shiftMidDrag() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()))
    script.answerAsKitty()
    script.send("\u{1b}[114u")  // r
    // kitty answered for SGR-pixel mouse: positions are pixels (8×16 cells assumed when unknown).
    script.send("\u{1b}[<0;17;49M")
    script.send("\u{1b}[<32;177;97M")
    let free = try #require(script.driver.editor?.state.preview?.bounds)
    script.send("\u{1b}[57441;2u")  // left Shift down
    let square = try #require(script.driver.editor?.state.preview?.bounds)
    // Square as seen with 1:2 cells: twice as many columns as rows, to the nearest cell.
    #expect(abs(square.size.columns - 2 * square.size.rows) <= 1 && square != free, "\(free) → \(square)")
    script.send("\u{1b}[57441;1:3u")  // left Shift up
    #expect(script.driver.editor?.state.preview?.bounds == free)
  }
}
