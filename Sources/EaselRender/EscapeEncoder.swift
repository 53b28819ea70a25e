import EaselGeometry

/// Turns frame diffs into terminal bytes: the cheapest cursor move before each run, the
/// smallest SGR change before each style switch, then the text.
///
/// It remembers where the cursor is and which style the terminal has, so consecutive frames
/// build on each other; call `invalidate()` after anything else writes to the terminal. It
/// never shows the cursor: a cursor the app hid stays hidden. Output is deterministic, so
/// tests budget bytes per frame.
public struct EscapeEncoder: Sendable {
  public var colorDepth: ColorDepth
  /// Wraps each non-empty frame in CSI ? 2026 h … CSI ? 2026 l so the terminal shows it at once.
  public var usesSynchronizedOutput: Bool

  /// The cursor as far as the encoder knows. After a write into the last column, terminals
  /// hold the cursor there with a pending wrap; only absolute moves and CR are safe then.
  private enum Cursor: Hashable, Sendable {
    case unknown
    case at(CellPoint)
    case pendingWrap(row: Int)
  }

  private var cursor: Cursor = .unknown
  /// The resolved style the terminal draws with, nil when unknown.
  private var pen: Style? = nil

  public init(colorDepth: ColorDepth = .trueColor, usesSynchronizedOutput: Bool = false) {
    self.colorDepth = colorDepth
    self.usesSynchronizedOutput = usesSynchronizedOutput
  }

  /// Forgets the cursor position and style, after other output or a resume.
  public mutating func invalidate() {
    cursor = .unknown
    pen = nil
  }

  /// The bytes that turn the screen showing `previous` into `next`; a missing previous frame
  /// or a size change repaints everything. No change gives no bytes.
  public mutating func encodeFrame(from previous: CellGrid?, to next: CellGrid) -> [UInt8] {
    var bytes: [UInt8] = []
    encode(FrameDiff(from: previous, to: next), of: next, into: &bytes)
    return bytes
  }

  /// Appends the bytes for `diff`, whose runs refer to cells of `grid`.
  public mutating func encode(_ diff: FrameDiff, of grid: CellGrid, into bytes: inout [UInt8]) {
    guard !diff.isEmpty else { return }
    if usesSynchronizedOutput { bytes.append(contentsOf: Self.beginSynchronizedUpdate) }
    if diff.isFullRepaint {
      // A repaint follows a resize or resume, after which the terminal may have moved the
      // cursor or changed the style; erase with the plain background, since ED paints with
      // the current SGR background.
      invalidate()
      appendStyle(.plain, into: &bytes)
      bytes.append(contentsOf: [0x1B, 0x5B, 0x32, 0x4A])  // CSI 2 J
    }
    let columns = grid.size.columns
    grid.cells.withUnsafeBufferPointer { cells in
      for run in diff.runs {
        appendMove(to: CellPoint(column: run.columns.lowerBound, row: run.row), into: &bytes)
        let base = run.row * columns
        var column = run.columns.lowerBound
        while column < run.columns.upperBound {
          let cell = cells[base + column]
          if cell.isContinuation {
            column += 1
            continue
          }
          let style = cell.style.resolved(for: colorDepth)
          if pen != style { appendStyle(style, into: &bytes) }
          bytes.append(contentsOf: cell.grapheme.utf8)
          column += Int(cell.width)
        }
        cursor =
          column >= columns
          ? .pendingWrap(row: run.row) : .at(CellPoint(column: column, row: run.row))
      }
    }
    if usesSynchronizedOutput { bytes.append(contentsOf: Self.endSynchronizedUpdate) }
  }

  static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

  // MARK: Cursor moves

  private enum Move {
    case none
    case absolute  // CUP
    case carriageReturn  // CR
    case absoluteColumn  // CHA
    case horizontal(Int)  // CUF / CUB
    case vertical(Int)  // CUD / CUU
    case returnThenVertical(Int)  // CR, then CUD / CUU
    case verticalThenHorizontal(Int, Int)
    case verticalThenAbsoluteColumn(Int)
  }

  /// The bytes of CSI n C (or A, B, D) for a distance of `count`; CSI C when it is 1.
  static func relativeMoveCost(_ count: Int) -> Int {
    let count = abs(count)
    return count == 1 ? 3 : 3 + decimalDigits(count)
  }

  private static func absoluteColumnCost(_ column: Int) -> Int {
    column == 0 ? 3 : 3 + decimalDigits(column + 1)
  }

  private static func absoluteCost(_ target: CellPoint) -> Int {
    switch (target.row, target.column) {
    case (0, 0): return 3  // CSI H
    case (_, 0): return 3 + decimalDigits(target.row + 1)  // CSI r H
    case (0, _): return 4 + decimalDigits(target.column + 1)  // CSI ; c H
    default: return 4 + decimalDigits(target.row + 1) + decimalDigits(target.column + 1)
    }
  }

  private func cheapestMove(to target: CellPoint) -> Move {
    var best = Move.absolute
    var bestCost = Self.absoluteCost(target)
    func consider(_ move: Move, _ cost: Int) {
      if cost < bestCost {
        best = move
        bestCost = cost
      }
    }
    switch cursor {
    case .unknown:
      break
    case .pendingWrap(let row):
      let rows = target.row - row
      if rows == 0 {
        if target.column == 0 { consider(.carriageReturn, 1) }
        consider(.absoluteColumn, Self.absoluteColumnCost(target.column))
      } else if target.column == 0 {
        consider(.returnThenVertical(rows), 1 + Self.relativeMoveCost(rows))
      }
    case .at(let position):
      let rows = target.row - position.row
      let columns = target.column - position.column
      if rows == 0 && columns == 0 { return .none }
      if rows == 0 {
        if target.column == 0 { consider(.carriageReturn, 1) }
        consider(.horizontal(columns), Self.relativeMoveCost(columns))
        consider(.absoluteColumn, Self.absoluteColumnCost(target.column))
      } else if columns == 0 {
        consider(.vertical(rows), Self.relativeMoveCost(rows))
      } else {
        let vertical = Self.relativeMoveCost(rows)
        if target.column == 0 { consider(.returnThenVertical(rows), 1 + vertical) }
        consider(.verticalThenHorizontal(rows, columns), vertical + Self.relativeMoveCost(columns))
        consider(.verticalThenAbsoluteColumn(rows), vertical + Self.absoluteColumnCost(target.column))
      }
    }
    return best
  }

  private mutating func appendMove(to target: CellPoint, into bytes: inout [UInt8]) {
    switch cheapestMove(to: target) {
    case .none:
      break
    case .absolute:
      bytes.append(0x1B)
      bytes.append(0x5B)
      if target.row != 0 { Self.appendDecimal(target.row + 1, into: &bytes) }
      if target.column != 0 {
        bytes.append(0x3B)
        Self.appendDecimal(target.column + 1, into: &bytes)
      }
      bytes.append(0x48)  // H
    case .carriageReturn:
      bytes.append(0x0D)
    case .absoluteColumn:
      Self.appendAbsoluteColumn(target.column, into: &bytes)
    case .horizontal(let columns):
      Self.appendRelative(columns, forward: 0x43, backward: 0x44, into: &bytes)  // CUF, CUB
    case .vertical(let rows):
      Self.appendRelative(rows, forward: 0x42, backward: 0x41, into: &bytes)  // CUD, CUU
    case .returnThenVertical(let rows):
      bytes.append(0x0D)
      Self.appendRelative(rows, forward: 0x42, backward: 0x41, into: &bytes)
    case .verticalThenHorizontal(let rows, let columns):
      Self.appendRelative(rows, forward: 0x42, backward: 0x41, into: &bytes)
      Self.appendRelative(columns, forward: 0x43, backward: 0x44, into: &bytes)
    case .verticalThenAbsoluteColumn(let rows):
      Self.appendRelative(rows, forward: 0x42, backward: 0x41, into: &bytes)
      Self.appendAbsoluteColumn(target.column, into: &bytes)
    }
    cursor = .at(target)
  }

  private static func appendAbsoluteColumn(_ column: Int, into bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if column != 0 { appendDecimal(column + 1, into: &bytes) }
    bytes.append(0x47)  // G
  }

  /// CSI n `forward` for a positive distance, CSI n `backward` for a negative one.
  private static func appendRelative(
    _ distance: Int, forward: UInt8, backward: UInt8, into bytes: inout [UInt8]
  ) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if abs(distance) != 1 { appendDecimal(abs(distance), into: &bytes) }
    bytes.append(distance > 0 ? forward : backward)
  }

  // MARK: Styles

  /// Switches the terminal to `style` (already resolved) with the shorter of a delta from the
  /// current pen and a reset followed by the full style.
  private mutating func appendStyle(_ style: Style, into bytes: inout [UInt8]) {
    var reset: [UInt8] = []
    if style != .plain {
      reset.append(0x30)  // 0
      Self.appendParameters(of: style, into: &reset)
    }
    if let pen {
      var delta: [UInt8] = []
      Self.appendChanges(from: pen, to: style, into: &delta)
      if delta.count <= reset.count {
        reset = delta
      }
    }
    bytes.append(0x1B)
    bytes.append(0x5B)
    bytes.append(contentsOf: reset)
    bytes.append(0x6D)  // m
    pen = style
  }

  private static func appendParameters(of style: Style, into bytes: inout [UInt8]) {
    let attributes = style.attributes
    if attributes.contains(.bold) { appendParameter(1, into: &bytes) }
    if attributes.contains(.dim) { appendParameter(2, into: &bytes) }
    if attributes.contains(.italic) { appendParameter(3, into: &bytes) }
    if attributes.contains(.underline) { appendParameter(4, into: &bytes) }
    if attributes.contains(.reverse) { appendParameter(7, into: &bytes) }
    if style.foreground != .default { appendColor(style.foreground, isBackground: false, into: &bytes) }
    if style.background != .default { appendColor(style.background, isBackground: true, into: &bytes) }
  }

  private static func appendChanges(from old: Style, to new: Style, into bytes: inout [UInt8]) {
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      appendParameter(22, into: &bytes)  // normal intensity ends both bold and dim
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { appendParameter(23, into: &bytes) }
    if removed.contains(.underline) { appendParameter(24, into: &bytes) }
    if removed.contains(.reverse) { appendParameter(27, into: &bytes) }
    if added.contains(.bold) { appendParameter(1, into: &bytes) }
    if added.contains(.dim) { appendParameter(2, into: &bytes) }
    if added.contains(.italic) { appendParameter(3, into: &bytes) }
    if added.contains(.underline) { appendParameter(4, into: &bytes) }
    if added.contains(.reverse) { appendParameter(7, into: &bytes) }
    if old.foreground != new.foreground { appendColor(new.foreground, isBackground: false, into: &bytes) }
    if old.background != new.background { appendColor(new.background, isBackground: true, into: &bytes) }
  }

  /// SGR parameters for a colour: 39/49 default, 30–37/90–97 (40–47/100–107) for the 16
  /// themed colours, 38;5;n (48;5;n) for the palette, 38;2;r;g;b (48;2;r;g;b) for RGB.
  private static func appendColor(_ color: Color, isBackground: Bool, into bytes: inout [UInt8]) {
    let offset = isBackground ? 10 : 0
    switch color {
    case .default:
      appendParameter(39 + offset, into: &bytes)
    case .ansi(let index):
      let index = Int(index & 15)
      appendParameter(index < 8 ? 30 + offset + index : 90 + offset + index - 8, into: &bytes)
    case .palette(let index):
      appendParameter(38 + offset, into: &bytes)
      appendParameter(5, into: &bytes)
      appendParameter(Int(index), into: &bytes)
    case .rgb(let red, let green, let blue):
      appendParameter(38 + offset, into: &bytes)
      appendParameter(2, into: &bytes)
      appendParameter(Int(red), into: &bytes)
      appendParameter(Int(green), into: &bytes)
      appendParameter(Int(blue), into: &bytes)
    }
  }

  /// One SGR parameter, preceded by a `;` unless it is the first.
  private static func appendParameter(_ value: Int, into bytes: inout [UInt8]) {
    if !bytes.isEmpty { bytes.append(0x3B) }
    appendDecimal(value, into: &bytes)
  }

  // MARK: Numbers

  static func decimalDigits(_ value: Int) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// A non-negative decimal without going through String.
  static func appendDecimal(_ value: Int, into bytes: inout [UInt8]) {
    let value = max(0, value)
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(truncatingIfNeeded: 48 + value / divisor % 10))
      divisor /= 10
    }
  }
}
