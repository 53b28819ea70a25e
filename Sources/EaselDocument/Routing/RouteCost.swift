/// What a route costs, compared tier by tier: cells inside its own bound frames (other than its
/// two end cells), cells inside obstacles, cells in an obstacle's one-cell margin, bends, length.
/// So a clean route always beats one through anything, and the rest is fewest bends, then
/// shortest.
struct RouteCost: Comparable, Sendable {
  var frameCells = 0
  var obstacleCells = 0
  var marginCells = 0
  var bends = 0
  var length = 0

  static let zero = RouteCost()

  static func < (a: RouteCost, b: RouteCost) -> Bool {
    (a.frameCells, a.obstacleCells, a.marginCells, a.bends, a.length)
      < (b.frameCells, b.obstacleCells, b.marginCells, b.bends, b.length)
  }

  static func + (a: RouteCost, b: RouteCost) -> RouteCost {
    RouteCost(
      frameCells: a.frameCells + b.frameCells, obstacleCells: a.obstacleCells + b.obstacleCells,
      marginCells: a.marginCells + b.marginCells, bends: a.bends + b.bends, length: a.length + b.length)
  }

  /// The cost of passing `count` cells that each carry `flags` (`RouteGrid.Flag`).
  static func cells(_ count: Int, flags: UInt8) -> RouteCost {
    RouteCost(
      frameCells: flags & RouteGrid.Flag.frame != 0 ? count : 0,
      obstacleCells: flags & RouteGrid.Flag.obstacle != 0 ? count : 0,
      marginCells: flags & (RouteGrid.Flag.obstacle | RouteGrid.Flag.margin) == RouteGrid.Flag.margin
        ? count : 0)
  }
}
