import EaselDocument
import EaselGeometry

/// Underscore art (` ____ ` over `|    |` over `|____|`, `|___`, `__|__`): a `_` run is a stroke
/// across the bottom of its cell, so it meets `|` runs and other styles' junctions by its own
/// rules, found apart so that blocks without `_` runs pay nothing.
extension Recogniser {
  /// Gives `_` runs their strokes, and the cells they turn at theirs; true when there is one.
  ///
  /// A run touching a word (`snake_case`, `__init__`, a wide character) is part of it and stays
  /// text. A run's `_` has strokes across, and one down where a `|` (or an arrowhead) below
  /// meets it (a line leaving the run downwards is drawn `_`); a `|` beside a run has a stroke
  /// towards it (a corner turning up, `|___`, or a line meeting a frame's side); a blank beside
  /// one end of a run with a `|` below is a corner turning down (` ___` over `|`), which the
  /// underscore style draws blank.
  static func addUnderscoreArms(
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
  mutating func keepLabelUnderscores() {
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

  /// The strokes a character draws itself, without those a `_` run beside it lends it: `|` down,
  /// `_` across, a blank none.
  func naturalArms(_ index: Int) -> Arms {
    switch codes[index] {
    case CellCode.bar: Arms(up: .ascii, down: .ascii)
    case CellCode.underscore: isUnderscoreStroke(index) ? Arms(left: .underscore, right: .underscore) : Arms()
    case CellCode.space: Arms()
    default: arms[index]
    }
  }

  /// Where underscores meet frames: a `_` run beside another style's side stops a cell short of
  /// it (meeting it, the line would draw that style's junction, `+` or `├`), and an underscore
  /// line's arrowhead beside an underscore frame's side is its end on it (`___>|`, as Easel
  /// draws a bound end: `|` either way).
  mutating func adjustUnderscoreArms(onFrames frames: FrameCells) {
    for box in boxes {
      let isUnderscoreFrame = box.rectangle.frameStyle == .asciiUnderscore
      for index in box.cells where codes[index] == CellCode.bar {
        for direction in [Direction.left, .right] {
          if !isUnderscoreFrame {
            if arms[index][direction] == .underscore { arms[index][direction] = .none }
          } else if arms[index][direction] == .none, let next = neighbour(index, direction),
            frames[next] == nil, arrows[next] == direction.opposite, let behind = neighbour(next, direction),
            isUnderscoreStroke(behind)
          {
            arms[index][direction] = .underscore
          }
        }
      }
    }
  }

  /// Where an underscore line meets what another style draws: a `_` run joins a `+` (lines
  /// crossing it draw their junction) and any junction on a frame; a `|` joins a box-drawing
  /// junction on a frame (`┬`, `┴`), which an underscore line meeting that frame draws.
  func underscoreJoin(
    _ index: Int, _ here: Weight, _ next: Int, _ there: Weight, _ direction: Direction, frames: FrameCells
  ) -> Weight {
    if here == .underscore || there == .underscore {
      let other = here == .underscore ? next : index
      return frames[other] != nil || codes[other] == 0x2B ? .underscore : .none
    }
    guard !direction.isHorizontal else { return .none }
    let (frame, frameWeight, bar) = frames[index] != nil ? (index, here, next) : (next, there, index)
    guard frames[frame] != nil, frames[bar] == nil, codes[bar] == CellCode.bar else { return .none }
    return frameWeight == .light || frameWeight == .heavy || frameWeight == .double ? .underscore : .none
  }

  /// Whether lines along `joins` draw a cell of an underscore line as it is; nil for the cells
  /// drawn as in any other style.
  func isUnderscoreDrawable(_ index: Int, joins: UInt8) -> Bool? {
    let across = joins & Self.acrossBits
    switch codes[index] {
    case CellCode.underscore where isUnderscoreStroke(index):
      // `_` along a run, also where a line leaves it downwards with the run going on both
      // ways; a corner turning down is drawn blank.
      return across != 0 && (joins & Self.downBit == 0 || across == Self.acrossBits)
    case CellCode.bar where across != 0:
      // `|` where an underscore run meets a line coming down into the cell.
      return joins & Self.upBit != 0
    case CellCode.space:
      // A corner turning down (` ___` over `|`), drawn blank.
      return joins.nonzeroBitCount == 2
    case CellCode.bar:
      return true
    default:
      return nil
    }
  }

  /// The joins to give up at a cell no line can draw: a `_` or `|` may still draw its own run
  /// without its join to a crossing one; any other cell gives up all of them.
  func undrawableUnderscoreJoins(_ index: Int, joins: UInt8) -> UInt8 {
    if isUnderscoreStroke(index) && joins & Self.downBit != 0 { return Self.downBit }
    if codes[index] == CellCode.bar && joins & Self.acrossBits != 0 { return joins & Self.acrossBits }
    return joins
  }

}
