/// The list half of the keyboard model (spec §9), over rows `0 ..< count` from the top: a
/// focused row that moves apart from the selection, an anchor that ranges reach from, and what
/// each key or click does to the selection, said as `Change`s for the caller to apply. Pure: it
/// holds row numbers only, so the objects panel maps rows to shapes and tests use plain lists.
///
/// - Up/Down move the focus; the selection stays.
/// - Space or Enter selects the focused row alone; it becomes the anchor.
/// - Shift+Up/Down and Shift-click select the contiguous range from the anchor to the row.
/// - Cmd-click and Cmd-Space add or remove one row; it becomes the anchor.
/// - A click selects its row alone; Cmd-A selects every row.
struct ListSelection: Hashable, Sendable {
  /// What to do to the selection.
  enum Change: Hashable, Sendable {
    /// These rows and no others.
    case replace(ClosedRange<Int>)
    case add(ClosedRange<Int>)
    case remove(ClosedRange<Int>)
    /// In if it was out, out if it was in.
    case toggle(Int)
    case all
  }

  private(set) var focus = 0
  /// Where ranges reach from; nil until a row is chosen (then the focus stands in).
  private(set) var anchor: Int?
  /// The range the selection is exactly, since the last range this made and until anything else
  /// changes the selection: a range step then adds or removes only the rows that change, so it
  /// costs one row at a time however long the range.
  private(set) var range: ClosedRange<Int>?

  /// Up/Down (and a page at a time): the focus moves, kept on a row; the selection stays.
  mutating func moveFocus(by delta: Int, count: Int) {
    focus = Self.clamp(focus + delta, count: count)
  }

  /// Home/End, or the focus following a row that moved.
  mutating func moveFocus(to row: Int, count: Int) { focus = Self.clamp(row, count: count) }

  /// Space or Enter: the focused row alone.
  mutating func selectFocused(count: Int) -> [Change] {
    guard count > 0 else { return [] }
    return choose(focus)
  }

  /// A plain click: its row, focused, alone.
  mutating func click(_ row: Int, count: Int) -> [Change] {
    guard count > 0 else { return [] }
    focus = Self.clamp(row, count: count)
    return choose(focus)
  }

  /// Shift+Up/Down: the focus moves and the selection becomes the rows from the anchor to it.
  mutating func extend(by delta: Int, count: Int) -> [Change] {
    guard count > 0 else { return [] }
    return extend(to: focus + delta, count: count)
  }

  /// Shift-click: the rows from the anchor to the one clicked, which takes the focus.
  mutating func extend(to row: Int, count: Int) -> [Change] {
    guard count > 0 else { return [] }
    let anchor = Self.clamp(self.anchor ?? focus, count: count)
    self.anchor = anchor
    focus = Self.clamp(row, count: count)
    let new = min(anchor, focus)...max(anchor, focus)
    defer { range = new }
    guard let old = range, old.contains(anchor) else { return [.replace(new)] }
    var changes: [Change] = []
    // Both ranges hold the anchor, so each side changes by one run at most.
    if old.lowerBound < new.lowerBound { changes.append(.remove(old.lowerBound...new.lowerBound - 1)) }
    if old.upperBound > new.upperBound { changes.append(.remove(new.upperBound + 1...old.upperBound)) }
    if new.lowerBound < old.lowerBound { changes.append(.add(new.lowerBound...old.lowerBound - 1)) }
    if new.upperBound > old.upperBound { changes.append(.add(old.upperBound + 1...new.upperBound)) }
    return changes
  }

  /// Cmd-click: its row in or out, focused; it becomes the anchor.
  mutating func toggle(_ row: Int, count: Int) -> [Change] {
    guard count > 0 else { return [] }
    focus = Self.clamp(row, count: count)
    anchor = focus
    range = nil
    return [.toggle(focus)]
  }

  /// Cmd-Space: the focused row in or out.
  mutating func toggleFocused(count: Int) -> [Change] { toggle(focus, count: count) }

  /// Cmd-A: every row.
  mutating func selectAll(count: Int) -> [Change] {
    guard count > 0 else { return [] }
    range = 0...count - 1
    return [.all]
  }

  /// The selection changed elsewhere (on the canvas, by undo): what this knew of it is gone;
  /// with `row` (the topmost selected one) the focus and the anchor go there.
  mutating func selectionChangedElsewhere(row: Int?, count: Int) {
    range = nil
    guard let row else { return }
    focus = Self.clamp(row, count: count)
    anchor = focus
  }

  /// The rows changed (an edit, a group folded): the focus and the anchor are where their rows
  /// are now, and no range is known.
  mutating func rowsChanged(focus: Int, anchor: Int?, count: Int) {
    self.focus = Self.clamp(focus, count: count)
    self.anchor = anchor.map { Self.clamp($0, count: count) }
    range = nil
  }

  private mutating func choose(_ row: Int) -> [Change] {
    anchor = row
    range = row...row
    return [.replace(row...row)]
  }

  private static func clamp(_ row: Int, count: Int) -> Int { max(0, min(row, count - 1)) }
}
