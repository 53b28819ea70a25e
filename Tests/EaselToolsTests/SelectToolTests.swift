import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselTools

@Suite("SelectTool")
struct SelectToolTests {
  @Test("a click on a shape selects it; a drag moves it as one undo step; the cursor follows")
  func clickAndMove() throws {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2)])
    harness.press(5, 3)
    #expect(harness.selection == Selection([ShapeID(1)]))
    harness.drag(8, 4)
    #expect(harness.hidden == [ShapeID(1)], "the original is hidden under the moved preview")
    #expect(harness.preview.first?.bounds.origin == CanvasPoint(column: 7, row: 3))
    harness.release(8, 4)
    #expect(harness.steps.map(\.title) == ["Move"])
    #expect(harness.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 7, row: 3))
    #expect(harness.preview.isEmpty && harness.hidden.isEmpty && harness.ended == 1)
  }

  @Test("Alt-drag drops a duplicate and keeps the original; the copy is selected")
  func altDuplicates() throws {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2)])
    harness.intent = DragIntent(fromCenter: true)
    harness.press(5, 3)
    harness.drag(15, 3)
    #expect(harness.hidden.isEmpty)
    harness.release(15, 3)
    #expect(harness.steps.map(\.title) == ["Duplicate"])
    #expect(harness.document.count == 2 && harness.document[ShapeID(1)]?.bounds.origin.column == 4)
    #expect(harness.selection.shapeIDs.count == 1 && !harness.selection.contains(ShapeID(1)))
  }

  @Test("a marquee on empty canvas selects what is wholly inside, with its region; Esc restores the base")
  func marquee() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2), box(2, 30, 2)])
    harness.selection = Selection([ShapeID(2)])
    harness.press(0, 0)
    #expect(harness.selection == .empty, "a plain marquee starts afresh")
    harness.drag(20, 10)
    #expect(harness.selection.shapeIDs == [ShapeID(1)])
    #expect(harness.selection.region == CanvasRect(column: 0, row: 0, columns: 21, rows: 11))
    harness.send(.cancel)
    #expect(harness.selection == .empty && harness.steps.isEmpty)
  }

  @Test("Shift-marquee adds to the selection")
  func shiftMarqueeAdds() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2), box(2, 30, 2)])
    harness.selection = Selection([ShapeID(2)])
    harness.intent = DragIntent(extendsSelection: true)
    harness.press(0, 0)
    harness.drag(20, 10)
    harness.release(20, 10)
    #expect(harness.selection.shapeIDs == [ShapeID(1), ShapeID(2)])
  }

  @Test("Cmd-click on a selected shape takes it out; a plain click on one of several selects only it")
  func clicksOnSelected() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2), box(2, 30, 2)])
    harness.selection = Selection([ShapeID(1), ShapeID(2)])
    harness.press(5, 3)
    harness.release(5, 3)
    #expect(harness.selection == Selection([ShapeID(1)]))
    harness.selection = Selection([ShapeID(1), ShapeID(2)])
    harness.intent = DragIntent(togglesSelection: true)
    harness.now = harness.now + .milliseconds(1_000)
    harness.press(5, 3)
    harness.release(5, 3)
    #expect(harness.selection == Selection([ShapeID(2)]))
  }

  @Test("a handle of the selection resizes it as one step")
  func resizeByHandle() throws {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2)])
    harness.selection = Selection([ShapeID(1)])
    // The bottom-right handle is one cell outside the bounds (4...13 × 2...5).
    harness.press(14, 6)
    harness.drag(18, 8)
    harness.release(18, 8)
    #expect(harness.steps.map(\.title) == ["Resize"])
    #expect(
      try #require(harness.document[ShapeID(1)]).bounds == CanvasRect(column: 4, row: 2, columns: 14, rows: 6)
    )
  }

  @Test("a double-click on a rectangle asks to edit its label; on empty canvas it does not")
  func doubleClickEdits() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2)])
    harness.press(5, 3)
    harness.release(5, 3)
    harness.now = harness.now + .milliseconds(200)
    harness.press(5, 3)
    #expect(harness.editRequests == [.existing(ShapeID(1), clickedAt: CanvasPoint(column: 5, row: 3))])
    harness.release(5, 3)
    harness.now = harness.now + .milliseconds(1_000)
    harness.press(50, 15)
    harness.release(50, 15)
    harness.now = harness.now + .milliseconds(100)
    harness.press(50, 15)
    #expect(harness.editRequests.count == 1)
  }

  @Test("two clicks further apart than 400 ms are not a double-click")
  func slowClicks() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 4, 2)])
    harness.press(5, 3)
    harness.release(5, 3)
    harness.now = harness.now + .milliseconds(401)
    harness.press(5, 3)
    #expect(harness.editRequests.isEmpty)
  }
}
