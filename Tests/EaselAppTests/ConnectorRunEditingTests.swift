import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Run handles (issue 14, spec §8 "Editing"): a selected connector shows handles at both ends
/// and on each inner run; dragging a run's handle moves the run, which the route then keeps.
@Suite("Connector runs: handles and dragging")
struct ConnectorRunEditingTests {
  /// Box 1 at (2, 2), box 2 at (40, 10), arrow 3 from 1's right side to 2's left side: a Z.
  static func zDiagram() throws -> Document {
    var document = try ConnectorFollowingTests.connected()
    var shape = try #require(document[ShapeID(3)])
    guard case .line(var line) = shape.kind else { throw ConnectorLabelEditingTests.LabelTestError.noLine }
    line.startBinding?.side = .right
    line.endBinding?.side = .left
    shape.kind = .line(document.routed(line, index: SpatialIndex(document)))
    try document.apply(document.updating([shape]))
    return document
  }

  @Test("The selected arrow shows its handles; dragging the inner run moves it, one undo step")
  func dragARun() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.zDiagram()))
    ConnectorFollowingTests.select(3, in: &script)
    script.send("", after: 100)
    let before = try #require(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document))
    let handle = try #require(before.runHandles.first)
    #expect(!before.isHorizontalRun(handle.run), "the connected diagram's inner run is vertical")
    let shown = try #require(script.driver.editor?.shown)
    for cell in [before.start, before.end, handle.cell] {
      #expect(shown.rowText(cell.row + 1).dropFirst(cell.column).first == "●", "a handle at \(cell)")
    }
    EditorGestureTests.press(&script, handle.cell.column, handle.cell.row)
    EditorGestureTests.motion(&script, handle.cell.column + 6, handle.cell.row + 1)
    EditorGestureTests.release(&script, handle.cell.column + 6, handle.cell.row + 1)
    let document = try #require(script.driver.editor?.state.document)
    let after = try #require(ConnectorFollowingTests.line(3, in: document))
    #expect(after.userRuns)
    #expect(after.bends.map(\.column) == before.bends.map { $0.column + 6 }, "moved across, not along")
    #expect(ConnectorFollowingTests.attachmentProblems(3, in: document) == [])
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document) == before)
  }
}

/// The keyboard's way to a connector's handles (issue 14: every connector action reachable
/// without a mouse): Shape → Edit Connector Ends and Runs…
@Suite("Connector editing at the keyboard")
struct ConnectorKeyboardEditingTests {
  static let left = "\u{1b}[D"
  static let right = "\u{1b}[C"

  static func editing() throws -> DriverScript {
    var script = EditorTests.started(EditorLaunch(document: try ConnectorRunEditingTests.zDiagram()))
    ConnectorFollowingTests.select(3, in: &script)
    script.runFromMenu("shape.editConnector")
    return script
  }

  @Test("Tab to the end, arrows take it off the box: Enter keeps it free, one undo re-attaches it")
  func freeTheEnd() throws {
    var script = try Self.editing()
    let before = try #require(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document))
    #expect((script.driver.program as? Editor)?.surfaces.contains(.connectorEdit) == true)
    script.send("\t", after: 10)
    script.send("\t", after: 10)
    for _ in 0..<3 { script.send(Self.left, after: 700) }
    script.send("\r", after: 700)
    let document = try #require(script.driver.editor?.state.document)
    let after = try #require(ConnectorFollowingTests.line(3, in: document))
    #expect(after.endBinding == nil, "three cells left of box 2, the end is free")
    #expect(after.startBinding?.shape == ShapeID(1))
    #expect(after.end == before.end.offsetBy(columns: -3, rows: 0))
    #expect((script.driver.program as? Editor)?.surfaces.contains(.connectorEdit) == false)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document) == before)
  }

  @Test("Tab to the run, Right twice moves it two columns; Esc puts everything back")
  func moveTheRunThenCancel() throws {
    var script = try Self.editing()
    let before = try #require(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document))
    script.send("\t", after: 10)
    script.send(Self.right, after: 700)
    script.send(Self.right, after: 700)
    script.send("", after: 700)
    let preview = try #require(script.driver.editor?.state.previewShapes.first)
    guard case .line(let shown) = preview.kind else {
      Issue.record("no preview")
      return
    }
    #expect(shown.userRuns)
    #expect(shown.bends.map(\.column) == before.bends.map { $0.column + 2 })
    script.send("\u{1b}", after: 10)
    script.send("", after: 700)
    #expect(ConnectorFollowingTests.line(3, in: script.driver.editor!.state.document) == before)
    #expect(script.driver.editor?.state.previewShapes.isEmpty == true)
  }
}
