import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import EaselTools
import Testing

@testable import EaselApp

/// Smart guides in the editor (spec §9 "Arrange"): drawn over the canvas while a drag lines
/// something up, gone with the drag, and View → Smart Guides turns them off.
@Suite("Smart guides in the editor")
struct SmartGuideEditorTests {
  /// A box "Start" (columns 2..<16, rows 1..<6) and a box "Next" (columns 30..<40, rows 8..<11).
  static func scene() throws -> Document {
    try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: 2, row: 1, columns: 14, rows: 5), frameStyle: .rounded, label: "Start")
        )),
      Shape(
        id: ShapeID(2),
        kind: .rectangle(
          Rectangle(bounds: CanvasRect(column: 30, row: 8, columns: 10, rows: 3), label: "Next"))),
    ])
  }

  static func started() throws -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch(filePath: "flow.easel", document: try scene())),
      size: TerminalSize(columns: 60, rows: 14))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    return script
  }

  /// SGR mouse reports: canvas (c, r) is cell (c + 1, r + 2), the menu bar taking the first row.
  static func press(_ script: inout DriverScript, _ c: Int, _ r: Int) {
    script.send("\u{1b}[<0;\(c + 1);\(r + 2)M")
  }
  static func motion(_ script: inout DriverScript, _ c: Int, _ r: Int) {
    script.send("\u{1b}[<32;\(c + 1);\(r + 2)M")
  }
  static func release(_ script: inout DriverScript, _ c: Int, _ r: Int) {
    script.send("\u{1b}[<0;\(c + 1);\(r + 2)m")
  }

  @Test("dragging Next with its left edge a column from Start's pulls it on and draws the guide between them")
  func guideDuringMove() throws {
    var script = try Self.started()
    Self.press(&script, 30, 8)
    Self.motion(&script, 3, 8)
    let editor = try #require(script.driver.editor)
    #expect(editor.state.previewShapes.first?.bounds.origin == CanvasPoint(column: 2, row: 8))
    #expect(editor.state.guides == [GuideLine(axis: .vertical, position: 4, span: 1..<11)])
    GoldenFrame.expect(try #require(editor.shown), matches: "editor-smart-guide", includingStyles: true)
    Self.release(&script, 3, 8)
    let after = try #require(script.driver.editor)
    #expect(after.state.document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 2, row: 8))
    #expect(after.state.guides.isEmpty)
    #expect(after.shown?.text.contains("┊") == false, "the guide goes with the drag")
  }

  @Test("View → Smart Guides turns them off and on again; off, a drag goes where the pointer does")
  func viewMenuTurnsThemOff() throws {
    var script = try Self.started()
    let view = try #require(script.driver.editor?.menuModel.menu(.view))
    #expect(view.items.contains { $0.id == "view.smartGuides" && $0.title == "Smart Guides" })
    script.runFromMenu("view.smartGuides")
    #expect(script.driver.editor?.state.smartGuides == false)
    #expect(script.driver.editor?.state.message == "Smart guides off")
    Self.press(&script, 30, 8)
    Self.motion(&script, 3, 8)
    #expect(script.driver.editor?.state.guides.isEmpty == true)
    Self.release(&script, 3, 8)
    #expect(script.driver.editor?.state.document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 3, row: 8))
    script.runFromMenu("view.smartGuides")
    #expect(script.driver.editor?.state.smartGuides == true)
  }
}
