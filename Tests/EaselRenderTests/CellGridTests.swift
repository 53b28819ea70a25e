import EaselGeometry
import Testing

@testable import EaselRender

@Suite("CellGrid")
struct CellGridTests {
  func point(_ column: Int, _ row: Int) -> CellPoint { CellPoint(column: column, row: row) }

  @Test("Text is placed cluster by cluster and read back with trailing spaces trimmed")
  func putAndRead() {
    var grid = CellGrid(size: CellSize(columns: 10, rows: 3))
    let end = grid.put("Hi there", at: point(1, 1))
    #expect(end == 9)
    #expect(grid.text == "\n Hi there\n")
    #expect(grid.rowText(1) == " Hi there")
    #expect(grid[point(1, 1)].grapheme == "H")
  }

  @Test("A wide character takes a lead cell and a continuation")
  func wideCharacters() {
    var grid = CellGrid(size: CellSize(columns: 8, rows: 1))
    let end = grid.put("a漢b", at: point(0, 0))
    #expect(end == 4)
    #expect(grid[point(1, 0)].isWide)
    #expect(grid[point(2, 0)].isContinuation)
    #expect(grid[point(3, 0)].grapheme == "b")
    #expect(grid.text == "a漢b")
  }

  @Test("Writing over the right half of a wide character clears both halves")
  func overwriteRightHalf() {
    var grid = CellGrid(size: CellSize(columns: 6, rows: 1))
    grid.put("漢字", at: point(0, 0))
    grid.put("x", at: point(1, 0))
    #expect(grid.text == " x字")
    #expect(!grid[point(0, 0)].isWide)
    #expect(grid[point(0, 0)] == .blank)
  }

  @Test("Writing over the left half of a wide character clears both halves")
  func overwriteLeftHalf() {
    var grid = CellGrid(size: CellSize(columns: 6, rows: 1))
    grid.put("漢字", at: point(0, 0))
    grid.put("y", at: point(2, 0))
    #expect(grid.text == "漢y")
    #expect(grid[point(3, 0)] == .blank)
  }

  @Test("A wide character written one column into another clears the one it overlaps")
  func wideOverWide() {
    var grid = CellGrid(size: CellSize(columns: 6, rows: 1))
    grid.put("漢字", at: point(0, 0))
    grid.put("語", at: point(1, 0))
    #expect(grid.text == " 語")
    #expect(grid[point(1, 0)].isWide && grid[point(2, 0)].isContinuation)
    #expect(grid[point(3, 0)] == .blank)
  }

  @Test("Cleared halves keep the wide character's style")
  func clearedHalvesKeepStyle() {
    let red = Style(background: .ansi(1))
    var grid = CellGrid(size: CellSize(columns: 4, rows: 1))
    grid.put("字", at: point(0, 0), style: red)
    grid.put("x", at: point(0, 0))
    #expect(grid[point(1, 0)] == .blank(style: red))
  }

  @Test("A wide character that does not fit at the right edge becomes a blank")
  func wideAtRightEdge() {
    var grid = CellGrid(size: CellSize(columns: 5, rows: 1))
    let end = grid.put("abcd字", at: point(0, 0))
    #expect(end == 6)
    #expect(grid.text == "abcd")
    #expect(grid[point(4, 0)] == .blank)
  }

  @Test("Text starting left of the grid is clipped; a cut wide character leaves a blank")
  func clippedLeft() {
    var grid = CellGrid(size: CellSize(columns: 5, rows: 2))
    grid.put("zz", at: point(0, 0))
    grid.put("ab字cd", at: point(-3, 0))
    #expect(grid.text == " cd\n")
    grid.put("hidden", at: point(0, 7))
    grid.put("hidden", at: point(0, -1))
    #expect(grid.text == " cd\n")
  }

  @Test("Controls become U+FFFD and combining marks stay with their base")
  func controlsAndMarks() {
    var grid = CellGrid(size: CellSize(columns: 10, rows: 1))
    grid.put("a\u{1B}[2Jb\ne\u{0301}", at: point(0, 0))
    #expect(grid.rowText(0) == "a\u{FFFD}[2Jb\u{FFFD}e\u{0301}")
    #expect(grid[point(7, 0)].grapheme == "e\u{0301}")
  }

  @Test("A lone combining mark is drawn over a space and zero-width spaces take no cell")
  func zeroWidthClusters() {
    var grid = CellGrid(size: CellSize(columns: 6, rows: 1))
    let end = grid.put("\u{0301}a\u{200B}b", at: point(0, 0))
    #expect(end == 3)
    #expect(grid[point(0, 0)].grapheme == " \u{0301}")
    #expect(grid.rowText(0) == " \u{0301}ab")
  }

  @Test("Emoji sequences and flags take two cells")
  func emojiClusters() {
    var grid = CellGrid(size: CellSize(columns: 10, rows: 1))
    let end = grid.put("🇯🇵👨\u{200D}👩\u{200D}👧!", at: point(0, 0))
    #expect(end == 5)
    #expect(grid[point(2, 0)].grapheme == "👨\u{200D}👩\u{200D}👧")
    #expect(grid[point(4, 0)].grapheme == "!")
  }

  @Test("Fill covers a clipped rectangle, repeating wide cells with a blank at an odd end")
  func fill() {
    var grid = CellGrid(size: CellSize(columns: 7, rows: 3))
    grid.fill(CellRect(column: 1, row: 1, columns: 10, rows: 5), with: Cell("#"))
    #expect(grid.text == "\n ######\n ######")
    grid.fill(CellRect(column: 0, row: 0, columns: 5, rows: 1), with: Cell("字"))
    #expect(grid.text == "字字\n ######\n ######")
    #expect(grid[point(4, 0)] == .blank)
    grid.fill(CellRect(column: 2, row: 0, columns: 1, rows: 2), with: Cell("|"))
    #expect(grid.rowText(0) == "字|")
  }

  @Test("Setting through the subscript keeps wide characters whole")
  func subscriptSetter() {
    var grid = CellGrid(size: CellSize(columns: 4, rows: 1))
    grid[point(0, 0)] = Cell("字")
    #expect(grid[point(1, 0)].isContinuation)
    grid[point(1, 0)] = Cell("q")
    #expect(grid.text == " q")
  }

  @Test("A frame golden: a box with a label and wide text")
  func goldenFrame() {
    var grid = CellGrid(size: CellSize(columns: 12, rows: 4))
    grid.put("┌──────────┐", at: point(0, 0))
    grid.put("│", at: point(0, 1))
    grid.put("│", at: point(11, 1))
    grid.put("└──────────┘", at: point(0, 3))
    grid.put("漢字 ok", at: point(2, 1))
    grid.put("é", at: point(2, 2))
    let expected = """
      ┌──────────┐
      │ 漢字 ok  │
        é
      └──────────┘
      """
    #expect(grid.text == expected)
  }
}
