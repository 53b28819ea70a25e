import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender
import EaselTestSupport
import Testing

extension RasterizerScene {
  /// A connector from shape `from` to shape `to` (IDs as added), routed as the editor routes it.
  mutating func connect(
    _ from: UInt64, _ to: UInt64, route: LineRoute = .elbow, style: FrameStyle = .light,
    arrowAtStart: Bool = false,
    arrowAtEnd: Bool = true, fromSide: ShapeSide? = nil, toSide: ShapeSide? = nil, label: String = ""
  ) {
    let line = Line(
      start: .zero, end: .zero, style: style, arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd,
      route: route,
      startBinding: LineBinding(shape: ShapeID(from), side: fromSide),
      endBinding: LineBinding(shape: ShapeID(to), side: toSide), label: label)
    let document = try! Document(shapes: shapes)
    add(.line(document.routed(line, index: SpatialIndex(document))))
  }
}

/// How connectors are drawn (issue 14, spec §8 "Drawing"): junctions merge where they meet a
/// frame, arrowheads sit in the cell beside the frame, crossings merge as lines do.
@Suite("Connector golden frames")
struct ConnectorGoldenTests {
  @Test("Each frame style: connectors leave and enter frames on all four sides with merged junctions")
  func junctionsPerStyle() {
    var scene = RasterizerScene()
    for (index, style) in FrameStyle.allCases.enumerated() {
      let row = index * 6
      scene.box(0, row, 8, 3, style)
      scene.box(24, row + 2, 8, 3, style)
      let count = UInt64(scene.shapes.count)
      // Right side to top (├ ┴), then left side to bottom (┤ ┬).
      scene.connect(count - 1, count, style: style, arrowAtEnd: false)
      scene.connect(count, count - 1, style: style, arrowAtEnd: false, fromSide: .left, toSide: .bottom)
    }
    GoldenFrame.expect(
      scene.render(columns: 34, rows: 6 * FrameStyle.allCases.count), matches: "connector-junctions")
  }

  @Test("Arrowheads sit beside the frame on every side, pointing into the box")
  func arrowheadsEachSide() {
    var scene = RasterizerScene()
    scene.box(20, 8, 10, 3)
    scene.box(20, 0, 10, 3)
    scene.box(20, 16, 10, 3)
    scene.box(0, 8, 10, 3)
    scene.box(40, 8, 10, 3)
    for target in 2...5 { scene.connect(1, UInt64(target), arrowAtStart: true) }
    GoldenFrame.expect(scene.render(columns: 52, rows: 20), matches: "connector-arrowheads")
  }

  @Test("Crossing connectors merge into one junction")
  func crossings() {
    var scene = RasterizerScene()
    scene.box(0, 6, 8, 3)
    scene.box(40, 6, 8, 3)
    scene.box(20, 0, 8, 3)
    scene.box(20, 12, 8, 3)
    scene.connect(1, 2)
    scene.connect(3, 4, style: .heavy)
    GoldenFrame.expect(scene.render(columns: 50, rows: 15), matches: "connector-crossings")
  }

  @Test(
    "An elbow connector goes around a box in its way, with a free cell of margin; a straight one does not")
  func detours() {
    var scene = RasterizerScene()
    scene.box(18, 0, 8, 3)
    scene.box(4, 0, 6, 3)
    scene.box(34, 0, 6, 3)
    scene.connect(2, 3)
    scene.box(4, 7, 6, 3)
    scene.box(34, 7, 6, 3)
    scene.box(18, 7, 8, 3)
    scene.connect(5, 6, route: .straight)
    GoldenFrame.expect(
      scene.render(columns: 42, rows: 12, from: CanvasPoint(column: 0, row: -2)), matches: "connector-detours"
    )
  }

  @Test("With --ascii, connectors are drawn with + - | and > < ^ v")
  func ascii() {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 3)
    scene.box(20, 5, 8, 3)
    scene.connect(1, 2, arrowAtStart: true)
    GoldenFrame.expect(
      scene.render(columns: 30, rows: 9, options: RasterOptions(usesASCII: true)), matches: "connector-ascii")
  }
}
