import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("MarqueeGesture")
struct MarqueeGestureTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static func box(_ id: UInt64, _ bounds: CanvasRect) -> Shape {
    Shape(id: ShapeID(id), kind: .rectangle(Rectangle(bounds: bounds)))
  }

  static func ids(_ values: UInt64...) -> Set<ShapeID> { Set(values.map(ShapeID.init)) }

  /// 1 inside the region (2, 5)–(5, 8), 2 overlapping it, 3 far away, 4 exactly its size.
  static let shapes = [
    box(1, r(3, 6, 2, 2)),
    box(2, r(4, 4, 3, 3)),
    box(3, r(20, 20, 2, 2)),
    box(4, r(2, 5, 4, 4)),
    Shape(id: ShapeID(5), kind: .text(TextShape(origin: p(5, 8), text: "ab"))),
  ]
  static let region = r(2, 5, 4, 4)

  static func index() throws -> SpatialIndex { SpatialIndex(try Document(shapes: shapes)) }

  @Test("The region spans press and pointer cells, both included, whatever the modifiers")
  func region() {
    let gesture = MarqueeGesture(origin: Self.p(5, 5))
    let all = DragIntent(
      constrain: true, snapToGrid: true, fromCenter: true, extendsSelection: true, togglesSelection: true)
    for intent in [DragIntent.plain, all] {
      let context = DragContext(intent: intent, id: ShapeID(1))
      #expect(gesture.preview(to: Self.p(2, 8), context: context) == Self.r(2, 5, 4, 4))
      #expect(gesture.preview(to: Self.p(9, 1), context: context) == Self.r(5, 1, 5, 5))
      #expect(gesture.preview(to: Self.p(5, 5), context: context) == Self.r(5, 5, 1, 1))
    }
  }

  @Test("Plain selects the shapes wholly inside, in place of the selection")
  func whollyInside() throws {
    let found = MarqueeGesture.selection(
      region: Self.region, index: try Self.index(), base: Self.ids(3), adds: false, touching: false)
    #expect(found == Self.ids(1, 4))
  }

  @Test("Alt also selects the shapes it touches; Shift adds to the selection")
  func touchingAndAdding() throws {
    let index = try Self.index()
    func select(adds: Bool, touching: Bool) -> Set<ShapeID> {
      MarqueeGesture.selection(
        region: Self.region, index: index, base: Self.ids(3), adds: adds, touching: touching)
    }
    #expect(select(adds: false, touching: true) == Self.ids(1, 2, 4, 5))
    #expect(select(adds: true, touching: false) == Self.ids(1, 3, 4))
    #expect(select(adds: true, touching: true) == Self.ids(1, 2, 3, 4, 5))
    #expect(
      MarqueeGesture.selection(
        region: Self.region, index: index, base: Self.ids(3),
        intent: DragIntent(held: [.shift, .alt], latched: .none)) == Self.ids(1, 2, 3, 4, 5))
    #expect(
      MarqueeGesture.selection(region: Self.region, index: index, base: Self.ids(3), intent: .plain)
        == Self.ids(1, 4))
  }

  @Test("Shift adding keeps shapes already selected even when the region misses them")
  func addsKeepBase() throws {
    let found = MarqueeGesture.selection(
      region: Self.r(100, 100, 2, 2), index: try Self.index(), base: Self.ids(2, 3), adds: true,
      touching: true)
    #expect(found == Self.ids(2, 3))
  }

  @Test("The index and a plain list of shapes select the same, for many regions")
  func indexAgreesWithList() throws {
    let index = try Self.index()
    for column in -1...8 {
      for row in 2...10 {
        for size in [1, 2, 4, 30] {
          let region = Self.r(column, row, size, max(1, size / 2))
          for (adds, touching) in [(false, false), (false, true), (true, false), (true, true)] {
            #expect(
              MarqueeGesture.selection(
                region: region, index: index, base: Self.ids(3), adds: adds, touching: touching)
                == MarqueeGesture.selection(
                  region: region, in: Self.shapes, base: Self.ids(3), adds: adds, touching: touching))
          }
        }
      }
    }
  }
}
