import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselTools

@Suite("Pen, brush and eraser tools")
struct FreehandToolTests {
  @Test("a pen drag is previewed and commits one pen stroke, not selected")
  func penStroke() throws {
    var harness = ToolHarness(PenTool())
    harness.press(1, 1)
    harness.drag(5, 1)
    #expect(harness.preview.count == 1)
    harness.release(8, 2)
    #expect(harness.steps.map(\.title) == ["Pen Stroke"] && harness.selection == .empty && harness.ended == 1)
    guard case .pen(let stroke) = try #require(harness.document.shapes.first).kind else {
      Issue.record("not a pen stroke")
      return
    }
    #expect(stroke.points.first == PenGesture.centreDot(CanvasPoint(column: 1, row: 1)))
    #expect(stroke.points.last == PenGesture.centreDot(CanvasPoint(column: 8, row: 2)))
  }

  @Test("a lost release ends the brush stroke at the last cell the button was down")
  func brushLostRelease() throws {
    var harness = ToolHarness(BrushTool())
    harness.press(1, 1)
    harness.drag(4, 1)
    harness.send(.motion(harness.pointer(20, 9), buttonHeld: false))
    #expect(!harness.tool.isActive)
    guard case .brush(let stroke) = try #require(harness.document.shapes.first).kind else {
      Issue.record("not a brush stroke")
      return
    }
    #expect(stroke.cells.map(\.column) == [1, 2, 3, 4])
  }

  @Test("the brush's status is its size")
  func brushStatus() {
    #expect(BrushTool().status(style: DrawingStyle(brush: BrushSettings(size: 3))) == "3")
    #expect(PenTool().status(style: DrawingStyle()) == nil)
  }

  @Test("an eraser drag across two lines is one undo step in its own group, closed on release")
  func eraserDragIsOneStep() {
    var harness = ToolHarness(
      EraserTool(),
      shapes: [horizontalLine(1, row: 2, from: 0, to: 20), horizontalLine(2, row: 6, from: 0, to: 20)])
    harness.press(10, 0)
    harness.drag(10, 4)
    harness.drag(10, 8)
    #expect(harness.openGroup == EraserTool.group)
    harness.release(10, 8)
    #expect(harness.openGroup == nil && harness.steps.map(\.title) == ["Erase"])
    #expect(harness.document.count == 4, "each line cut in two")
  }

  @Test("the keyboard eraser: arrows steer it across two shapes in one group; Enter closes it")
  func keyboardEraserIsOneStep() {
    var harness = ToolHarness(
      EraserTool(),
      shapes: [horizontalLine(1, row: 2, from: 0, to: 20), horizontalLine(2, row: 6, from: 0, to: 20)])
    harness.cursor = CanvasPoint(column: 10, row: 0)
    harness.send(.startAtCursor)
    for _ in 0..<8 {
      harness.key(.down)
      #expect(harness.key(.down, .release) == nil, "a release is not the eraser's")
    }
    #expect(!harness.log.contains(.closeGroup(EraserTool.group)), "no arrow closes the group")
    harness.key(.enter)
    #expect(harness.log.last == .message(nil) && harness.log.contains(.closeGroup(EraserTool.group)))
    #expect(harness.steps.map(\.title) == ["Erase"] && harness.document.count == 4)
  }

  @Test("Esc during an erase undoes what it erased; with nothing erased it undoes nothing")
  func eraserCancel() {
    var harness = ToolHarness(EraserTool(), shapes: [horizontalLine(1, row: 2, from: 0, to: 20)])
    harness.press(5, 2)
    harness.drag(8, 2)
    #expect(harness.document.count == 2)
    harness.send(.cancel)
    #expect(harness.document.count == 1 && harness.steps.isEmpty && harness.message == "Erase cancelled")
    harness.press(50, 15)
    let effects = harness.send(.cancel) ?? []
    #expect(effects.contains(.discardGroup(EraserTool.group)) && harness.document.count == 1)
  }

  @Test("the hand pans with the pointer; Esc puts the view back")
  func hand() {
    var harness = ToolHarness(HandTool())
    harness.press(10, 10)
    harness.drag(6, 8)
    #expect(harness.viewOrigin == CanvasPoint(column: 4, row: 2))
    harness.send(.cancel)
    #expect(harness.viewOrigin == .zero && !harness.tool.isActive)
  }

  @Test("the text tool asks to edit what it clicks, or a new text there; Enter at the cursor too")
  func textTool() {
    var harness = ToolHarness(TextTool(), shapes: [box(1, 4, 2)])
    harness.press(6, 3)
    harness.press(40, 12)
    harness.cursor = CanvasPoint(column: 2, row: 20)
    harness.send(.startAtCursor)
    #expect(
      harness.editRequests == [
        .existing(ShapeID(1), clickedAt: CanvasPoint(column: 6, row: 3)),
        .newText(at: CanvasPoint(column: 40, row: 12)), .newText(at: CanvasPoint(column: 2, row: 20)),
      ])
    #expect(!harness.tool.isActive)
  }

  @Test("select and hand draw nothing from the keyboard: Enter is not theirs")
  func noKeyboardGesture() {
    var select = ToolHarness(SelectTool())
    var hand = ToolHarness(HandTool())
    #expect(select.send(.startAtCursor) == nil && hand.send(.startAtCursor) == nil)
  }
}

@Suite("ToolRegistry")
struct ToolRegistryTests {
  @Test("every registered tool has its own ID and title, and is found by its ID")
  func uniqueIDs() {
    let ids = ToolRegistry.tools.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { ToolRegistry.tool($0)?.id == $0 })
    #expect(ToolRegistry.tools.allSatisfy { !$0.title.isEmpty && !$0.isActive })
  }
}
