import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// Connectors follow their shapes (issue 14, spec §8): every edit of a bound shape re-routes its
/// connectors in the same frame and the same undo step; copies of connected shapes come with
/// connectors bound to the copies; deleting a shape frees the ends bound to it.
@Suite("Connectors following their shapes")
struct ConnectorFollowingTests {
  /// Box 1 at (2, 2), box 2 at (40, 10), and arrow 3 from 1 to 2 (elbow, both ends bound; its
  /// stored route is stale until the first edit re-routes it).
  static func connected() throws -> Document {
    let arrow = Line(
      start: CanvasPoint(column: 11, row: 3), end: CanvasPoint(column: 40, row: 11), arrowAtEnd: true,
      route: .elbow,
      startBinding: LineBinding(shape: ShapeID(1)), endBinding: LineBinding(shape: ShapeID(2)),
      bends: [CanvasPoint(column: 20, row: 3), CanvasPoint(column: 20, row: 11)])
    return try Document(shapes: [
      EditorTests.box(1, column: 2, row: 2), EditorTests.box(2, column: 40, row: 10),
      Shape(id: ShapeID(3), kind: .line(arrow)),
    ])
  }

  static func line(_ id: UInt64, in document: Document) -> Line? {
    guard case .line(let line)? = document[ShapeID(id)]?.kind else { return nil }
    return line
  }

  /// True when `cell` is on the border of `rect` and not a corner.
  static func isOnSide(_ cell: CanvasPoint, of rect: CanvasRect) -> Bool {
    guard rect.contains(cell) else { return false }
    let onColumnEdge = cell.column == rect.minColumn || cell.column == rect.maxColumn - 1
    let onRowEdge = cell.row == rect.minRow || cell.row == rect.maxRow - 1
    return onColumnEdge != onRowEdge
  }

  /// Problems with connector `id` in `document`: its ends must lie on the sides of the shapes
  /// it is bound to, and its runs must be orthogonal.
  static func attachmentProblems(_ id: UInt64, in document: Document) -> [String] {
    guard let line = line(id, in: document) else { return ["no line \(id)"] }
    var problems = document.invariantViolations()
    for (end, binding) in [(line.start, line.startBinding), (line.end, line.endBinding)] {
      guard let binding else { continue }
      guard let bounds = document[binding.shape]?.bounds else {
        problems.append("bound to a missing shape")
        continue
      }
      if !isOnSide(end, of: bounds) { problems.append("end \(end) is not on a side of \(bounds)") }
    }
    let vertices = line.vertices
    for (a, b) in zip(vertices, vertices.dropFirst()) where a.row != b.row && a.column != b.column {
      problems.append("run \(a)→\(b) is slanted")
    }
    return problems
  }

  static func select(_ id: UInt64, in script: inout DriverScript) {
    for _ in 0..<4 {
      if script.driver.editor?.state.selection.shapeIDs == [ShapeID(id)] { return }
      script.send("\t", after: 10)
    }
  }

  @Test("a nudge of a bound box re-routes the arrow onto it; one undo brings both back")
  func nudgeFollows() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    Self.select(2, in: &script)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(2)])
    script.runFromMenu("shape.nudgeDown")
    let moved = try #require(script.driver.editor?.state.document)
    #expect(moved[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 40, row: 11))
    #expect(Self.attachmentProblems(3, in: moved) == [])
    let before = try Self.connected()
    script.send(EditorTests.ctrlZ, after: 800)
    let undone = try #require(script.driver.editor?.state.document)
    #expect(undone == before, "one undo restores the box and the arrow as they were")
    script.send(EditorTests.ctrlY, after: 800)
    #expect(script.driver.editor?.state.document == moved, "redo brings both back")
  }

  @Test("a held arrow (kitty) moves the box, the arrow follows every step, and the run is one undo step")
  func heldArrowFollows() throws {
    var script = DriverScript(kind: .editor(EditorLaunch(document: try Self.connected())))
    script.answerAsKitty()
    Self.select(2, in: &script)
    script.send("\u{1b}[C", after: 10)
    for _ in 0..<10 {
      script.send("\u{1b}[1;1:2C", after: 40)
      let document = try #require(script.driver.editor?.state.document)
      #expect(Self.attachmentProblems(3, in: document) == [])
    }
    script.send("\u{1b}[1;1:3C", after: 30)
    let moved = try #require(script.driver.editor?.state.document)
    #expect((moved[ShapeID(2)]?.bounds.origin.column ?? 0) > 41)
    #expect(Self.attachmentProblems(3, in: moved) == [])
    script.send("\u{1b}[122;5u", after: 300)  // Ctrl-Z
    #expect(script.driver.editor?.state.document == (try Self.connected()))
  }

  @Test("dragging a bound box shows the arrow routed to it during the drag, and commits it attached")
  func dragFollows() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    EditorGestureTests.press(&script, 44, 10)
    EditorGestureTests.motion(&script, 44, 16)
    let state = try #require(script.driver.editor?.state)
    #expect(state.hiddenShapes.contains(ShapeID(3)), "the arrow's own version is hidden while it follows")
    let shown = try #require(state.previewShapes.first { $0.id == ShapeID(3) })
    guard case .line(let previewLine) = shown.kind else {
      Issue.record("the preview of shape 3 is not a line")
      return
    }
    let box = CanvasRect(column: 40, row: 16, columns: 10, rows: 4)
    #expect(Self.isOnSide(previewLine.end, of: box), "the previewed arrow ends on the box where it is shown")
    EditorGestureTests.release(&script, 44, 16)
    let document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(2)]?.bounds == box)
    #expect(Self.attachmentProblems(3, in: document) == [])
  }

  @Test("deleting a bound box frees the arrow's end where it is; undo binds it again")
  func deleteFrees() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    Self.select(2, in: &script)
    script.runFromMenu("edit.delete")
    let document = try #require(script.driver.editor?.state.document)
    let arrow = try #require(Self.line(3, in: document))
    #expect(arrow.endBinding == nil && arrow.startBinding == LineBinding(shape: ShapeID(1)))
    #expect(arrow.end == CanvasPoint(column: 40, row: 11), "the end stays where it was")
    #expect(document.invariantViolations() == [])
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document == (try Self.connected()))
  }

  @Test("duplicating boxes with the arrow between them binds the copied arrow to the copies")
  func duplicateKeepsConnections() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    script.runFromMenu("edit.selectAll")
    script.runFromMenu("edit.duplicate")
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 6)
    let copies = try #require(script.driver.editor?.state.selection.shapeIDs)
    let copiedArrow = try #require(
      document.shapes.first { shape in
        guard copies.contains(shape.id), case .line = shape.kind else { return false }
        return true
      })
    guard case .line(let line) = copiedArrow.kind else { return }
    let targets = line.boundShapes
    #expect(targets.count == 2 && targets.isSubset(of: copies), "bound to the copies, not the originals")
    #expect(Self.attachmentProblems(copiedArrow.id.rawValue, in: document) == [])
  }

  @Test("resizing a bound box by its handle re-routes the arrow onto its new sides; one undo step")
  func resizeFollows() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    Self.select(2, in: &script)
    // Box 2 spans (40, 10) to (49, 13); its top-left handle sits one cell outside, at (39, 9).
    EditorGestureTests.drag(&script, from: (39, 9), to: (30, 4), after: 800)
    let resized = try #require(script.driver.editor?.state.document)
    #expect(resized[ShapeID(2)]?.bounds == CanvasRect(column: 31, row: 5, columns: 19, rows: 9))
    #expect(Self.attachmentProblems(3, in: resized) == [])
    let moved = try #require(Self.line(3, in: resized))
    let stale = try #require(Self.line(3, in: try Self.connected()))
    #expect(moved.end != stale.end, "the arrow's end moved with the box's side")
    script.send(EditorTests.ctrlZ, after: 800)
    let undone = try #require(script.driver.editor?.state.document)
    #expect(undone[ShapeID(2)]?.bounds == CanvasRect(column: 40, row: 10, columns: 10, rows: 4))
    #expect(Self.line(3, in: undone) == stale, "one undo brings the box and its arrow back together")
  }

  @Test("cutting and pasting boxes with the arrow between them binds the pasted arrow to the pasted boxes")
  func pasteKeepsConnections() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    script.runFromMenu("edit.selectAll")
    script.runFromMenu("edit.copy")
    script.runFromMenu("edit.paste")
    script.runFromMenu("edit.paste")
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 9, "two pastes of three shapes")
    let pasted = try #require(script.driver.editor?.state.selection.shapeIDs)
    #expect(pasted.count == 3)
    let arrows = document.shapes.filter { shape in
      guard pasted.contains(shape.id), case .line = shape.kind else { return false }
      return true
    }
    #expect(arrows.count == 1)
    for arrow in arrows {
      guard case .line(let line) = arrow.kind else { continue }
      #expect(
        line.boundShapes.count == 2 && line.boundShapes.isSubset(of: pasted), "bound to this paste's boxes")
      #expect(Self.attachmentProblems(arrow.id.rawValue, in: document) == [])
    }
    script.runFromMenu("edit.delete")
    script.runFromMenu("edit.selectAll")
    script.runFromMenu("edit.cut")
    #expect(script.driver.editor?.state.document.isEmpty == true)
    script.runFromMenu("edit.paste")
    let again = try #require(script.driver.editor?.state.document)
    #expect(again.count == 6)
    let connectors = again.shapes.filter { shape in
      if case .line(let line) = shape.kind { return line.boundShapes.count == 2 }
      return false
    }
    #expect(connectors.count == 2, "both arrows of the cut come back bound")
    for connector in connectors { #expect(Self.attachmentProblems(connector.id.rawValue, in: again) == []) }
  }

  @Test("copying the arrow alone pastes a free line")
  func copyAloneFrees() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.connected()))
    Self.select(3, in: &script)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(3)])
    script.runFromMenu("edit.copy")
    script.runFromMenu("edit.paste")
    let document = try #require(script.driver.editor?.state.document)
    let pasted = try #require(script.driver.editor?.state.selection.shapeIDs.first)
    guard case .line(let line)? = document[pasted]?.kind else {
      Issue.record("nothing pasted")
      return
    }
    #expect(!line.isConnector)
    #expect(document.invariantViolations() == [])
  }

  @Test("moving the arrow alone lets go of both boxes; moving it with one box keeps it attached")
  func movingTheArrow() throws {
    let document = try Self.connected()
    let alone = try #require(document.translating([ShapeID(3)], columns: 2, rows: 0).edits.first)
    guard case .update(_, let movedAlone) = alone, case .line(let freed) = movedAlone.kind else {
      Issue.record("no update")
      return
    }
    #expect(!freed.isConnector)
    let together = document.translating([ShapeID(3), ShapeID(2)], columns: 2, rows: 0)
    let arrowEdit = try #require(together.edits.first { $0.shapeID == ShapeID(3) })
    guard case .update(_, let movedTogether) = arrowEdit, case .line(let kept) = movedTogether.kind else {
      Issue.record("no update")
      return
    }
    #expect(kept.startBinding != nil && kept.endBinding != nil)
  }
}

extension ConnectorFollowingTests {
  @Test("a click inside a box picks the box even where a connector drawn on top spans it")
  func clickThroughConnectorBounds() throws {
    // Box 4 lies inside the arrow's bounds, below it in z-order, clear of its runs.
    var shapes = try Self.connected().shapes
    shapes.insert(EditorTests.box(4, column: 20, row: 6, columns: 6, rows: 2), at: 0)
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
    Self.select(1, in: &script)
    script.runFromMenu("shape.nudgeRight")
    let document = try #require(script.driver.editor?.state.document)
    let arrowBounds = try #require(document[ShapeID(3)]?.bounds)
    #expect(
      arrowBounds.contains(CanvasPoint(column: 22, row: 7)),
      "the test needs the box inside the arrow's bounds")
    script.send("\u{1b}", after: 800)
    EditorGestureTests.press(&script, 22, 7, after: 10)
    EditorGestureTests.release(&script, 22, 7)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(4)])
  }
}
