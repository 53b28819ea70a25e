import EaselGeometry

/// Finds the shapes in a canvas area without looking at every shape, so a frame costs what is on
/// screen and what changed, not the document's size.
///
/// Shapes are filed in fixed tiles by their bounds. A shape covering many tiles (a huge box) is
/// kept on a short list checked on every query instead of being filed thousands of times.
public struct SpatialIndex: Sendable {
  public static let tileColumns = 32
  public static let tileRows = 16
  /// Shapes spanning more tiles than this go on the `spanning` list.
  static let maximumTilesPerShape = 64

  private struct Tile: Hashable, Sendable {
    var column: Int
    var row: Int
  }

  private var tiles: [Tile: [ShapeID]] = [:]
  private var spanning: Set<ShapeID> = []
  private var boundsByID: [ShapeID: CanvasRect] = [:]

  public init() {}

  public init(_ document: Document) {
    boundsByID.reserveCapacity(document.count)
    for shape in document.shapes { insert(shape.id, bounds: shape.bounds) }
  }

  public var count: Int { boundsByID.count }

  /// The bounds the index holds for a shape.
  public func bounds(of id: ShapeID) -> CanvasRect? { boundsByID[id] }

  public mutating func insert(_ id: ShapeID, bounds: CanvasRect) {
    if boundsByID[id] != nil { remove(id) }
    boundsByID[id] = bounds
    guard let range = Self.tileRange(of: bounds) else { return }
    if range.columns.count * range.rows.count > Self.maximumTilesPerShape {
      spanning.insert(id)
      return
    }
    for row in range.rows {
      for column in range.columns { tiles[Tile(column: column, row: row), default: []].append(id) }
    }
  }

  public mutating func remove(_ id: ShapeID) {
    guard let bounds = boundsByID.removeValue(forKey: id) else { return }
    if spanning.remove(id) != nil { return }
    guard let range = Self.tileRange(of: bounds) else { return }
    removeFromTiles(id, range: range)
  }

  private mutating func removeFromTiles(
    _ id: ShapeID, range: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
  ) {
    for row in range.rows {
      for column in range.columns {
        let tile = Tile(column: column, row: row)
        // In place and with one lookup: taking the array out of the dictionary would copy it,
        // and each `tiles[tile]` hashes the tile again.
        if tiles[tile]?.removeSwapping(id) == 0 { tiles[tile] = nil }
      }
    }
  }

  /// Follows a transaction that was applied to the indexed document.
  public mutating func apply(_ transaction: Transaction) {
    for edit in transaction.edits {
      switch edit {
      case .insert(let shape, _): insert(shape.id, bounds: shape.bounds)
      case .remove(let shape, _): remove(shape.id)
      case .update(_, let new):
        // The bounds filed are the old shape's, so only the new ones are measured; a shape that
        // stays within the same tiles (most nudges) only has its bounds noted.
        let newBounds = new.bounds
        guard let oldBounds = boundsByID[new.id] else {
          insert(new.id, bounds: newBounds)
          continue
        }
        guard oldBounds != newBounds else { continue }
        refile(new.id, from: oldBounds, to: newBounds)
      case .reorder, .insertGroup, .removeGroup, .updateGroup: break
      }
    }
  }

  /// Files a shape from `old` bounds (the ones filed) to `new`: its tiles change only when the
  /// tiles it covers do, so a move within them (most nudges) only notes the bounds.
  private mutating func refile(_ id: ShapeID, from old: CanvasRect, to new: CanvasRect) {
    boundsByID[id] = new
    let oldRange = Self.tileRange(of: old)
    let newRange = Self.tileRange(of: new)
    let wasSpanning = !spanning.isEmpty && spanning.contains(id)
    if !wasSpanning, let oldRange, let newRange, oldRange.columns == newRange.columns,
      oldRange.rows == newRange.rows
    {
      return
    }
    if wasSpanning {
      spanning.remove(id)
    } else if let oldRange {
      removeFromTiles(id, range: oldRange)
    }
    guard let newRange else { return }
    if newRange.columns.count * newRange.rows.count > Self.maximumTilesPerShape {
      spanning.insert(id)
      return
    }
    for row in newRange.rows {
      for column in newRange.columns { tiles[Tile(column: column, row: row), default: []].append(id) }
    }
  }

  /// The shapes whose bounds meet `rect`, each once, in no particular order.
  public func shapeIDs(intersecting rect: CanvasRect) -> [ShapeID] {
    guard !rect.isEmpty, let range = Self.tileRange(of: rect) else { return [] }
    var found: [ShapeID] = []
    let tileCount = range.columns.count * range.rows.count
    if tileCount > tiles.count {
      // A query larger than the filled part of the canvas: walk the filled tiles instead.
      for (tile, ids) in tiles where range.columns.contains(tile.column) && range.rows.contains(tile.row) {
        collect(ids, filedIn: tile, intersecting: rect, range: range, into: &found)
      }
    } else {
      for row in range.rows {
        for column in range.columns {
          let tile = Tile(column: column, row: row)
          if let ids = tiles[tile] {
            collect(ids, filedIn: tile, intersecting: rect, range: range, into: &found)
          }
        }
      }
    }
    for id in spanning {
      if let bounds = boundsByID[id], bounds.intersects(rect) { found.append(id) }
    }
    return found
  }

  /// The shapes meeting `rect`, bottom to top.
  public func shapes(intersecting rect: CanvasRect, in document: Document) -> [Shape] {
    let ids = shapeIDs(intersecting: rect)
    let positions = ids.compactMap { document.zIndex(of: $0) }.sorted()
    return positions.map { document.shapes[$0] }
  }

  /// The shapes of one tile's list meeting `rect`. A shape filed in several of the query's tiles
  /// is taken only in the first of them (where its tiles and the query's begin to overlap), so
  /// each comes once without a set of the ones seen: hashing every ID was most of a query.
  private func collect(
    _ ids: [ShapeID], filedIn tile: Tile, intersecting rect: CanvasRect,
    range: (columns: ClosedRange<Int>, rows: ClosedRange<Int>), into found: inout [ShapeID]
  ) {
    for id in ids {
      guard let bounds = boundsByID[id], bounds.intersects(rect) else { continue }
      let firstColumn = max(floorDivide(bounds.minColumn, Self.tileColumns), range.columns.lowerBound)
      let firstRow = max(floorDivide(bounds.minRow, Self.tileRows), range.rows.lowerBound)
      if firstColumn == tile.column && firstRow == tile.row { found.append(id) }
    }
  }

  private static func tileRange(of rect: CanvasRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    guard !rect.isEmpty else { return nil }
    let columns = floorDivide(rect.minColumn, tileColumns)...floorDivide(rect.maxColumn - 1, tileColumns)
    let rows = floorDivide(rect.minRow, tileRows)...floorDivide(rect.maxRow - 1, tileRows)
    return (columns, rows)
  }
}

extension Transaction {
  /// The canvas areas the transaction changed, given the document after it was applied (or
  /// before, for its inverse): where each touched shape was and now is.
  public func damage(in document: Document) -> [CanvasRect] {
    var rects: [CanvasRect] = []
    for edit in edits {
      switch edit {
      case .insert(let shape, _), .remove(let shape, _): rects.append(contentsOf: shape.drawnAreas)
      case .update(let old, let new):
        rects.append(contentsOf: old.drawnAreas)
        rects.append(contentsOf: new.drawnAreas)
      case .reorder(let id, _, _):
        if let shape = document[id] { rects.append(shape.bounds) }
      case .updateGroup(let old, let new) where old.isHidden != new.isHidden:
        // Showing or hiding a group shows or hides every shape in it.
        for id in document.shapeIDs(in: new.id) {
          if let shape = document[id] { rects.append(contentsOf: shape.drawnAreas) }
        }
      case .insertGroup, .removeGroup, .updateGroup:
        break
      }
    }
    return rects
  }
}

extension Array where Element == ShapeID {
  /// Removes `id` by moving the last element into its place (the order of a tile's list does
  /// not matter); returns how many are left.
  fileprivate mutating func removeSwapping(_ id: ShapeID) -> Int {
    if let position = firstIndex(of: id) {
      swapAt(position, count - 1)
      removeLast()
    }
    return count
  }
}
