import EaselDocument
import EaselGeometry

/// Where a label goes in the area inside its shape's outline (spec §9 "Labels wrap", §10.1):
/// wrapped at word boundaries to the area's width (characters by their drawn width; a word
/// wider than the area is broken; a line that fits is never broken, its spaces kept), each
/// line aligned across on its own (left, centre, right), the block aligned down (top, middle,
/// bottom), all within the area less the insets; when more lines are left than rows, the last
/// row shown ends in `…`. The one layout the rasterizer, the SVG export, the eraser and the
/// caret of a label being edited all use, for any outline: it knows areas, not rectangles.
public struct LabelLayout: Sendable {
  /// One line as drawn.
  public struct Line: Sendable, Hashable {
    /// What is drawn: the label's text of `range`, with `…` when the label goes on past the
    /// last row.
    public let text: String
    /// The UTF-8 offsets in the label this line shows (spaces where it was broken excluded).
    public let range: Range<Int>
    public let row: Int
    public let column: Int
    public let width: Int
  }

  /// The cells the label is laid out in and kept to: the area inside the outline less the
  /// insets (empty when nothing is left, as inside a box two cells thin: no label shows).
  public let interior: CanvasRect
  /// How the lines are aligned in `interior`.
  public let alignment: LabelAlignment
  /// The row of the first line.
  public let firstRow: Int
  /// The lines, top to bottom, at most one per interior row.
  public let lines: [Line]

  /// A rectangle's label, as its alignment and insets place it inside its frame.
  public init(_ rectangle: Rectangle) {
    self.init(
      label: rectangle.label, area: rectangle.interior, alignment: rectangle.labelAlignment,
      insets: rectangle.labelInsets)
  }

  /// `label` centred inside the frame of a box with these bounds (a rectangle with no
  /// alignment or insets of its own).
  public init(label: String, bounds: CanvasRect) {
    self.init(label: label, area: Rectangle(bounds: bounds).interior)
  }

  /// `label` laid out in `area` (the inside of an outline) less `insets`, aligned as
  /// `alignment` says.
  public init(
    label: String, area: CanvasRect, alignment: LabelAlignment = .centred, insets: LabelInsets = .zero
  ) {
    interior = insets.inset(area)
    self.alignment = alignment
    let width = interior.size.columns
    let rows = interior.size.rows
    guard width > 0, rows > 0, !label.isEmpty else {
      firstRow = interior.minRow
      lines = []
      return
    }
    // One more than fits, to know whether the label goes on.
    var wrapped = Self.wrap(label, width: width, limit: rows + 1)
    var overflows = false
    if wrapped.count > rows {
      wrapped.removeLast(wrapped.count - rows)
      overflows = true
    }
    firstRow = interior.minRow + Self.offset(of: wrapped.count, in: rows, alignment.vertical)
    var placed: [Line] = []
    for (index, piece) in wrapped.enumerated() {
      var text = String(
        label.utf8[Self.index(piece.lowerBound, in: label)..<Self.index(piece.upperBound, in: label)])!
      var textWidth = Rasterizer.textWidth(of: text[...])
      if overflows && index == wrapped.count - 1 {
        while textWidth + 1 > width, let last = text.last {
          text.removeLast()
          textWidth -= Rasterizer.textGlyph(last)?.1 ?? 0
        }
        text.append("…")
        textWidth += 1
      }
      placed.append(
        Line(
          text: text, range: piece, row: firstRow + index,
          column: interior.minColumn + Self.offset(of: textWidth, in: width, alignment.horizontal),
          width: textWidth))
    }
    lines = placed
  }

  /// Where a run of `length` cells starts in `room` cells (a line wider than the room, which
  /// only a wide character can make, starts at the room's start).
  static func offset(of length: Int, in room: Int, _ alignment: LabelAlignment.Horizontal) -> Int {
    switch alignment {
    case .left: return 0
    case .centre: return max(0, (room - length) / 2)
    case .right: return max(0, room - length)
    }
  }

  static func offset(of length: Int, in room: Int, _ alignment: LabelAlignment.Vertical) -> Int {
    switch alignment {
    case .top: return 0
    case .middle: return max(0, (room - length) / 2)
    case .bottom: return max(0, room - length)
    }
  }

  /// Calls `body` with the row, the text and the start column of each line lying in `rows`.
  public func forEachLine(within rows: Range<Int>, _ body: (Int, Substring, Int) -> Void) {
    for line in lines where rows.contains(line.row) { body(line.row, line.text[...], line.column) }
  }

  /// Where the caret goes for UTF-8 offset `offset` of the label: after what its line shows
  /// before it; at a break, at the end of the line before; past the last row shown, at the end
  /// of that row; with no label, where the first character would go (the interior's middle
  /// when centred).
  public func caret(atUTF8Offset offset: Int, in label: String) -> CanvasPoint {
    guard let last = lines.last else {
      let column: Int
      switch alignment.horizontal {
      case .left: column = interior.minColumn
      case .centre: column = interior.minColumn + interior.size.columns / 2
      case .right: column = interior.minColumn + max(0, interior.size.columns - 1)
      }
      return CanvasPoint(
        column: column,
        row: interior.minRow + Self.offset(of: 1, in: max(1, interior.size.rows), alignment.vertical))
    }
    let line = lines.first { offset <= $0.range.upperBound } ?? last
    let clamped = min(max(offset, line.range.lowerBound), line.range.upperBound)
    let before = label.utf8[Self.index(line.range.lowerBound, in: label)..<Self.index(clamped, in: label)]
    let width = Rasterizer.textWidth(of: Substring(before))
    return CanvasPoint(column: line.column + min(width, line.width), row: line.row)
  }

  private static func index(_ offset: Int, in text: String) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 ranges of the lines `text` wraps into at `width` columns, at most `limit` of
  /// them: each paragraph ("\n") on lines of whole words where they fit, the spaces where a
  /// line breaks left out (spaces opening a paragraph are kept), a word wider than the line
  /// broken between characters.
  static func wrap(_ text: String, width: Int, limit: Int) -> [Range<Int>] {
    /// A run of spaces or of other characters, with its characters' offsets and widths.
    struct Token {
      var isSpace: Bool
      var start: Int
      var end: Int
      var width: Int
      /// Each character's offset, size and width; empty when every character is one byte and
      /// one column (printable ASCII), the common case, which then allocates nothing.
      var characters: [(offset: Int, size: Int, width: Int)]
    }
    var result: [Range<Int>] = []

    func lay(_ tokens: [Token], from paragraphStart: Int) {
      var lineStart: Int?
      var lineEnd = paragraphStart
      var lineWidth = 0
      var spaces = 0
      func emit() {
        result.append((lineStart ?? lineEnd)..<lineEnd)
        lineStart = nil
        lineWidth = 0
        spaces = 0
      }
      for (position, token) in tokens.enumerated() {
        if result.count >= limit { return }
        if token.isSpace && position > 0 {
          if lineStart != nil { spaces += token.width }
          continue
        }
        if lineStart != nil && lineWidth + spaces + token.width > width { emit() }
        if result.count >= limit { return }
        if lineStart == nil && token.width > width {
          // Broken between characters: full lines, the rest opens the next line.
          var chunkStart = token.start
          var chunkWidth = 0
          let characters =
            token.characters.isEmpty
            ? (token.start..<token.end).map { (offset: $0, size: 1, width: 1) } : token.characters
          for character in characters {
            if chunkWidth > 0 && chunkWidth + character.width > width {
              result.append(chunkStart..<character.offset)
              if result.count >= limit { return }
              chunkStart = character.offset
              chunkWidth = 0
            }
            chunkWidth += character.width
          }
          lineStart = chunkStart
          lineEnd = token.end
          lineWidth = chunkWidth
          continue
        }
        if lineStart == nil { lineStart = token.start }
        lineWidth += spaces + token.width
        spaces = 0
        lineEnd = token.end
      }
      if lineStart != nil || tokens.allSatisfy(\.isSpace) {
        if lineStart == nil { lineEnd = tokens.first?.start ?? paragraphStart }
        emit()
      }
    }

    var tokens: [Token] = []
    var paragraphStart = 0
    var offset = 0
    // Lines hold at most `width` columns of characters, so past this much a paragraph cannot
    // reach beyond the limit: a huge label costs what its visible rows do.
    let enough = (limit + 1) * max(width, 1)
    var contentWidth = 0
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) {
      // Printable ASCII: a byte is a character of one column.
      for byte in text.utf8 {
        defer { offset += 1 }
        if byte == 0x0A {
          lay(tokens, from: paragraphStart)
          if result.count >= limit { return Array(result.prefix(limit)) }
          tokens.removeAll(keepingCapacity: true)
          paragraphStart = offset + 1
          contentWidth = 0
          continue
        }
        let isSpace = byte == 0x20
        contentWidth += isSpace ? 0 : 1
        if contentWidth > enough { break }
        if !tokens.isEmpty && tokens[tokens.count - 1].isSpace == isSpace {
          tokens[tokens.count - 1].end = offset + 1
          tokens[tokens.count - 1].width += 1
        } else {
          tokens.append(Token(isSpace: isSpace, start: offset, end: offset + 1, width: 1, characters: []))
        }
      }
      lay(tokens, from: paragraphStart)
      return Array(result.prefix(limit))
    }
    for character in text {
      let size = character.utf8.count
      defer { offset += size }
      if character == "\n" {
        lay(tokens, from: paragraphStart)
        if result.count >= limit { return Array(result.prefix(limit)) }
        tokens = []
        paragraphStart = offset + size
        contentWidth = 0
        continue
      }
      let isSpace = character == " "
      let glyphWidth = Rasterizer.textGlyph(character)?.1 ?? 0
      contentWidth += isSpace ? 0 : max(glyphWidth, 1)
      if contentWidth > enough { break }
      if var last = tokens.last, last.isSpace == isSpace {
        last.end = offset + size
        last.width += glyphWidth
        last.characters.append((offset, size, glyphWidth))
        tokens[tokens.count - 1] = last
      } else {
        tokens.append(
          Token(
            isSpace: isSpace, start: offset, end: offset + size, width: glyphWidth,
            characters: [(offset, size, glyphWidth)]))
      }
    }
    lay(tokens, from: paragraphStart)
    return Array(result.prefix(limit))
  }
}
