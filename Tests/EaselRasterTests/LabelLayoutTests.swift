import EaselDocument
import EaselGeometry
import Testing

@testable import EaselRaster

/// Wrapping labels (issue 15, spec §9): a rectangle's label wraps at word boundaries to the
/// box's inner width, wide characters by their drawn width, centred, overflow cut with `…`.
@Suite("Label layout: wrapping")
struct LabelLayoutTests {
  static func lines(_ label: String, columns: Int, rows: Int) -> [String] {
    LabelLayout(label: label, bounds: CanvasRect(column: 0, row: 0, columns: columns + 2, rows: rows + 2))
      .lines.map(\.text)
  }

  @Test("Words wrap at spaces to the inner width; the spaces at a break are left out")
  func wordsWrap() {
    #expect(Self.lines("a fairly long label", columns: 10, rows: 3) == ["a fairly", "long label"])
    #expect(Self.lines("a fairly long label", columns: 19, rows: 3) == ["a fairly long label"])
    #expect(Self.lines("one  two", columns: 3, rows: 3) == ["one", "two"])
    #expect(Self.lines("  indented\nnext", columns: 12, rows: 3) == ["  indented", "next"])
    #expect(Self.lines("a\n\nb", columns: 5, rows: 3) == ["a", "", "b"])
  }

  @Test("A word wider than the box is broken between characters; wide characters count twice")
  func longWordsAndWideCharacters() {
    #expect(Self.lines("abcdefghij", columns: 4, rows: 3) == ["abcd", "efgh", "ij"])
    #expect(Self.lines("漢字漢字 ok", columns: 5, rows: 3) == ["漢字", "漢字", "ok"])
    #expect(Self.lines("😀😀😀", columns: 4, rows: 2) == ["😀😀", "😀"])
  }

  @Test("More lines than rows: the last row shown ends in an ellipsis, within the width")
  func overflow() {
    #expect(Self.lines("one two three four", columns: 5, rows: 2) == ["one", "two…"])
    #expect(Self.lines("abcdefgh second", columns: 4, rows: 1) == ["abc…"])
    #expect(Self.lines("no room", columns: 0, rows: 3) == [])
  }

  @Test("Each line is centred; the block is centred in the rows")
  func centring() {
    let layout = LabelLayout(
      label: "a fairly long label", bounds: CanvasRect(column: 0, row: 0, columns: 14, rows: 6))
    #expect(layout.lines.map(\.row) == [2, 3])
    #expect(layout.lines.map(\.column) == [1 + (12 - 8) / 2, 1 + (12 - 10) / 2])
  }

  @Test("The caret follows the wrapped text: after a break it is on the next line")
  func caret() {
    let label = "a fairly long label"
    let layout = LabelLayout(label: label, bounds: CanvasRect(column: 0, row: 0, columns: 12, rows: 5))
    // "a fairly" on row 1 at column 2, "long label" on row 2 at column 1.
    #expect(layout.caret(atUTF8Offset: 0, in: label) == CanvasPoint(column: 2, row: 1))
    #expect(layout.caret(atUTF8Offset: 8, in: label) == CanvasPoint(column: 10, row: 1))
    #expect(layout.caret(atUTF8Offset: 10, in: label) == CanvasPoint(column: 2, row: 2))
    #expect(layout.caret(atUTF8Offset: label.utf8.count, in: label) == CanvasPoint(column: 11, row: 2))
    let empty = LabelLayout(label: "", bounds: CanvasRect(column: 0, row: 0, columns: 12, rows: 5))
    #expect(empty.caret(atUTF8Offset: 0, in: "") == CanvasPoint(column: 6, row: 2))
  }

  @Test("A huge label lays out only what shows")
  func hugeLabel() {
    let label = String(repeating: "word ", count: 50_000)
    let layout = LabelLayout(label: label, bounds: CanvasRect(column: 0, row: 0, columns: 12, rows: 4))
    #expect(layout.lines.map(\.text) == ["word word", "word word…"])
  }
}
