import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Erasing part of a connector (issue 14 with spec §5.5): the pieces that keep a bound end stay
/// attached there, so the junction and the arrowhead beside the frame look as they did.
@Suite("Eraser: connectors")
struct ConnectorEraseTests {
  static func lines(_ document: Document) -> [Line] {
    document.shapes.compactMap { shape -> Line? in
      if case .line(let line) = shape.kind { return line } else { return nil }
    }
  }

  @Test(
    "Cutting an arrow between two boxes leaves two pieces, each attached to its box, drawn as before",
    arguments: [FrameStyle.light, .heavy, .double, .rounded])
  func cutBetweenBoxes(style: FrameStyle) throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 3, style)
    scene.box(30, 4, 8, 3, style)
    scene.connect(1, 2, style: style, arrowAtStart: true)
    let document = try Document(shapes: scene.shapes)
    let arrow = try #require(Self.lines(document).first)
    // A cell in the middle of the first run.
    let cut = CanvasPoint(column: (arrow.start.column + arrow.vertices[1].column) / 2, row: arrow.start.row)
    let area = EraseArea(CanvasRect(origin: cut, size: CellSize(columns: 1, rows: 1)))
    let (after, _) = try EraseCheck.erased(document, area)
    let pieces = Self.lines(after)
    #expect(pieces.count >= 2)
    #expect(pieces.contains { $0.startBinding?.shape == ShapeID(1) && $0.arrowAtStart })
    #expect(pieces.contains { $0.endBinding?.shape == ShapeID(2) && $0.arrowAtEnd })
    #expect(EraseCheck.differences(before: document.shapes, after: after.shapes, area: area) == [])
    // Re-routed as the editor does after the erase, the pieces stay where they are.
    let followUp = after.connectorFollowUp(
      after: Transaction(after.shapes.map { .update(from: $0, to: $0) }), index: SpatialIndex(after))
    #expect(followUp.edits.isEmpty, "the attached pieces are routed as they lie")
  }
}
