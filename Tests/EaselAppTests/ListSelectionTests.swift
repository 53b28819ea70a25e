import Testing

@testable import EaselApp

/// The list selection (spec §9, "Focus"), row by row of the spec: each test applies the changes
/// to a plain set of rows, as the objects panel applies them to the shapes.
@Suite("List selection")
struct ListSelectionTests {
  /// A list of `count` rows and the selection the changes make.
  struct Harness {
    var list = ListSelection()
    var selected: Set<Int> = []
    let count: Int

    init(count: Int = 10) { self.count = count }

    mutating func run(_ operation: (inout ListSelection, Int) -> [ListSelection.Change]) {
      for change in operation(&list, count) {
        switch change {
        case .replace(let range): selected = Set(range)
        case .add(let range): selected.formUnion(range)
        case .remove(let range): selected.subtract(range)
        case .toggle(let row): if selected.remove(row) == nil { selected.insert(row) }
        case .all: selected = Set(0..<count)
        }
      }
    }

    mutating func down(_ times: Int = 1) { for _ in 0..<times { list.moveFocus(by: 1, count: count) } }
    mutating func up(_ times: Int = 1) { for _ in 0..<times { list.moveFocus(by: -1, count: count) } }
    mutating func space() { run { list, count in list.selectFocused(count: count) } }
    mutating func shiftDown(_ times: Int = 1) { for _ in 0..<times { run { $0.extend(by: 1, count: $1) } } }
    mutating func shiftUp(_ times: Int = 1) { for _ in 0..<times { run { $0.extend(by: -1, count: $1) } } }
    mutating func click(_ row: Int) { run { $0.click(row, count: $1) } }
    mutating func shiftClick(_ row: Int) { run { $0.extend(to: row, count: $1) } }
    mutating func cmdClick(_ row: Int) { run { $0.toggle(row, count: $1) } }
    mutating func cmdSpace() { run { list, count in list.toggleFocused(count: count) } }
    mutating func cmdA() { run { list, count in list.selectAll(count: count) } }
  }

  @Test("Up/Down move the focus and leave the selection; the focus stops at the ends")
  func focusMovesApartFromSelection() {
    var list = Harness()
    list.click(2)
    list.down(3)
    #expect(list.list.focus == 5)
    #expect(list.selected == [2], "the focused row is not selected by moving to it")
    list.up(9)
    #expect(list.list.focus == 0)
    list.down(20)
    #expect(list.list.focus == 9)
    #expect(list.selected == [2])
  }

  @Test("Space or Enter selects the focused row alone, and it becomes the anchor")
  func spaceSelectsAlone() {
    var list = Harness()
    list.cmdA()
    list.down(4)
    list.space()
    #expect(list.selected == [4])
    #expect(list.list.anchor == 4)
  }

  @Test("Shift+Down three times from a chosen row selects four rows; Shift+Up shrinks the range row by row")
  func shiftArrowsRange() {
    var list = Harness()
    list.down(2)
    list.space()
    list.shiftDown(3)
    #expect(list.selected == [2, 3, 4, 5])
    #expect(list.list.focus == 5)
    list.shiftUp()
    #expect(list.selected == [2, 3, 4])
    // Past the anchor the range turns round it.
    list.shiftUp(4)
    #expect(list.selected == [0, 1, 2])
    #expect(list.list.anchor == 2)
  }

  @Test("A range step changes only the row that enters or leaves")
  func rangeStepsAreIncremental() {
    var list = ListSelection()
    _ = list.click(10, count: 100)
    #expect(list.extend(by: 1, count: 100) == [.add(11...11)])
    #expect(list.extend(by: 1, count: 100) == [.add(12...12)])
    #expect(list.extend(by: -1, count: 100) == [.remove(12...12)])
    // Once the selection changed elsewhere, the next step states the whole range again.
    list.selectionChangedElsewhere(row: nil, count: 100)
    #expect(list.extend(by: 1, count: 100) == [.replace(10...12)])
  }

  @Test("With no row chosen yet, Shift+Down ranges from the focused row")
  func rangeWithoutAnchor() {
    var list = Harness()
    list.down(3)
    list.shiftDown()
    #expect(list.selected == [3, 4])
  }

  @Test("Shift-click selects the range from the anchor to the row clicked, replacing the last range")
  func shiftClickRange() {
    var list = Harness()
    list.click(6)
    list.shiftClick(2)
    #expect(list.selected == [2, 3, 4, 5, 6])
    #expect(list.list.focus == 2)
    list.shiftClick(8)
    #expect(list.selected == [6, 7, 8])
  }

  @Test("Cmd-click and Cmd-Space add or take out one row and leave the rest; the row becomes the anchor")
  func toggles() {
    var list = Harness()
    list.click(1)
    list.cmdClick(4)
    #expect(list.selected == [1, 4])
    list.cmdClick(1)
    #expect(list.selected == [4])
    #expect(list.list.focus == 1, "the row toggled has the focus")
    list.down(5)
    list.cmdSpace()
    #expect(list.selected == [4, 6])
    list.cmdSpace()
    #expect(list.selected == [4])
    // The range now reaches from the row toggled last.
    list.shiftDown()
    #expect(list.selected == [6, 7])
  }

  @Test("Cmd-A selects every row; a range afterwards starts from the anchor again")
  func selectAll() {
    var list = Harness()
    list.click(3)
    list.cmdA()
    #expect(list.selected == Set(0..<10))
    list.shiftDown()
    #expect(list.selected == [3, 4])
  }

  @Test("A selection made elsewhere moves the focus and the anchor to its row")
  func selectionFromCanvas() {
    var list = Harness()
    list.click(1)
    list.list.selectionChangedElsewhere(row: 7, count: 10)
    list.selected = [7]
    #expect(list.list.focus == 7 && list.list.anchor == 7)
    list.shiftUp()
    #expect(list.selected == [6, 7])
  }

  @Test("When rows come and go the focus and anchor stay within the list; an empty list changes nothing")
  func rowsChange() {
    var list = ListSelection()
    _ = list.click(9, count: 10)
    list.rowsChanged(focus: 9, anchor: 9, count: 4)
    #expect(list.focus == 3 && list.anchor == 3 && list.range == nil)
    var empty = ListSelection()
    #expect(empty.selectFocused(count: 0).isEmpty)
    #expect(empty.extend(by: 1, count: 0).isEmpty)
    #expect(empty.toggleFocused(count: 0).isEmpty)
    #expect(empty.selectAll(count: 0).isEmpty)
  }
}
