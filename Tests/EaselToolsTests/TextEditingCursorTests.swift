import EaselGeometry
import Testing

@testable import EaselTools

@Suite("TextEditing: caret")
struct TextEditingCursorTests {
  static func cell(_ editing: TextEditing) -> [Int] { [editing.cursorCell.column, editing.cursorCell.row] }

  /// The UTF-8 offsets of every grapheme boundary of `text`, as Swift's `Character` view sees them.
  static func boundaries(_ text: String) -> [Int] {
    var offsets = [0]
    for character in text { offsets.append(offsets[offsets.count - 1] + character.utf8.count) }
    return offsets
  }

  static let mixed =
    "a\u{301}日👨‍👩‍👧x\n🇺🇸🇫🇷\u{1100}\u{1161}\n\n\u{301}b👍🏽\u{200B}c❤️"

  @Test("Right and left step through exactly the text's grapheme boundaries, line breaks included")
  func stepsByCluster() {
    var editing = TextEditing(text: Self.mixed)
    editing.moveCursor(toColumn: 0, row: 0)
    var forward = [editing.cursorOffset]
    while editing.moveRight() { forward.append(editing.cursorOffset) }
    #expect(forward == Self.boundaries(Self.mixed))
    var backward = [editing.cursorOffset]
    while editing.moveLeft() { backward.append(editing.cursorOffset) }
    #expect(backward == Self.boundaries(Self.mixed).reversed())
  }

  @Test("Backspacing the whole text removes one cluster per press")
  func backspacesByCluster() {
    var editing = TextEditing(text: Self.mixed)
    var presses = 0
    while editing.backspace() { presses += 1 }
    #expect(presses == Self.mixed.count)
    #expect(editing.text.isEmpty)
  }

  @Test("The caret column counts display cells: wide characters two, marks none")
  func caretColumns() {
    var editing = TextEditing(text: "a日b😀e\u{301}")
    editing.moveToLineStart()
    var columns = [editing.cursorCell.column]
    while editing.moveRight() { columns.append(editing.cursorCell.column) }
    #expect(columns == [0, 1, 3, 4, 6, 7])
  }

  @Test("Left from a line's start goes to the end of the line above, right from its end below")
  func acrossLines() {
    var editing = TextEditing(text: "ab\n日")
    editing.moveToLineStart()
    #expect(Self.cell(editing) == [0, 1])
    editing.moveLeft()
    #expect(Self.cell(editing) == [2, 0])
    editing.moveRight()
    #expect(Self.cell(editing) == [0, 1])
    editing.moveRight()
    #expect(Self.cell(editing) == [2, 1])
    #expect(editing.moveRight() == false)
  }

  @Test("Home and End go to the ends of the caret's line")
  func homeAndEnd() {
    var editing = TextEditing(text: "first\nsecond 日本\nthird")
    editing.moveUp()
    #expect(editing.moveToLineStart() == true)
    #expect(Self.cell(editing) == [0, 1])
    #expect(editing.moveToLineStart() == false)
    #expect(editing.moveToLineEnd() == true)
    #expect(Self.cell(editing) == [11, 1])
    #expect(editing.moveToLineEnd() == false)
  }

  @Test("Up and down keep the column across short lines and wide characters")
  func verticalKeepsColumn() {
    var editing = TextEditing(text: "abcdefg\n日本語\nab\nabcdefgh")
    editing.moveCursor(toColumn: 7, row: 0)
    #expect(Self.cell(editing) == [7, 0])
    editing.moveDown()
    #expect(Self.cell(editing) == [6, 1])
    editing.moveDown()
    #expect(Self.cell(editing) == [2, 2])
    editing.moveDown()
    #expect(Self.cell(editing) == [7, 3])
    editing.moveUp()
    editing.moveUp()
    #expect(Self.cell(editing) == [6, 1])
    editing.moveUp()
    #expect(Self.cell(editing) == [7, 0])
  }

  @Test("A column inside a wide character lands at its start")
  func landsOnWideStart() {
    var editing = TextEditing(text: "abc\n日本\nx😀y")
    editing.moveCursor(toColumn: 3, row: 0)
    editing.moveDown()
    #expect(Self.cell(editing) == [2, 1])
    #expect(editing.text[editing.cursor...].hasPrefix("本"))
    // The kept column is still 3: the next line has 😀 in columns 1 and 2, y at 3.
    editing.moveDown()
    #expect(Self.cell(editing) == [3, 2])
    editing.moveLeft()
    editing.moveUp()
    #expect(Self.cell(editing) == [0, 1])
  }

  @Test("Up and down land before zero-width characters at the kept column, not after them")
  func landsBeforeZeroWidth() {
    var editing = TextEditing(text: "xyz\nab\u{200B}c\n\u{200B}d")
    editing.moveCursor(toColumn: 2, row: 0)
    editing.moveDown()
    #expect(editing.cursorOffset == 6)
    #expect(editing.text[editing.cursor...].hasPrefix("\u{200B}"))
    editing.moveToLineStart()
    editing.moveDown()
    #expect(editing.cursorOffset == 11)
    #expect(Self.cell(editing) == [0, 2])
  }

  @Test("A horizontal move forgets the kept column")
  func horizontalResetsGoal() {
    var editing = TextEditing(text: "abcdef\nab\nabcdef")
    editing.moveCursor(toColumn: 5, row: 0)
    editing.moveDown()
    #expect(Self.cell(editing) == [2, 1])
    editing.moveLeft()
    editing.moveDown()
    #expect(Self.cell(editing) == [1, 2])
  }

  @Test("Up on the first line goes to the start, down on the last to the end")
  func verticalAtEdges() {
    var editing = TextEditing(text: "abc\ndef")
    editing.moveCursor(toColumn: 2, row: 0)
    #expect(editing.moveUp() == true)
    #expect(editing.cursorOffset == 0)
    #expect(editing.moveUp() == false)
    #expect(editing.moveDown() == true)
    #expect(Self.cell(editing) == [2, 1])
    #expect(editing.moveDown() == true)
    #expect(Self.cell(editing) == [3, 1])
    #expect(editing.moveDown() == false)
  }

  @Test("A click puts the caret before the character in that cell, clamped to the text")
  func clickPlacesCaret() {
    var editing = TextEditing(text: "日本\nab")
    editing.moveCursor(toColumn: 1, row: 0)
    #expect(Self.cell(editing) == [0, 0])
    editing.moveCursor(toColumn: 2, row: 0)
    #expect(Self.cell(editing) == [2, 0])
    editing.moveCursor(toColumn: 40, row: 1)
    #expect(Self.cell(editing) == [2, 1])
    editing.moveCursor(toColumn: 1, row: 9)
    #expect(Self.cell(editing) == [2, 1])
    editing.moveCursor(toColumn: 1, row: -1)
    #expect(Self.cell(editing) == [0, 0])
  }

  @Test("The caret's line width is what a centred label is laid out with")
  func lineWidth() {
    var editing = TextEditing(text: "centred\n日本 ok\n")
    #expect(editing.cursorLineWidth == 0)
    #expect(editing.lineCount == 3)
    editing.moveUp()
    #expect(editing.cursorLineWidth == 7)
    editing.moveUp()
    #expect(editing.cursorLineWidth == 7)
    editing.moveToLineEnd()
    #expect(Self.cell(editing) == [7, 0])
  }
}
