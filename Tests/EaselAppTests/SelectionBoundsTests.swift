import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselApp

/// The editor keeps the selection's bounds and count instead of measuring them whenever asked;
/// after any mix of edits, undo, redo and selection changes they must equal a fresh measure.
@Suite("Selection bounds kept up to date")
struct SelectionBoundsTests {
  /// The bounds and count measured from the document itself, the slow way.
  static func measured(_ state: EditorState) -> (bounds: CanvasRect?, count: Int) {
    let shapes = state.selection.shapeIDs.compactMap { state.document[$0] }
    let bounds = shapes.map(\.bounds).reduce(nil as CanvasRect?) { union, next in
      union.map { $0.union(next) } ?? next
    }
    return (bounds, shapes.count)
  }

  static func expectKept(
    _ state: EditorState, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fresh = measured(state)
    #expect(state.selectionBounds == fresh.bounds, "after \(step)", sourceLocation: sourceLocation)
    #expect(state.selectedCount == fresh.count, "after \(step)", sourceLocation: sourceLocation)
  }

  @Test("moving, removing, inserting, undoing and redoing keep the selection's bounds and count exact")
  func randomEditsKeepBounds() throws {
    var random = SeededRandom(seed: 0x5E1EC7)
    let boxes = (1...12).map {
      EditorTests.box(
        UInt64($0), column: Int.random(in: 0..<60, using: &random),
        row: Int.random(in: 0..<30, using: &random))
    }
    var state = EditorState(document: try Document(shapes: boxes))
    Self.expectKept(state, "opening")
    var nextID: UInt64 = 100
    for step in 0..<400 {
      let ids = state.document.shapes.map(\.id)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        state.selection = Selection(Set(ids.filter { _ in Bool.random(using: &random) }))
      case 1:
        guard let shape = state.document.shapes.randomElement(using: &random) else { continue }
        let moved = shape.translated(
          columns: Int.random(in: -20...20, using: &random), rows: Int.random(in: -9...9, using: &random))
        state.perform(Transaction([.update(from: shape, to: moved)]), titled: "Move")
      case 2:
        guard let shape = state.document.shapes.randomElement(using: &random),
          let position = state.document.zIndex(of: shape.id)
        else { continue }
        state.perform(Transaction([.remove(shape, at: position)]), titled: "Delete")
      case 3:
        nextID += 1
        let box = EditorTests.box(
          nextID, column: Int.random(in: -10..<70, using: &random),
          row: Int.random(in: -5..<40, using: &random))
        let select = Bool.random(using: &random) ? Selection(state.selection.shapeIDs.union([box.id])) : nil
        state.perform(
          Transaction([.insert(box, at: state.document.count)]), titled: "Add", selecting: select)
      case 4:
        state.undo()
      default:
        state.redo()
      }
      Self.expectKept(state, "step \(step)")
    }
  }
}
