import EaselGeometry

/// The route obstacles (rectangles, ellipses and text shapes) around a set of connectors,
/// gathered with one spatial-index query and filed in tiles of their own.
///
/// The connectors of a hub all overlap where they meet it, so asking the document's index once
/// per route met every one of those lines every time (a thousand connectors, a million lines
/// looked at per nudge). Each route takes its obstacles in one canonical order (tile by tile,
/// and within a tile as sorted here), so the same obstacles always come as the same list, which
/// `RouteCache` compares as it is.
struct RouteObstacles {
  /// Tiles are 32 × 16 cells, or a multiple of that when the area would need more than
  /// `maximumTiles` of them.
  static let baseTile = CellSize(columns: 32, rows: 16)
  static let maximumTiles = 1 << 16
  /// Obstacles spanning more tiles than this are checked on every query instead.
  static let maximumTilesPerObstacle = 64

  private let area: CanvasRect
  private let tile: CellSize
  private let tilesAcross: Int
  private let tilesDown: Int
  private var ids: [ShapeID] = []
  private var rects: [CanvasRect] = []
  /// The first tile each obstacle is filed in (column, row), clipped to the area.
  private var firstTiles: [(column: Int32, row: Int32)] = []
  /// Each tile's obstacles (positions in `rects`, ascending), row by row.
  private var tiles: [[Int32]]
  private var spanning: [Int32] = []

  /// The obstacles meeting `area` as the document shows them, with `replacing`'s versions of
  /// its shapes instead of the document's (a drag's preview).
  init(document: Document, index: SpatialIndex, area: CanvasRect, replacing: [ShapeID: Shape]) {
    var found: [(id: ShapeID, bounds: CanvasRect)] = []
    for id in index.shapeIDs(intersecting: area) {
      guard let shape = replacing[id] ?? document[id], shape.kind.isRouteObstacle else { continue }
      found.append((id, shape.bounds))
    }
    // Shapes shown elsewhere may have come into the area from outside it.
    for (id, shape) in replacing where shape.kind.isRouteObstacle && index.bounds(of: id) != shape.bounds {
      if let indexed = index.bounds(of: id), indexed.intersects(area) { continue }
      found.append((id, shape.bounds))
    }
    found.sort {
      ($0.bounds.minRow, $0.bounds.minColumn, $0.bounds.size.rows, $0.bounds.size.columns, $0.id.rawValue)
        < ($1.bounds.minRow, $1.bounds.minColumn, $1.bounds.size.rows, $1.bounds.size.columns, $1.id.rawValue)
    }
    self.area = area
    var scale = 1
    while (area.size.columns / (Self.baseTile.columns * scale) + 1)
      * (area.size.rows / (Self.baseTile.rows * scale) + 1)
      > Self.maximumTiles
    {
      scale *= 2
    }
    tile = CellSize(columns: Self.baseTile.columns * scale, rows: Self.baseTile.rows * scale)
    tilesAcross = max(1, (area.size.columns + tile.columns - 1) / tile.columns)
    tilesDown = max(1, (area.size.rows + tile.rows - 1) / tile.rows)
    tiles = [[Int32]](repeating: [], count: tilesAcross * tilesDown)
    ids.reserveCapacity(found.count)
    rects.reserveCapacity(found.count)
    firstTiles.reserveCapacity(found.count)
    for (position, entry) in found.enumerated() {
      ids.append(entry.id)
      rects.append(entry.bounds)
      guard let range = tileRange(of: entry.bounds) else {
        firstTiles.append((-1, -1))
        continue
      }
      firstTiles.append((Int32(range.columns.lowerBound), Int32(range.rows.lowerBound)))
      if range.columns.count * range.rows.count > Self.maximumTilesPerObstacle {
        spanning.append(Int32(position))
        continue
      }
      for row in range.rows {
        for column in range.columns { tiles[row * tilesAcross + column].append(Int32(position)) }
      }
    }
  }

  /// The bounds of the obstacles meeting `query` (which lies within the gathered area), but
  /// for the shapes in `excluded`, in the canonical order, with a fingerprint of the list
  /// (equal lists, equal fingerprints).
  func obstacles(in query: CanvasRect, excluding excluded: Set<ShapeID>) -> (
    rects: [CanvasRect], fingerprint: UInt64
  ) {
    var result: [CanvasRect] = []
    var fingerprint: UInt64 = 0x9E37_79B9_7F4A_7C15
    // A connector is bound to at most two shapes: compared directly, not hashed.
    let excluded = Array(excluded)
    func take(_ position: Int) {
      let id = ids[position]
      guard !excluded.contains(id) else { return }
      let rect = rects[position]
      result.append(rect)
      fingerprint = Self.mix(fingerprint, rect)
    }
    for position in spanning where rects[Int(position)].intersects(query) { take(Int(position)) }
    guard let range = tileRange(of: query) else { return (result, fingerprint) }
    for row in range.rows {
      for column in range.columns {
        for position in tiles[row * tilesAcross + column] {
          let rect = rects[Int(position)]
          guard rect.intersects(query) else { continue }
          // Taken only in the first tile where its tiles and the query's overlap, so once.
          let first = firstTiles[Int(position)]
          if max(Int(first.column), range.columns.lowerBound) == column
            && max(Int(first.row), range.rows.lowerBound) == row
          {
            take(Int(position))
          }
        }
      }
    }
    return (result, fingerprint)
  }

  private static func mix(_ state: UInt64, _ rect: CanvasRect) -> UInt64 {
    @inline(__always) func step(_ value: UInt64, _ part: Int) -> UInt64 {
      let mixed = (value ^ UInt64(bitPattern: Int64(part))) &* 0x100_0000_01B3
      return mixed ^ (mixed >> 29)
    }
    return step(step(step(step(state, rect.minColumn), rect.minRow), rect.size.columns), rect.size.rows)
  }

  /// The tiles `rect` covers, clipped to the gathered area; nil when it misses it or is empty.
  private func tileRange(of rect: CanvasRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return nil }
    return (
      (clipped.minColumn - area.minColumn) / tile.columns...(clipped.maxColumn - 1 - area.minColumn)
        / tile.columns,
      (clipped.minRow - area.minRow) / tile.rows...(clipped.maxRow - 1 - area.minRow) / tile.rows
    )
  }
}
