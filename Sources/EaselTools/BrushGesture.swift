import EaselDocument
import EaselGeometry

/// One brush stroke being painted (spec §4, B). It accumulates like `PenGesture`: the stroke is
/// every cell the brush passed over, each once.
///
/// Motion reports arrive per cell at best, and a fast drag skips many cells between two
/// reports, so every move paints a dab on each cell of the straight line from the previous
/// pointer cell (Bresenham): the stroke has no holes however fast the hand moves.
public struct BrushGesture: Hashable, Sendable {
  /// Most cells one stroke paints. Reaching it ends the stroke, so a drag that never ends cannot
  /// grow a shape without bound (well below `CanvasLimits.maximumPointsPerStroke`).
  public static let maximumCells = 100_000

  /// The cell the press happened in.
  public let origin: CanvasPoint
  public let settings: BrushSettings
  /// The cell aspect at the press, which shapes the dab.
  public let aspect: CellAspect
  /// The last cell the brush reached.
  public private(set) var pointer: CanvasPoint
  private var painter: CellPainter

  /// A stroke pressed at `origin`, which paints one dab there at once (a click leaves a dab);
  /// nil when that dab paints nothing: beyond the canvas limits, or a wide character whose
  /// right half would be.
  public init?(origin: CanvasPoint, settings: BrushSettings = BrushSettings(), aspect: CellAspect = .fallback)
  {
    guard CanvasLimits.contains(origin) else { return nil }
    self.origin = origin
    self.settings = settings
    self.aspect = aspect
    pointer = origin
    painter = CellPainter(stamp: settings.stamp(aspect: aspect), isWide: settings.isWide)
    painter.dab(at: origin)
    if painter.cells.isEmpty { return nil }
  }

  /// The painted cells, in the order painted, each once.
  public var cells: [CanvasPoint] { painter.cells }

  /// True once the stroke reached `maximumCells`: later motion is ignored.
  public var isEnded: Bool { painter.isFull }

  /// Moves the brush to `pointer`, painting every cell on the way. False when nothing new was
  /// painted; a pointer beyond the canvas limits is ignored (the next move paints from the last
  /// cell inside them).
  @discardableResult
  public mutating func extend(to pointer: CanvasPoint) -> Bool {
    guard !isEnded, pointer != self.pointer, CanvasLimits.contains(pointer) else { return false }
    let before = painter.cells.count
    painter.paintLine(from: self.pointer, to: pointer)
    self.pointer = pointer
    return painter.cells.count != before
  }

  /// The stroke as a shape. With `intent.constrain` (Shift or the C latch) it is a straight
  /// stroke from the press towards the pointer at 0, 45 or 90° as seen on screen; the freehand
  /// cells are still recorded, so releasing Shift brings them back.
  public func shape(id: ShapeID, color: ShapeColor, intent: DragIntent = .plain) -> Shape {
    let stroke = BrushStroke(
      cells: intent.constrain ? straightCells() : painter.cells, character: settings.character,
      size: settings.size)
    return Shape(id: id, kind: .brush(stroke), strokeColor: color)
  }

  private func straightCells() -> [CanvasPoint] {
    let delta = CreateShapeGesture.snapAngle(
      (pointer.column - origin.column, pointer.row - origin.row), aspect: aspect)
    var end = origin.offsetBy(columns: delta.columns, rows: delta.rows)
    if !CanvasLimits.contains(end) { end = pointer }
    var straight = CellPainter(stamp: settings.stamp(aspect: aspect), isWide: settings.isWide)
    straight.dab(at: origin)
    straight.paintLine(from: origin, to: end)
    return straight.cells
  }
}

/// The cells of a stroke, deduplicated, capped at `BrushGesture.maximumCells`.
private struct CellPainter: Hashable, Sendable {
  let stamp: [CanvasPoint]
  /// A wide character covers the cell to its right too, so cells sit on even columns only and
  /// neighbouring glyphs never overlap.
  let isWide: Bool
  private(set) var cells: [CanvasPoint] = []
  private var painted: Set<CanvasPoint> = []

  init(stamp: [CanvasPoint], isWide: Bool) {
    self.stamp = stamp
    self.isWide = isWide
  }

  var isFull: Bool { cells.count >= BrushGesture.maximumCells }

  /// Dabs on every cell of the line after `start` up to `end` (`start` has its dab already).
  mutating func paintLine(from start: CanvasPoint, to end: CanvasPoint) {
    for cell in CellLine(from: start, to: end).dropFirst() {
      dab(at: cell)
      if isFull { return }
    }
  }

  /// Paints the stamp around `centre`, skipping cells painted before or beyond the canvas limits.
  mutating func dab(at centre: CanvasPoint) {
    for offset in stamp {
      var cell = centre.offsetBy(columns: offset.column, rows: offset.row)
      if isWide { cell.column -= floorModulo(cell.column, 2) }
      guard CanvasLimits.contains(cell), !isWide || CanvasLimits.contains(cell.offsetBy(columns: 1, rows: 0))
      else { continue }
      guard painted.insert(cell).inserted else { continue }
      cells.append(cell)
      if isFull { return }
    }
  }
}

/// The cells of a straight line from `start` to `end`, both included, one per step along the
/// longer axis (Bresenham), so consecutive cells touch at a side or a corner.
private struct CellLine: Sequence, IteratorProtocol {
  private var current: CanvasPoint
  private let end: CanvasPoint
  private let step: (columns: Int, rows: Int)
  private let distance: (columns: Int, rows: Int)
  private var error: Int
  private var isDone = false

  init(from start: CanvasPoint, to end: CanvasPoint) {
    current = start
    self.end = end
    step = ((end.column - start.column).signum(), (end.row - start.row).signum())
    distance = (abs(end.column - start.column), -abs(end.row - start.row))
    error = distance.columns + distance.rows
  }

  mutating func next() -> CanvasPoint? {
    guard !isDone else { return nil }
    let cell = current
    if current == end {
      isDone = true
      return cell
    }
    let twice = 2 * error
    if twice >= distance.rows {
      error += distance.rows
      current.column += step.columns
    }
    if twice <= distance.columns {
      error += distance.columns
      current.row += step.rows
    }
    return cell
  }
}
