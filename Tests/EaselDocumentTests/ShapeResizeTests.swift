import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

@Suite("Shape.resized")
struct ShapeResizeTests {
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func selectionBounds(_ shapes: [Shape]) -> CanvasRect {
    shapes.dropFirst().reduce(shapes[0].bounds) { $0.union($1.bounds) }
  }

  @Test("Mapping the bounds onto themselves changes nothing, for every kind, alone or together")
  func identity() {
    let shapes = Make.oneOfEachKind()
    let all = Self.selectionBounds(shapes)
    for shape in shapes {
      #expect(shape.resized(from: all, to: all) == shape)
      #expect(shape.resized(from: shape.bounds, to: shape.bounds) == shape)
    }
  }

  @Test("Bounds of the same size elsewhere move every kind exactly like translated(columns:rows:)")
  func translation() {
    let shapes = Make.oneOfEachKind()
    let all = Self.selectionBounds(shapes)
    for (columns, rows) in [(7, -3), (-13, 21), (1, 0), (0, -1)] {
      let moved = CanvasRect(origin: all.origin.offsetBy(columns: columns, rows: rows), size: all.size)
      for shape in shapes {
        #expect(shape.resized(from: all, to: moved) == shape.translated(columns: columns, rows: rows))
      }
    }
  }

  @Test("An axis whose extent does not change is untouched: a wider selection keeps every row")
  func unchangedAxisIsExact() {
    let shapes = Make.oneOfEachKind()
    let all = Self.selectionBounds(shapes)
    let wider = Self.r(all.minColumn, all.minRow, all.size.columns * 3, all.size.rows)
    for shape in shapes {
      let resized = shape.resized(from: all, to: wider)
      #expect(resized.bounds.minRow == shape.bounds.minRow)
      #expect(resized.bounds.size.rows == shape.bounds.size.rows)
    }
  }

  @Test("Boxes and ellipses get their edges mapped: doubling doubles their offsets and sizes")
  func rectanglesScale() {
    let box = Make.rectangle(1, at: 2, 1, size: 4, 2, style: .double, fill: "░", label: "hi")
    let resized = box.resized(from: Self.r(0, 0, 10, 4), to: Self.r(0, 0, 20, 8))
    #expect(resized == Make.rectangle(1, at: 4, 2, size: 8, 4, style: .double, fill: "░", label: "hi"))
    let ellipse = Make.ellipse(2, at: 10, 10, size: 6, 3, filled: true)
    #expect(
      ellipse.resized(from: Self.r(10, 10, 6, 3), to: Self.r(-5, 0, 3, 9))
        == Make.ellipse(2, at: -5, 0, size: 3, 9, filled: true))
  }

  @Test("Shapes resized together keep their arrangement: neighbours stay neighbours")
  func groupScalesTogether() {
    let left = Make.rectangle(1, at: 0, 0, size: 5, 2)
    let right = Make.rectangle(2, at: 5, 2, size: 5, 2)
    let old = Self.r(0, 0, 10, 4)
    let new = Self.r(3, 1, 20, 2)
    #expect(left.resized(from: old, to: new).bounds == Self.r(3, 1, 10, 1))
    #expect(right.resized(from: old, to: new).bounds == Self.r(13, 2, 10, 1))
  }

  @Test("Shrunk below a cell a box keeps 1×1, inside the new bounds at either end")
  func minimumSize() {
    let old = Self.r(0, 0, 10, 1)
    let new = Self.r(0, 0, 2, 1)
    #expect(Make.rectangle(1, at: 0, 0, size: 1, 1).resized(from: old, to: new).bounds == Self.r(0, 0, 1, 1))
    #expect(Make.rectangle(1, at: 9, 0, size: 1, 1).resized(from: old, to: new).bounds == Self.r(1, 0, 1, 1))
    #expect(Make.rectangle(1, at: 4, 0, size: 2, 1).resized(from: old, to: new).bounds == Self.r(1, 0, 1, 1))
  }

  @Test("A line's ends keep their place: ends on the bounds stay on the new bounds")
  func lineEnds() {
    let line = Make.line(1, from: (0, 0), to: (9, 3), arrows: (true, false))
    let resized = line.resized(from: Self.r(0, 0, 10, 4), to: Self.r(0, 0, 20, 8))
    #expect(resized == Make.line(1, from: (0, 0), to: (19, 7), arrows: (true, false)))
    // A point inside: column 3 of 0...9 → 3 × 19 / 9 = 6.33 → 6; row 1 of 0...3 → 7 / 3 → 2.
    let inner = Make.line(2, from: (3, 1), to: (9, 3)).resized(
      from: Self.r(0, 0, 10, 4), to: Self.r(0, 0, 20, 8))
    #expect(inner == Make.line(2, from: (6, 2), to: (19, 7)))
  }

  @Test("A flip mirrors a line's ends, keeping which end has the arrow")
  func lineFlips() {
    let line = Make.line(1, from: (0, 0), to: (9, 3), arrows: (false, true))
    let bounds = Self.r(0, 0, 10, 4)
    #expect(
      line.resized(from: bounds, to: bounds, flipsHorizontally: true)
        == Make.line(1, from: (9, 0), to: (0, 3), arrows: (false, true)))
    #expect(
      line.resized(from: bounds, to: bounds, flipsVertically: true)
        == Make.line(1, from: (0, 3), to: (9, 0), arrows: (false, true)))
    #expect(
      line.resized(from: bounds, to: Self.r(0, 0, 20, 4), flipsHorizontally: true)
        == Make.line(1, from: (19, 0), to: (0, 3), arrows: (false, true)))
  }

  @Test("A flip moves a box to the mirrored place in the group; the box itself stays a box")
  func rectangleFlips() {
    let box = Make.rectangle(1, at: 0, 0, size: 3, 1)
    #expect(
      box.resized(from: Self.r(0, 0, 10, 4), to: Self.r(0, 0, 10, 4), flipsHorizontally: true).bounds
        == Self.r(7, 0, 3, 1))
    #expect(
      box.resized(from: Self.r(0, 0, 10, 4), to: Self.r(0, 0, 10, 4), flipsVertically: true).bounds
        == Self.r(0, 3, 3, 1))
  }

  @Test("Pen dots map at dot resolution; the stroke still spans the new bounds; a flip turns it over")
  func penDots() {
    // Dots (0, 0) and (3, 7) span cells (0, 0)–(1, 1): 4 × 8 dots, onto 8 × 16.
    let pen = Make.pen(1, dots: [(0, 0), (1, 2), (3, 7)])
    let old = Self.r(0, 0, 2, 2)
    let new = Self.r(0, 0, 4, 4)
    // x 1 → 1 × 7 / 3 = 2.33 → 2; y 2 → 2 × 15 / 7 = 4.29 → 4.
    #expect(pen.resized(from: old, to: new) == Make.pen(1, dots: [(0, 0), (2, 4), (7, 15)]))
    #expect(pen.resized(from: old, to: new).bounds == new)
    #expect(
      pen.resized(from: old, to: new, flipsVertically: true) == Make.pen(1, dots: [(0, 15), (2, 11), (7, 0)]))
  }

  @Test("Brush cells grow into solid blocks, shrink without repeats, and a wide brush steps by two")
  func brushCells() {
    let brush = Make.brush(1, cells: [(0, 0), (1, 0)], character: "▓", size: 1)
    #expect(
      brush.resized(from: Self.r(0, 0, 2, 1), to: Self.r(0, 0, 4, 2))
        == Make.brush(
          1, cells: [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (3, 0), (2, 1), (3, 1)], character: "▓", size: 1)
    )
    let long = Make.brush(2, cells: [(0, 0), (1, 0), (2, 0), (3, 0)])
    let shrunk = long.resized(from: Self.r(0, 0, 4, 1), to: Self.r(0, 0, 2, 1))
    #expect(shrunk == Make.brush(2, cells: [(0, 0), (1, 0)]))
    #expect(shrunk.kind.geometryViolations() == [])
    let wide = Make.brush(3, cells: [(0, 0), (2, 0)], character: "日")
    #expect(wide.bounds == Self.r(0, 0, 4, 1))
    let widened = wide.resized(from: Self.r(0, 0, 4, 1), to: Self.r(0, 0, 8, 1))
    #expect(widened == Make.brush(3, cells: [(0, 0), (2, 0), (4, 0), (6, 0)], character: "日"))
    #expect(widened.bounds == Self.r(0, 0, 8, 1))
  }

  @Test("Text is not scaled: it keeps its place in the room the bounds leave it, staying inside")
  func textMoves() {
    let old = Self.r(0, 0, 10, 4)
    let new = Self.r(0, 0, 20, 8)
    // Column 4 of the 8 free columns → 4 × 18 / 8 = 9; row 1 of 3 free → 7 / 3 = 2.33 → 2.
    #expect(Make.text(1, at: 4, 1, "hi").resized(from: old, to: new) == Make.text(1, at: 9, 2, "hi"))
    // Touching the right and bottom edges, it still does.
    #expect(Make.text(2, at: 8, 3, "hi").resized(from: old, to: new) == Make.text(2, at: 18, 7, "hi"))
    // Alone, it has no room: it keeps to the centre (2 columns, 4 rows of room → +1, +2).
    let alone = Make.text(3, at: 0, 0, "hi")
    #expect(alone.resized(from: alone.bounds, to: Self.r(0, 0, 4, 5)) == Make.text(3, at: 1, 2, "hi"))
    // Wider than the new bounds, it starts them.
    #expect(
      Make.text(4, at: 6, 0, "hello").resized(from: old, to: Self.r(30, 0, 3, 4)).bounds.origin
        == Self.p(30, 0))
  }

  @Test("Nothing leaves the canvas limits, even text wider than bounds at the edge")
  func staysWithinLimits() {
    let limit = CanvasLimits.maximumCoordinate
    let old = Self.r(limit - 9, 0, 10, 1)
    let text = Make.text(1, at: limit - 9, 0, "hello")
    let resized = text.resized(from: old, to: Self.r(limit, 0, 1, 1))
    #expect(resized.kind.geometryViolations() == [])
    #expect(resized.bounds == Self.r(limit - 4, 0, 5, 1))
    let box = Make.rectangle(2, at: limit - 9, 0, size: 10, 1)
    #expect(box.resized(from: old, to: Self.r(limit, 0, 1, 1)).bounds == Self.r(limit, 0, 1, 1))
  }

  @Test("Random groups land inside the new bounds, reach all four edges and stay valid, flipped or not")
  func randomGroups() {
    var random = SeededRandom(seed: 0x5E1E_C7)
    for _ in 0..<300 {
      var shapes: [Shape] = []
      for id in 1...UInt64(random.next(in: 1...4)) {
        let column = random.next(in: -20...20)
        let row = random.next(in: -20...20)
        switch random.next(below: 3) {
        case 0:
          shapes.append(
            Make.rectangle(id, at: column, row, size: random.next(in: 1...12), random.next(in: 1...6)))
        case 1:
          // Never straight: a line alone a cell wide is centred in wider bounds, not stretched.
          let end = (
            column + random.element(of: [-1, 1]) * random.next(in: 1...20),
            row + random.element(of: [-1, 1]) * random.next(in: 1...20)
          )
          shapes.append(Make.line(id, from: (column, row), to: end))
        default:
          shapes.append(
            Make.brush(id, cells: [(column, row), (column + 1, row), (random.next(in: -20...20), row + 3)]))
        }
      }
      let old = Self.selectionBounds(shapes)
      let new = Self.r(
        random.next(in: -50...50), random.next(in: -50...50), random.next(in: 1...60), random.next(in: 1...30)
      )
      let flips = (random.next(below: 2) == 0, random.next(below: 2) == 0)
      let resized = shapes.map {
        $0.resized(from: old, to: new, flipsHorizontally: flips.0, flipsVertically: flips.1)
      }
      #expect(Self.selectionBounds(resized) == new, "\(shapes) from \(old) to \(new)")
      for shape in resized {
        #expect(new.contains(shape.bounds))
        #expect(shape.kind.geometryViolations() == [])
      }
    }
  }
}
