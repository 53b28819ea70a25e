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
  static let tileColumns = 16
  static let tileRows = 8
  /// Obstacles spanning more tiles than this are checked on every query instead.
  static let maximumTilesPerObstacle = 64

  private struct Tile: Hashable {
    var column: Int
    var row: Int
  }

  private var ids: [ShapeID] = []
  private var rects: [CanvasRect] = []
  private var tiles: [Tile: [Int32]] = [:]
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
    ids.reserveCapacity(found.count)
    rects.reserveCapacity(found.count)
    for (position, entry) in found.enumerated() {
      ids.append(entry.id)
      rects.append(entry.bounds)
      guard let range = Self.tileRange(of: entry.bounds) else { continue }
      if range.columns.count * range.rows.count > Self.maximumTilesPerObstacle {
        spanning.append(Int32(position))
        continue
      }
      for row in range.rows {
        for column in range.columns {
          tiles[Tile(column: column, row: row), default: []].append(Int32(position))
        }
      }
    }
  }

  /// The bounds of the obstacles meeting `area`, but for the shapes in `excluded`, in the
  /// canonical order, with a fingerprint of the list (equal lists, equal fingerprints).
  func obstacles(in area: CanvasRect, excluding excluded: Set<ShapeID>) -> (
    rects: [CanvasRect], fingerprint: UInt64
  ) {
    var result: [CanvasRect] = []
    var fingerprint: UInt64 = 0x9E37_79B9_7F4A_7C15
    func take(_ position: Int) {
      let id = ids[position]
      guard !excluded.contains(id) else { return }
      let rect = rects[position]
      result.append(rect)
      fingerprint = Self.mix(fingerprint, rect)
    }
    for position in spanning where rects[Int(position)].intersects(area) { take(Int(position)) }
    guard let range = Self.tileRange(of: area) else { return (result, fingerprint) }
    for row in range.rows {
      for column in range.columns {
        guard let list = tiles[Tile(column: column, row: row)] else { continue }
        for position in list {
          let rect = rects[Int(position)]
          guard rect.intersects(area) else { continue }
          // Taken only in the first tile where its tiles and the query's overlap, so once.
          let firstColumn = max(floorDivide(rect.minColumn, Self.tileColumns), range.columns.lowerBound)
          let firstRow = max(floorDivide(rect.minRow, Self.tileRows), range.rows.lowerBound)
          if firstColumn == column && firstRow == row { take(Int(position)) }
        }
      }
    }
    return (result, fingerprint)
  }

  private static func mix(_ state: UInt64, _ rect: CanvasRect) -> UInt64 {
    var value = state
    for part in [rect.minColumn, rect.minRow, rect.size.columns, rect.size.rows] {
      value = (value ^ UInt64(bitPattern: Int64(part))) &* 0x100_0000_01B3
      value ^= value >> 29
    }
    return value
  }

  private static func tileRange(of rect: CanvasRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    guard !rect.isEmpty else { return nil }
    return (
      floorDivide(rect.minColumn, tileColumns)...floorDivide(rect.maxColumn - 1, tileColumns),
      floorDivide(rect.minRow, tileRows)...floorDivide(rect.maxRow - 1, tileRows)
    )
  }
}
