import EaselGeometry

/// Connectors follow their shapes (spec §8): after every edit, lines attached to a shape that
/// changed are routed again, and ends attached to a shape that is gone let go where they are.
/// The editor appends these edits to the edit's own undo step, so undo and redo bring back
/// shapes and connectors together.
extension Document {
  /// The edits that keep connectors attached after `transaction` was applied to this document
  /// (`index` indexes it as it is now). Empty when no connector is concerned.
  public func connectorFollowUp(after transaction: Transaction, index: SpatialIndex) -> Transaction {
    var routes = RouteCache()
    return connectorFollowUp(after: transaction, index: index, routes: &routes)
  }

  /// `connectorFollowUp(after:index:)`, taking from `routes` the routes whose ends and
  /// obstacles did not change, and keeping the new ones there.
  public func connectorFollowUp(after transaction: Transaction, index: SpatialIndex, routes: inout RouteCache)
    -> Transaction
  {
    var lines = Set<ShapeID>()
    for edit in transaction.edits {
      // The edit carries the shape as it is now (a removed one is gone, and needs no route).
      let shape: Shape
      switch edit {
      case .remove(let removed, _):
        lines.formUnion(connectors(boundTo: removed.id))
        continue
      case .insert(let inserted, _): shape = inserted
      case .update(_, let new): shape = new
      case .reorder, .insertGroup, .removeGroup, .updateGroup: continue
      }
      if let bound = connectorsByShapeIfAny(shape.id) { lines.formUnion(bound) }
      if case .line(let line) = shape.kind, line.isConnector, contains(shape.id) { lines.insert(shape.id) }
    }
    let shapes = lines.sorted(by: { $0.rawValue < $1.rawValue }).compactMap { self[$0] }
    let followed = following(shapes, index: index, replacing: [:], routes: &routes)
    var edits: [Edit] = []
    for (shape, updated) in zip(shapes, followed) where updated != shape {
      edits.append(.update(from: shape, to: updated))
    }
    return Transaction(edits)
  }

  /// `shapes` (versions of this document's shapes shown elsewhere, as a drag previews them)
  /// with the connectors among them routed, followed by the document's other connectors
  /// attached to them, routed to where they are shown. For live previews: the caller hides the
  /// document's own versions of everything returned.
  public func connectorsFollowing(_ shapes: [Shape], index: SpatialIndex) -> [Shape] {
    var routes = RouteCache()
    return connectorsFollowing(shapes, index: index, routes: &routes)
  }

  /// `connectorsFollowing(_:index:)`, taking from `routes` the routes whose ends and obstacles
  /// did not change (a drag back over where it was, the commit after the last frame), and
  /// keeping the new ones there.
  public func connectorsFollowing(_ shapes: [Shape], index: SpatialIndex, routes: inout RouteCache) -> [Shape]
  {
    var replacing: [ShapeID: Shape] = [:]
    for shape in shapes where contains(shape.id) { replacing[shape.id] = shape }
    guard !replacing.isEmpty else { return shapes }
    var lines = Set<ShapeID>()
    for id in replacing.keys { lines.formUnion(connectors(boundTo: id)) }
    let others = lines.sorted(by: { $0.rawValue < $1.rawValue }).compactMap { id in
      replacing[id] == nil ? self[id] : nil
    }
    let followed = following(shapes + others, index: index, replacing: replacing, routes: &routes)
    var result = Array(followed.prefix(shapes.count))
    for (shape, updated) in zip(others, followed.dropFirst(shapes.count)) where updated != shape {
      result.append(updated)
    }
    return result
  }

  /// `line` routed between the shapes its ends are attached to (ends attached to a shape that
  /// is gone let go), as the next edit would route it; a free elbow line (one the user just
  /// set or drew that way) turns once, across then up or down.
  public func routed(_ line: Line, index: SpatialIndex) -> Line {
    var routes = RouteCache()
    let shape = Shape(id: ShapeID(0), kind: .line(line))
    guard case .line(var routed) = following([shape], index: index, replacing: [:], routes: &routes)[0].kind
    else { return line }
    if !routed.isConnector && routed.route == .elbow && !routed.userRuns {
      routed.bends =
        routed.start.row == routed.end.row || routed.start.column == routed.end.column
        ? [] : [CanvasPoint(column: routed.end.column, row: routed.start.row)]
    }
    return routed
  }

  /// `shapes` with every connector among them following its shapes (`following(_:replacing:)`),
  /// the others as they are. The elbow routes' obstacles are gathered once for all of them
  /// (`RouteObstacles`), unless they lie so far apart that one area around them all would hold
  /// far more than theirs do.
  func following(
    _ shapes: [Shape], index: SpatialIndex, replacing: [ShapeID: Shape], routes: inout RouteCache
  )
    -> [Shape]
  {
    var steps = shapes.map { shape -> FollowStep? in
      guard case .line(let line) = shape.kind, line.isConnector else { return nil }
      return followStep(line, replacing: replacing)
    }
    var union: CanvasRect?
    var cells = 0
    for case .elbow(_, let start, let end)? in steps {
      let area = ConnectorRouter.obstacleArea(from: start, to: end)
      union = union.map { $0.union(area) } ?? area
      cells += area.size.columns * area.size.rows
    }
    var shared: RouteObstacles?
    if let union, union.size.columns * union.size.rows <= 4 * cells {
      shared = RouteObstacles(document: self, index: index, area: union, replacing: replacing)
    }
    var result = shapes
    for position in shapes.indices {
      guard let step = steps[position] else { continue }
      let line: Line
      switch step {
      case .done(let done): line = done
      case .elbow(let pending, let start, let end):
        let area = ConnectorRouter.obstacleArea(from: start, to: end)
        let obstacles =
          shared ?? RouteObstacles(document: self, index: index, area: area, replacing: replacing)
        let (rects, fingerprint) = obstacles.obstacles(
          in: area, excluding: routeTransparent(pending, replacing: replacing))
        let route = routes.elbow(from: start, to: end, obstacles: rects, fingerprint: fingerprint)
        line = Self.applying(route, to: pending)
      }
      steps[position] = nil
      result[position].kind = .line(line)
    }
    return result
  }

  /// A connector on its way to following its shapes: done already, or waiting for its elbow
  /// route between the two ends.
  enum FollowStep {
    case done(Line)
    case elbow(Line, start: RouteEnd, end: RouteEnd)
  }

  /// `line` with ends let go where their shape is gone (or takes no connectors), and routed
  /// again between the shapes it stays attached to, which `replacing` may show elsewhere; an
  /// elbow route is left to the caller, which gathers the obstacles.
  func followStep(_ line: Line, replacing: [ShapeID: Shape]) -> FollowStep {
    var line = line
    func target(_ binding: LineBinding?) -> Shape? {
      guard let binding else { return nil }
      let shape = replacing[binding.shape] ?? self[binding.shape]
      return shape?.kind.acceptsConnectors == true ? shape : nil
    }
    let startShape = target(line.startBinding)
    let endShape = target(line.endBinding)
    if startShape == nil { line.startBinding = nil }
    if endShape == nil { line.endBinding = nil }
    guard line.isConnector else { return .done(line) }
    let start = Self.routeEnd(line.startBinding, shape: startShape, free: line.start)
    let end = Self.routeEnd(line.endBinding, shape: endShape, free: line.end)
    if line.userRuns && line.route == .elbow {
      if let (startPoint, startSide) = Self.fixedPoint(of: start),
        let (endPoint, endSide) = Self.fixedPoint(of: end),
        let kept = line.keepingRuns(start: startPoint, startSide: startSide, end: endPoint, endSide: endSide)
      {
        return .done(kept)
      }
      line.userRuns = false
    }
    guard line.route == .straight else { return .elbow(line, start: start, end: end) }
    var route = ConnectorRouter.straight(from: start, to: end)
    // A slanted run has no junction to merge into a frame: on a frame it would put its dots
    // or its arrowhead in a frame cell, so an end on one stops in the cell beside it.
    if let first = route.points.first, let last = route.points.last, first.row != last.row,
      first.column != last.column
    {
      if let side = route.startSide, Self.meetsDrawnFrame(line.startBinding, startShape) {
        route.points[0] = side.outward.moved(first)
      }
      if let side = route.endSide, Self.meetsDrawnFrame(line.endBinding, endShape) {
        route.points[route.points.count - 1] = side.outward.moved(last)
      }
    }
    return .done(Self.applying(route, to: line))
  }

  /// `line` along `route`.
  static func applying(_ route: ConnectorRoute, to line: Line) -> Line {
    guard let first = route.points.first, let last = route.points.last else { return line }
    var line = line
    line.start = first
    line.end = last
    line.bends = line.route == .elbow ? Array(route.points.dropFirst().dropLast()) : []
    return line
  }

  /// True when a bound end lies on its shape's drawn outline: no gap, and a shape with one (a
  /// text shape's route frame is the blank ring around its text).
  private static func meetsDrawnFrame(_ binding: LineBinding?, _ shape: Shape?) -> Bool {
    guard let binding, binding.gap == 0, let shape else { return false }
    if case .text = shape.kind { return false }
    return true
  }

  /// The cell an end meets, and the side it leaves through, when that is fixed: a free end's
  /// cell, or a bound end whose side is set; nil when the router would choose the side.
  static func fixedPoint(of end: RouteEnd) -> (CanvasPoint, ShapeSide?)? {
    switch end {
    case .free(let point): return (point, nil)
    case .bound(let frame, let side?, let offset):
      return (ConnectorRouter.borderCell(of: frame, side: side, offset: offset), side)
    case .bound: return nil
    }
  }

  /// `line` with the side of each bound end set to the side its route meets now, so the ends
  /// stay where they are while the user's runs are kept (ends on a side the route chose would
  /// otherwise be free to jump to another side).
  public func pinningSides(of line: Line) -> Line {
    var line = line
    func pinned(_ binding: LineBinding?, at point: CanvasPoint) -> LineBinding? {
      guard var binding, binding.side == nil, let shape = self[binding.shape] else { return binding }
      guard case .bound(let frame, _, _) = Self.routeEnd(binding, shape: shape, free: point) else {
        return binding
      }
      if point.column == frame.minColumn && point.row > frame.minRow && point.row < frame.maxRow - 1 {
        binding.side = .left
      } else if point.column == frame.maxColumn - 1 && point.row > frame.minRow
        && point.row < frame.maxRow - 1
      {
        binding.side = .right
      } else if point.row == frame.minRow {
        binding.side = .top
      } else if point.row == frame.maxRow - 1 {
        binding.side = .bottom
      }
      return binding
    }
    line.startBinding = pinned(line.startBinding, at: line.start)
    line.endBinding = pinned(line.endBinding, at: line.end)
    return line
  }

  /// `piece`, a straight line cut from connector `original` (the eraser's remains), attached
  /// where it keeps one of the original's bound ends: exactly at that cell (side and offset
  /// set), so it draws as the original did there (the junction, the arrowhead beside the
  /// frame) and stays attached when the shape moves.
  public func rebinding(_ piece: Line, cutFrom original: Line) -> Line {
    var piece = piece
    func exact(_ binding: LineBinding?, at point: CanvasPoint) -> LineBinding? {
      guard let binding, let shape = self[binding.shape],
        case .bound(let frame, _, _) = Self.routeEnd(
          LineBinding(shape: binding.shape, gap: binding.gap), shape: shape, free: point)
      else { return nil }
      let side: ShapeSide
      if point.row == frame.minRow {
        side = .top
      } else if point.row == frame.maxRow - 1 {
        side = .bottom
      } else if point.column == frame.minColumn {
        side = .left
      } else if point.column == frame.maxColumn - 1 {
        side = .right
      } else {
        return nil
      }
      var offset = side == .top || side == .bottom ? point.column - frame.minColumn : point.row - frame.minRow
      if case .text = shape.kind { offset -= 1 }
      offset -= binding.gap
      let exact = LineBinding(shape: binding.shape, side: side, offset: offset, gap: binding.gap)
      let end = Self.routeEnd(exact, shape: shape, free: point)
      guard case .bound(let boundFrame, _, let boundOffset) = end,
        ConnectorRouter.borderCell(of: boundFrame, side: side, offset: boundOffset) == point
      else { return nil }
      return exact
    }
    if piece.start == original.start, let binding = exact(original.startBinding, at: piece.start) {
      piece.startBinding = binding
    } else if piece.end == original.start, let binding = exact(original.startBinding, at: piece.end) {
      piece.endBinding = binding
    }
    if piece.end == original.end, let binding = exact(original.endBinding, at: piece.end) {
      piece.endBinding = binding
    } else if piece.start == original.end, let binding = exact(original.endBinding, at: piece.start) {
      piece.startBinding = binding
    }
    return piece
  }

  /// How the router sees one end: the frame of its shape (a text shape's bounds grown by a
  /// cell, since text has no frame to meet), grown by the binding's gap, or the free cell.
  static func routeEnd(_ binding: LineBinding?, shape: Shape?, free: CanvasPoint) -> RouteEnd {
    guard let binding, let shape else { return .free(free) }
    var frame = shape.bounds
    let side = binding.side
    var offset = binding.offset
    var grow = max(0, binding.gap)
    if case .text = shape.kind { grow += 1 }
    if grow > 0 {
      frame = CanvasRect(
        column: frame.minColumn - grow, row: frame.minRow - grow, columns: frame.size.columns + 2 * grow,
        rows: frame.size.rows + 2 * grow)
      if let given = offset { offset = given + grow }
    }
    // An ellipse meets its bounds only at the middle of each side.
    if case .ellipse = shape.kind { offset = nil }
    if side == nil { offset = nil }
    return .bound(frame: frame, side: side, offset: offset)
  }

  /// Copies of `shapes` moved by whole cells, with fresh IDs this document hands out: a line
  /// end attached to one of `shapes` is attached to that shape's copy; one attached to a shape
  /// left behind lets go (spec §8: copies of connected shapes stay connected among themselves).
  /// A copy lies in the copy of its box, or in none when the box is not copied. The copies are
  /// in no group (`makeCopies(of:)` of a `ShapeCollection` copies groups too).
  public mutating func makeCopies(of shapes: [Shape], columns: Int, rows: Int) -> [Shape] {
    var newIDs: [ShapeID: ShapeID] = [:]
    var copies = shapes.map { shape in
      var copy = shape.translated(columns: columns, rows: rows).withID(makeShapeID())
      copy.groupID = nil
      newIDs[shape.id] = copy.id
      return copy
    }
    for index in copies.indices {
      if let container = copies[index].containerID { copies[index].containerID = newIDs[container] }
      guard case .line(var line) = copies[index].kind, line.isConnector else { continue }
      line.startBinding = line.startBinding.flatMap { binding in
        newIDs[binding.shape].map { binding.moved(to: $0) }
      }
      line.endBinding = line.endBinding.flatMap { binding in
        newIDs[binding.shape].map { binding.moved(to: $0) }
      }
      copies[index].kind = .line(line)
    }
    return copies
  }
}

extension ShapeKind {
  /// Shapes an elbow route keeps clear of: the ones with an area. Lines cross each other, and a
  /// freehand stroke is no reason for a detour.
  var isRouteObstacle: Bool {
    switch self {
    case .rectangle, .ellipse, .text: return true
    case .line, .pen, .brush: return false
    }
  }
}
