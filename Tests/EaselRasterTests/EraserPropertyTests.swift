import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

@Suite("Eraser properties")
struct EraserPropertyTests {
  @Test("Erasing one shape changes its picture only inside the area (and at cuts)")
  func singleShapes() throws {
    for seed in 1...1500 {
      var random = SeededRandom(seed: UInt64(seed))
      let (kind, color) = EraseRandom.shape(&random)
      let fill = random.element(of: EraseRandom.colors)
      let options = RasterOptions(usesASCII: random.next(below: 4) == 0)
      let document = try Document(shapes: [
        Shape(id: ShapeID(7), kind: kind, strokeColor: color, fillColor: fill)
      ])
      let area = EraseRandom.area(&random)
      let (after, erasure) = try EraseCheck.erased(document, area, options: options)
      let problems = EraseCheck.differences(
        before: document.shapes, after: after.shapes, area: area, options: options)
      #expect(
        problems.isEmpty, "seed \(seed): \(kind) erasing \(area.rects)\n\(problems.joined(separator: "\n"))")
      #expect(erasure.tooLarge.isEmpty)
      // Every new shape takes the next ID, in order.
      let expectedIDs = (0..<erasure.pieces.count).map { ShapeID(8 + UInt64($0)) }
      #expect(erasure.pieces == expectedIDs, "seed \(seed)")
      Self.checkStructure(before: document, after: after, erasure: erasure, area: area)
      if !problems.isEmpty { return }
    }
  }

  @Test("Erasing in a scene of overlapping shapes changes the picture only inside the area")
  func scenes() throws {
    for seed in 1...150 {
      var random = SeededRandom(seed: UInt64(seed) &* 7919)
      let document = try Document(shapes: RasterizerTests.randomScene(&random))
      for _ in 0..<6 {
        let area = EraseRandom.area(
          &random, near: CanvasPoint(column: random.next(in: -10...45), row: random.next(in: -6...20)))
        let (after, erasure) = try EraseCheck.erased(document, area)
        // The fill colour of a cut rectangle without fill character becomes opaque spaces, and
        // its frame no longer joins lines below (documented on `Eraser`).
        let opaque = erasure.affected.compactMap { id -> CanvasRect? in
          guard let shape = document[id], case .rectangle = shape.kind, shape.fillColor != .default else {
            return nil
          }
          return shape.bounds
        }
        // Only the affected shapes changed (`checkStructure` below), so the picture can change
        // only where they and the area lie.
        let changed = erasure.affected.compactMap { document[$0]?.bounds }.reduce(area.bounds) {
          $0.union($1)
        }
        let canvas = EraseCheck.canvas(for: [], EraseArea(changed))
        let problems = EraseCheck.differences(
          old: EraseCheck.render(document.shapes, canvas: canvas),
          new: EraseCheck.render(after.shapes, canvas: canvas),
          canvas: canvas, area: area, isExempt: { cell in opaque.contains { $0.contains(cell) } })
        #expect(problems.isEmpty, "seed \(seed) erasing \(area.rects)\n\(problems.joined(separator: "\n"))")
        if !problems.isEmpty { return }
        Self.checkStructure(before: document, after: after, erasure: erasure, area: area)
      }
    }
  }

  /// Untouched shapes keep their IDs and order; every piece lies where its original was in
  /// z-order, and shapes wholly inside the area are gone.
  static func checkStructure(before: Document, after: Document, erasure: Erasure, area: EraseArea) {
    let affected = Set(erasure.affected)
    let pieces = Set(erasure.pieces)
    #expect(
      after.shapes.filter { !pieces.contains($0.id) } == before.shapes.filter { !affected.contains($0.id) })
    let replacements = Dictionary(uniqueKeysWithValues: erasure.changes.map { ($0.original, $0.pieces) })
    for shape in before.shapes where area.contains(shape.bounds) {
      #expect(replacements[shape.id] == [], "\(shape.id) lies inside the area but was not removed")
    }
    // Each shape is where it was in z-order, or its pieces are, in order.
    let expected = before.shapes.flatMap { replacements[$0.id] ?? [$0.id] }
    #expect(after.shapes.map(\.id) == expected)
  }
}
