import EaselDocument
import EaselGeometry

/// A label with the alignment and insets that lay it out somewhere in particular.
public struct FittedLabel: Hashable, Sendable {
  public var label: String
  public var alignment: LabelAlignment
  public var insets: LabelInsets

  public init(label: String, alignment: LabelAlignment = .centred, insets: LabelInsets = .zero) {
    self.label = label
    self.alignment = alignment
    self.insets = insets
  }
}

/// The way back from drawn text to a label (spec §10.1 "A box keeps its content"): text found
/// inside a frame becomes the box's label, laid out exactly as it was drawn.
extension LabelLayout {
  /// One line of text as drawn inside an outline: its row, the column of its first character
  /// and its characters, with no blank at either end (blanks inside are kept).
  public struct DrawnLine: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var text: String

    public init(row: Int, column: Int, text: String) {
      self.row = row
      self.column = column
      self.text = text
    }
  }

  /// The label, alignment and insets whose layout in `area` (the inside of an outline) draws
  /// exactly `lines` (top to bottom, each on a row of its own; rows between them blank), or nil
  /// when none does (a line outside the area, or characters the layout would place otherwise).
  ///
  /// The most telling reading wins, so the label behaves as drawn when the box is resized: a
  /// block centred as Easel centres it is centred; one a cell off centre is centred with an
  /// inset of one; lines sharing a left (or right) edge are aligned to it, with an inset of
  /// their distance from the frame; a block nearer the top (or bottom) is aligned there with
  /// its distance as an inset. Lines sharing no edge are left-aligned, each keeping its place
  /// with leading spaces.
  public static func fitting(_ lines: [DrawnLine], in area: CanvasRect) -> FittedLabel? {
    guard let first = lines.first, let last = lines.last, !area.isEmpty, first.row >= area.minRow,
      last.row < area.maxRow, zip(lines, lines.dropFirst()).allSatisfy({ $0.row < $1.row })
    else { return nil }
    let placed = lines.map { line in
      (line: line, width: Rasterizer.textWidth(of: line.text[...]))
    }
    guard
      placed.allSatisfy({
        !$0.line.text.isEmpty && $0.line.column >= area.minColumn
          && $0.line.column + $0.width <= area.maxColumn
      })
    else { return nil }
    let count = last.row - first.row + 1
    var texts = [String](repeating: "", count: count)
    for line in lines { texts[line.row - first.row] = line.text }
    let label = texts.joined(separator: "\n")

    // Across, tried with the block at the top, where it surely fits.
    let top = first.row - area.minRow
    let bottom = area.maxRow - 1 - last.row
    let lefts = placed.map { $0.line.column - area.minColumn }
    let rights = placed.map { area.maxColumn - $0.line.column - $0.width }
    var across: [(LabelAlignment.Horizontal, left: Int, right: Int)] = []
    if zip(lefts, rights).allSatisfy({ abs($0 - $1) <= 1 }) {
      across += [(.centre, 0, 0), (.centre, 1, 0), (.centre, 0, 1)]
    }
    let edges: [(LabelAlignment.Horizontal, left: Int, right: Int, inset: Int)] = [
      (.left, lefts[0], 0, lefts[0]), (.right, 0, rights[0], rights[0]),
    ].filter { $0.0 == .left ? Set(lefts).count == 1 : Set(rights).count == 1 }
    across += edges.sorted { $0.inset < $1.inset }.map { ($0.0, $0.left, $0.right) }
    let horizontal =
      across.lazy.map { candidate in
        FittedLabel(
          label: label, alignment: LabelAlignment(horizontal: candidate.0, vertical: .top),
          insets: LabelInsets(left: candidate.left, top: top, right: candidate.right))
      }.first { draws($0, in: area, lines) } ?? fallback(lines, lefts: lefts, top: top)
    guard let horizontal else { return nil }
    // Down, with the alignment across found.
    var down: [(LabelAlignment.Vertical, top: Int, bottom: Int)] = []
    if abs(top - bottom) <= 1 { down += [(.middle, 0, 0), (.middle, 1, 0), (.middle, 0, 1)] }
    down += top <= bottom ? [(.top, top, 0), (.bottom, 0, bottom)] : [(.bottom, 0, bottom), (.top, top, 0)]
    for candidate in down {
      var tried = horizontal
      tried.alignment.vertical = candidate.0
      tried.insets.top = candidate.top
      tried.insets.bottom = candidate.bottom
      if draws(tried, in: area, lines) { return tried }
    }
    return nil
  }

  /// Left-aligned at the leftmost line, the others indented by leading spaces, at the top.
  private static func fallback(_ lines: [DrawnLine], lefts: [Int], top: Int) -> FittedLabel? {
    guard let inset = lefts.min(), let first = lines.first, let last = lines.last else { return nil }
    var texts = [String](repeating: "", count: last.row - first.row + 1)
    for (line, left) in zip(lines, lefts) {
      texts[line.row - first.row] = String(repeating: " ", count: left - inset) + line.text
    }
    return FittedLabel(
      label: texts.joined(separator: "\n"), alignment: LabelAlignment(horizontal: .left, vertical: .top),
      insets: LabelInsets(left: inset, top: top))
  }

  /// Whether `fitted`, laid out in `area`, draws exactly `lines` and nothing else.
  private static func draws(_ fitted: FittedLabel, in area: CanvasRect, _ lines: [DrawnLine]) -> Bool {
    let layout = LabelLayout(
      label: fitted.label, area: area, alignment: fitted.alignment, insets: fitted.insets)
    var drawn: [DrawnLine] = []
    for line in layout.lines {
      let text = line.text.drop(while: { $0 == " " })
      guard !text.isEmpty else { continue }
      let skipped = line.text.count - text.count
      drawn.append(DrawnLine(row: line.row, column: line.column + skipped, text: String(text)))
    }
    return drawn == lines
  }
}
