import EaselDocument
import EaselGeometry
import EaselRaster

/// One block of the text (rows between blank rows: nothing drawn crosses a blank row) as a
/// dense grid of cells, the objects found in it and the check that keeps them honest.
struct Recogniser {
  let columns: Int
  let rows: Int
  /// Each cell's code (`CellCode`); blocks are padded with spaces to their widest row.
  let codes: [UInt32]
  /// The clusters of several scalars codes name, shared by every block.
  let clusters: [Character]
  /// Each cell's strokes, for box-drawing and ASCII line characters.
  var arms: [Arms]
  /// Each cell's arrowhead direction, for the arrowhead characters.
  let arrows: [Direction?]
  /// Whether a `_` run is drawn in the block (not part of a word): only then are underscore
  /// frames looked for.
  let hasUnderscoreRuns: Bool

  var boxes: [FoundBox] = []
  var lines: [FoundLine] = []
  /// The frames' cells, once the boxes are found.
  var frames: FrameCells
  /// Cells the objects kept so far draw (frames, labels, lines), so labels and bindings know
  /// what is free text.
  var owned: [Bool]
  /// Cells the objects kept after the check draw something other than a blank in.
  var drawn: [Bool]

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
    var isDropped = false
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
      }
    }
    // `v` and `^` inside a word ("server", "x^2") are letters, not arrowheads.
    func isAlphanumeric(_ code: UInt32) -> Bool {
      (0x30...0x39).contains(code) || (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code)
    }
    for index in 0..<count where codes[index] == 0x76 || codes[index] == 0x5E {
      let column = index % columns
      if (column > 0 && isAlphanumeric(codes[index - 1]))
        || (column + 1 < columns && isAlphanumeric(codes[index + 1]))
      {
        arrows[index] = nil
      }
    }
    hasUnderscoreRuns =
      !underscores.isEmpty
      && Self.addUnderscoreArms(underscores, codes: codes, arrows: arrows, columns: columns, arms: &arms)
    self.codes = codes
    self.arms = arms
    self.arrows = arrows
    owned = [Bool](repeating: false, count: count)
    frames = FrameCells(count: 0)
    drawn = [Bool](repeating: false, count: count)
  }

  /// Gives `_` runs their strokes, and the cells they turn at theirs; true when there is one.
  ///
  /// A run touching a word (`snake_case`, `__init__`, a wide character) is part of it and stays
  /// text. A run's `_` has strokes across, and one down where a `|` (or an arrowhead) below
  /// meets it (a line leaving the run downwards is drawn `_`); a `|` beside a run has a stroke
  /// towards it (a corner turning up, `|___`, or a line meeting a frame's side); a blank beside
  /// one end of a run with a `|` below is a corner turning down (` ___` over `|`), which the
  /// underscore style draws blank.
  private static func addUnderscoreArms(
    _ underscores: [Int], codes: [UInt32], arrows: [Direction?], columns: Int, arms: inout [Arms]
  ) -> Bool {
    let count = codes.count
    func isWord(_ code: UInt32) -> Bool {
      if code < 0x80 {
        return (0x30...0x39).contains(code) || (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code)
      }
      // Letters, CJK, clusters and the right halves of wide characters; not strokes or arrows.
      return code != CellCode.space && Arms.of(code: code).isEmpty && Arms.arrow(code: code) == nil
    }
    var strokes: [Int] = []
    var first = 0
    while first < underscores.count {
      var last = first
      while last + 1 < underscores.count && underscores[last + 1] == underscores[last] + 1
        && underscores[last + 1] % columns != 0
      {
        last += 1
      }
      let (start, end) = (underscores[first], underscores[last])
      let before = start % columns > 0 ? codes[start - 1] : CellCode.space
      let after = (end + 1) % columns != 0 ? codes[end + 1] : CellCode.space
      if !isWord(before) && !isWord(after) {
        for index in start...end {
          arms[index] = Arms(left: .underscore, right: .underscore)
          strokes.append(index)
        }
      }
      first = last + 1
    }
    guard !strokes.isEmpty else { return false }
    @inline(__always) func isStroke(_ index: Int) -> Bool {
      codes[index] == CellCode.underscore && arms[index].left == .underscore
    }
    /// A `|` below, or an arrowhead: a line going on down (`v`) or, under a frame's `_` edge,
    /// pointing up at it (`^`).
    func meetsBelow(_ index: Int, pointingUp: Bool) -> Bool {
      let below = index + columns
      guard below < count else { return false }
      return codes[below] == CellCode.bar || arrows[below] == .down || (pointingUp && arrows[below] == .up)
    }
    for index in strokes {
      if meetsBelow(index, pointingUp: true) { arms[index].down = .ascii }
      let column = index % columns
      for direction in [Direction.left, .right] {
        let isLeft = direction == .left
        guard isLeft ? column > 0 : column + 1 < columns else { continue }
        let beside = isLeft ? index - 1 : index + 1
        if codes[beside] == CellCode.bar {
          arms[beside][direction.opposite] = .underscore
        } else if codes[beside] == CellCode.space && meetsBelow(beside, pointingUp: false) {
          // A corner only beside one end of a run: with runs either side it would be `_`.
          let beyondColumn = isLeft ? column - 2 : column + 2
          if beyondColumn >= 0 && beyondColumn < columns && isStroke(isLeft ? index - 2 : index + 2) {
            continue
          }
          arms[beside].down = .ascii
          arms[beside][direction.opposite] = .underscore
        }
      }
    }
    return true
  }

  /// A `_` run in a box's label (`Name: ____`) is the label's, not a line drawn over it.
  private mutating func keepLabelUnderscores() {
    for box in boxes {
      for cell in box.labelCells where isUnderscoreStroke(cell) {
        arms[cell] = Arms()
        for direction in [Direction.left, .right] {
          guard let beside = neighbour(cell, direction), arms[beside][direction.opposite] == .underscore
          else {
            continue
          }
          arms[beside][direction.opposite] = .none
          // A corner it made turns nothing now.
          if codes[beside] == CellCode.space { arms[beside] = Arms() }
        }
      }
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

  /// True when the cell has a stroke that way of the same alphabet as `weight`: box drawing of
  /// any weight (a heavy line meeting a double frame draws its junction all heavy), or ASCII.
  func has(_ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight) -> Bool {
    guard let index = index(column, row) else { return false }
    let arm = arms[index][direction]
    guard arm != .none else { return false }
    if arm == weight { return true }
    // Underscore frames are found on their own (`findUnderscoreBoxes`).
    if arm == .underscore { return false }
    if arm.isASCII == weight.isASCII { return true }
    // Where a line meets a frame of the other alphabet, the junction is drawn in the line's:
    // `├` on an ASCII frame, `+` on a box-drawing one.
    return weight.isASCII ? arm == .light : codes[index] == 0x2B
  }

  /// Recognises and checks the objects: boxes (underscore ones too), then lines, diagonal runs, labels on lines,
  /// bindings, and the check by drawing.
  mutating func recognise() {
    findBoxes()
    findUnderscoreBoxes()
    if hasUnderscoreRuns { keepLabelUnderscores() }
    frames = frameCells()
    findLines()
    findDiagonals()
    joinLabelledLines()
    bindLines()
    dropMismatches()
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
