import EaselGeometry
import EaselRaster

@testable import EaselRender

/// A virtual terminal that understands exactly the sequences `EscapeEncoder` emits — CUP,
/// CHA, CUF, CUB, CUU, CUD, CR, LF, BS, SGR, ED 2, synchronized output, and UTF-8 text with
/// wide characters — so tests can replay encoder bytes and compare the screen with the grid.
///
/// Anything else is recorded in `problems` rather than guessed at, so a test fails when the
/// encoder relies on behaviour terminals disagree about or that depends on the tty: a relative
/// move, BS or LF while a wrap is pending, BS in column 0, LF on the last row (it scrolls) and
/// LF away from column 0 (ONLCR would turn it into CR LF).
struct ScreenModel {
  struct ScreenCell: Equatable {
    var grapheme: String
    var style: Style
    var isContinuation: Bool

    static let blank = ScreenCell(grapheme: " ", style: .plain, isContinuation: false)
  }

  let size: CellSize
  private(set) var cells: [ScreenCell]
  private(set) var cursor = CellPoint.zero
  /// Set after writing into the last column: the next character wraps first.
  private(set) var isWrapPending = false
  private(set) var pen = Style.plain
  private(set) var problems: [String] = []
  private(set) var isInSynchronizedUpdate = false

  init(size: CellSize, filling grapheme: String = " ") {
    self.size = size
    cells = Array(
      repeating: ScreenCell(grapheme: grapheme, style: .plain, isContinuation: false), count: size.area)
  }

  /// The grid as the screen shows it: same characters and styles, with colours as `depth`
  /// would show them; a space with neither underline nor reverse only needs its background.
  func matches(_ grid: CellGrid, depth: ColorDepth) -> Bool { mismatch(with: grid, depth: depth) == nil }

  /// The first cell that differs from `grid`, described, or nil.
  func mismatch(with grid: CellGrid, depth: ColorDepth) -> String? {
    guard grid.size == size else { return "size \(grid.size) vs \(size)" }
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let point = CellPoint(column: column, row: row)
        let expected = grid[point]
        let actual = cells[row * size.columns + column]
        if expected.isContinuation != actual.isContinuation {
          return "continuation at \(point)"
        }
        if expected.isContinuation { continue }
        if expected.grapheme != actual.grapheme {
          return "at \(point): \(expected.grapheme.debugDescription) vs \(actual.grapheme.debugDescription)"
        }
        let style = expected.style.resolved(for: depth)
        if expected.isBareSpace && actual.grapheme == " " && actual.style.background == style.background
          && actual.style.attributes.isDisjoint(with: [.underline, .reverse])
        {
          continue  // only the background of a bare space shows
        }
        if style != actual.style {
          return "style at \(point): \(expected.style.resolved(for: depth)) vs \(actual.style)"
        }
      }
    }
    return nil
  }

  var text: String {
    var lines: [String] = []
    for row in 0..<size.rows {
      var line = ""
      for cell in cells[row * size.columns..<(row + 1) * size.columns] where !cell.isContinuation {
        line += cell.grapheme
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  mutating func apply(_ bytes: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B || byte == 0x0D || byte == 0x0A || byte == 0x08 {
        flush(&text)
        switch byte {
        case 0x0D:
          cursor.column = 0
          isWrapPending = false
          index += 1
        case 0x0A:
          lineFeed()
          index += 1
        case 0x08:
          backspace()
          index += 1
        default:
          index = applyEscape(bytes, from: index)
        }
      } else if byte < 0x20 || byte == 0x7F {
        problems.append("raw control byte \(byte)")
        index += 1
      } else {
        text.append(byte)
        index += 1
      }
    }
    flush(&text)
  }

  private mutating func lineFeed() {
    if isWrapPending { problems.append("LF while a wrap is pending") }
    if cursor.column != 0 { problems.append("LF in column \(cursor.column): ONLCR would move it to 0") }
    if cursor.row == size.rows - 1 {
      problems.append("LF on the last row scrolls")
      return
    }
    cursor.row += 1
  }

  private mutating func backspace() {
    if isWrapPending {
      problems.append("BS while a wrap is pending")
      isWrapPending = false
      return
    }
    if cursor.column == 0 {
      problems.append("BS in column 0")
      return
    }
    cursor.column -= 1
  }

  private mutating func flush(_ text: inout [UInt8]) {
    guard !text.isEmpty else { return }
    let string = String(decoding: text, as: UTF8.self)
    text.removeAll()
    for character in string { write(character) }
  }

  private mutating func write(_ character: Character) {
    let width = TextWidth.width(of: character)
    guard width > 0 else {
      problems.append("zero-width text \(character.debugDescription)")
      return
    }
    if isWrapPending {
      problems.append("text wrapped past the end of row \(cursor.row)")
      isWrapPending = false
      cursor = CellPoint(column: 0, row: cursor.row + 1)
    }
    guard cursor.row < size.rows, cursor.column + width <= size.columns else {
      problems.append("text \(character.debugDescription) does not fit at \(cursor)")
      return
    }
    breakWide(at: cursor.column)
    if width == 2 { breakWide(at: cursor.column + 1) }
    let base = cursor.row * size.columns
    cells[base + cursor.column] = ScreenCell(grapheme: String(character), style: pen, isContinuation: false)
    if width == 2 {
      cells[base + cursor.column + 1] = ScreenCell(grapheme: "", style: pen, isContinuation: true)
    }
    if cursor.column + width == size.columns {
      cursor.column = size.columns - 1
      isWrapPending = true
    } else {
      cursor.column += width
    }
  }

  /// Terminals blank the other half of a wide character when one half is overwritten.
  private mutating func breakWide(at column: Int) {
    let base = cursor.row * size.columns
    if cells[base + column].isContinuation, column > 0 {
      cells[base + column - 1] = .blank
      cells[base + column] = .blank
    } else if column + 1 < size.columns, cells[base + column + 1].isContinuation {
      cells[base + column + 1] = .blank
    }
  }

  /// Parses one CSI sequence starting at the ESC and applies it; returns the next index.
  private mutating func applyEscape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == 0x5B else {
      problems.append("ESC not followed by [")
      return start + 1
    }
    var index = start + 2
    var isPrivate = false
    if index < bytes.count, bytes[index] == 0x3F {
      isPrivate = true
      index += 1
    }
    var parameters: [Int?] = []
    var current: Int? = nil
    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x3B {
      if bytes[index] == 0x3B {
        parameters.append(current)
        current = nil
      } else {
        current = (current ?? 0) * 10 + Int(bytes[index] - 0x30)
      }
      index += 1
    }
    parameters.append(current)
    guard index < bytes.count else {
      problems.append("unterminated CSI")
      return index
    }
    let final = bytes[index]
    apply(final: final, parameters: parameters, isPrivate: isPrivate)
    return index + 1
  }

  private mutating func apply(final: UInt8, parameters: [Int?], isPrivate: Bool) {
    func parameter(_ index: Int) -> Int {
      let value = index < parameters.count ? parameters[index] ?? 1 : 1
      return value == 0 ? 1 : value
    }
    if isPrivate {
      if parameters == [2026] && (final == 0x68 || final == 0x6C) {
        isInSynchronizedUpdate = final == 0x68
      } else {
        problems.append("private mode \(parameters) \(final)")
      }
      return
    }
    let isRelative = [0x41, 0x42, 0x43, 0x44].contains(final)
    if isRelative && isWrapPending {
      problems.append("relative move while a wrap is pending")
    }
    switch final {
    case 0x48:  // CUP
      cursor = CellPoint(column: parameter(1) - 1, row: parameter(0) - 1)
    case 0x47:  // CHA
      cursor.column = parameter(0) - 1
    case 0x43:  // CUF
      cursor.column += parameter(0)
    case 0x44:  // CUB
      cursor.column -= parameter(0)
    case 0x42:  // CUD
      cursor.row += parameter(0)
    case 0x41:  // CUU
      cursor.row -= parameter(0)
    case 0x4A where parameters == [2]:  // ED 2: erase with the current background
      let background = Style(background: pen.background)
      cells = Array(
        repeating: ScreenCell(grapheme: " ", style: background, isContinuation: false), count: size.area)
      return
    case 0x6D:  // SGR
      applySGR(parameters)
      return
    default:
      problems.append("unknown CSI \(parameters) \(final)")
      return
    }
    isWrapPending = false
    if cursor.column < 0 || cursor.column >= size.columns || cursor.row < 0 || cursor.row >= size.rows {
      problems.append("cursor moved off screen to \(cursor)")
      cursor.column = min(max(cursor.column, 0), size.columns - 1)
      cursor.row = min(max(cursor.row, 0), size.rows - 1)
    }
  }

  private mutating func applySGR(_ parameters: [Int?]) {
    var index = 0
    while index < parameters.count {
      let value = parameters[index] ?? 0
      index += 1
      switch value {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.reverse)
      case 30...37: pen.foreground = .ansi(UInt8(value - 30))
      case 90...97: pen.foreground = .ansi(UInt8(value - 90 + 8))
      case 40...47: pen.background = .ansi(UInt8(value - 40))
      case 100...107: pen.background = .ansi(UInt8(value - 100 + 8))
      case 39: pen.foreground = .default
      case 49: pen.background = .default
      case 38, 48:
        let color: Color
        if index + 1 < parameters.count, parameters[index] == 5 {
          color = .palette(UInt8(parameters[index + 1] ?? 0))
          index += 2
        } else if index + 3 < parameters.count, parameters[index] == 2 {
          color = .rgb(
            UInt8(parameters[index + 1] ?? 0), UInt8(parameters[index + 2] ?? 0),
            UInt8(parameters[index + 3] ?? 0))
          index += 4
        } else {
          problems.append("malformed extended colour")
          return
        }
        if value == 38 { pen.foreground = color } else { pen.background = color }
      default:
        problems.append("unknown SGR \(value)")
      }
    }
  }
}
