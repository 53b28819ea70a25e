import EaselGeometry

/// Routes connectors: pure functions of the two ends and the obstacles in the way.
public enum ConnectorRouter {
  /// How far the elbow search looks beyond the two ends, in cells each way (cells are about
  /// twice as tall as wide, so half as many rows).
  public static let searchMargin = CellSize(columns: 8, rows: 4)

  /// The area the elbow search looks in: the two ends' frames/points grown by a fixed margin
  /// (so a route costs the same in a 100-shape and a 100,000-shape document).
  public static func searchArea(from start: RouteEnd, to end: RouteEnd) -> CanvasRect {
    let ends = start.extent.union(end.extent)
    return CanvasRect(
      column: ends.minColumn - searchMargin.columns, row: ends.minRow - searchMargin.rows,
      columns: ends.size.columns + 2 * searchMargin.columns, rows: ends.size.rows + 2 * searchMargin.rows)
  }

  /// Where the obstacles of an elbow route can be: the search area grown by a cell, since an
  /// obstacle whose margin reaches into the area counts there. The caller asks its spatial index
  /// for the shapes in it and passes their bounds as `obstacles`.
  public static func obstacleArea(from start: RouteEnd, to end: RouteEnd) -> CanvasRect {
    let area = searchArea(from: start, to: end)
    return CanvasRect(
      column: area.minColumn - 1, row: area.minRow - 1, columns: area.size.columns + 2,
      rows: area.size.rows + 2)
  }

  /// The border cell a bound end meets `frame` at on `side`: what an elbow route uses for that
  /// side, so a caller can show the attach point before the release.
  public static func borderCell(of frame: CanvasRect, side: ShapeSide, offset: Int?) -> CanvasPoint {
    side.cell(of: RouteEnd.bound(frame: frame, side: side, offset: offset).normalizedFrame!, offset: offset)
  }

  /// An elbow route: horizontal and vertical runs only, leaving and entering bound frames at
  /// right angles to a side and straight for a cell before any turn (so its first and last
  /// runs are at least two cells long, and an arrowhead beside a frame never lands on it),
  /// fewest bends then shortest, keeping a free cell around every obstacle and its own frames
  /// (but for the cell it leaves or enters through) whenever such a route exists within
  /// `searchArea(from:to:)`, never crossing its own bound frames but for its two end cells.
  /// When no clean route exists it takes the best route through: fewest cells inside its own
  /// frames, then inside obstacles, then in margins, then fewest bends, then shortest.
  /// Obstacles inside a bound frame (the bound shapes themselves, as a spatial index returns
  /// them) are not obstacles: the frame's own rule covers them. Deterministic, and the
  /// obstacles' order does not matter.
  public static func elbow(from start: RouteEnd, to end: RouteEnd, obstacles: [CanvasRect]) -> ConnectorRoute
  {
    let area = searchArea(from: start, to: end)
    let frames = [start.normalizedFrame, end.normalizedFrame].compactMap { $0 }
    let reach = obstacleArea(from: start, to: end)
    let kept = obstacles.filter { rect in
      !rect.isEmpty && rect.intersects(reach) && !frames.contains { $0.contains(rect) }
    }
    let starts = RouteTerminal.candidates(for: start)
    let ends = RouteTerminal.candidates(for: end)
    let fixed = (starts + ends).flatMap { [$0.cell, $0.stubEnd] }
    var stubs: [(cell: CanvasPoint, frame: CanvasRect)] = []
    for (terminals, routeEnd) in [(starts, start), (ends, end)] {
      guard let frame = routeEnd.normalizedFrame else { continue }
      for terminal in terminals { stubs.append((terminal.stubEnd, frame)) }
    }
    // First the best clean route on the smaller clean grid, from the terminals whose end cell
    // and stub are clean; only when there is none, the best route through on the full grid.
    let cleanGrid = RouteGrid(
      area: area, obstacles: kept, frames: frames, stubs: stubs, fixedPoints: fixed, isClean: true)
    let cleanStarts = starts.filter { $0.stubCost(on: cleanGrid, includingStubEnd: true).isClean }
    let cleanEnds = ends.filter { $0.stubCost(on: cleanGrid, includingStubEnd: true).isClean }
    if !cleanStarts.isEmpty && !cleanEnds.isEmpty {
      var search = ElbowSearch(grid: cleanGrid, starts: cleanStarts, ends: cleanEnds, isClean: true)
      if let route = search.run() { return route }
    }
    let grid = RouteGrid(area: area, obstacles: kept, frames: frames, stubs: stubs, fixedPoints: fixed)
    var search = ElbowSearch(grid: grid, starts: starts, ends: ends)
    // The grid is connected and both terminal lists are non-empty, so a route is always found.
    return search.run()!
  }

  /// A straight route: one segment, any angle. A bound end meets its frame on the given side,
  /// or else on the side facing the other end (horizontal when the other end lies at least as
  /// far across as twice as far up or down, since a cell is about twice as tall as wide), a
  /// corner if that side has no other cells.
  public static func straight(from start: RouteEnd, to end: RouteEnd) -> ConnectorRoute {
    let (startCell, startSide) = straightEnd(start, toward: end)
    let (endCell, endSide) = straightEnd(end, toward: start)
    return ConnectorRoute(points: [startCell, endCell], startSide: startSide, endSide: endSide)
  }

  private static func straightEnd(_ end: RouteEnd, toward other: RouteEnd) -> (CanvasPoint, ShapeSide?) {
    guard case .bound(_, let givenSide, let offset) = end, let frame = end.normalizedFrame else {
      return (end.extent.origin, nil)
    }
    if let givenSide { return (givenSide.cell(of: frame, offset: offset), givenSide) }
    // Doubled centres keep half cells exact.
    let here = frame
    let there = other.extent
    let across = (2 * there.minColumn + there.size.columns) - (2 * here.minColumn + here.size.columns)
    let upDown = (2 * there.minRow + there.size.rows) - (2 * here.minRow + here.size.rows)
    let horizontal: ShapeSide = across >= 0 ? .right : .left
    let vertical: ShapeSide = upDown >= 0 ? .bottom : .top
    // The facing side even when it is all corners (a box one or two cells tall or wide): a
    // straight run leaving through another side would run along the frame, over it.
    let side = abs(across) >= 2 * abs(upDown) ? horizontal : vertical
    return (side.cell(of: frame, offset: offset), side)
  }
}
