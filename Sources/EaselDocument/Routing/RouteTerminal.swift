import EaselGeometry

/// One way a route may start or end: a free cell, or a bound frame's border cell on one side
/// with the stub that leaves it at right angles.
struct RouteTerminal {
  /// Cells of a bound end's stub: the cell just outside the side, which the route crosses
  /// straight (it may turn only beyond it), free of the frame's margin.
  static let stubLength = 1

  /// The route's end cell.
  let cell: CanvasPoint
  let side: ShapeSide?
  /// Where the search starts or stops: the end of the stub, or the free cell itself.
  let stubEnd: CanvasPoint

  init(cell: CanvasPoint) {
    self.cell = cell
    side = nil
    stubEnd = cell
  }

  init(frame: CanvasRect, side: ShapeSide, offset: Int?) {
    cell = side.cell(of: frame, offset: offset)
    self.side = side
    stubEnd = side.outward.moved(cell, by: Self.stubLength)
  }

  /// Every terminal `end` allows.
  static func candidates(for end: RouteEnd) -> [RouteTerminal] {
    switch end {
    case .free(let point): return [RouteTerminal(cell: point)]
    case .bound(_, _, let offset):
      let frame = end.normalizedFrame!
      return end.candidateSides.map { RouteTerminal(frame: frame, side: $0, offset: offset) }
    }
  }

  /// The cost of the end cell and the stub short of `stubEnd` (the search prices `stubEnd`
  /// itself as a grid node), and for a start the stub end too.
  func stubCost(on grid: RouteGrid, includingStubEnd: Bool) -> RouteCost {
    var cost = grid.cost(at: cell, isEndCell: true)
    guard let side else { return cost }
    let cells = includingStubEnd ? Self.stubLength : Self.stubLength - 1
    for step in stride(from: 1, through: cells, by: 1) {
      cost = cost + grid.cost(at: side.outward.moved(cell, by: step))
    }
    return cost + .length(Self.stubLength)
  }
}
