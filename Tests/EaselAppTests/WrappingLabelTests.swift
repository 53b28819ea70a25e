import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Wrapping labels in the editor (issue 15, spec §9): the label wraps to the box and is
/// wrapped again live while the box is resized.
@Suite("Wrapping labels in the editor")
struct WrappingLabelTests {
  @Test("A long label wraps in its box, ends in … when cut, and re-wraps while the box is resized")
  func rewrapsWhileResizing() throws {
    var box = EditorTests.box(1, column: 2, row: 2)
    box.kind = .rectangle(Rectangle(bounds: box.bounds, label: "a fairly long label"))
    var script = EditorTests.started(EditorLaunch(document: try EditorTests.document(box)))
    script.send("\t", after: 10)
    script.send("", after: 100)
    let rows = (3...4).map { script.driver.editor?.shown?.rowText($0 + 1) ?? "" }
    #expect(rows[0].contains("a fairly"), "\(rows)")
    #expect(rows[1].contains("long…"), "\(rows)")
    // The right handle of the selection (bounds grown by a cell), dragged twelve columns right.
    let handle = CanvasPoint(column: 12, row: 3)
    EditorGestureTests.press(&script, handle.column, handle.row)
    EditorGestureTests.motion(&script, handle.column + 12, handle.row)
    script.send("", after: 50)
    let during = (3...4).map { script.driver.editor?.shown?.rowText($0 + 1) ?? "" }
    // One line now (the old selection's handle may sit on the "l" of "long").
    #expect(during.contains { $0.contains("a fairly ") && $0.contains("ong label") }, "live: \(during)")
    #expect(!during.contains { $0.contains("…") })
    EditorGestureTests.release(&script, handle.column + 12, handle.row)
    #expect(script.driver.editor?.state.document[ShapeID(1)]?.bounds.size.columns == 22)
  }
}
