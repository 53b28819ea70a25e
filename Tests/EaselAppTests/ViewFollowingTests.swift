import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// The view follows the selection and the keyboard cursor (issue 13): a nudge that takes
/// either out of the window scrolls the view in the same frame, leaving a small margin.
@Suite("View follows the keyboard")
struct ViewFollowingTests {
  static let right = "\u{1b}[C"
  static let down = "\u{1b}[B"

  /// 80×24 (80×22 canvas cells) with a 10×4 box at (60, 10), selected.
  static func started() throws -> DriverScript {
    let box = EditorTests.box(1, column: 60, row: 10)
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: [box])))
    script.send("\t")
    return script
  }

  /// The box is inside the view, and the frame just drawn shows its far corner.
  static func expectShown(_ script: DriverScript, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let editor = try #require(script.driver.editor, sourceLocation: sourceLocation)
    let bounds = try #require(editor.state.document[ShapeID(1)]?.bounds, sourceLocation: sourceLocation)
    let view = editor.state.viewport.canvasRect
    #expect(view.contains(bounds), "box \(bounds) in view \(view)", sourceLocation: sourceLocation)
    let screen = try #require(editor.shown, sourceLocation: sourceLocation)
    let corner = editor.state.viewport.screenPoint(
      for: CanvasPoint(column: bounds.maxColumn - 1, row: bounds.maxRow - 1))
    #expect(
      !screen[corner].isSpace, "the frame shows the corner at \(corner)", sourceLocation: sourceLocation)
  }

  @Test("tapping right past the window's right edge scrolls the view with the box, four columns to spare")
  func nudgeRightScrolls() throws {
    var script = try Self.started()
    for _ in 0..<30 {
      script.send(Self.right, after: 800)
      try Self.expectShown(script)
    }
    let state = try #require(script.driver.editor?.state)
    #expect(state.document[ShapeID(1)]?.bounds.minColumn == 90)
    #expect(state.viewOrigin.row == 0, "nothing moved down")
    #expect(state.viewOrigin.column > 0)
    let right =
      state.viewOrigin.column + state.viewSize.columns - state.document[ShapeID(1)]!.bounds.maxColumn
    #expect((0...ViewFollowing.margin.columns).contains(right), "\(right) columns to the edge")
  }

  @Test("a held down arrow (repeats, accelerating) keeps the box in view at every frame")
  func heldDownScrolls() throws {
    var script = try Self.started()
    script.send(Self.down, after: 800)
    script.advance(by: 500)
    for _ in 0..<60 {
      script.send(Self.down, after: 33)
      try Self.expectShown(script)
    }
    let state = try #require(script.driver.editor?.state)
    #expect(try #require(state.document[ShapeID(1)]?.bounds.minRow) > 30, "it went well past the bottom")
    #expect(state.viewOrigin.row > 0 && state.viewOrigin.column == 0)
  }

  @Test("with nothing selected the keyboard cursor is followed the same way")
  func cursorFollowed() throws {
    var script = EditorTests.started()
    for _ in 0..<80 { script.send(Self.right, after: 800) }
    let state = try #require(script.driver.editor?.state)
    #expect(state.cursor == CanvasPoint(column: 80, row: 0))
    #expect(state.viewOrigin == CanvasPoint(column: 5, row: 0), "the cursor and four columns beyond it")
  }

  @Test("a shape nudged within the window never scrolls it; one too big for it keeps its leading edge")
  func rules() {
    let view = CanvasRect(column: 0, row: 0, columns: 80, rows: 22)
    let inside = CanvasRect(column: 0, row: 5, columns: 10, rows: 4)
    #expect(ViewFollowing.revealing(inside, moving: (-1, 0), in: view) == .zero)
    let out = CanvasRect(column: 75, row: 20, columns: 10, rows: 4)
    #expect(ViewFollowing.revealing(out, moving: (1, 1), in: view) == CanvasPoint(column: 9, row: 4))
    let wide = CanvasRect(column: 5, row: 0, columns: 100, rows: 4)
    #expect(ViewFollowing.revealing(wide, moving: (1, 0), in: view) == CanvasPoint(column: 25, row: 0))
    #expect(ViewFollowing.revealing(wide, moving: (0, 1), in: view) == .zero, "in sight: left alone")
  }
}
