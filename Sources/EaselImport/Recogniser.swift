import EaselDocument
import EaselGeometry
import EaselRaster

/// One block of the text (rows between blank rows: nothing drawn crosses a blank row) as a
/// dense grid of cells, the objects found in it and the check that keeps them honest.
///
/// The passes, each in its own file: boxes (`+Boxes`, the edges' rules in `+Edges`), the frames'
/// cells (`+Frames`), the joins between stroked cells (`+Joins`) and the words lines run under
/// (`+Bridges`), paths along them and fans through junctions (`+Paths`, `+Fans`), the lines they
/// draw (`+Lines`), slanted runs (`+Slants`), labels on lines (`+Labels`), bindings
/// (`+Bindings`), then the check by drawing (`+Check`). Underscore art has its own rules
/// (`+Underscores`, `+UnderscoreBoxes`); what the import could not decide is noted (`+Notes`).
struct Recogniser {
  let columns: Int
  let rows: Int
  /// Each cell's code (`CellCode`); blocks are padded with spaces to their widest row.
  let codes: [UInt32]
  /// The clusters of several scalars codes name, shared by every block.
  let clusters: [Character]
  /// Each cell's strokes, for box-drawing and ASCII line characters, and those the recogniser
  /// lends a blank between dashes (`- - -`) or a word a line runs under.
  var arms: [Arms]
  /// Each cell's arrowhead direction, for the arrowhead characters.
  let arrows: [Direction?]
  /// Whether a `_` run is drawn in the block (not part of a word): only then are underscore
  /// frames looked for.
  let hasUnderscoreRuns: Bool
  /// Cells whose strokes the text does not draw as Easel would: a blank between dashes, a word a
  /// line runs under, a dash Easel draws another way (`┈`). An object drawing them keeps the
  /// text's own cell above it (`overlaid`). Empty when the block has none.
  var lent: [Bool]

  var boxes: [FoundBox] = []
  var lines: [FoundLine] = []
  /// The frames' cells, once the boxes are found.
  var frames: FrameCells
  /// Cells the objects kept so far draw (frames, labels, lines), so labels and bindings know
  /// what is free text.
  var owned: [Bool]
  /// Cells the objects kept after the check draw something other than a blank in.
  var drawn: [Bool]
  /// Cells the objects draw unlike the text where the text is kept above them: a title in a
  /// border, an arrowhead standing in an edge, a mark (`+`) in a ruler, a word over a line, the
  /// blanks of a dashed run. Text shapes print them as they are.
  var overlaid: [Bool]
  /// What the import left undecided, by cell (`--explain`).
  var notes: [Note] = []

  struct FoundBox {
    var rectangle: Rectangle
    /// The cells of its frame.
    var cells: [Int]
    /// The cells its label draws (checked when it is found, against the label layout).
    var labelCells: [Int] = []
    var isDropped = false
  }

  struct FoundLine {
    var line: Line
    /// The cells the line draws, in order from start to end for a plain path; a label's cells
    /// follow when it has one.
    var cells: [Int]
    /// The box each end is bound to, if any.
    var startBox: Int?
    var endBox: Int?
    /// Drawn before the boxes: its end on a frame shows the frame's alphabet (`│` meeting an
    /// ASCII frame at `+`), as when the box lies above the line.
    var isUnderBoxes = false
    /// Cells of the line the text draws otherwise (`lent`, or a dotted run): kept as text above.
    var lentCells: [Int] = []
    var isDropped = false
  }

  /// Something the import could not decide, at a cell of the block.
  struct Note: Hashable, Sendable {
    var cell: Int
    var reason: String
  }

  /// The block of `text` made of `rowRange`, `columns` wide.
  init(_ text: TextCells, rows rowRange: Range<Int>, columns: Int) {
    self.columns = columns
    rows = rowRange.count
    clusters = text.clusters
    let count = columns * rows
    var codes = [UInt32](repeating: CellCode.space, count: count)
    var arms = [Arms](repeating: Arms(), count: count)
    var arrows = [Direction?](repeating: nil, count: count)
    var underscores: [Int] = []
    var hasForeignStrokes = false
    for (row, textRow) in rowRange.enumerated() {
      let start = text.rowStarts[textRow]
      let end = text.rowStarts[textRow + 1]
      let base = row * columns - start
      for index in start..<end {
        let code = text.codes[index]
        guard code != CellCode.space else { continue }
        codes[base + index] = code
        arms[base + index] = Arms.of(code: code)
        arrows[base + index] = Arms.arrow(code: code)
        if code == CellCode.underscore { underscores.append(base + index) }
        if Arms.isForeignStroke(code: code) { hasForeignStrokes = true }
      }
    }
    // `v` and `^` inside a word ("server", "x^2") are letters, not arrowheads.
    for index in 0..<count where codes[index] == 0x76 || codes[index] == 0x5E {
      let column = index % columns
      if (column > 0 && Self.isAlphanumeric(codes[index - 1]))
        || (column + 1 < columns && Self.isAlphanumeric(codes[index + 1]))
      {
        arrows[index] = nil
      }
    }
    hasUnderscoreRuns =
      !underscores.isEmpty
      && Self.addUnderscoreArms(underscores, codes: codes, arrows: arrows, columns: columns, arms: &arms)
    var lent: [Bool] = []
    if hasForeignStrokes {
      lent = codes.map(Arms.isForeignStroke(code:))
    }
    Self.lendDashGaps(codes: codes, columns: columns, arms: &arms, lent: &lent)
    self.codes = codes
    self.arms = arms
    self.arrows = arrows
    self.lent = lent
    owned = [Bool](repeating: false, count: count)
    frames = FrameCells(count: 0)
    drawn = [Bool](repeating: false, count: count)
    overlaid = []
  }

  static func isAlphanumeric(_ code: UInt32) -> Bool {
    (0x30...0x39).contains(code) || (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code)
  }

  /// A blank between two dashes of a run (`- - ->`, `─ ─ ─`, `+ - - +`) takes the run's stroke
  /// across: the run is one line or one frame's edge, and the blank stays the text's.
  private static func lendDashGaps(codes: [UInt32], columns: Int, arms: inout [Arms], lent: inout [Bool]) {
    func isDash(_ code: UInt32) -> Bool {
      // `-`, `─`, `━` and the dashed ones: a straight stroke across.
      code == 0x2D || code == 0x2500 || code == 0x2501 || code == 0x2504 || code == 0x2505 || code == 0x2508
        || code == 0x2509 || code == 0x254C || code == 0x254D
    }
    var index = 1
    let count = codes.count
    while index + 1 < count {
      defer { index += 1 }
      guard codes[index] == CellCode.space else { continue }
      let (before, after) = (codes[index - 1], codes[index + 1])
      guard isDash(before) || isDash(after), index % columns != 0, (index + 1) % columns != 0 else {
        continue
      }
      let (left, right) = (arms[index - 1].right, arms[index + 1].left)
      guard left != .none, right != .none, left.isASCII == right.isASCII, left != .underscore,
        right != .underscore
      else { continue }
      let weight = isDash(before) ? left : right
      arms[index] = Arms(left: weight, right: weight)
      if lent.isEmpty { lent = [Bool](repeating: false, count: count) }
      lent[index] = true
    }
  }

  @inline(__always) func index(_ column: Int, _ row: Int) -> Int? {
    guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
    return row * columns + column
  }

  @inline(__always) func point(_ index: Int) -> CanvasPoint {
    CanvasPoint(column: index % columns, row: index / columns)
  }

  @inline(__always) func isSpace(_ index: Int) -> Bool { codes[index] == CellCode.space }

  @inline(__always) func isLent(_ index: Int) -> Bool { !lent.isEmpty && lent[index] }

  /// A cell of writing: not blank, no stroke, arrowhead or slant.
  func isText(_ index: Int) -> Bool {
    let code = codes[index]
    return code != CellCode.space && code != 0x2F && code != 0x5C && arrows[index] == nil
      && (code == CellCode.underscore ? !isUnderscoreStroke(index) : Arms.of(code: code).isEmpty)
  }

  /// A `_` of a run drawn as a line or frame (not part of a word).
  @inline(__always) func isUnderscoreStroke(_ index: Int) -> Bool {
    codes[index] == CellCode.underscore && arms[index].left == .underscore
  }

  /// The character of a cell (nil for the right half of a wide one).
  func character(_ index: Int) -> Character? {
    let code = codes[index]
    if code == CellCode.continuation { return nil }
    if CellCode.isCluster(code) { return clusters[Int(code & ~CellCode.clusterFlag)] }
    return Character(Unicode.Scalar(code)!)
  }

  /// True when `character` is what the cell holds.
  @inline(__always) func holds(_ character: Character, at index: Int) -> Bool {
    let code = codes[index]
    if CellCode.isCluster(code) { return clusters[Int(code & ~CellCode.clusterFlag)] == character }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return false }
    return first.value == code
  }

  @inline(__always) func neighbour(_ index: Int, _ direction: Direction) -> Int? {
    let step = direction.step
    return self.index(index % columns + step.columns, index / columns + step.rows)
  }

  func direction(from a: Int, to b: Int) -> Direction {
    if b == a + 1 { return .right }
    if b == a - 1 { return .left }
    return b > a ? .down : .up
  }

  /// Recognises and checks the objects: boxes (underscore ones too), then lines, slanted runs,
  /// labels on lines, bindings, and the check by drawing.
  mutating func recognise() {
    findBoxes()
    findUnderscoreBoxes()
    if hasUnderscoreRuns { keepLabelUnderscores() }
    frames = frameCells()
    findLines()
    findDiagonals()
    joinLabelledLines()
    labelBridgedWords()
    bindLines()
    dropUnanchoredLentLines()
    dropMismatches()
    noteKeptObjects()
  }

  /// The kept objects, in z-order: lines under the boxes, boxes, then the other lines. Box IDs
  /// are 1…, line IDs follow.
  func objectShapes() -> [Shape] {
    var shapes: [Shape] = []
    for (number, found) in lines.enumerated() where !found.isDropped && found.isUnderBoxes {
      shapes.append(Shape(id: lineID(number), kind: .line(found.line)))
    }
    for (number, box) in boxes.enumerated() where !box.isDropped {
      shapes.append(Shape(id: boxID(number), kind: .rectangle(box.rectangle)))
    }
    for (number, found) in lines.enumerated() where !found.isDropped && !found.isUnderBoxes {
      shapes.append(Shape(id: lineID(number), kind: .line(found.line)))
    }
    return shapes
  }

  func boxID(_ number: Int) -> ShapeID { ShapeID(UInt64(number + 1)) }

  func lineID(_ number: Int) -> ShapeID { ShapeID(UInt64(boxes.count + number + 1)) }
}
