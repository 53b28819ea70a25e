import EaselDocument
import EaselGeometry

/// The text being typed into a text shape or a rectangle's label (spec §4 T, §5.3 Enter), with
/// its caret. Pure: keys become calls, the app draws `text` and a caret at `cursorCell`.
///
/// The caret moves and deletes by grapheme cluster, so an accented letter, a flag or a ZWJ
/// family is one step, and columns are display cells as the renderer lays them out (wide
/// characters take two), so the caret sits where the user sees the character.
public struct TextEditing: Hashable, Sendable {
  /// What `insert` did.
  public enum InsertOutcome: Hashable, Sendable {
    case inserted
    /// Nothing was left once control characters were dropped.
    case nothingPrintable
    /// The text would pass `maximumBytes`; nothing was inserted.
    case tooLong
  }

  /// Lines are separated by "\n".
  public private(set) var text: String
  /// The caret as a UTF-8 offset into `text`, always on a grapheme cluster boundary.
  public private(set) var cursorOffset: Int
  /// The longest `text` may grow, in UTF-8 bytes: the document's limit unless a test says less.
  public let maximumBytes: Int
  /// The column up and down aim for, kept across consecutive vertical moves so that passing a
  /// short line does not lose it; nil after anything else.
  private var goalColumn: Int?

  /// Editing `text` with the caret at its end. Carriage returns become "\n"; nothing else is
  /// dropped, so opening an existing label never changes it.
  public init(text: String = "", maximumBytes: Int = CanvasLimits.maximumTextBytes) {
    let hasReturn = text.utf8.contains(UInt8(ascii: "\r"))
    let normalized = hasReturn ? Self.normalizingLineBreaks(text, dropping: { _ in false }) : text
    self.text = normalized
    self.cursorOffset = normalized.utf8.count
    self.maximumBytes = maximumBytes
  }

  /// The caret as an index into `text`.
  public var cursor: String.Index { index(cursorOffset) }

  /// The caret's display cell: the column counts the cells of its line before it, the row the
  /// lines before it.
  public var cursorCell: (column: Int, row: Int) {
    let before = text.utf8.prefix(cursorOffset)
    return (column(of: cursorOffset), before.reduce(0) { $1 == Self.newline ? $0 + 1 : $0 })
  }

  /// The display width of the caret's line, for centring it as labels are drawn.
  public var cursorLineWidth: Int {
    LineClusters(text, from: lineStart(before: cursorOffset)).reduce(0) { $0 + $1.width }
  }

  /// The number of lines, at least one.
  public var lineCount: Int { text.utf8.reduce(1) { $1 == Self.newline ? $0 + 1 : $0 } }

  // MARK: Editing

  /// Inserts typed or pasted text at the caret and puts the caret after it. Control characters
  /// (C0, DEL, C1, line and paragraph separators) and bidirectional controls are dropped, since
  /// they could steer the terminal or reorder what is drawn; line breaks (LF, CR, CRLF) become
  /// new lines. Refused whole if the text would exceed `maximumBytes`.
  @discardableResult
  public mutating func insert(_ typed: String) -> InsertOutcome {
    let clean = Self.printable(typed)
    guard !clean.isEmpty else { return .nothingPrintable }
    guard text.utf8.count + clean.utf8.count <= maximumBytes else { return .tooLong }
    let at = cursor
    text.insert(contentsOf: clean, at: at)
    // What was typed may join the cluster after it (a letter typed before a lone combining
    // mark, a regional indicator before another): the caret goes past the joined cluster.
    cursorOffset = roundedUp(cursorOffset + clean.utf8.count)
    goalColumn = nil
    return .inserted
  }

  /// Enter: breaks the line at the caret.
  @discardableResult
  public mutating func newline() -> InsertOutcome { insert("\n") }

  /// Removes the cluster before the caret (a whole accented letter, flag or ZWJ sequence), or
  /// joins the line with the one above at the start of a line. False at the start of the text.
  @discardableResult
  public mutating func backspace() -> Bool {
    goalColumn = nil
    guard cursorOffset > 0 else { return false }
    let start = previousBoundary(before: cursorOffset)
    text.removeSubrange(index(start)..<cursor)
    cursorOffset = roundedUp(start)
    return true
  }

  /// Removes the cluster after the caret, or joins the next line at the end of a line. False at
  /// the end of the text.
  @discardableResult
  public mutating func deleteForward() -> Bool {
    goalColumn = nil
    guard cursorOffset < text.utf8.count else { return false }
    text.removeSubrange(cursor..<index(nextBoundary(after: cursorOffset)))
    cursorOffset = roundedUp(cursorOffset)
    return true
  }

  // MARK: Moving

  /// One cluster left; from the start of a line to the end of the line above.
  @discardableResult
  public mutating func moveLeft() -> Bool {
    goalColumn = nil
    guard cursorOffset > 0 else { return false }
    cursorOffset = previousBoundary(before: cursorOffset)
    return true
  }

  /// One cluster right; from the end of a line to the start of the line below.
  @discardableResult
  public mutating func moveRight() -> Bool {
    goalColumn = nil
    guard cursorOffset < text.utf8.count else { return false }
    cursorOffset = nextBoundary(after: cursorOffset)
    return true
  }

  /// Home: the start of the caret's line.
  @discardableResult
  public mutating func moveToLineStart() -> Bool {
    goalColumn = nil
    let start = lineStart(before: cursorOffset)
    guard start != cursorOffset else { return false }
    cursorOffset = start
    return true
  }

  /// End: the end of the caret's line.
  @discardableResult
  public mutating func moveToLineEnd() -> Bool {
    goalColumn = nil
    let end = lineEnd(from: cursorOffset)
    guard end != cursorOffset else { return false }
    cursorOffset = end
    return true
  }

  /// Up a line, keeping the display column (a column inside a wide character lands before it,
  /// past the end of the line at its end). On the first line, to the start of the text.
  @discardableResult
  public mutating func moveUp() -> Bool {
    let goal = goalColumn ?? column(of: cursorOffset)
    let start = lineStart(before: cursorOffset)
    let target = start == 0 ? 0 : offset(inLineFrom: lineStart(before: start - 1), atColumn: goal)
    return move(to: target, keeping: goal)
  }

  /// Down a line, keeping the display column as `moveUp` does. On the last line, to the end of
  /// the text.
  @discardableResult
  public mutating func moveDown() -> Bool {
    let goal = goalColumn ?? column(of: cursorOffset)
    let end = lineEnd(from: cursorOffset)
    let target = end == text.utf8.count ? end : offset(inLineFrom: end + 1, atColumn: goal)
    return move(to: target, keeping: goal)
  }

  private mutating func move(to target: Int, keeping goal: Int) -> Bool {
    goalColumn = goal
    guard target != cursorOffset else { return false }
    cursorOffset = target
    return true
  }

  /// Puts the caret at display cell (`column`, `row`), as a click there does: before the
  /// character drawn in that cell, at the end of a shorter line; rows beyond the text go to its
  /// start or end.
  public mutating func moveCursor(toColumn column: Int, row: Int) {
    goalColumn = nil
    guard row >= 0 else {
      cursorOffset = 0
      return
    }
    var start = 0
    for _ in 0..<row {
      let end = lineEnd(from: start)
      guard end < text.utf8.count else {
        cursorOffset = end
        return
      }
      start = end + 1
    }
    cursorOffset = offset(inLineFrom: start, atColumn: column)
  }

  // MARK: Lines and clusters

  private static let newline = UInt8(ascii: "\n")

  private func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  private func lineStart(before offset: Int) -> Int {
    guard let found = text.utf8[..<index(offset)].lastIndex(of: Self.newline) else { return 0 }
    return text.utf8.distance(from: text.utf8.startIndex, to: found) + 1
  }

  private func lineEnd(from offset: Int) -> Int {
    guard let found = text.utf8[index(offset)...].firstIndex(of: Self.newline) else { return text.utf8.count }
    return text.utf8.distance(from: text.utf8.startIndex, to: found)
  }

  /// The display column of a cluster boundary in its line.
  private func column(of offset: Int) -> Int {
    var column = 0
    for cluster in LineClusters(text, from: lineStart(before: offset)) {
      guard cluster.offset < offset else { break }
      column += cluster.width
    }
    return column
  }

  /// The boundary in the line starting at `start` at display column `column`: before the
  /// first cluster that starts there or covers it, else the line's end.
  private func offset(inLineFrom start: Int, atColumn column: Int) -> Int {
    var reached = 0
    var end = start
    for cluster in LineClusters(text, from: start) {
      if reached >= column || reached + cluster.width > column { return cluster.offset }
      reached += cluster.width
      end = cluster.offset + cluster.length
    }
    return end
  }

  /// The cluster boundary before `offset`; a line break is a cluster of its own.
  private func previousBoundary(before offset: Int) -> Int {
    let start = lineStart(before: offset)
    guard start < offset else { return offset - 1 }
    var previous = start
    for cluster in LineClusters(text, from: start) {
      guard cluster.offset + cluster.length < offset else { break }
      previous = cluster.offset + cluster.length
    }
    return previous
  }

  /// The cluster boundary after `offset`, which is a boundary.
  private func nextBoundary(after offset: Int) -> Int {
    var clusters = LineClusters(text, from: offset)
    guard let cluster = clusters.next() else { return offset + 1 }  // a line break
    return cluster.offset + cluster.length
  }

  /// The first cluster boundary at or after `offset`, which may lie inside a cluster after an
  /// edit joined two.
  private func roundedUp(_ offset: Int) -> Int {
    var boundary = lineStart(before: offset)
    var clusters = LineClusters(text, from: boundary)
    while boundary < offset, let cluster = clusters.next() { boundary = cluster.offset + cluster.length }
    return boundary
  }

  // MARK: Cleaning

  /// `typed` without the characters `insert` drops, with its line breaks made "\n".
  static func printable(_ typed: String) -> String { normalizingLineBreaks(typed, dropping: isDropped) }

  /// Controls the document refuses, and the bidirectional controls that would reorder the
  /// drawn line around them (the set `PrintableText` in EaselApp replaces).
  static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return CanvasLimits.isControl(scalar)
    }
  }

  /// `text` with CR, LF and CRLF made "\n" and the other scalars `drop` picks left out.
  private static func normalizingLineBreaks(
    _ text: String, dropping drop: (Unicode.Scalar) -> Bool
  ) -> String {
    var result = ""
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      if scalar == "\r" || (scalar == "\n" && !afterReturn) {
        result.unicodeScalars.append("\n")
      } else if scalar != "\n" && !drop(scalar) {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The clusters of one line from a cluster boundary to the line's end, with where each starts
/// (a UTF-8 offset into the whole text), its length and the columns it is drawn in.
private struct LineClusters: Sequence, IteratorProtocol {
  private var characters: Substring.Iterator
  private var offset: Int

  init(_ text: String, from offset: Int) {
    characters = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...].makeIterator()
    self.offset = offset
  }

  mutating func next() -> (offset: Int, length: Int, width: Int)? {
    guard let character = characters.next(), character != "\n" else { return nil }
    let start = offset
    offset += character.utf8.count
    return (start, character.utf8.count, Self.drawnWidth(of: character))
  }

  /// The columns the renderer gives a cluster: its width, one for a control (drawn as U+FFFD) or
  /// a combining mark with no base (drawn over a space), none for other zero-width clusters.
  static func drawnWidth(of character: Character) -> Int {
    let width = TextWidth.width(of: character)
    if width > 0 { return width }
    if TextWidth.isControl(character) { return 1 }
    switch character.unicodeScalars.first?.properties.generalCategory {
    case .nonspacingMark?, .enclosingMark?: return 1
    default: return 0
    }
  }
}
