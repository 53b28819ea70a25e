/// What a route costs, compared tier by tier: cells inside its own bound frames (other than its
/// two end cells), cells inside obstacles, cells in an obstacle's one-cell margin, bends, length.
/// So a clean route always beats one through anything, and the rest is fewest bends, then
/// shortest.
///
/// Packed into two words so the search compares and adds costs in a few instructions: the three
/// cell tiers in 21 bits each, bends above 40 bits of length. A run adds at most `cellLimit`
/// cells to a tier; past about two million cells in one tier (a route through a frame millions
/// of cells wide) tiers run into each other and the order is approximate, never a crash.
struct RouteCost: Comparable, Sendable {
  var penalty: UInt64 = 0
  var path: UInt64 = 0

  static let cellLimit = (1 << 21) - 1
  static let zero = RouteCost()
  static let unreachable = RouteCost(penalty: .max, path: .max)
  static let bend = RouteCost(penalty: 0, path: 1 << 40)

  static func length(_ cells: Int) -> RouteCost {
    RouteCost(penalty: 0, path: UInt64(min(max(cells, 0), (1 << 40) - 1)))
  }

  /// True when no cell is inside a frame, an obstacle or a margin.
  var isClean: Bool { penalty == 0 }

  static func < (a: RouteCost, b: RouteCost) -> Bool {
    a.penalty != b.penalty ? a.penalty < b.penalty : a.path < b.path
  }

  static func + (a: RouteCost, b: RouteCost) -> RouteCost {
    RouteCost(penalty: a.penalty &+ b.penalty, path: a.path &+ b.path)
  }

  /// The cost of passing `count` cells that each carry `flags` (`RouteGrid.Flag`).
  static func cells(_ count: Int, flags: UInt8) -> RouteCost {
    guard flags != 0 else { return .zero }
    let cells = UInt64(min(max(count, 0), cellLimit))
    var penalty: UInt64 = 0
    if flags & RouteGrid.Flag.frame != 0 { penalty |= cells << 42 }
    if flags & RouteGrid.Flag.obstacle != 0 {
      penalty |= cells << 21
    } else if flags & RouteGrid.Flag.margin != 0 {
      penalty |= cells
    }
    return RouteCost(penalty: penalty, path: 0)
  }
}
