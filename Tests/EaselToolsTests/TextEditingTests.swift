import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

/// Typing, deleting and the limits of `TextEditing`; caret movement is in
/// `TextEditingCursorTests`.
@Suite("TextEditing: typing and deleting")
struct TextEditingTests {
  static func cell(_ editing: TextEditing) -> [Int] { [editing.cursorCell.column, editing.cursorCell.row] }

  @Test("Typing appends at the caret, which follows; typing in the middle inserts there")
  func typing() {
    var editing = TextEditing()
    #expect(editing.insert("helo") == .inserted)
    #expect(editing.text == "helo")
    #expect(Self.cell(editing) == [4, 0])
    editing.moveLeft()
    editing.insert("l")
    #expect(editing.text == "hello")
    #expect(Self.cell(editing) == [4, 0])
    #expect(editing.cursorOffset == 4)
    #expect(editing.text[editing.cursor...] == "o")
  }

  @Test("Editing an existing text starts with the caret at its end")
  func existingText() {
    let editing = TextEditing(text: "one\ntwo 日本")
    #expect(editing.cursorOffset == editing.text.utf8.count)
    #expect(Self.cell(editing) == [8, 1])
    #expect(editing.lineCount == 2)
    #expect(editing.cursorLineWidth == 8)
    // Carriage returns become line breaks; other characters are kept as they are.
    #expect(TextEditing(text: "a\r\nb\rc\u{200F}").text == "a\nb\nc\u{200F}")
  }

  @Test("Wide characters take two columns: CJK, emoji, ZWJ families, flags, Hangul jamo")
  func wideColumns() {
    for (text, columns) in [
      ("日本語", 6), ("a😀b", 4), ("👨‍👩‍👧", 2), ("🇺🇸🇫🇷", 4), ("\u{1100}\u{1161}", 2), ("❤️", 2), ("e\u{301}", 1),
      ("a\u{200B}b", 2),
    ] {
      var editing = TextEditing()
      editing.insert(text)
      #expect(editing.cursorCell.column == columns, "\(text)")
    }
  }

  @Test("A combining mark with no base at the start of a line takes a cell, as it is drawn")
  func loneCombiningMark() {
    var editing = TextEditing()
    editing.insert("\u{301}")
    #expect(Self.cell(editing) == [1, 0])
    editing.insert("x\n\u{20DD}")
    #expect(Self.cell(editing) == [1, 1])
  }

  @Test("Backspace removes a whole cluster: accents, ZWJ families, flags, skin tones")
  func backspaceClusters() {
    for cluster in ["e\u{301}", "👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "日", "\u{1100}\u{1161}\u{11A8}", "❤️"] {
      var editing = TextEditing(text: "a" + cluster)
      #expect(editing.backspace() == true)
      #expect(editing.text == "a", "\(cluster)")
      #expect(editing.cursorOffset == 1)
    }
  }

  @Test("Delete removes the whole cluster after the caret")
  func deleteForwardClusters() {
    var editing = TextEditing(text: "👩‍💻x")
    editing.moveToLineStart()
    #expect(editing.deleteForward() == true)
    #expect(editing.text == "x")
    #expect(editing.cursorOffset == 0)
    editing.moveToLineEnd()
    #expect(editing.deleteForward() == false)
    #expect(editing.text == "x")
  }

  @Test("A cluster typed a scalar at a time joins up, and the caret stays after it")
  func typedScalarByScalar() {
    var editing = TextEditing()
    for piece in ["👨", "\u{200D}", "👩", "\u{200D}", "👧"] { editing.insert(piece) }
    #expect(editing.text.count == 1)
    #expect(Self.cell(editing) == [2, 0])
    for piece in ["🇺", "🇸", "e", "\u{301}"] { editing.insert(piece) }
    #expect(editing.text.count == 3)
    #expect(Self.cell(editing) == [5, 0])
    #expect(editing.backspace() == true)
    #expect(editing.backspace() == true)
    #expect(editing.text == "👨‍👩‍👧")
  }

  @Test("When an insert joins the cluster after the caret, the caret moves past the joined cluster")
  func insertJoiningNextCluster() {
    var editing = TextEditing(text: "🇸x")
    editing.moveToLineStart()
    editing.insert("🇺")
    #expect(editing.text == "🇺🇸x")
    #expect(editing.text[editing.cursor...] == "x")
    #expect(Self.cell(editing) == [2, 0])
    // A letter typed before a lone combining mark takes the mark.
    var accent = TextEditing(text: "\u{301}x")
    accent.moveToLineStart()
    accent.insert("e")
    #expect(accent.text == "e\u{301}x")
    #expect(accent.cursorOffset == 3)
    #expect(Self.cell(accent) == [1, 0])
    // Deleting what separated two regional indicators joins them into a flag around the caret.
    var split = TextEditing(text: "🇺x🇸")
    split.moveLeft()
    split.backspace()
    #expect(split.text == "🇺🇸")
    #expect(split.cursorOffset == 8)
  }

  @Test("Enter breaks the line at the caret; backspace at a line's start joins it to the one above")
  func newlines() {
    var editing = TextEditing(text: "hello")
    editing.moveLeft()
    editing.moveLeft()
    editing.moveLeft()
    #expect(editing.newline() == .inserted)
    #expect(editing.text == "he\nllo")
    #expect(Self.cell(editing) == [0, 1])
    #expect(editing.lineCount == 2)
    #expect(editing.backspace() == true)
    #expect(editing.text == "hello")
    #expect(Self.cell(editing) == [2, 0])
    editing.newline()
    editing.moveLeft()
    #expect(editing.deleteForward() == true)
    #expect(editing.text == "hello")
  }

  @Test("Backspace at the start and delete at the end do nothing")
  func edgesOfText() {
    var editing = TextEditing(text: "ab")
    #expect(editing.deleteForward() == false)
    editing.moveToLineStart()
    #expect(editing.backspace() == false)
    #expect(editing.text == "ab")
    var empty = TextEditing()
    #expect(empty.backspace() == false)
    #expect(empty.deleteForward() == false)
  }

  @Test("Control, DEL, C1, separator and bidi characters are dropped from typed text")
  func controlsDropped() {
    var editing = TextEditing()
    let typed = "a\u{1B}[31mb\u{7F}\u{9B}c\u{202E}d\u{2066}e\u{200E}\u{61C}f\t\u{0}\u{2028}\u{2029}g"
    #expect(editing.insert(typed) == .inserted)
    #expect(editing.text == "a[31mbcdefg")
    #expect(editing.insert("\u{1B}\u{7}\u{202D}") == .nothingPrintable)
    #expect(editing.insert("") == .nothingPrintable)
    #expect(editing.text == "a[31mbcdefg")
    #expect(CanvasLimits.isAllowedText(editing.text))
    // A joiner and a variation selector are not controls: they belong to the cluster.
    editing.insert("👁\u{FE0F}")
    #expect(editing.text.hasSuffix("👁\u{FE0F}"))
  }

  @Test("Pasted line breaks, LF, CR and CRLF, each become one new line")
  func pastedLineBreaks() {
    var editing = TextEditing()
    editing.insert("one\r\ntwo\rthree\nfour\r\n\r\n")
    #expect(editing.text == "one\ntwo\nthree\nfour\n\n")
    #expect(Self.cell(editing) == [0, 5])
  }

  @Test("Inserts past the byte limit are refused whole; up to it they are taken")
  func byteLimit() {
    var editing = TextEditing(maximumBytes: 8)
    #expect(editing.insert("abc") == .inserted)
    #expect(editing.insert("日本") == .tooLong)
    #expect(editing.text == "abc")
    #expect(editing.insert("日") == .inserted)
    #expect(editing.insert("\u{301}\u{301}") == .tooLong)
    #expect(editing.insert("x\u{7}y") == .inserted)
    #expect(editing.text.utf8.count == 8)
    #expect(editing.newline() == .tooLong)
    #expect(editing.insert("z") == .tooLong)
    #expect(editing.backspace() == true)
    #expect(editing.newline() == .inserted)
  }

  @Test("The default limit is the document's 256 KiB")
  func documentLimit() {
    let limit = CanvasLimits.maximumTextBytes
    #expect(limit == 262_144)
    var editing = TextEditing(text: String(repeating: "a", count: limit - 2))
    #expect(editing.maximumBytes == limit)
    #expect(editing.insert("é!") == .tooLong)
    #expect(editing.insert("é") == .inserted)
    #expect(editing.text.utf8.count == limit)
    #expect(editing.insert("b") == .tooLong)
    #expect(editing.text.utf8.count == limit)
    #expect(CanvasLimits.isAllowedText(editing.text))
  }
}
