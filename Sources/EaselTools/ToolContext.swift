import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster

/// What a tool reads when it handles an event: the document and its index, the selection, what
/// the held modifiers and latches mean, the grid and the real cell aspect, the style shapes are
/// drawn with, the view, the keyboard cursor, the time and whether smart guides are on. Read-only: a tool changes nothing
/// but itself, and says the rest as `ToolEffect`s.
public struct ToolContext: Sendable {
  public var document: Document
  public var index: SpatialIndex
  public var selection: Selection
  public var intent: DragIntent
  public var aspect: CellAspect
  public var grid: Grid
  public var style: DrawingStyle
  public var viewport: Viewport
  public var cursor: CanvasPoint
  public var now: Instant
  /// How shapes are drawn (the eraser cuts what is drawn, ASCII or not).
  public var rasterOptions: RasterOptions
  /// View → Smart Guides: moves and resizes line up with the shapes on screen.
  public var smartGuides: Bool

  public init(
    document: Document, index: SpatialIndex, selection: Selection, intent: DragIntent = .plain,
    aspect: CellAspect = .fallback, grid: Grid = .standard, style: DrawingStyle = DrawingStyle(),
    viewport: Viewport, cursor: CanvasPoint = .zero, now: Instant = .zero,
    rasterOptions: RasterOptions = RasterOptions(), smartGuides: Bool = true
  ) {
    self.document = document
    self.index = index
    self.selection = selection
    self.intent = intent
    self.aspect = aspect
    self.grid = grid
    self.style = style
    self.viewport = viewport
    self.cursor = cursor
    self.now = now
    self.rasterOptions = rasterOptions
    self.smartGuides = smartGuides
  }

  /// The ID the shape a gesture makes will get.
  public var nextShapeID: ShapeID { ShapeID(document.nextShapeID) }

  /// What a drag gesture's preview reads.
  public var dragContext: DragContext {
    DragContext(
      intent: intent, aspect: aspect, grid: grid, id: nextShapeID,
      guides: smartGuides ? SmartGuides(index: index, area: viewport.canvasRect, document: document) : nil)
  }

  /// What guides never line up a drag of `shapes` with: those shapes and the connectors
  /// attached to them, which follow the drag.
  public func guideExclusions(for shapes: [Shape]) -> Set<ShapeID> {
    var excluded = Set(shapes.map(\.id))
    for shape in shapes { excluded.formUnion(document.connectors(boundTo: shape.id)) }
    return excluded
  }

  /// The topmost shape a click on `point` picks (`Shape.isHit(by:)`), passing over hidden and
  /// locked shapes (spec §9).
  public func shape(at point: CanvasPoint) -> Shape? {
    let area = CanvasRect(origin: point, size: CellSize(columns: 1, rows: 1))
    return index.shapes(intersecting: area, in: document).last {
      document.isPickable($0) && $0.isHit(by: point)
    }
  }

  /// The shapes of `selection` the canvas may move or reshape, in z-order: locked ones (spec §9)
  /// stay where they are.
  public func shapes(of selection: Selection) -> [Shape] {
    selection.shapeIDs.compactMap { document.zIndex(of: $0) }.sorted().map { document.shapes[$0] }.filter {
      !document.isLocked($0.id)
    }
  }

  /// The bounds of all of `selection`, nil when it holds no shape.
  public func bounds(of selection: Selection) -> CanvasRect? {
    let bounds = selection.shapeIDs.compactMap { document[$0]?.bounds }
    guard let first = bounds.first else { return nil }
    return bounds.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The shapes wholly inside `region`, or touching it with `touching` (Alt), that the canvas
  /// may pick; a group comes whole (`Document.pickableShapes`).
  public func shapes(in region: CanvasRect, touching: Bool) -> Set<ShapeID> {
    document.pickableShapes(in: region, touching: touching, index: index)
  }
}
