import EaselGeometry
import Testing

@testable import EaselRender

/// A zero-width joiner may end no cell (issue 12, item 14): tmux would join the next cell's
/// character onto it. `TmuxScreenTests` checks the same against a real tmux.
@Suite("Cell joiners")
struct CellJoinerTests {
  @Test(
    "a joiner that ends a cluster is dropped, the rest kept with its width",
    arguments: [
      ("a\u{200D}", "a", 1), ("🎨\u{200D}", "🎨", 2), ("e\u{301}\u{200D}\u{200D}", "e\u{301}", 1),
      ("图\u{200D}", "图", 2),
    ] as [(String, String, Int)])
  func trailingJoinerDropped(_ input: String, _ shown: String, _ width: Int) throws {
    let character = try #require(input.first)
    #expect(input.count == 1, "one cluster")
    let cell = Cell(character)
    #expect(cell.grapheme == shown)
    #expect(Int(cell.width) == width)
  }

  @Test("a lone joiner is a blank cell; joiners inside emoji sequences stay")
  func loneAndInner() throws {
    #expect(Cell("\u{200D}").grapheme == " ")
    let family = "👨\u{200D}👩\u{200D}👧"
    let cell = Cell(try #require(family.first))
    #expect(cell.grapheme == family)
    #expect(cell.width == 2)
  }

  @Test("text put on a grid never leaves a cell ending in a joiner")
  func gridText() {
    var grid = CellGrid(size: CellSize(columns: 20, rows: 1))
    grid.put("a\u{200D}b 🎨\u{200D}q \u{200D}x", at: CellPoint(column: 0, row: 0))
    for cell in grid.cells {
      #expect(cell.grapheme.unicodeScalars.last?.value != 0x200D, "\(cell.grapheme.debugDescription)")
    }
    #expect(grid.text.hasPrefix("ab 🎨"))
  }
}
