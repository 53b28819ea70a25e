import EaselGeometry
import EaselRaster

/// Turns frame diffs into terminal bytes: before each run the cheapest way there (CUP, CHA,
/// CUF, BS/CUB, CUU/CUD, CR, CR LF…, or rewriting the unchanged cells in between, style
/// changes included), the smallest SGR change before each style switch, then the text. A bare
/// space (no underline, no reverse) is written with any pen on its background.
///
/// It remembers where the cursor is and which style the terminal has, so consecutive frames
/// build on each other; call `invalidate()` after anything else writes to the terminal. It
/// assumes the whole screen scrolls (no DECSTBM margins), though it never lets LF reach the
/// last row. It never shows the cursor: a cursor the app hid stays hidden. Output is
/// deterministic, so tests budget bytes per frame.
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
    var resolver = StyleResolver(depth: colorDepth)
    grid.cells.withUnsafeBufferPointer { cells in
      for run in diff.runs {
        let row = UnsafeBufferPointer(rebasing: cells[run.row * columns..<(run.row + 1) * columns])
        let target = CellPoint(column: run.columns.lowerBound, row: run.row)
        let (move, moveCost) = cheapestMove(to: target)
        if !rewriteGapIfCheaper(
          before: target, in: row, moveCost: moveCost, resolver: &resolver, into: &bytes)
        {
          append(move, to: target, into: &bytes)
        }
        let end = write(row, run.columns, resolver: &resolver, into: &bytes)
        cursor = end >= columns ? .pendingWrap(row: run.row) : .at(CellPoint(column: end, row: run.row))
      }
    }
    if usesSynchronizedOutput { bytes.append(contentsOf: Self.endSynchronizedUpdate) }
  }

  static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

  // MARK: Cells

  /// Writes the cells of `columns` in `row`, switching the pen where a cell needs it; returns
  /// the column after the last cell written.
  private mutating func write(
    _ row: UnsafeBufferPointer<Cell>, _ columns: Range<Int>, resolver: inout StyleResolver,
    into bytes: inout [UInt8]
  ) -> Int {
    // Cells are read in place: a copy would retain the grapheme.
    var column = columns.lowerBound
    while column < columns.upperBound {
      if row[column].isContinuation {
        column += 1
        continue
      }
      let style = resolver.resolve(row[column].style)
      if !Self.pen(pen, draws: row[column], in: style) { appendStyle(style, into: &bytes) }
      row[column].appendUTF8(to: &bytes)
      column += Int(row[column].width)
    }
    return column
  }

  /// When the cursor is on `target`'s row before it, rewriting the unchanged cells in between
  /// (with whatever style changes they need) can be cheaper than moving over them; does so and
  /// returns true if it is strictly cheaper, counting the style switch to the run's first cell.
  private mutating func rewriteGapIfCheaper(
    before target: CellPoint, in row: UnsafeBufferPointer<Cell>, moveCost: Int,
    resolver: inout StyleResolver, into bytes: inout [UInt8]
  ) -> Bool {
    guard case .at(let position) = cursor, position.row == target.row,
      position.column < target.column, !row[position.column].isContinuation
    else { return false }
    let firstStyle = resolver.resolve(row[target.column].style)
    let viaMove = moveCost + Self.switchCost(from: pen, to: firstStyle, for: row[target.column])
    var gapPen = pen
    var cost = 0
    var column = position.column
    while column < target.column {
      if row[column].isContinuation {
        column += 1
        continue
      }
      let style = resolver.resolve(row[column].style)
      if !Self.pen(gapPen, draws: row[column], in: style) {
        cost += Self.styleCost(from: gapPen, to: style)
        gapPen = style
      }
      cost += row[column].utf8Count
      if cost >= viaMove { return false }
      column += Int(row[column].width)
    }
    cost += Self.switchCost(from: gapPen, to: firstStyle, for: row[target.column])
    guard cost < viaMove else { return false }
    _ = write(row, position.column..<target.column, resolver: &resolver, into: &bytes)
    return true
  }

  /// True when a terminal drawing with `pen` shows `cell` (whose resolved style is `style`)
  /// as it should: the pen is that style, or the cell is a bare space and the pen has its
  /// background and no underline or reverse.
  @inline(__always)
  private static func pen(_ pen: Style?, draws cell: Cell, in style: Style) -> Bool {
    guard let pen else { return false }
    if pen == style { return true }
    return pen.background == style.background && cell.isBareSpace
      && pen.attributes.isDisjoint(with: [.underline, .reverse])
  }

  /// The bytes needed before writing `cell` in `style` with `pen`: none, or an SGR.
  private static func switchCost(from pen: Style?, to style: Style, for cell: Cell) -> Int {
    Self.pen(pen, draws: cell, in: style) ? 0 : styleCost(from: pen, to: style)
  }

  // MARK: Cursor moves

  /// A way to reach a target cell. Relative moves are only used from a known position with no
  /// wrap pending; CR is safe in any case and clears the pending wrap.
  private enum Move {
    case none
    /// CUP.
    case absolute
    /// CUU / CUD when `rows` is not 0, then CHA.
    case absoluteColumn(rows: Int)
    /// CUU / CUD when `rows` is not 0, then CUF, BS (1–3 cells back) or CUB.
    case relative(rows: Int, columns: Int)
    /// CR, then LF for 1–3 rows down (or CUD / CUU), then CUF to the column. LF only ever
    /// follows a CR, so a tty that turns LF into CR LF (ONLCR) changes nothing; it never
    /// runs on the last row (the target is below), so it never scrolls.
    case lineStart(rows: Int)
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

  private static func verticalCost(_ rows: Int) -> Int { rows == 0 ? 0 : relativeMoveCost(rows) }

  private static func horizontalCost(_ columns: Int) -> Int {
    if columns == 0 { return 0 }
    if columns < 0 && columns >= -3 { return -columns }  // BS
    return relativeMoveCost(columns)
  }

  /// True when `rows` LFs are shorter than CSI n B.
  private static func usesLineFeeds(_ rows: Int) -> Bool { rows > 0 && rows < relativeMoveCost(rows) }

  private static func lineStartCost(rows: Int, column: Int) -> Int {
    1 + (usesLineFeeds(rows) ? rows : verticalCost(rows)) + (column == 0 ? 0 : relativeMoveCost(column))
  }

  /// The cheapest move to `target` and its cost in bytes; earlier candidates win ties.
  private func cheapestMove(to target: CellPoint) -> (Move, Int) {
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
      if rows == 0 { consider(.absoluteColumn(rows: 0), Self.absoluteColumnCost(target.column)) }
      consider(.lineStart(rows: rows), Self.lineStartCost(rows: rows, column: target.column))
    case .at(let position):
      let rows = target.row - position.row
      let columns = target.column - position.column
      if rows == 0 && columns == 0 { return (.none, 0) }
      consider(
        .relative(rows: rows, columns: columns), Self.verticalCost(rows) + Self.horizontalCost(columns))
      consider(
        .absoluteColumn(rows: rows), Self.verticalCost(rows) + Self.absoluteColumnCost(target.column))
      consider(.lineStart(rows: rows), Self.lineStartCost(rows: rows, column: target.column))
    }
    return (best, bestCost)
  }

  private mutating func append(_ move: Move, to target: CellPoint, into bytes: inout [UInt8]) {
    switch move {
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
    case .absoluteColumn(let rows):
      Self.appendVertical(rows, into: &bytes)
      bytes.append(0x1B)
      bytes.append(0x5B)
      if target.column != 0 { Self.appendDecimal(target.column + 1, into: &bytes) }
      bytes.append(0x47)  // G
    case .relative(let rows, let columns):
      Self.appendVertical(rows, into: &bytes)
      if columns < 0 && columns >= -3 {
        for _ in 0 ..< -columns { bytes.append(0x08) }  // BS
      } else if columns != 0 {
        Self.appendRelative(columns, forward: 0x43, backward: 0x44, into: &bytes)  // CUF, CUB
      }
    case .lineStart(let rows):
      bytes.append(0x0D)  // CR
      if Self.usesLineFeeds(rows) {
        for _ in 0..<rows { bytes.append(0x0A) }  // LF
      } else {
        Self.appendVertical(rows, into: &bytes)
      }
      if target.column != 0 {
        Self.appendRelative(target.column, forward: 0x43, backward: 0x44, into: &bytes)
      }
    }
    cursor = .at(target)
  }

  /// CUD or CUU, nothing for 0 rows.
  private static func appendVertical(_ rows: Int, into bytes: inout [UInt8]) {
    if rows != 0 { appendRelative(rows, forward: 0x42, backward: 0x41, into: &bytes) }
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

  /// The bytes of the SGR that switches `pen` (nil: unknown) to `style`: the shorter of a delta
  /// and a reset followed by the full style, as `appendStyle` writes it.
  static func styleCost(from pen: Style?, to style: Style) -> Int {
    if let pen, let code = foregroundOnlyCode(from: pen, to: style) { return code == 0 ? 3 : 5 }
    var reset = SGRLength()
    if style != .plain {
      reset.add(0)
      addParameters(of: style, to: &reset)
    }
    guard let pen else { return 3 + reset.count }
    var delta = SGRLength()
    addChanges(from: pen, to: style, to: &delta)
    return 3 + min(delta.count, reset.count)
  }

  /// Switches the terminal to `style` (already resolved) with the shorter of a delta from the
  /// current pen and a reset followed by the full style.
  private mutating func appendStyle(_ style: Style, into bytes: inout [UInt8]) {
    if let pen, let code = Self.foregroundOnlyCode(from: pen, to: style) {
      bytes.append(0x1B)
      bytes.append(0x5B)
      if code != 0 { Self.appendDecimal(code, into: &bytes) }
      bytes.append(0x6D)  // m
      self.pen = style
      return
    }
    var writer = SGRWriter()
    swap(&writer.bytes, &bytes)
    writer.bytes.append(0x1B)
    writer.bytes.append(0x5B)
    var useDelta = false
    if let pen {
      var delta = SGRLength()
      Self.addChanges(from: pen, to: style, to: &delta)
      var reset = SGRLength()
      if style != .plain {
        reset.add(0)
        Self.addParameters(of: style, to: &reset)
      }
      useDelta = delta.count <= reset.count
    }
    if let pen, useDelta {
      Self.addChanges(from: pen, to: style, to: &writer)
    } else if style != .plain {
      writer.add(0)
      Self.addParameters(of: style, to: &writer)
    }
    writer.bytes.append(0x6D)  // m
    swap(&writer.bytes, &bytes)
    pen = style
  }

  /// The one SGR parameter that switches between two styles without attributes or background
  /// that differ only in a default or themed foreground — most switches in a drawing — or nil:
  /// 0 (a reset, shorter than 39) back to the default, else 30–37 or 90–97.
  @inline(__always)
  private static func foregroundOnlyCode(from pen: Style, to style: Style) -> Int? {
    guard pen.attributes.isEmpty, style.attributes.isEmpty, pen.background == .default,
      style.background == .default, pen.foreground != style.foreground
    else { return nil }
    switch (pen.foreground, style.foreground) {
    case (.default, .ansi(let index)), (.ansi, .ansi(let index)):
      let index = Int(index & 15)
      return index < 8 ? 30 + index : 90 + index - 8
    case (.ansi, .default):
      return 0
    default:
      return nil
    }
  }

  private static func addParameters<Sink: SGRSink>(of style: Style, to sink: inout Sink) {
    let attributes = style.attributes
    if attributes.contains(.bold) { sink.add(1) }
    if attributes.contains(.dim) { sink.add(2) }
    if attributes.contains(.italic) { sink.add(3) }
    if attributes.contains(.underline) { sink.add(4) }
    if attributes.contains(.reverse) { sink.add(7) }
    if style.foreground != .default { addColor(style.foreground, isBackground: false, to: &sink) }
    if style.background != .default { addColor(style.background, isBackground: true, to: &sink) }
  }

  private static func addChanges<Sink: SGRSink>(from old: Style, to new: Style, to sink: inout Sink) {
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      sink.add(22)  // normal intensity ends both bold and dim
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { sink.add(23) }
    if removed.contains(.underline) { sink.add(24) }
    if removed.contains(.reverse) { sink.add(27) }
    if added.contains(.bold) { sink.add(1) }
    if added.contains(.dim) { sink.add(2) }
    if added.contains(.italic) { sink.add(3) }
    if added.contains(.underline) { sink.add(4) }
    if added.contains(.reverse) { sink.add(7) }
    if old.foreground != new.foreground { addColor(new.foreground, isBackground: false, to: &sink) }
    if old.background != new.background { addColor(new.background, isBackground: true, to: &sink) }
  }

  /// SGR parameters for a colour: 39/49 default, 30–37/90–97 (40–47/100–107) for the 16
  /// themed colours, 38;5;n (48;5;n) for the palette, 38;2;r;g;b (48;2;r;g;b) for RGB.
  private static func addColor<Sink: SGRSink>(_ color: Color, isBackground: Bool, to sink: inout Sink) {
    let offset = isBackground ? 10 : 0
    switch color {
    case .default:
      sink.add(39 + offset)
    case .ansi(let index):
      let index = Int(index & 15)
      sink.add(index < 8 ? 30 + offset + index : 90 + offset + index - 8)
    case .palette(let index):
      sink.add(38 + offset)
      sink.add(5)
      sink.add(Int(index))
    case .rgb(let red, let green, let blue):
      sink.add(38 + offset)
      sink.add(2)
      sink.add(Int(red))
      sink.add(Int(green))
      sink.add(Int(blue))
    }
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

/// Where SGR parameters go: counted, to choose the shorter form, or written.
private protocol SGRSink {
  /// One parameter, after a `;` unless it is the first.
  mutating func add(_ value: Int)
}

private struct SGRLength: SGRSink {
  var count = 0

  mutating func add(_ value: Int) { count += (count == 0 ? 0 : 1) + EscapeEncoder.decimalDigits(value) }
}

private struct SGRWriter: SGRSink {
  var bytes: [UInt8] = []
  var isFirst = true

  mutating func add(_ value: Int) {
    if !isFirst { bytes.append(0x3B) }
    isFirst = false
    EscapeEncoder.appendDecimal(value, into: &bytes)
  }
}

/// Resolves cell styles for a colour depth, remembering the last one: neighbouring cells
/// mostly share a style.
private struct StyleResolver {
  let depth: ColorDepth
  var raw = Style.plain
  var resolved = Style.plain  // plain resolves to plain at every depth

  init(depth: ColorDepth) { self.depth = depth }

  @inline(__always)
  mutating func resolve(_ style: Style) -> Style {
    if style != raw {
      raw = style
      resolved = style.resolved(for: depth)
    }
    return resolved
  }
}
