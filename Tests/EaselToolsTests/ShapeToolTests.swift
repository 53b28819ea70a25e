import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselTools

@Suite("ShapeTool")
struct ShapeToolTests {
  @Test("press, drag, release: a preview that follows, then one undo step adding the box, selected")
  func dragCreates() throws {
    var harness = ToolHarness(ShapeTool(.rectangle))
    harness.press(2, 2)
    #expect(harness.tool.isActive)
    #expect(harness.preview.isEmpty, "no preview before the pointer leaves the pressed cell")
    harness.drag(11, 6)
    #expect(harness.preview.first?.bounds == CanvasRect(column: 2, row: 2, columns: 10, rows: 5))
    harness.release(11, 6)
    #expect(!harness.tool.isActive && harness.ended == 1 && harness.preview.isEmpty)
    #expect(harness.steps.map(\.title) == ["Add Rectangle"])
    let shape = try #require(harness.document.shapes.first)
    #expect(shape.bounds == CanvasRect(column: 2, row: 2, columns: 10, rows: 5))
    #expect(harness.selection == Selection([shape.id]))
  }

  @Test("a click (no motion) makes nothing and moves the keyboard cursor there")
  func clickMovesCursor() {
    var harness = ToolHarness(ShapeTool(.ellipse))
    harness.press(5, 3)
    harness.release(5, 3)
    #expect(
      harness.document.isEmpty && harness.cursor == CanvasPoint(column: 5, row: 3) && harness.ended == 1)
  }

  @Test("a refresh with Shift held squares the preview from the same snapshot; without, it comes back")
  func refreshRecomputes() throws {
    var harness = ToolHarness(ShapeTool(.rectangle))
    harness.press(0, 0)
    harness.drag(20, 3)
    let free = try #require(harness.preview.first?.bounds)
    harness.intent = DragIntent(constrain: true)
    harness.send(.refresh)
    let square = try #require(harness.preview.first?.bounds)
    #expect(
      abs(square.size.columns - 2 * square.size.rows) <= 1 && square != free, "square as seen with 1:2 cells")
    harness.intent = .plain
    harness.send(.refresh)
    #expect(harness.preview.first?.bounds == free)
  }

  @Test("Esc cancels: no shape, no preview, the gesture ended")
  func cancel() {
    var harness = ToolHarness(ShapeTool(.line))
    harness.press(0, 0)
    harness.drag(9, 0)
    harness.send(.cancel)
    #expect(
      harness.document.isEmpty && harness.preview.isEmpty && !harness.tool.isActive && harness.ended == 1)
  }

  @Test("a lost release (motion without the button) commits where the button was last down")
  func lostRelease() throws {
    var harness = ToolHarness(ShapeTool(.rectangle))
    harness.press(2, 2)
    harness.drag(9, 5)
    harness.send(.motion(harness.pointer(14, 8), buttonHeld: false))
    #expect(
      try #require(harness.document.shapes.first).bounds == CanvasRect(column: 2, row: 2, columns: 8, rows: 4)
    )
  }

  @Test("Enter at the cursor starts a box the arrows grow; Enter finishes it; keys pass outside that")
  func keyboardGesture() throws {
    var harness = ToolHarness(ShapeTool(.rectangle))
    harness.cursor = CanvasPoint(column: 4, row: 2)
    #expect(harness.key(.right) == nil, "not active: keys are not the tool's")
    harness.send(.startAtCursor)
    #expect(harness.tool.isActive && harness.cursor == CanvasPoint(column: 5, row: 3))
    #expect(harness.message == "Arrows draw · Enter finishes · Esc cancels")
    for _ in 0..<4 { harness.key(.right) }
    harness.key(.down)
    #expect(harness.cursor == CanvasPoint(column: 9, row: 4))
    #expect(harness.key(.character("x")) == nil, "a letter passes on")
    #expect(harness.key(.right, .release) == nil, "releases pass on")
    harness.key(.enter)
    #expect(!harness.tool.isActive && harness.message == nil)
    #expect(
      try #require(harness.document.shapes.first).bounds == CanvasRect(column: 4, row: 2, columns: 6, rows: 3)
    )
  }

  @Test("a mouse gesture does not take arrows (they nudge)")
  func mouseGesturePassesArrows() {
    var harness = ToolHarness(ShapeTool(.rectangle))
    harness.press(0, 0)
    harness.drag(3, 3)
    #expect(harness.key(.left) == nil)
  }
}
