import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

/// Smart guides (spec §9 "Arrange"): a move or a resize pulls an edge or centre onto the same
/// kind of feature of a shape on screen within one cell, and reports the guide lines.
///
/// Every test lines up with one target, columns 20..<30 and rows 10..<20: in half cells its
/// vertical edges are at 40 and 58 and its horizontal centre at 49 (between columns 24 and 25);
/// its horizontal edges at 20 and 38 and its vertical centre at 29 (between rows 14 and 15).
/// The dragged shapes are sized so that no other feature of theirs comes within reach.
@Suite("Smart guides")
struct SmartGuidesTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static let target = box(1, 20, 10, 10, 10)
  /// The visible canvas the guides look in.
  static let screen = r(-100, -100, 400, 300)

  static func guides(_ shapes: [Shape] = [target], area: CanvasRect = screen) -> SmartGuides {
    let document = (try? Document(shapes: shapes)) ?? Document()
    return SmartGuides(index: SpatialIndex(document), area: area)
  }

  static func context(
    intent: DragIntent = .plain, guides: SmartGuides? = guides(), grid: Grid = .standard
  ) -> DragContext {
    DragContext(intent: intent, grid: grid, id: ShapeID(99), guides: guides)
  }

  /// The preview of a move of `bounds` by (`columns`, `rows`) cells.
  static func move(
    _ bounds: CanvasRect, by columns: Int, _ rows: Int, context: DragContext = context(),
    ignoring: Set<ShapeID> = []
  ) -> MovePreview {
    MoveGesture(origin: .zero, bounds: bounds, ignoring: ignoring).preview(
      to: p(columns, rows), context: context)
  }

  /// The bounds after dragging `handle` of `bounds` by (`columns`, `rows`) cells.
  static func resize(
    _ bounds: CanvasRect, _ handle: SelectionHandle, by columns: Int, _ rows: Int,
    context: DragContext = context()
  ) -> ResizePreview {
    let origin = handle.position(selectionBounds: bounds)
    return ResizeGesture(handle: handle, origin: origin, bounds: bounds).preview(
      to: origin.offsetBy(columns: columns, rows: rows), context: context)
  }

  // MARK: Moving

  /// One feature of a moved box, placed `k` cells from the target's (by a move from a start far
  /// away, so a snap shows as an offset that differs from the pointer's).
  struct MoveCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The moved box where the drag puts it with `k` = 0, and the start it is dragged from.
    var aligned: CanvasRect
    var start: CanvasPoint
    /// Which axis the feature is on.
    var axis: GuideLine.Axis
    /// The guide shown once it lines up.
    var guide: GuideLine
    var testDescription: String { name }
  }

  static let moveCases: [MoveCase] = [
    // 15 wide: its right edge and centre stay out of reach of the target's features.
    MoveCase(
      name: "left edge", aligned: r(20, 30, 15, 2), start: p(0, 30), axis: .vertical,
      guide: GuideLine(axis: .vertical, position: 40, span: 10..<32)),
    MoveCase(
      name: "right edge", aligned: r(15, 30, 15, 2), start: p(-5, 30), axis: .vertical,
      guide: GuideLine(axis: .vertical, position: 58, span: 10..<32)),
    // 20 wide (even, so its centre is between two columns, like the target's).
    MoveCase(
      name: "horizontal centre", aligned: r(15, 30, 20, 2), start: p(-10, 30), axis: .vertical,
      guide: GuideLine(axis: .vertical, position: 49, span: 10..<32)),
    // Far to the right, so only rows can line up; 15 and 20 high keep the others out of reach.
    MoveCase(
      name: "top edge", aligned: r(60, 10, 4, 15), start: p(60, 40), axis: .horizontal,
      guide: GuideLine(axis: .horizontal, position: 20, span: 20..<64)),
    MoveCase(
      name: "bottom edge", aligned: r(60, 5, 4, 15), start: p(60, 40), axis: .horizontal,
      guide: GuideLine(axis: .horizontal, position: 38, span: 20..<64)),
    MoveCase(
      name: "vertical centre", aligned: r(60, 5, 4, 20), start: p(60, 40), axis: .horizontal,
      guide: GuideLine(axis: .horizontal, position: 29, span: 20..<64)),
  ]

  @Test(
    "A move pulls each edge and centre onto the target's within one cell and shows the guide",
    arguments: moveCases)
  func moveSnapsWithinOneCell(_ feature: MoveCase) {
    let bounds = CanvasRect(origin: feature.start, size: feature.aligned.size)
    let wanted = (
      columns: feature.aligned.minColumn - feature.start.column,
      rows: feature.aligned.minRow - feature.start.row
    )
    for k in -1...1 {
      let (dx, dy) = feature.axis == .vertical ? (k, 0) : (0, k)
      let preview = Self.move(bounds, by: wanted.columns + dx, wanted.rows + dy)
      #expect(preview.columns == wanted.columns && preview.rows == wanted.rows, "\(feature.name) \(k) off")
      #expect(preview.guides == [feature.guide], "\(feature.name) \(k) off")
    }
  }

  @Test("Two cells or more away nothing is pulled and no guide shows", arguments: moveCases)
  func moveBeyondOneCell(_ feature: MoveCase) {
    let bounds = CanvasRect(origin: feature.start, size: feature.aligned.size)
    let wanted = (
      columns: feature.aligned.minColumn - feature.start.column,
      rows: feature.aligned.minRow - feature.start.row
    )
    for k in [-3, -2, 2, 3] {
      let (dx, dy) = feature.axis == .vertical ? (k, 0) : (0, k)
      let preview = Self.move(bounds, by: wanted.columns + dx, wanted.rows + dy)
      #expect(
        preview == MovePreview(columns: wanted.columns + dx, rows: wanted.rows + dy), "\(feature.name) \(k)")
    }
  }

  @Test("An edge lines up with either edge of the target: a left edge on its right edge shares the border")
  func edgeOnOppositeEdge() {
    // 15 wide from column 0: left edge 1 cell right of the target's right edge (29).
    let preview = Self.move(Self.r(0, 30, 15, 2), by: 30, 0)
    #expect(preview.columns == 29)
    #expect(preview.guides == [GuideLine(axis: .vertical, position: 58, span: 10..<32)])
  }

  @Test("A centre never lines up with an edge, nor a half-cell centre with a whole-cell one on a move")
  func kindsAndHalves() {
    // 7 wide: its centre (column 21) is one cell from the target's left edge (20), but no edge
    // of it is within one cell of any target edge.
    let centreByEdge = Self.move(Self.r(0, 30, 7, 2), by: 18, 0)
    #expect(centreByEdge == MovePreview(columns: 18, rows: 0))
    // 21 wide (centre on a column): half a cell from the target's centre, which no whole-cell
    // move can reach.
    let odd = Self.move(Self.r(0, 30, 21, 2), by: 14, 0)
    #expect(odd == MovePreview(columns: 14, rows: 0))
  }

  @Test("With two features in reach the nearest wins, on each axis at once, and both guides show")
  func nearestAndBothAxes() {
    // 15×9 from (0, 40): left edge 1 off the target's left edge after (21, …); top edge exactly
    // on the target's top after (…, -30), bottom edge 1 off its bottom: the exact one wins.
    let preview = Self.move(Self.r(0, 40, 15, 9), by: 21, -30)
    #expect(preview.columns == 20 && preview.rows == -30)
    #expect(
      preview.guides == [
        GuideLine(axis: .vertical, position: 40, span: 10..<20),
        GuideLine(axis: .horizontal, position: 20, span: 20..<35),
      ])
    // Two targets: one 1 cell off to the left, one exactly under the left edge: no pull.
    let second = box(2, 21, 40, 5, 2)
    let both = Self.move(
      Self.r(0, 30, 15, 2), by: 21, 0, context: Self.context(guides: Self.guides([Self.target, second])))
    #expect(both.columns == 21)
    #expect(both.guides == [GuideLine(axis: .vertical, position: 42, span: 30..<42)])
  }

  @Test("Cmd's grid snap wins: no guide pulls and none shows")
  func gridSnapWins() {
    let command = DragIntent(snapToGrid: true)
    for k in -1...1 {
      let withGuides = Self.move(Self.r(0, 30, 15, 2), by: 20 + k, 0, context: Self.context(intent: command))
      let without = Self.move(
        Self.r(0, 30, 15, 2), by: 20 + k, 0, context: Self.context(intent: command, guides: nil))
      #expect(withGuides == without)
      #expect(withGuides.guides.isEmpty)
      #expect(withGuides.columns % 8 == 0)
    }
  }

  @Test("Guides off (View → Smart Guides): the move follows the pointer exactly")
  func guidesOff() {
    for k in -1...1 {
      #expect(
        Self.move(Self.r(0, 30, 15, 2), by: 20 + k, 0, context: Self.context(guides: nil))
          == MovePreview(columns: 20 + k, rows: 0))
    }
  }

  @Test("Shapes off screen, the moved shapes and the connectors following them are never lined up with")
  func ignoredTargets() {
    let offScreen = Self.move(
      Self.r(0, 30, 15, 2), by: 21, 0, context: Self.context(guides: Self.guides(area: Self.r(40, 0, 80, 40)))
    )
    #expect(offScreen == MovePreview(columns: 21, rows: 0))
    let ignored = Self.move(Self.r(0, 30, 15, 2), by: 21, 0, ignoring: [ShapeID(1)])
    #expect(ignored == MovePreview(columns: 21, rows: 0))
  }

  @Test("A hidden shape (spec §9) is not there to line up with; shown again, it is")
  func hiddenTargets() throws {
    var hidden = Self.target
    hidden.isHidden = true
    let document = try Document(shapes: [hidden])
    let guides = SmartGuides(index: SpatialIndex(document), area: Self.screen, document: document)
    let moved = Self.move(Self.r(0, 30, 15, 2), by: 21, 0, context: Self.context(guides: guides))
    #expect(moved == MovePreview(columns: 21, rows: 0), "the pointer's place, not pulled")
    let visible = try Document(shapes: [Self.target])
    let shownGuides = SmartGuides(index: SpatialIndex(visible), area: Self.screen, document: visible)
    let pulled = Self.move(Self.r(0, 30, 15, 2), by: 21, 0, context: Self.context(guides: shownGuides))
    #expect(pulled.columns == 20, "its left edge onto the target's")
  }

  @Test("Shift's axis lock holds: the locked axis is not pulled")
  func axisLockHolds() {
    // Dragged (21, 1) with Shift: columns win; the top edge, one row off the target's top
    // edge, is not pulled down.
    let preview = Self.move(
      Self.r(50, 11, 4, 4), by: 21, 1, context: Self.context(intent: DragIntent(constrain: true)))
    #expect(preview == MovePreview(columns: 21, rows: 0))
    // Without the lock, a drag along the row is pulled up onto the target's top edge.
    #expect(Self.move(Self.r(50, 11, 4, 4), by: 21, 0).rows == -1)
  }

  // MARK: Resizing

  /// One dragged feature of a resized box, `k` steps from the target's.
  struct ResizeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bounds: CanvasRect
    var handle: SelectionHandle
    /// The drag (along the handle's axis) that puts the feature exactly on the target's.
    var drag: Int
    var alt = false
    /// How many cells of drag one step of `k` is: 1 for an edge, 2 steps of a half cell for a
    /// centre (which a one-sided drag moves half a cell a cell).
    var reach: Int
    var result: CanvasRect
    var guide: GuideLine
    var testDescription: String { name }
  }

  static let resizeCases: [ResizeCase] = [
    ResizeCase(
      name: "right edge", bounds: r(0, 30, 10, 4), handle: .right, drag: 20, reach: 1,
      result: r(0, 30, 30, 4),
      guide: GuideLine(axis: .vertical, position: 58, span: 10..<34)),
    ResizeCase(
      name: "left edge", bounds: r(50, 30, 11, 4), handle: .left, drag: -30, reach: 1,
      result: r(20, 30, 41, 4),
      guide: GuideLine(axis: .vertical, position: 40, span: 10..<34)),
    // The centre of columns 0..<50 is 24.5, the target's: the right edge drags it half a cell a cell.
    ResizeCase(
      name: "horizontal centre", bounds: r(0, 30, 40, 4), handle: .right, drag: 10, reach: 2,
      result: r(0, 30, 50, 4), guide: GuideLine(axis: .vertical, position: 49, span: 10..<34)),
    ResizeCase(
      name: "bottom edge", bounds: r(50, 0, 10, 4), handle: .bottom, drag: 16, reach: 1,
      result: r(50, 0, 10, 20),
      guide: GuideLine(axis: .horizontal, position: 38, span: 20..<60)),
    ResizeCase(
      name: "top edge", bounds: r(50, 30, 10, 11), handle: .top, drag: -20, reach: 1,
      result: r(50, 10, 10, 31),
      guide: GuideLine(axis: .horizontal, position: 20, span: 20..<60)),
    ResizeCase(
      name: "vertical centre", bounds: r(50, 0, 10, 4), handle: .bottom, drag: 26, reach: 2,
      result: r(50, 0, 10, 30), guide: GuideLine(axis: .horizontal, position: 29, span: 20..<60)),
    // Alt: both edges grow about the centre (12.5); the right one reaches the target's left edge.
    ResizeCase(
      name: "edge about the centre", bounds: r(10, 30, 6, 4), handle: .right, drag: 5, alt: true, reach: 1,
      result: r(5, 30, 16, 4), guide: GuideLine(axis: .vertical, position: 40, span: 10..<34)),
  ]

  @Test(
    "A resize pulls the dragged edge, or the centre it moves, onto the target's within one cell",
    arguments: resizeCases)
  func resizeSnapsWithinOneCell(_ feature: ResizeCase) {
    let intent = DragIntent(fromCenter: feature.alt)
    for k in -feature.reach...feature.reach {
      let (dx, dy) =
        feature.handle == .top || feature.handle == .bottom ? (0, feature.drag + k) : (feature.drag + k, 0)
      let preview = Self.resize(
        feature.bounds, feature.handle, by: dx, dy, context: Self.context(intent: intent))
      #expect(preview.bounds == feature.result, "\(feature.name) \(k) off")
      #expect(preview.guides == [feature.guide], "\(feature.name) \(k) off")
    }
    for k in [-feature.reach - 1, feature.reach + 1] {
      let (dx, dy) =
        feature.handle == .top || feature.handle == .bottom ? (0, feature.drag + k) : (feature.drag + k, 0)
      let preview = Self.resize(
        feature.bounds, feature.handle, by: dx, dy, context: Self.context(intent: intent))
      let exact = Self.resize(
        feature.bounds, feature.handle, by: dx, dy, context: Self.context(intent: intent, guides: nil))
      #expect(preview == exact, "\(feature.name) \(k): beyond one cell")
      #expect(preview.guides.isEmpty, "\(feature.name) \(k): beyond one cell")
    }
  }

  @Test("A resize with Cmd snaps to the grid only; with guides off it follows the pointer")
  func resizeGridAndOff() {
    let bounds = Self.r(0, 30, 10, 4)
    let command = DragIntent(snapToGrid: true)
    let gridOnly = Self.resize(bounds, .right, by: 21, 0, context: Self.context(intent: command, guides: nil))
    #expect(Self.resize(bounds, .right, by: 21, 0, context: Self.context(intent: command)) == gridOnly)
    #expect((gridOnly.bounds.maxColumn - 1) % 8 == 0)
    #expect(
      Self.resize(bounds, .right, by: 21, 0, context: Self.context(guides: nil)).bounds
        == Self.r(0, 30, 31, 4))
  }

  @Test("Only what the drag moves shows a guide: the fixed edge lined up already does not")
  func fixedEdgeShowsNoGuide() {
    // The left edge is on the target's (column 20) from the start; the right edge is far off.
    let preview = Self.resize(Self.r(20, 30, 10, 4), .right, by: 30, 0)
    #expect(preview.bounds == Self.r(20, 30, 40, 4))
    #expect(preview.guides.isEmpty)
  }

  @Test("With Shift the pull comes before the ratio, and the edges the ratio moves show guides too")
  func resizeKeepingRatio() {
    // Columns 0..<10 dragged to 0..<20 with Shift: the right edge is pulled onto the target's
    // left (20), then the rows follow about their centre, 30..<34 becoming 28..<36, whose top
    // row a label lies on (found by a lookup of its own: it is two rows from where it was).
    let label = Shape(id: ShapeID(2), kind: .text(TextShape(origin: Self.p(60, 28), text: "label")))
    let preview = Self.resize(
      Self.r(0, 30, 10, 4), .right, by: 10, 0,
      context: Self.context(intent: DragIntent(constrain: true), guides: Self.guides([Self.target, label])))
    #expect(preview.bounds == Self.r(0, 28, 21, 8))
    #expect(
      preview.guides == [
        GuideLine(axis: .vertical, position: 40, span: 10..<36),
        GuideLine(axis: .horizontal, position: 56, span: 0..<65),
      ])
  }

  @Test("A pull never leaves a resized span without cells: the next nearest feature is taken")
  func resizeNeverEmpties() {
    // Dragged down to the one column 30: its right edge is one cell from the target's (29),
    // but that pull would leave no column; the centre of a box centred on column 31, one cell
    // from the span's (30), is as near, and takes it to 30..<33.
    let centred = box(2, 28, 50, 7, 2)
    let preview = Self.resize(
      Self.r(30, 30, 10, 4), .right, by: -9, 0,
      context: Self.context(guides: Self.guides([Self.target, centred])))
    #expect(preview.bounds == Self.r(30, 30, 3, 4))
    #expect(!preview.flipsHorizontally)
    #expect(preview.guides == [GuideLine(axis: .vertical, position: 62, span: 30..<52)])
  }

  // MARK: The select tool

  @Test("A drag of the select tool shows the guides while it lasts and commits the pulled place")
  func selectToolMove() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 20, 2, 10, 6), box(2, 0, 12, 15, 3)])
    harness.press(0, 12)
    harness.drag(21, 12)
    #expect(harness.preview.map(\.bounds.origin) == [Self.p(20, 12)])
    #expect(harness.guides == [GuideLine(axis: .vertical, position: 40, span: 2..<15)])
    harness.release(21, 12)
    #expect(harness.document[ShapeID(2)]?.bounds.origin == Self.p(20, 12))
    #expect(harness.guides.isEmpty)
    // Esc mid-drag takes the guides away with the preview.
    harness.press(20, 12)
    harness.drag(30, 13)
    harness.send(.cancel)
    #expect(harness.guides.isEmpty && harness.preview.isEmpty)
  }

  @Test("With Smart Guides off the select tool's drag goes where the pointer does, with no guide")
  func selectToolGuidesOff() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 20, 2, 10, 6), box(2, 0, 12, 15, 3)])
    harness.smartGuides = false
    harness.press(0, 12)
    harness.drag(21, 12)
    #expect(harness.guides.isEmpty)
    harness.release(21, 12)
    #expect(harness.document[ShapeID(2)]?.bounds.origin == Self.p(21, 12))
  }

  @Test("A resize by a handle shows the guide and commits the pulled edge")
  func selectToolResize() {
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 20, 2, 10, 6), box(2, 0, 12, 10, 3)])
    harness.selection = Selection([ShapeID(2)])
    // The right handle of columns 0..<10, rows 12..<15 is at (10, 13); the right edge to column 30
    // is one past the target's (29).
    harness.press(10, 13)
    harness.drag(31, 13)
    #expect(harness.guides == [GuideLine(axis: .vertical, position: 58, span: 2..<15)])
    harness.release(31, 13)
    #expect(harness.document[ShapeID(2)]?.bounds == Self.r(0, 12, 30, 3))
    #expect(harness.guides.isEmpty)
  }

  @Test("A connector attached to the dragged box follows it, so it is never lined up with")
  func followingConnectorIgnored() {
    // The arrow leaves the box's right side on its middle row (11): moved two rows down, the
    // box's top would be one row from the arrow's row and its right edge one column from the
    // arrow's start, were the arrow a target.
    let arrow = Shape(
      id: ShapeID(2),
      kind: .line(
        Line(
          start: Self.p(10, 11), end: Self.p(40, 11), arrowAtEnd: true,
          startBinding: LineBinding(shape: ShapeID(1)))))
    var harness = ToolHarness(SelectTool(), shapes: [box(1, 0, 10, 10, 3), arrow])
    harness.press(0, 10)
    harness.drag(0, 12)
    #expect(harness.preview.first?.bounds.origin == Self.p(0, 12))
    #expect(harness.guides.isEmpty)
    // A free line in the same place is a target like any shape.
    var free = arrow
    free.kind = .line(Line(start: Self.p(10, 11), end: Self.p(40, 11), arrowAtEnd: true))
    var unbound = ToolHarness(SelectTool(), shapes: [box(1, 0, 10, 10, 3), free])
    unbound.press(0, 10)
    unbound.drag(0, 12)
    #expect(unbound.preview.first?.bounds.origin == Self.p(1, 11))
  }
}
