import EaselGeometry

/// Random text diagrams for the law: boxes in every frame alphabet (underscore boxes too),
/// straight, elbow, slanted and labelled lines with every kind of arrowhead (`_` runs too),
/// arrows stopping short of boxes, tree branches, words (with underscores in them), underlined
/// words, wide characters and noise, drawn over each other on purpose.
struct DiagramGenerator {
  var random: SplitMix
  let columns: Int
  let rows: Int
  /// One character a cell; a wide character's right half is nil.
  var grid: [[Character?]]

  struct Frame {
    var corners: (Character, Character, Character, Character)
    var across: Character
    var down: Character
  }

  static let frames: [Frame] = [
    Frame(corners: ("┌", "┐", "└", "┘"), across: "─", down: "│"),
    Frame(corners: ("╭", "╮", "╰", "╯"), across: "─", down: "│"),
    Frame(corners: ("┏", "┓", "┗", "┛"), across: "━", down: "┃"),
    Frame(corners: ("╔", "╗", "╚", "╝"), across: "═", down: "║"),
    Frame(corners: ("┌", "┐", "└", "┘"), across: "┄", down: "┆"),
    Frame(corners: ("+", "+", "+", "+"), across: "-", down: "|"),
    Frame(corners: (".", ".", "'", "'"), across: "-", down: "|"),
    Frame(corners: ("+", "+", "+", "+"), across: "=", down: "|"),
    Frame(corners: (" ", " ", "|", "|"), across: "_", down: "|"),
  ]
  /// Runs: across, down, and the corners turning down-right, down-left, up-right, up-left.
  static let runs: [(Character, Character, Character, Character, Character, Character)] = [
    ("─", "│", "┌", "┐", "└", "┘"), ("─", "│", "╭", "╮", "╰", "╯"), ("━", "┃", "┏", "┓", "┗", "┛"),
    ("═", "║", "╔", "╗", "╚", "╝"), ("-", "|", "+", "+", "+", "+"), ("-", "|", ".", ".", "'", "'"),
    ("=", "|", "+", "+", "+", "+"), ("_", "|", " ", " ", "|", "|"),
  ]
  /// Arrowheads pointing right, left, up and down.
  static let heads: [(Character, Character, Character, Character)] = [
    (">", "<", "^", "v"), ("→", "←", "↑", "↓"), ("▶", "◀", "▲", "▼"), ("►", "◄", "▲", "▼"),
  ]
  static let words = [
    "yes", "no", "parse", "DB", "a b", "step 2", "x", "漢字", "naïve", "e\u{301}", "snake_case", "__init__",
  ]
  static let noise = Array("─│┌┐└┘├┤┬┴┼━┃╋═║╬╭╮╰╯┄┆+-|.'=/\\_<>^v→←↑↓▶◀▲▼►◄abc 12漢é😀")

  init(seed: UInt64, columns: Int = 34, rows: Int = 14) {
    random = SplitMix(state: seed)
    self.columns = columns
    self.rows = rows
    grid = [[Character?]](repeating: [Character?](repeating: " ", count: columns), count: rows)
  }

  mutating func put(_ character: Character, _ column: Int, _ row: Int) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    // A wide character is cut where anything else lands on either half.
    if grid[row][column] == nil, column > 0 { grid[row][column - 1] = " " }
    if column + 1 < columns, grid[row][column + 1] == nil { grid[row][column + 1] = " " }
    if TextWidth.width(of: character) == 2 {
      guard column + 1 < columns else { return }
      if column + 2 < columns, grid[row][column + 2] == nil { grid[row][column + 2] = " " }
      grid[row][column] = character
      grid[row][column + 1] = nil
    } else {
      grid[row][column] = character
    }
  }

  mutating func write(_ text: String, _ column: Int, _ row: Int) {
    var at = column
    for character in text {
      put(character, at, row)
      at += max(1, TextWidth.width(of: character))
    }
  }

  mutating func box() {
    let frame = Self.frames[random.below(Self.frames.count)]
    let left = random.below(columns - 3)
    let top = random.below(rows - 2)
    let right = min(columns - 1, left + 2 + random.below(12))
    let bottom = min(rows - 1, top + 2 + random.below(5))
    for column in left...right {
      put(frame.across, column, top)
      put(frame.across, column, bottom)
    }
    for row in top...bottom {
      put(frame.down, left, row)
      put(frame.down, right, row)
    }
    put(frame.corners.0, left, top)
    put(frame.corners.1, right, top)
    put(frame.corners.2, left, bottom)
    put(frame.corners.3, right, bottom)
    if right - left > 1 && top > 2 && random.below(3) == 0 {
      // A line coming down onto the top edge, in either alphabet: onto the frame (a junction
      // there, the arrowhead beside it) or stopping a cell short.
      let column = left + 1 + random.below(right - left - 1)
      let isASCII = random.below(2) == 0
      let touches = random.below(2) == 0
      if touches {
        // Where a line meets it an ASCII frame shows `+`, a box-drawing one `┴`, an underscore
        // one `|` (an underscore line) or `+` (an ASCII one).
        let junction: Character = frame.across == "_" && random.below(2) == 0 ? "|" : "+"
        put(frame.down == "|" ? junction : "┴", column, top)
      }
      put(isASCII ? "v" : "↓", column, top - 1)
      for row in max(0, top - 2 - random.below(4))..<(top - 1) { put(isASCII ? "|" : "│", column, row) }
    }
    if right - left > 4 && bottom - top > 1 && random.below(3) != 0 {
      let word = Self.words[random.below(Self.words.count)]
      write(
        word, left + 1 + random.below(max(1, right - left - 1 - word.count)),
        top + 1 + random.below(bottom - top - 1))
    }
  }

  /// A straight or elbow line, sometimes with arrowheads, a label, or stopping short of what it
  /// points at.
  mutating func line() {
    let run = Self.runs[random.below(Self.runs.count)]
    let head = Self.heads[random.below(Self.heads.count)]
    let row = random.below(rows)
    let start = random.below(columns - 3)
    let end = min(columns - 1, start + 2 + random.below(16))
    for column in start...end { put(run.0, column, row) }
    if random.below(3) == 0, end - start > 8 {
      let label = Self.words[random.below(Self.words.count)]
      let middle = (start + end) / 2 - label.count / 2
      put(" ", middle - 1, row)
      write(label, middle, row)
      put(" ", middle + label.count, row)
    }
    switch random.below(4) {
    case 0:
      put(head.0, end, row)
    case 1:
      put(head.1, start, row)
    case 2:
      // Turning down at the end, then an arrowhead.
      let bottom = min(rows - 1, row + 1 + random.below(5))
      put(run.3, end, row)
      if bottom > row + 1 { for down in row + 1..<bottom { put(run.1, end, down) } }
      put(random.below(2) == 0 ? head.3 : run.1, end, bottom)
    default:
      break
    }
  }

  mutating func verticalLine() {
    let run = Self.runs[random.below(Self.runs.count)]
    let head = Self.heads[random.below(Self.heads.count)]
    let column = random.below(columns)
    let top = random.below(rows - 2)
    let bottom = min(rows - 1, top + 1 + random.below(7))
    for row in top...bottom { put(run.1, column, row) }
    if random.below(2) == 0 {
      put(random.below(2) == 0 ? head.3 : head.2, column, random.below(2) == 0 ? bottom : top)
    }
  }

  mutating func slant() {
    let character: Character = random.below(2) == 0 ? "/" : "\\"
    let column = random.below(columns)
    let row = random.below(rows - 1)
    let step = character == "/" ? -1 : 1
    for offset in 0..<(2 + random.below(5)) { put(character, column + offset * step, row + offset) }
  }

  /// A word underlined with `_` (or a run of `_` as long as the word under something else).
  mutating func underline() {
    let word = Self.words[random.below(Self.words.count)]
    let column = random.below(columns - 4)
    let row = random.below(rows - 1)
    write(word, column, row)
    for offset in 0..<max(2, word.count) { put("_", column + offset, row + 1) }
  }

  mutating func tree() {
    let column = random.below(columns - 8)
    let row = random.below(rows - 3)
    let branches = 2 + random.below(3)
    write(Self.words[random.below(Self.words.count)], column, row)
    for branch in 0..<branches {
      let isLast = branch == branches - 1
      write(
        (isLast ? "└" : "├") + "── " + Self.words[random.below(Self.words.count)], column, row + 1 + branch)
    }
  }

  /// What real diagrams draw besides Easel's own forms (spec §10.1): a title in a top border,
  /// an arrowhead standing in an edge with a line coming down onto it, a dashed or dotted run,
  /// a trunk branching to boxes, a packet layout's ruler, a word cutting a line, a slant
  /// between two corners, a `|` between stacked boxes.
  mutating func realForm() {
    let left = random.below(columns - 12)
    let top = random.below(rows - 5)
    let isASCII = random.below(2) == 0
    let (corner, across, down): (Character, Character, Character) =
      isASCII ? ("+", "-", "|") : ("┌", "─", "│")
    func frame(_ left: Int, _ top: Int, _ width: Int, _ height: Int) {
      for column in left..<left + width {
        put(column == left || column == left + width - 1 ? corner : across, column, top)
        put(column == left || column == left + width - 1 ? corner : across, column, top + height - 1)
      }
      for row in top + 1..<top + height - 1 {
        put(down, left, row)
        put(down, left + width - 1, row)
      }
    }
    switch random.below(8) {
    case 0:
      frame(left, top, 11, 4)
      write(" " + Self.words[random.below(Self.words.count)] + " ", left + 2, top)
    case 1:
      frame(left, top + 2, 9, 3)
      put(isASCII ? "v" : "▼", left + 4, top + 2)
      put(down, left + 4, top + 1)
      put(down, left + 4, top)
    case 2:
      let dash = Array("-─.╌┈")[random.below(5)]
      let isGapped = random.below(2) == 0
      for column in left..<left + 8 where !isGapped || (column - left) % 2 == 0 { put(dash, column, top) }
      put(">", left + 8, top)
    case 3:
      put(corner, left + 1, top)
      for row in top + 1...top + 4 { put(down, left + 1, row) }
      for row in [top + 1, top + 3] {
        put(isASCII ? "+" : "├", left + 1, row)
        for column in left + 2..<left + 7 { put(across, column, row) }
        put(isASCII ? ">" : "►", left + 7, row)
        put(down, left + 8, row)
      }
    case 4:
      for column in left..<left + 11 { put(column % 2 == 0 ? "+" : "-", column, top) }
      write("| a | b |", left, top + 1)
      for column in left..<left + 11 { put(column % 2 == 0 ? "+" : "-", column, top + 2) }
    case 5:
      for column in left..<left + 10 { put(across, column, top) }
      write(Self.words[random.below(Self.words.count)], left + 3, top)
    case 6:
      frame(left, top, 4, 3)
      put("\\", left + 4, top + 3)
      frame(left + 5, top + 4 < rows - 2 ? top + 4 : top, 4, 2)
    default:
      frame(left, top, 8, 3)
      put(down, left + 3, top + 3)
      frame(left, top + 4 < rows - 2 ? top + 4 : top, 8, 2)
    }
  }

  /// The text: shapes drawn in random order, then noise.
  static func text(seed: UInt64) -> String {
    var generator = DiagramGenerator(seed: seed)
    for _ in 0..<(1 + generator.random.below(7)) {
      switch generator.random.below(8) {
      case 0, 1: generator.box()
      case 2: generator.line()
      case 3: generator.verticalLine()
      case 4: generator.slant()
      case 5: generator.underline()
      case 6: generator.realForm()
      default: generator.tree()
      }
    }
    for _ in 0..<generator.random.below(4) {
      generator.put(
        noise[generator.random.below(noise.count)], generator.random.below(generator.columns),
        generator.random.below(generator.rows))
    }
    return generator.grid.map { String($0.compactMap { $0 }) }.joined(separator: "\n")
  }
}
