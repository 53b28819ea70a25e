import EaselGeometry

/// Elbow routes already found, each under everything that decides it: its two ends as the
/// router sees them and the obstacles around them, in `RouteObstacles`' canonical order. A
/// connector whose ends and obstacles did not change gets its route back without a search;
/// any change at all is a different key, so a route from the cache is always the one a search
/// would find (the router is a pure function of these).
///
/// What comes back again: a drag's or a nudge's positions visited twice (back and forth, the
/// commit after the last preview), connectors that follow a change that did not touch them, and
/// identical connectors. Two generations bound the memory: when the newer one holds
/// `obstaclesPerGeneration` obstacles (16 bytes each) it becomes the older one and the oldest is
/// dropped, so the cache never holds more than about 32 MB of obstacles.
public struct RouteCache: Sendable {
  struct Key: Hashable, Sendable {
    var start: RouteEnd
    var end: RouteEnd
    var fingerprint: UInt64
    /// Each obstacle as its origin and size, four numbers.
    var obstacles: [Int32]

    func hash(into hasher: inout Hasher) {
      hasher.combine(start)
      hasher.combine(end)
      hasher.combine(fingerprint)
    }
  }

  static let obstaclesPerGeneration = 1 << 20

  private var newer: [Key: ConnectorRoute] = [:]
  private var older: [Key: ConnectorRoute] = [:]
  private var newerObstacles = 0
  /// Routes found by a search and routes taken from the cache, for tests and benchmarks.
  public private(set) var searches = 0
  public private(set) var reuses = 0

  public init() {}

  /// The elbow route between `start` and `end` around `obstacles` (whose fingerprint is given),
  /// from the cache when it holds one for exactly these.
  mutating func elbow(
    from start: RouteEnd, to end: RouteEnd, obstacles: [CanvasRect], fingerprint: UInt64
  ) -> ConnectorRoute {
    var packed: [Int32] = []
    packed.reserveCapacity(4 * obstacles.count)
    for rect in obstacles {
      guard let column = Int32(exactly: rect.minColumn), let row = Int32(exactly: rect.minRow),
        let columns = Int32(exactly: rect.size.columns), let rows = Int32(exactly: rect.size.rows)
      else {
        // Beyond what a document holds: not worth a place in the cache.
        searches += 1
        return ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
      }
      packed.append(column)
      packed.append(row)
      packed.append(columns)
      packed.append(rows)
    }
    let key = Key(start: start, end: end, fingerprint: fingerprint, obstacles: packed)
    if let route = newer[key] {
      reuses += 1
      return route
    }
    if let route = older[key] {
      reuses += 1
      remember(route, under: key)
      return route
    }
    searches += 1
    let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
    remember(route, under: key)
    return route
  }

  private mutating func remember(_ route: ConnectorRoute, under key: Key) {
    let size = key.obstacles.count / 4 + 1
    if newerObstacles + size > Self.obstaclesPerGeneration {
      older = newer
      newer = [:]
      newerObstacles = 0
    }
    newer[key] = route
    newerObstacles += size
  }
}
