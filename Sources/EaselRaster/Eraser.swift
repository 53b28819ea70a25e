import EaselDocument
import EaselGeometry

/// Erasing what is drawn in an area (spec §4 E and §5.5): shapes wholly inside are removed, lines
/// and frames partly inside are cut into the straight pieces left outside, and any other shape
/// partly inside becomes its drawn form (pen strokes of dots, brush strokes of cells, text)
/// minus the area. Shapes that draw nothing in the area are left alone, even when their bounds
/// meet it (a hollow box around it, say).
///
/// The pieces draw exactly what the shape drew outside the area, so the picture changes only
/// inside it, except where no shape kind can say the same thing:
/// - a wide character with a half inside is erased whole, leaving its other half blank (in a
///   rectangle's fill, a space in the fill colour, so the fill stays opaque);
/// - where a line or frame is cut, the arm reaching into the area goes, so a junction next to
///   the area changes (`┌` becomes `─`);
/// - a slanted line is redrawn dot for dot as pen strokes, since a shorter line would place its
///   dots differently; a single cell left of a vertical line (`│`, or an arrowhead) becomes
///   text, since a one-cell line is horizontal. These glyphs follow `RasterOptions.usesASCII`
///   at the time of erasing;
/// - a rectangle's fill colour where no fill character covers it (under its frame, or a box
///   with a colour but no fill character) becomes brush cells of spaces, which hide what lies
///   below instead of letting it show through.
///
/// Everything is found through a `SpatialIndex`, so the cost is that of the shapes the area
/// meets, not of the document.
public enum Eraser {
  /// Most dots or cells one shape's remains may take. A shape whose drawn form is larger (a
  /// filled box or ellipse of a million cells) is left whole rather than turned into strokes
  /// no document may hold; `Erasure.tooLarge` names it.
  public static let maximumDrawnElements = CanvasLimits.maximumPointsPerStroke

  /// The transaction erasing `area`: one undo step. `options` decides the glyphs of the few
  /// pieces that must become text (an arrowhead or vertical line left alone in a cell).
  public static func erase(
    _ area: EraseArea, in document: Document, index: SpatialIndex, options: RasterOptions = RasterOptions()
  ) -> Transaction {
    plan(area, in: document, index: index, options: options).transaction
  }

  /// `erase` for a document without an index at hand; builds one, so it costs the whole document.
  public static func erase(
    _ area: EraseArea, in document: Document, options: RasterOptions = RasterOptions()
  ) -> Transaction {
    erase(area, in: document, index: SpatialIndex(document), options: options)
  }

  /// The shapes erasing `area` would remove or cut, bottom to top.
  public static func affectedShapes(
    _ area: EraseArea, in document: Document, index: SpatialIndex, options: RasterOptions = RasterOptions()
  ) -> [ShapeID] {
    plan(area, in: document, index: index, options: options).affected
  }

  /// What erasing `area` does: the transaction, and which shapes it touches.
  public static func plan(
    _ area: EraseArea, in document: Document, index: SpatialIndex, options: RasterOptions = RasterOptions()
  ) -> Erasure {
    var candidates = Set<ShapeID>()
    for rect in area.rects { candidates.formUnion(index.shapeIDs(intersecting: rect)) }
    let positions = candidates.compactMap { document.zIndex(of: $0) }.sorted()
    var ids = document
    var changes: [(position: Int, shape: Shape, pieces: [Shape])] = []
    var erasure = Erasure()
    for position in positions {
      let shape = document.shapes[position]
      // Hidden and locked shapes (spec §9) are out of the eraser's reach.
      guard document.isPickable(shape) else { continue }
      switch outcome(of: shape, in: area, options: options) {
      case .untouched:
        continue
      case .tooLarge:
        erasure.tooLarge.append(shape.id)
      case .removed:
        changes.append((position, shape, []))
      case .replaced(let pieces):
        // The pieces take the original's place in its group and its box too, and its name.
        var shapes = pieces.map { piece -> Shape in
          var made = piece.shape(id: ids.makeShapeID())
          made.groupID = shape.groupID
          made.containerID = shape.containerID
          made.name = shape.name
          return made
        }
        if case .line(let original) = shape.kind, original.isConnector {
          // Pieces keeping a bound end stay attached there, drawn as the connector was.
          for index in shapes.indices {
            guard case .line(let piece) = shapes[index].kind, !piece.isConnector else { continue }
            shapes[index].kind = .line(document.rebinding(piece, cutFrom: original))
          }
        }
        changes.append((position, shape, shapes))
      }
    }
    // Top down, so every recorded position is still right when its edit is applied; the
    // pieces take the original's place in z-order, in order.
    var edits: [Edit] = []
    for change in changes.reversed() {
      edits.append(.remove(change.shape, at: change.position))
      for (offset, piece) in change.pieces.enumerated() {
        edits.append(.insert(piece, at: change.position + offset))
      }
    }
    erasure.transaction = Transaction(edits)
    erasure.changes = changes.map { Erasure.Change(original: $0.shape.id, pieces: $0.pieces.map(\.id)) }
    return erasure
  }

  /// What happens to one shape.
  enum Outcome: Hashable, Sendable {
    /// It draws nothing in the area.
    case untouched
    /// Everything it draws is in the area.
    case removed
    /// It becomes these shapes, bottom to top.
    case replaced([Piece])
    /// Its remains would be larger than `maximumDrawnElements`; it is left whole.
    case tooLarge
  }

  /// A shape to be, waiting for its ID.
  struct Piece: Hashable, Sendable {
    var kind: ShapeKind
    var strokeColor: ShapeColor
    var fillColor: ShapeColor

    init(_ kind: ShapeKind, stroke: ShapeColor, fill: ShapeColor = .default) {
      self.kind = kind
      strokeColor = stroke
      fillColor = fill
    }

    func shape(id: ShapeID) -> Shape {
      Shape(id: id, kind: kind, strokeColor: strokeColor, fillColor: fillColor)
    }
  }

  static func outcome(of shape: Shape, in area: EraseArea, options: RasterOptions) -> Outcome {
    let bounds = shape.bounds
    guard area.intersects(bounds) else { return .untouched }
    if area.contains(bounds) { return .removed }
    let outcome: Outcome
    switch shape.kind {
    case .rectangle(let rectangle):
      outcome = rectanglePieces(rectangle, of: shape, in: area, options: options)
    case .ellipse(let ellipse): outcome = ellipsePieces(ellipse, of: shape, in: area)
    case .line(let line): outcome = linePieces(line, of: shape, in: area, options: options)
    case .pen(let stroke): outcome = penPieces(stroke, of: shape, in: area)
    case .brush(let stroke): outcome = brushPieces(stroke, of: shape, in: area)
    case .text(let text): outcome = textPieces(text, of: shape, in: area)
    }
    if case .replaced(let pieces) = outcome, pieces.isEmpty { return .removed }
    return outcome
  }

  /// Pen strokes through `polyline`, split where it has more points than a stroke may hold.
  static func penPieces(_ polyline: [DotPoint], stroke: ShapeColor, fill: ShapeColor) -> [Piece] {
    let limit = CanvasLimits.maximumPointsPerStroke
    guard polyline.count > limit else {
      return polyline.isEmpty ? [] : [Piece(.pen(PenStroke(points: polyline)), stroke: stroke, fill: fill)]
    }
    // Consecutive strokes share an end point, so the joins draw what the polyline drew.
    var pieces: [Piece] = []
    var start = 0
    while true {
      let end = min(start + limit, polyline.count)
      pieces.append(Piece(.pen(PenStroke(points: Array(polyline[start..<end]))), stroke: stroke, fill: fill))
      if end == polyline.count { return pieces }
      start = end - 1
    }
  }
}

/// What `Eraser.plan` found.
public struct Erasure: Hashable, Sendable {
  /// One shape removed or cut.
  public struct Change: Hashable, Sendable {
    public var original: ShapeID
    /// What replaces it, bottom to top; empty when it was wholly inside.
    public var pieces: [ShapeID]

    public init(original: ShapeID, pieces: [ShapeID]) {
      self.original = original
      self.pieces = pieces
    }
  }

  /// The edits: every affected shape removed and its pieces inserted where it was in z-order.
  public var transaction = Transaction()
  /// The shapes removed or cut, bottom to top.
  public var changes: [Change] = []
  /// Shapes the area meets but left whole, because their remains would be too large.
  public var tooLarge: [ShapeID] = []

  public init() {}

  /// The shapes removed or cut, bottom to top.
  public var affected: [ShapeID] { changes.map(\.original) }
  /// The IDs of every piece, bottom to top: the IDs `makeShapeID` handed out, in order.
  public var pieces: [ShapeID] { changes.flatMap(\.pieces) }
}
