import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// A connector carries a label (issue 14, spec §8): Enter on a selected connector, or a
/// double-click on it, edits the label; it is drawn at the middle run and follows the route.
@Suite("Connector labels: editing")
struct ConnectorLabelEditingTests {
  /// The connected document of `ConnectorFollowingTests`, its arrow routed as the editor does.
  static func routed() throws -> Document {
    var document = try ConnectorFollowingTests.connected()
    guard var shape = document[ShapeID(3)], case .line(let line) = shape.kind else {
      throw LabelTestError.noLine
    }
    shape.kind = .line(document.routed(line, index: SpatialIndex(document)))
    try document.apply(document.updating([shape]))
    return document
  }

  enum LabelTestError: Error { case noLine }

  static func screenRow(_ script: DriverScript, _ row: Int) -> String {
    script.driver.editor?.shown?.rowText(row) ?? ""
  }

  @Test("Enter on the selected arrow types its label; Esc keeps it; one undo takes it away")
  func enterTypesALabel() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.routed()))
    ConnectorFollowingTests.select(3, in: &script)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(3)])
    script.send("\r", after: 10)
    #expect(script.driver.editor?.textEdit != nil, "Enter opens the label editor")
    script.send("yes", after: 10)
    script.send("\u{1b}", after: 10)
    script.send("", after: 600)
    let document = try #require(script.driver.editor?.state.document)
    let line = try #require(ConnectorFollowingTests.line(3, in: document))
    #expect(line.label == "yes")
    let center = line.labelCenter
    // The screen shows the label where the placement says (canvas row r is screen row r + 1).
    let row = Self.screenRow(script, center.row + 1)
    #expect(row.contains(" yes "), "\(row)")
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document)?.label == "")
  }

  @Test("A double-click on the arrow edits its label; moving a box takes the label along")
  func doubleClickAndFollow() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.routed()))
    let before = try #require(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document))
    let onRun = before.labelCenter
    EditorGestureTests.press(&script, onRun.column, onRun.row)
    EditorGestureTests.release(&script, onRun.column, onRun.row)
    EditorGestureTests.press(&script, onRun.column, onRun.row, after: 100)
    EditorGestureTests.release(&script, onRun.column, onRun.row)
    #expect(script.driver.editor?.textEdit != nil, "a double-click on the arrow opens the label editor")
    script.send("go", after: 10)
    script.send("\u{1b}", after: 10)
    script.send("", after: 600)
    ConnectorFollowingTests.select(2, in: &script)
    for _ in 0..<6 { script.runFromMenu("shape.nudgeDown") }
    script.send("", after: 100)
    let document = try #require(script.driver.editor?.state.document)
    let line = try #require(ConnectorFollowingTests.line(3, in: document))
    #expect(line.label == "go")
    #expect(ConnectorFollowingTests.attachmentProblems(3, in: document) == [])
    #expect(line.labelCenter != before.labelCenter, "the label moved with the route")
    let row = Self.screenRow(script, line.labelCenter.row + 1)
    #expect(row.contains(" go "), "\(row)")
  }
}
