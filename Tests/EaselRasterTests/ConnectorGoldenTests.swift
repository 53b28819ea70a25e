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
      scene.connect(count - 1, count, style: style, arrowAtEnd: false, fromSide: .right, toSide: .top)
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

  @Test(
    "A box moved past the box it is joined to: the route leaves and enters straight, the frame stays whole")
  func movedPast() throws {
    // A joined to B on its right; B then moved below A and left of A's middle column, where
    // the shortest route would come down beside B's left side and turn into it on its last
    // cell, putting the arrowhead in B's frame (`└→            │`).
    let a = Shape(
      id: ShapeID(1),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: 20, row: 1, columns: 10, rows: 3), label: "A")))
    let b = Shape(
      id: ShapeID(2),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: 40, row: 1, columns: 14, rows: 3), label: "B")))
    var document = try Document(shapes: [a, b])
    let line = Line(
      start: .zero, end: .zero, arrowAtEnd: true, route: .elbow, startBinding: LineBinding(shape: a.id),
      endBinding: LineBinding(shape: b.id))
    try document.apply(
      Transaction([
        .insert(
          Shape(id: ShapeID(3), kind: .line(document.routed(line, index: SpatialIndex(document)))), at: 0)
      ]))
    var moved = b
    moved.kind = .rectangle(
      Rectangle(bounds: CanvasRect(column: 25, row: 6, columns: 14, rows: 3), label: "B"))
    let move = Transaction([.update(from: b, to: moved)])
    try document.apply(move)
    try document.apply(document.connectorFollowUp(after: move, index: SpatialIndex(document)))
    var grid = CellGrid(size: CellSize(columns: 44, rows: 10))
    Rasterizer.draw(
      document.shapes, area: CanvasRect(column: 0, row: 0, columns: 44, rows: 10), into: &grid, at: .zero)
    GoldenFrame.expect(grid, matches: "connector-moved-past")
  }

  @Test("A slanted straight connector stops beside the frames it joins, its arrowheads there too")
  func slanted() {
    var scene = RasterizerScene()
    scene.box(0, 0, 10, 3)
    scene.box(30, 7, 10, 3)
    scene.box(0, 11, 10, 3, .ascii)
    scene.connect(1, 2, route: .straight, arrowAtStart: true)
    scene.connect(3, 2, route: .straight, style: .ascii, arrowAtStart: false)
    GoldenFrame.expect(scene.render(columns: 42, rows: 14), matches: "connector-slanted")
    GoldenFrame.expect(
      scene.render(columns: 42, rows: 14, options: RasterOptions(usesASCII: true)),
      matches: "connector-slanted-ascii")
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
