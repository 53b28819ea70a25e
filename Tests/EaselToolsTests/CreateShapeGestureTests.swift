import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("CreateShapeGesture")
struct CreateShapeGestureTests {
  static let id = ShapeID(7)

  static func rect(
    from origin: CanvasPoint, to pointer: CanvasPoint, intent: DragIntent = .plain,
    aspect: CellAspect = .fallback, grid: Grid = .standard
  ) -> CanvasRect? {
    let gesture = CreateShapeGesture(kind: .rectangle(.light), origin: origin)
    let shape = gesture.preview(to: pointer, intent: intent, aspect: aspect, grid: grid, id: id)
    guard case .rectangle(let rectangle) = shape.kind else { return nil }
    return rectangle.bounds
  }

  static func line(
    from origin: CanvasPoint, to pointer: CanvasPoint, intent: DragIntent = .plain,
    aspect: CellAspect = .fallback
  ) -> Line? {
    let gesture = CreateShapeGesture(kind: .line(.light), origin: origin)
    let shape = gesture.preview(to: pointer, intent: intent, aspect: aspect, grid: .standard, id: id)
    guard case .line(let line) = shape.kind else { return nil }
    return line
  }

  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static let shift = DragIntent(constrain: true)
  static let command = DragIntent(snapToGrid: true)
  static let alt = DragIntent(fromCenter: true)

  @Test("A rectangle spans press and pointer cells, in all four directions")
  func cornerToCorner() {
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(14, 12)) == Self.r(10, 10, 5, 3))
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(6, 12)) == Self.r(6, 10, 5, 3))
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(14, 7)) == Self.r(10, 7, 5, 4))
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(6, 7)) == Self.r(6, 7, 5, 4))
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(10, 10)) == Self.r(10, 10, 1, 1))
  }

  @Test("The preview carries the id, frame style and stroke colour; an ellipse gets the same box")
  func shapeFields() {
    let gesture = CreateShapeGesture(kind: .rectangle(.double), origin: Self.p(1, 2), strokeColor: .ansi(3))
    let shape = gesture.preview(
      to: Self.p(4, 3), intent: .plain, aspect: .fallback, grid: .standard, id: Self.id)
    #expect(
      shape
        == Shape(
          id: Self.id, kind: .rectangle(Rectangle(bounds: Self.r(1, 2, 4, 2), frameStyle: .double)),
          strokeColor: .ansi(3)))
    let ellipse = CreateShapeGesture(kind: .ellipse, origin: Self.p(0, 0)).preview(
      to: Self.p(2, 9), intent: Self.shift, aspect: .fallback, grid: .standard, id: Self.id)
    #expect(ellipse.kind == .ellipse(Ellipse(bounds: Self.r(0, 0, 20, 10))))
  }

  @Test("Shift with 1:2 cells: a 10-row drag becomes 20 columns, a wide drag grows its rows")
  func squareFallbackAspect() {
    #expect(Self.rect(from: Self.p(0, 0), to: Self.p(3, 9), intent: Self.shift) == Self.r(0, 0, 20, 10))
    #expect(Self.rect(from: Self.p(0, 0), to: Self.p(-3, -9), intent: Self.shift) == Self.r(-19, -9, 20, 10))
    #expect(Self.rect(from: Self.p(0, 0), to: Self.p(29, 2), intent: Self.shift) == Self.r(0, 0, 30, 15))
    #expect(Self.rect(from: Self.p(0, 0), to: Self.p(-29, 2), intent: Self.shift) == Self.r(-29, 0, 30, 15))
  }

  @Test("Shift uses the measured cell size: 9×18 and 10×20 give 2:1, 9×19 gives 21 columns")
  func squareMeasuredAspect() {
    for aspect in [CellAspect(pixelWidth: 9, pixelHeight: 18), CellAspect(pixelWidth: 10, pixelHeight: 20)] {
      #expect(
        Self.rect(from: Self.p(0, 0), to: Self.p(3, 9), intent: Self.shift, aspect: aspect)
          == Self.r(0, 0, 20, 10))
    }
    let tall = CellAspect(pixelWidth: 9, pixelHeight: 19)
    // 10 rows × 19 px = 190 px ≈ 21 × 9 px; 30 columns × 9 px = 270 px ≈ 14 × 19 px.
    #expect(
      Self.rect(from: Self.p(0, 0), to: Self.p(3, 9), intent: Self.shift, aspect: tall)
        == Self.r(0, 0, 21, 10))
    #expect(
      Self.rect(from: Self.p(0, 0), to: Self.p(29, 2), intent: Self.shift, aspect: tall)
        == Self.r(0, 0, 30, 14))
  }

  @Test("Alt makes the press the centre; with Shift the box is square about it")
  func fromCentre() {
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(13, 12), intent: Self.alt) == Self.r(7, 8, 7, 5))
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(7, 8), intent: Self.alt) == Self.r(7, 8, 7, 5))
    let both = DragIntent(constrain: true, fromCenter: true)
    #expect(Self.rect(from: Self.p(10, 10), to: Self.p(11, 15), intent: both) == Self.r(0, 5, 21, 11))
  }

  @Test("Cmd snaps both corners to an 8×4 grid; halves go right and down")
  func snapToGrid() {
    let grid = Grid(columns: 8, rows: 4)
    // (3, 1) → (0, 0); (12, 6) → (16, 8).
    #expect(
      Self.rect(from: Self.p(3, 1), to: Self.p(12, 6), intent: Self.command, grid: grid)
        == Self.r(0, 0, 17, 9))
    // Exactly half a step: (4, 2) → (8, 4).
    #expect(
      Self.rect(from: Self.p(3, 1), to: Self.p(4, 2), intent: Self.command, grid: grid) == Self.r(0, 0, 9, 5))
    // Negative halves also go up: (-4, -2) → (0, 0), leaving a 1×1 box; (-5, -3) → (-8, -4).
    #expect(
      Self.rect(from: Self.p(3, 1), to: Self.p(-4, -2), intent: Self.command, grid: grid)
        == Self.r(0, 0, 1, 1))
    #expect(
      Self.rect(from: Self.p(3, 1), to: Self.p(-5, -3), intent: Self.command, grid: grid)
        == Self.r(-8, -4, 9, 5))
  }

  @Test("Shift and Cmd together: corners snap first, then the box is made square")
  func snapThenSquare() {
    let intent = DragIntent(constrain: true, snapToGrid: true)
    // Snapped to (0, 0)–(16, 8): 17 × 9 cells; 9 rows are 18 px, wider than 17 columns → 18 columns.
    #expect(Self.rect(from: Self.p(3, 1), to: Self.p(12, 6), intent: intent) == Self.r(0, 0, 18, 9))
  }

  @Test("Shift snaps a line to 0, 45 or 90° as seen with 1:2 cells")
  func lineAngles() {
    let origin = Self.p(0, 0)
    func end(_ column: Int, _ row: Int) -> CanvasPoint? {
      Self.line(from: origin, to: Self.p(column, row), intent: Self.shift)?.end
    }
    #expect(end(20, 3) == Self.p(20, 0))
    #expect(end(-20, 3) == Self.p(-20, 0))
    #expect(end(20, 9) == Self.p(20, 10))
    #expect(end(-20, -9) == Self.p(-20, -10))
    #expect(end(10, 4) == Self.p(10, 5))
    #expect(end(8, -5) == Self.p(10, -5))
    #expect(end(3, 10) == Self.p(0, 10))
    #expect(end(9, -20) == Self.p(0, -20))
    #expect(Self.line(from: origin, to: Self.p(20, 3))?.end == Self.p(20, 3))
    #expect(Self.line(from: origin, to: Self.p(20, 3), intent: Self.shift)?.start == origin)
  }

  @Test("Alt makes the press a line's midpoint; Cmd puts both ends on the grid")
  func lineCentreAndGrid() {
    let centred = Self.line(from: Self.p(10, 10), to: Self.p(14, 12), intent: Self.alt)
    #expect(centred == Line(start: Self.p(6, 8), end: Self.p(14, 12)))
    let snapped = Self.line(from: Self.p(3, 1), to: Self.p(12, 6), intent: Self.command)
    #expect(snapped == Line(start: Self.p(0, 0), end: Self.p(16, 8)))
    let all = Self.line(
      from: Self.p(10, 10), to: Self.p(30, 13), intent: DragIntent(constrain: true, fromCenter: true))
    #expect(all == Line(start: Self.p(-10, 10), end: Self.p(30, 10)))
  }

  @Test("Same inputs give the same shape; toggling an intent flag and back restores the preview")
  func deterministic() {
    let gesture = CreateShapeGesture(kind: .rectangle(.light), origin: Self.p(5, 5))
    func preview(_ intent: DragIntent) -> Shape {
      gesture.preview(to: Self.p(8, 14), intent: intent, aspect: .fallback, grid: .standard, id: Self.id)
    }
    let first = preview(.plain)
    #expect(first == preview(.plain))
    for toggled in [Self.shift, Self.command, Self.alt] {
      #expect(preview(toggled) != first)
      #expect(preview(.plain) == first)
    }
  }
}
