/// A small model of a VT/xterm screen, enough to read back what a full-screen program drew:
/// cursor addressing, erasing, scrolling, the alternate screen, UTF-8 text, and skipping of
/// every control string (OSC, DCS, APC) and of SGR attributes, which it does not keep.
///
/// Every character is taken as one cell wide; Easel's chrome is ASCII and box drawing.
public struct PTYScreen: Sendable {
  public private(set) var columns: Int
  public private(set) var rows: Int
  public private(set) var cursorRow = 0
  public private(set) var cursorColumn = 0
  public private(set) var isCursorVisible = true
  public private(set) var isAlternateScreen = false

  private var main: [[Unicode.Scalar]]
  private var alternate: [[Unicode.Scalar]]
  private var pendingWrap = false
  private var autowrap = true
  private var scrollTop = 0
  private var scrollBottom: Int
  private var savedCursor = (row: 0, column: 0)
  private var lastPrinted: Unicode.Scalar = " "

  private enum State: Sendable {
    case ground
    case escape
    /// ESC followed by an intermediate such as `(` (charset designation): one more byte.
    case escapeIntermediate
    case controlSequence
    /// OSC, DCS, APC, PM, SOS: skipped until BEL or ST.
    case controlString
    case controlStringEscape
  }

  private var state = State.ground
  private var parameters: [UInt8] = []
  private var utf8: [UInt8] = []
  private var utf8Expected = 0

  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 1)
    self.rows = max(rows, 1)
    main = PTYScreen.blank(columns: self.columns, rows: self.rows)
    alternate = main
    scrollBottom = self.rows - 1
  }

  private static func blank(columns: Int, rows: Int) -> [[Unicode.Scalar]] {
    Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  // MARK: Reading back

  /// Row `row` (0-based) of the visible screen, trailing blanks removed.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    var text = String(String.UnicodeScalarView(grid[row]))
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The last row, where Easel keeps its status bar.
  public var lastLine: String { line(rows - 1) }

  /// Every row, joined with newlines.
  public var text: String { (0..<rows).map { line($0) }.joined(separator: "\n") }

  private var grid: [[Unicode.Scalar]] {
    get { isAlternateScreen ? alternate : main }
    set {
      if isAlternateScreen { alternate = newValue } else { main = newValue }
    }
  }

  /// Takes the new size the way xterm does for a full-screen program: content kept from the
  /// top-left, cut or padded with blanks; the cursor is clamped; scrolling region reset.
  public mutating func resize(columns newColumns: Int, rows newRows: Int) {
    let newColumns = max(newColumns, 1)
    let newRows = max(newRows, 1)
    func fit(_ old: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
      (0..<newRows).map { row in
        let source = row < old.count ? old[row] : []
        return (0..<newColumns).map { column in column < source.count ? source[column] : " " }
      }
    }
    main = fit(main)
    alternate = fit(alternate)
    columns = newColumns
    rows = newRows
    scrollTop = 0
    scrollBottom = rows - 1
    cursorRow = min(cursorRow, rows - 1)
    cursorColumn = min(cursorColumn, columns - 1)
    pendingWrap = false
  }

  // MARK: Parsing

  public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    switch state {
    case .ground: ground(byte)
    case .escape: escape(byte)
    case .escapeIntermediate: state = .ground
    case .controlSequence:
      if byte >= 0x40 && byte <= 0x7e {
        state = .ground
        controlSequence(final: byte)
      } else if byte == 0x1b {
        state = .escape
      } else if byte >= 0x20 {
        parameters.append(byte)
      } else {
        control(byte)
      }
    case .controlString:
      if byte == 0x07 {
        state = .ground
      } else if byte == 0x1b {
        state = .controlStringEscape
      }
    case .controlStringEscape:
      state = byte == 0x5c ? .ground : .controlString
    }
  }

  private mutating func ground(_ byte: UInt8) {
    if utf8Expected > 0 {
      if byte & 0xc0 == 0x80 {
        utf8.append(byte)
        if utf8.count == utf8Expected {
          let decoded = String(decoding: utf8, as: UTF8.self).unicodeScalars.first ?? "\u{fffd}"
          utf8 = []
          utf8Expected = 0
          print(decoded)
        }
        return
      }
      utf8 = []
      utf8Expected = 0
      print("\u{fffd}")
    }
    switch byte {
    case 0x1b: state = .escape
    case 0x00..<0x20, 0x7f: control(byte)
    case 0x20..<0x80: print(Unicode.Scalar(byte))
    case 0xc0..<0xe0: startUTF8(byte, length: 2)
    case 0xe0..<0xf0: startUTF8(byte, length: 3)
    case 0xf0..<0xf8: startUTF8(byte, length: 4)
    default: print("\u{fffd}")
    }
  }

  private mutating func startUTF8(_ byte: UInt8, length: Int) {
    utf8 = [byte]
    utf8Expected = length
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x08:
      pendingWrap = false
      cursorColumn = max(cursorColumn - 1, 0)
    case 0x09:
      pendingWrap = false
      cursorColumn = min((cursorColumn / 8 + 1) * 8, columns - 1)
    case 0x0a, 0x0b, 0x0c: lineFeed()
    case 0x0d:
      pendingWrap = false
      cursorColumn = 0
    default: break
    }
  }

  private mutating func escape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["):
      parameters = []
      state = .controlSequence
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      state = .controlString
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"),
      UInt8(ascii: " "), UInt8(ascii: "%"):
      state = .escapeIntermediate
    case UInt8(ascii: "7"): savedCursor = (cursorRow, cursorColumn)
    case UInt8(ascii: "8"): moveTo(row: savedCursor.row, column: savedCursor.column)
    case UInt8(ascii: "D"): lineFeed()
    case UInt8(ascii: "E"):
      lineFeed()
      cursorColumn = 0
    case UInt8(ascii: "M"): reverseIndex()
    case UInt8(ascii: "c"): self = PTYScreen(columns: columns, rows: rows)
    case 0x1b: state = .escape
    default: break
    }
  }

  private mutating func print(_ scalar: Unicode.Scalar) {
    if pendingWrap && autowrap {
      pendingWrap = false
      cursorColumn = 0
      lineFeed()
    }
    var cells = grid
    cells[cursorRow][cursorColumn] = scalar
    grid = cells
    lastPrinted = scalar
    if cursorColumn == columns - 1 {
      pendingWrap = true
    } else {
      cursorColumn += 1
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursorRow == scrollBottom {
      scroll(up: 1)
    } else if cursorRow < rows - 1 {
      cursorRow += 1
    }
  }

  private mutating func reverseIndex() {
    pendingWrap = false
    if cursorRow == scrollTop {
      scroll(up: -1)
    } else if cursorRow > 0 {
      cursorRow -= 1
    }
  }

  /// Scrolls the scrolling region by `count` lines (negative: down).
  private mutating func scroll(up count: Int) {
    var cells = grid
    let blankRow = [Unicode.Scalar](repeating: " ", count: columns)
    for _ in 0..<abs(count) {
      if count > 0 {
        cells.remove(at: scrollTop)
        cells.insert(blankRow, at: scrollBottom)
      } else {
        cells.remove(at: scrollBottom)
        cells.insert(blankRow, at: scrollTop)
      }
    }
    grid = cells
  }

  private mutating func moveTo(row: Int, column: Int) {
    pendingWrap = false
    cursorRow = min(max(row, 0), rows - 1)
    cursorColumn = min(max(column, 0), columns - 1)
  }

  private mutating func controlSequence(final: UInt8) {
    var prefix: UInt8?
    var body = parameters[...]
    if let first = body.first, first >= 0x3c && first <= 0x3f {
      prefix = first
      body = body.dropFirst()
    }
    // Intermediates (0x20-0x2f, as in `$p` or ` q`) make it a different function: ignore those.
    if body.contains(where: { $0 >= 0x20 && $0 <= 0x2f }) { return }
    let values = String(decoding: body, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0.split(separator: ":").first ?? "") }
    func value(_ index: Int, default fallback: Int) -> Int {
      guard index < values.count, let number = values[index], number != 0 else { return fallback }
      return number
    }
    if let prefix {
      if prefix == UInt8(ascii: "?") && (final == UInt8(ascii: "h") || final == UInt8(ascii: "l")) {
        for mode in values.compactMap({ $0 }) { setPrivateMode(mode, on: final == UInt8(ascii: "h")) }
      }
      return
    }
    let count = value(0, default: 1)
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      moveTo(row: value(0, default: 1) - 1, column: value(1, default: 1) - 1)
    case UInt8(ascii: "A"): moveTo(row: cursorRow - count, column: cursorColumn)
    case UInt8(ascii: "B"): moveTo(row: cursorRow + count, column: cursorColumn)
    case UInt8(ascii: "C"): moveTo(row: cursorRow, column: cursorColumn + count)
    case UInt8(ascii: "D"): moveTo(row: cursorRow, column: cursorColumn - count)
    case UInt8(ascii: "E"): moveTo(row: cursorRow + count, column: 0)
    case UInt8(ascii: "F"): moveTo(row: cursorRow - count, column: 0)
    case UInt8(ascii: "G"), UInt8(ascii: "`"): moveTo(row: cursorRow, column: count - 1)
    case UInt8(ascii: "d"): moveTo(row: count - 1, column: cursorColumn)
    case UInt8(ascii: "J"): eraseInDisplay(values.first.flatMap { $0 } ?? 0)
    case UInt8(ascii: "K"): eraseInLine(values.first.flatMap { $0 } ?? 0)
    case UInt8(ascii: "X"): fill(row: cursorRow, from: cursorColumn, to: min(cursorColumn + count, columns))
    case UInt8(ascii: "b"):
      for _ in 0..<min(count, rows * columns) { print(lastPrinted) }
    case UInt8(ascii: "@"): shiftLine(insert: count)
    case UInt8(ascii: "P"): shiftLine(insert: -count)
    case UInt8(ascii: "L"): insertLines(count)
    case UInt8(ascii: "M"): insertLines(-count)
    case UInt8(ascii: "S"): scroll(up: count)
    case UInt8(ascii: "T"): scroll(up: -count)
    case UInt8(ascii: "r"):
      let top = value(0, default: 1) - 1
      let bottom = value(1, default: rows) - 1
      if top < bottom && bottom < rows {
        scrollTop = top
        scrollBottom = bottom
        moveTo(row: 0, column: 0)
      }
    case UInt8(ascii: "s"): savedCursor = (cursorRow, cursorColumn)
    case UInt8(ascii: "u"): moveTo(row: savedCursor.row, column: savedCursor.column)
    default: break
    }
  }

  private mutating func setPrivateMode(_ mode: Int, on: Bool) {
    switch mode {
    case 25: isCursorVisible = on
    case 7: autowrap = on
    case 1049, 1047, 47:
      guard on != isAlternateScreen else { return }
      if on {
        if mode == 1049 { savedCursor = (cursorRow, cursorColumn) }
        alternate = PTYScreen.blank(columns: columns, rows: rows)
        isAlternateScreen = true
      } else {
        isAlternateScreen = false
        if mode == 1049 { moveTo(row: savedCursor.row, column: savedCursor.column) }
      }
    default: break
    }
  }

  private mutating func fill(row: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    var cells = grid
    for column in start..<end { cells[row][column] = " " }
    grid = cells
  }

  private mutating func eraseInLine(_ mode: Int) {
    switch mode {
    case 0: fill(row: cursorRow, from: cursorColumn, to: columns)
    case 1: fill(row: cursorRow, from: 0, to: cursorColumn + 1)
    default: fill(row: cursorRow, from: 0, to: columns)
    }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseInLine(0)
      for row in (cursorRow + 1)..<rows { fill(row: row, from: 0, to: columns) }
    case 1:
      for row in 0..<cursorRow { fill(row: row, from: 0, to: columns) }
      eraseInLine(1)
    default:
      grid = PTYScreen.blank(columns: columns, rows: rows)
    }
  }

  private mutating func shiftLine(insert count: Int) {
    var cells = grid
    var line = cells[cursorRow]
    if count > 0 {
      for _ in 0..<min(count, columns - cursorColumn) {
        line.insert(" ", at: cursorColumn)
        line.removeLast()
      }
    } else {
      for _ in 0..<min(-count, columns - cursorColumn) {
        line.remove(at: cursorColumn)
        line.append(" ")
      }
    }
    cells[cursorRow] = line
    grid = cells
  }

  private mutating func insertLines(_ count: Int) {
    guard cursorRow >= scrollTop && cursorRow <= scrollBottom else { return }
    let savedTop = scrollTop
    scrollTop = cursorRow
    scroll(up: -count)
    scrollTop = savedTop
    cursorColumn = 0
  }
}
