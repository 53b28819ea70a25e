import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

@Suite("Eraser geometry")
struct EraserGeometryTests {
  static func randomRects(_ random: inout SeededRandom) -> [CanvasRect] {
    (0..<random.next(in: 0...6)).map { _ in
      CanvasRect(
        column: random.next(in: -8...8), row: random.next(in: -6...6), columns: random.next(in: 0...7),
        rows: random.next(in: 0...5))
    }
  }

  @Test("An erase area answers every question as its rectangles would, cell by cell")
  func areaMatchesItsRects() {
    for seed in 1...400 {
      var random = SeededRandom(seed: UInt64(seed))
      let rects = Self.randomRects(&random)
      let area = EraseArea(rects)
      func covered(_ column: Int, _ row: Int) -> Bool {
        rects.contains { $0.contains(CanvasPoint(column: column, row: row)) }
      }
      for row in -9...12 {
        for column in -10...16 {
          #expect(
            area.contains(CanvasPoint(column: column, row: row)) == covered(column, row), "seed \(seed)")
        }
      }
      #expect(area.isEmpty == rects.allSatisfy(\.isEmpty))
      #expect(area.bounds == rects.filter { !$0.isEmpty }.reduce(CanvasRect.zero) { $0.union($1) })
      #expect(EraseArea(area.rects) == area)
      for _ in 0..<20 {
        let probe = CanvasRect(
          column: random.next(in: -10...10), row: random.next(in: -8...8), columns: random.next(in: 1...6),
          rows: random.next(in: 1...5))
        let cells = (probe.minRow..<probe.maxRow).flatMap { row in
          (probe.minColumn..<probe.maxColumn).map { (column: $0, row: row) }
        }
        #expect(
          area.contains(probe) == cells.allSatisfy { covered($0.column, $0.row) }, "seed \(seed) \(probe)")
        #expect(
          area.intersects(probe) == cells.contains { covered($0.column, $0.row) }, "seed \(seed) \(probe)")
        let row = probe.minRow
        let columns = probe.minColumn...probe.maxColumn - 1
        #expect(
          area.uncovered(columns: columns, row: row).flatMap { Array($0) }
            == columns.filter { !covered($0, row) }, "seed \(seed)")
        let rows = probe.minRow...probe.maxRow - 1
        #expect(
          area.uncovered(rows: rows, column: probe.minColumn).flatMap { Array($0) }
            == rows.filter { !covered(probe.minColumn, $0) }, "seed \(seed)")
        let dots = probe.minColumn * 2 - 1...probe.maxColumn * 2
        let y = probe.minRow * 4 + random.next(in: -2...5)
        #expect(
          area.uncovered(dots: dots, y: y).flatMap { Array($0) }
            == dots.filter { !area.contains(DotPoint(x: $0, y: y)) }, "seed \(seed)")
      }
    }
  }

  @Test("A dot segment yields the dots the rasterizer draws, in order, and clips to any rectangle")
  func dotSegmentsMatchTheRasterizer() {
    var random = SeededRandom(seed: 5)
    let bounds = CanvasRect(column: -12, row: -12, columns: 40, rows: 30)
    for _ in 0..<400 {
      let start = DotPoint(x: random.next(in: -20...60), y: random.next(in: -40...100))
      let end = DotPoint(x: random.next(in: -20...60), y: random.next(in: -40...100))
      let segment = DotSegment(start: start, end: end)
      var drawn = DotCanvas(bounds: bounds)
      drawn.drawLine(from: start, to: end)
      var listed = DotCanvas(bounds: bounds)
      let dots = (0..<segment.count).map(segment.dot)
      for dot in dots { listed.plot(dot) }
      #expect(listed.masks == drawn.masks, "\(start) to \(end)")
      #expect(dots.first == start && dots.last == end)
      #expect(zip(dots, dots.dropFirst()).allSatisfy { abs($0.x - $1.x) <= 1 && abs($0.y - $1.y) <= 1 })
      let rect = CanvasRect(
        column: random.next(in: -10...30), row: random.next(in: -10...25), columns: random.next(in: 1...8),
        rows: random.next(in: 1...6))
      let near = segment.indices(near: rect)
      for (index, dot) in dots.enumerated() where rect.contains(dot.canvasCell) {
        #expect(near.contains(index), "\(start) to \(end): dot \(index) in \(rect) but not in \(near)")
      }
    }
  }

  @Test("The polylines of a set of dots draw exactly those dots, one per connected group")
  func dotRunsDrawExactly() {
    for seed in 1...300 {
      var random = SeededRandom(seed: UInt64(seed) &+ 1000)
      var dots = Set<DotPoint>()
      let density = random.next(in: 1...9)
      for y in -6..<18 {
        for x in -4..<30 where random.next(below: 10) < density { dots.insert(DotPoint(x: x, y: y)) }
      }
      var runs = DotRuns()
      for y in -6..<18 {
        var rowRuns: [ClosedRange<Int>] = []
        for x in -4..<30 where dots.contains(DotPoint(x: x, y: y)) {
          if let last = rowRuns.last, last.upperBound == x - 1 {
            rowRuns[rowRuns.count - 1] = last.lowerBound...x
          } else {
            rowRuns.append(x...x)
          }
        }
        runs.append(y: y, rowRuns)
      }
      #expect(runs.dotCount == dots.count)
      let polylines = runs.polylines()
      let bounds = CanvasRect(column: -3, row: -3, columns: 20, rows: 8)
      var drawn = DotCanvas(bounds: bounds)
      for polyline in polylines {
        drawn.plot(polyline[0])
        for (from, to) in zip(polyline, polyline.dropFirst()) { drawn.drawLine(from: from, to: to) }
      }
      var expected = DotCanvas(bounds: bounds)
      for dot in dots { expected.plot(dot) }
      #expect(drawn.masks == expected.masks, "seed \(seed)")
      #expect(polylines.count == Self.groups(dots), "seed \(seed)")
    }
  }

  @Test("An arc is walked end to end without coming back")
  func arcsAreWalkedOnce() {
    var runs = DotRuns()
    for y in 0..<40 { runs.append(y: y, [y / 3...y / 3 + 1]) }
    let polylines = runs.polylines()
    #expect(polylines.count == 1)
    #expect(polylines.first?.first?.y == 0)
    #expect(polylines.first?.last?.y == 39)
  }

  /// The number of 8-connected groups of `dots`.
  static func groups(_ dots: Set<DotPoint>) -> Int {
    var seen = Set<DotPoint>()
    var count = 0
    for dot in dots where !seen.contains(dot) {
      count += 1
      var queue = [dot]
      seen.insert(dot)
      while let next = queue.popLast() {
        for dx in -1...1 {
          for dy in -1...1 {
            let neighbour = DotPoint(x: next.x + dx, y: next.y + dy)
            if dots.contains(neighbour) && seen.insert(neighbour).inserted { queue.append(neighbour) }
          }
        }
      }
    }
    return count
  }
}
