import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// The editor runs the containment follow-up (spec §10.1): what a box contains goes with it in
/// the same undo step, whatever moves it.
@Suite("Boxes keep their content in the editor")
struct ContainmentEditingTests {
  /// A box (1) holding a text (2), and a free text (3) outside it.
  static func document() throws -> Document {
    var inner = Shape(
      id: ShapeID(2), kind: .text(TextShape(origin: CanvasPoint(column: 3, row: 2), text: "in")))
    inner.containerID = ShapeID(1)
    return try Document(shapes: [
      EditorTests.box(1, column: 1, row: 1, columns: 12, rows: 5), inner,
      Shape(id: ShapeID(3), kind: .text(TextShape(origin: CanvasPoint(column: 30, row: 2), text: "out"))),
    ])
  }

  @Test("Nudging and dragging a box take its text along; one undo each puts both back")
  func nudgeAndDrag() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.document()))
    script.send(GroupEditingTests.click(1, 1), after: 10)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1)])
    script.send("\u{1b}[C", after: 600)
    var document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 4, row: 2))
    #expect(document[ShapeID(3)]?.bounds.origin == CanvasPoint(column: 30, row: 2))
    script.send(GroupEditingTests.drag(from: (2, 1), to: (12, 4)), after: 800)
    document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 12, row: 4))
    #expect(document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 14, row: 5))
    #expect(document[ShapeID(2)]?.containerID == ShapeID(1))
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 4, row: 2))
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document == (try Self.document()))
  }
}
