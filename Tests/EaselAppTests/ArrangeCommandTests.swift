import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Shape → Align and Distribute in the editor (issue 15, spec §9): one undo step, connectors
/// following the boxes.
@Suite("Arrange commands")
struct ArrangeCommandTests {
  @Test("Align Top on two connected boxes moves one; the arrow follows; one undo puts both back")
  func alignTopWithAConnector() throws {
    let before = try ConnectorFollowingTests.connected()
    var script = EditorTests.started(EditorLaunch(document: before))
    script.send("\u{01}", after: 10)  // Ctrl-A: select all, the arrow too
    script.runFromMenu("shape.alignTop")
    let document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 2, row: 2))
    #expect(document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 40, row: 2))
    #expect(ConnectorFollowingTests.attachmentProblems(3, in: document) == [])
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(
      script.driver.editor?.state.document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 40, row: 10))
  }

  @Test("Distribute needs three shapes; with three it spaces them evenly in one step")
  func distribute() throws {
    var script = EditorTests.started(
      EditorLaunch(
        document: try EditorTests.document(
          EditorTests.box(1, column: 0, row: 0), EditorTests.box(2, column: 12, row: 0),
          EditorTests.box(3, column: 40, row: 0))))
    script.send("\u{01}", after: 10)
    script.runFromMenu("shape.distributeHorizontally")
    let document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(2)]?.bounds.origin.column == 20, "gaps of 10 and 10")
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[ShapeID(2)]?.bounds.origin.column == 12)
  }
}
