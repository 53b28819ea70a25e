@testable import EaselDocument

/// z-order commands written the naive way, to check `Document.reordering` against: the order is
/// cut into maximal runs of selected and unselected shapes, and each selected run trades places
/// with the one unselected shape next to it.
enum ReorderReference {
  static func reorder<ID: Hashable>(_ order: [ID], selected: Set<ID>, _ move: Document.ZOrderMove) -> [ID] {
    switch move {
    case .toFront: return order.filter { !selected.contains($0) } + order.filter { selected.contains($0) }
    case .toBack: return order.filter { selected.contains($0) } + order.filter { !selected.contains($0) }
    case .forward:
      var runs = makeRuns(order, selected: selected)
      for index in runs.indices where runs[index].selected && index + 1 < runs.count {
        runs[index].ids.insert(runs[index + 1].ids.removeFirst(), at: 0)
      }
      return runs.flatMap(\.ids)
    case .backward:
      var runs = makeRuns(order, selected: selected)
      for index in runs.indices where runs[index].selected && index > 0 {
        runs[index].ids.append(runs[index - 1].ids.removeLast())
      }
      return runs.flatMap(\.ids)
    }
  }

  private static func makeRuns<ID: Hashable>(_ order: [ID], selected: Set<ID>) -> [(
    selected: Bool, ids: [ID]
  )] {
    var runs: [(selected: Bool, ids: [ID])] = []
    for id in order {
      let isSelected = selected.contains(id)
      if let last = runs.last, last.selected == isSelected {
        runs[runs.count - 1].ids.append(id)
      } else {
        runs.append((isSelected, [id]))
      }
    }
    return runs
  }
}
