import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Drawing connectors with the line tool (issue 14, spec §8 "Attaching").
@Suite("Connector tool: attaching line ends to shapes")
struct ConnectorToolTests {
  static func twoBoxes() throws -> DriverScript {
    EditorTests.started(
      EditorLaunch(
        document: try EditorTests.document(
          EditorTests.box(1, column: 2, row: 2), EditorTests.box(2, column: 40, row: 10))))
  }

  static func drawnLine(_ script: DriverScript) -> Line? {
    guard let shape = script.driver.editor?.state.document.shapes.last, case .line(let line) = shape.kind
    else {
      return nil
    }
    return line
  }

  @Test("a line dragged from inside one box to inside another is an elbow connector bound to both")
  func attachesBothEnds() throws {
    var script = try Self.twoBoxes()
    script.send("l", after: 10)
    EditorGestureTests.press(&script, 6, 3)
    EditorGestureTests.motion(&script, 44, 11)
    // Before the release, the preview is already routed to the boxes.
    let preview = try #require(script.driver.editor?.state.previewShapes.first)
    guard case .line(let shown) = preview.kind else {
      Issue.record("no line previewed")
      return
    }
    #expect(shown.startBinding?.shape == ShapeID(1) && shown.endBinding?.shape == ShapeID(2))
    EditorGestureTests.release(&script, 44, 11)
    let line = try #require(Self.drawnLine(script))
    #expect(line.route == .elbow)
    #expect(line.startBinding == LineBinding(shape: ShapeID(1)))
    #expect(line.endBinding == LineBinding(shape: ShapeID(2)))
    let document = try #require(script.driver.editor?.state.document)
    #expect(ConnectorFollowingTests.attachmentProblems(3, in: document) == [])
    #expect(line == shown, "the release commits what the preview showed")
  }

  @Test("an end dropped within one cell of a box attaches; two cells away it stays free")
  func oneCellOfMargin() throws {
    var script = try Self.twoBoxes()
    script.send("l", after: 10)
    // Box 2 covers columns 40…49: column 39 is one cell left of it, 38 two cells.
    EditorGestureTests.drag(&script, from: (60, 20), to: (39, 11))
    #expect(Self.drawnLine(script)?.endBinding?.shape == ShapeID(2))
    EditorGestureTests.drag(&script, from: (60, 21), to: (38, 11), after: 800)
    let free = try #require(Self.drawnLine(script))
    #expect(!free.isConnector && free.route == .straight, "a free line, as before connectors")
  }

  @Test("an end dropped on a box's side meets it exactly there")
  func exactSide() throws {
    var script = try Self.twoBoxes()
    script.send("l", after: 10)
    // Box 1's right side is column 11, rows 3…4 between its corners.
    EditorGestureTests.drag(&script, from: (11, 4), to: (60, 4))
    let line = try #require(Self.drawnLine(script))
    #expect(line.startBinding == LineBinding(shape: ShapeID(1), side: .right, offset: 2))
    #expect(line.start == CanvasPoint(column: 11, row: 4))
  }

  @Test("Alt at the release leaves both ends free")
  func altLeavesFree() throws {
    var script = try Self.twoBoxes()
    script.send("l", after: 10)
    EditorGestureTests.drag(&script, from: (6, 3), to: (44, 11), modifiers: 8)
    let line = try #require(Self.drawnLine(script))
    #expect(!line.isConnector)
  }
}

extension ConnectorToolTests {
  @Test("dragging a selected arrow's end onto another box attaches it there; onto empty canvas frees it")
  func dragEnd() throws {
    var script = try Self.twoBoxes()
    script.send("l", after: 10)
    EditorGestureTests.drag(&script, from: (6, 3), to: (44, 11))
    script.send("v", after: 800)
    ConnectorFollowingTests.select(3, in: &script)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(3)])
    var line = try #require(Self.drawnLine(script))
    // Drag the end (on box 2's frame) to empty canvas: free there.
    EditorGestureTests.press(&script, line.end.column, line.end.row, after: 800)
    EditorGestureTests.motion(&script, 60, 20)
    EditorGestureTests.release(&script, 60, 20)
    line = try #require(Self.drawnLine(script))
    #expect(line.endBinding == nil && line.end == CanvasPoint(column: 60, row: 20))
    #expect(line.startBinding?.shape == ShapeID(1), "the other end keeps its binding")
    // And back onto box 2's side: attached again, exactly there.
    EditorGestureTests.press(&script, 60, 20, after: 800)
    EditorGestureTests.motion(&script, 49, 11)
    EditorGestureTests.release(&script, 49, 11)
    line = try #require(Self.drawnLine(script))
    #expect(line.endBinding == LineBinding(shape: ShapeID(2), side: .right, offset: 1))
    let document = try #require(script.driver.editor?.state.document)
    #expect(ConnectorFollowingTests.attachmentProblems(3, in: document) == [])
    // Alt-drag onto box 1 leaves the end free.
    EditorGestureTests.press(&script, line.end.column, line.end.row, modifiers: 8, after: 800)
    EditorGestureTests.motion(&script, 4, 3, modifiers: 8)
    EditorGestureTests.release(&script, 4, 3, modifiers: 8)
    line = try #require(Self.drawnLine(script))
    #expect(line.endBinding == nil)
  }
}
