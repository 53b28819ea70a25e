import EaselDocument
import EaselGeometry
import Glibc

/// `easel-bench route [SCENES] [REPEATS] [OBSTACLES...]`: elbow routes between two boxes with
/// both sides left to the router, in SCENES generated scenes for each of 0, 20 and 100 (or the
/// given) obstacle boxes inside the search area; each route computed REPEATS times and every call timed on its own. One JSON
/// line per obstacle count: the median and p99 microseconds per route, and how many of the
/// routes were clean (kept their margin).
enum RouteBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let scenes = arguments.first.flatMap(Int.init) ?? 200
    let repeats = arguments.dropFirst().first.flatMap(Int.init) ?? 20
    guard scenes > 0, repeats > 0 else {
      BenchIO.printError("usage: easel-bench route [SCENES] [REPEATS] [OBSTACLES...]\n")
      return 2
    }
    let counts = arguments.dropFirst(2).compactMap { Int($0) }
    for obstacleCount in counts.isEmpty ? [0, 20, 100] : counts {
      var random = SplitMix64(seed: 1400 + UInt64(obstacleCount))
      var times: [Double] = []
      times.reserveCapacity(scenes * repeats)
      var bends = 0
      var cleanRoutes = 0
      var cleanTimes: [Double] = []
      var throughTimes: [Double] = []
      var checksum = 0
      for _ in 0..<scenes {
        let (start, end, obstacles) = scene(obstacles: obstacleCount, &random)
        for _ in 0..<repeats {
          let begin = BenchIO.seconds(CLOCK_MONOTONIC)
          let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
          times.append(BenchIO.seconds(CLOCK_MONOTONIC) - begin)
          checksum &+= route.points.count
        }
        let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
        bends += route.points.count - 2
        if isClean(route, obstacles: obstacles.dropFirst(2)) {
          cleanRoutes += 1
          cleanTimes += times.suffix(repeats)
        } else {
          throughTimes += times.suffix(repeats)
        }
      }
      let sorted = times.sorted()
      let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
      BenchIO.printLine(
        "{\"bench\": \"route\", \"obstacles\": \(obstacleCount), \"scenes\": \(scenes), "
          + "\"routes\": \(times.count), \"route_us_median\": \(BenchIO.format(BenchIO.median(times) * 1e6, 1)), "
          + "\"route_us_p99\": \(BenchIO.format(p99 * 1e6, 1)), "
          + "\"route_us_max\": \(BenchIO.format(sorted[sorted.count - 1] * 1e6, 1)), "
          + "\"clean_routes\": \(cleanRoutes), "
          + "\"clean_route_us_median\": \(BenchIO.format(cleanTimes.isEmpty ? 0 : BenchIO.median(cleanTimes) * 1e6, 1)), "
          + "\"through_route_us_median\": \(BenchIO.format(throughTimes.isEmpty ? 0 : BenchIO.median(throughTimes) * 1e6, 1)), "
          + "\"mean_bends\": \(BenchIO.format(Double(bends) / Double(scenes), 2)), \"checksum\": \(checksum)}"
      )
    }
    return 0
  }

  /// True when no cell of the route lies within one cell of an obstacle.
  static func isClean(_ route: ConnectorRoute, obstacles: ArraySlice<CanvasRect>) -> Bool {
    for (a, b) in zip(route.points, route.points.dropFirst()) {
      let run = CanvasRect(corner: a, corner: b)
      for box in obstacles {
        let margin = CanvasRect(
          column: box.minColumn - 1, row: box.minRow - 1, columns: box.size.columns + 2,
          rows: box.size.rows + 2)
        if margin.intersects(run) { return false }
      }
    }
    return true
  }

  /// Two boxes 20–60 columns and up to 24 rows apart, and `count` boxes of 4–15 × 2–6 cells
  /// placed at random inside the search area without covering either end's box.
  static func scene(obstacles count: Int, _ random: inout SplitMix64) -> (RouteEnd, RouteEnd, [CanvasRect]) {
    let first = CanvasRect(
      column: 0, row: 0, columns: 8 + random.next(below: 10), rows: 3 + random.next(below: 4))
    let second = CanvasRect(
      column: first.maxColumn + 20 + random.next(below: 40), row: random.next(below: 49) - 24,
      columns: 8 + random.next(below: 10), rows: 3 + random.next(below: 4))
    let start = RouteEnd.bound(frame: first, side: nil, offset: nil)
    let end = RouteEnd.bound(frame: second, side: nil, offset: nil)
    let area = ConnectorRouter.searchArea(from: start, to: end)
    var obstacles = [first, second]
    while obstacles.count < count + 2 {
      let box = CanvasRect(
        column: area.minColumn + random.next(below: area.size.columns - 4),
        row: area.minRow + random.next(below: area.size.rows - 2), columns: 4 + random.next(below: 12),
        rows: 2 + random.next(below: 5))
      if box.intersects(first) || box.intersects(second) { continue }
      obstacles.append(box)
    }
    return (start, end, obstacles)
  }
}
