/// How heavy a stroke reaching a cell's edge is, as the recogniser reads it.
enum Weight: UInt8, Hashable, Sendable {
  case none
  case light
  case heavy
  case double
  /// `-`, `|` and `+`: ASCII strokes, which join only each other.
  case ascii
  /// An arrowhead's join: it takes a stroke of any weight.
  case arrow
}

/// One of the four ways out of a cell.
enum Direction: Int, CaseIterable, Sendable {
  case up, down, left, right

  var opposite: Direction {
    switch self {
    case .up: .down
    case .down: .up
    case .left: .right
    case .right: .left
    }
  }

  var step: (columns: Int, rows: Int) {
    switch self {
    case .up: (0, -1)
    case .down: (0, 1)
    case .left: (-1, 0)
    case .right: (1, 0)
    }
  }

  var isHorizontal: Bool { self == .left || self == .right }
}

/// The strokes a character draws towards each side of its cell.
struct Arms: Hashable, Sendable {
  var up: Weight = .none
  var down: Weight = .none
  var left: Weight = .none
  var right: Weight = .none

  subscript(direction: Direction) -> Weight {
    get {
      switch direction {
      case .up: up
      case .down: down
      case .left: left
      case .right: right
      }
    }
    set {
      switch direction {
      case .up: up = newValue
      case .down: down = newValue
      case .left: left = newValue
      case .right: right = newValue
      }
    }
  }

  var count: Int { Direction.allCases.filter { self[$0] != .none }.count }

  /// The arms of a box-drawing or ASCII line character; nil for any other character.
  static func of(_ character: Character) -> Arms? { table[character] }

  private static let table: [Character: Arms] = {
    var table: [Character: Arms] = [:]
    func weight(_ code: Character) -> Weight {
      switch code {
      case "l": .light
      case "h": .heavy
      case "d": .double
      default: .none
      }
    }
    for entry in glyphList {
      let characters = Array(entry)
      table[characters[4]] = Arms(
        up: weight(characters[0]), down: weight(characters[1]), left: weight(characters[2]),
        right: weight(characters[3]))
    }
    table["╭"] = Arms(down: .light, right: .light)
    table["╮"] = Arms(down: .light, left: .light)
    table["╰"] = Arms(up: .light, right: .light)
    table["╯"] = Arms(up: .light, left: .light)
    table["┄"] = Arms(left: .light, right: .light)
    table["┆"] = Arms(up: .light, down: .light)
    table["-"] = Arms(left: .ascii, right: .ascii)
    table["|"] = Arms(up: .ascii, down: .ascii)
    table["+"] = Arms(up: .ascii, down: .ascii, left: .ascii, right: .ascii)
    return table
  }()

  /// As in `BoxJunction+Glyphs`: up, down, left and right weights, then the glyph.
  private static let glyphList: [String] = [
    "..ll─", "..hh━", "ll..│", "hh..┃", ".l.l┌", ".l.h┍", ".h.l┎", ".h.h┏", ".ll.┐", ".lh.┑",
    ".hl.┒", ".hh.┓", "l..l└", "l..h┕", "h..l┖", "h..h┗", "l.l.┘", "l.h.┙", "h.l.┚", "h.h.┛",
    "ll.l├", "ll.h┝", "hl.l┞", "lh.l┟", "hh.l┠", "hl.h┡", "lh.h┢", "hh.h┣", "lll.┤", "llh.┥",
    "hll.┦", "lhl.┧", "hhl.┨", "hlh.┩", "lhh.┪", "hhh.┫", ".lll┬", ".lhl┭", ".llh┮", ".lhh┯",
    ".hll┰", ".hhl┱", ".hlh┲", ".hhh┳", "l.ll┴", "l.hl┵", "l.lh┶", "l.hh┷", "h.ll┸", "h.hl┹",
    "h.lh┺", "h.hh┻", "llll┼", "llhl┽", "lllh┾", "llhh┿", "hlll╀", "lhll╁", "hhll╂", "hlhl╃",
    "hllh╄", "lhhl╅", "lhlh╆", "hlhh╇", "lhhh╈", "hhhl╉", "hhlh╊", "hhhh╋", "..dd═", "dd..║",
    ".l.d╒", ".d.l╓", ".d.d╔", ".ld.╕", ".dl.╖", ".dd.╗", "l..d╘", "d..l╙", "d..d╚", "l.d.╛",
    "d.l.╜", "d.d.╝", "ll.d╞", "dd.l╟", "dd.d╠", "lld.╡", "ddl.╢", "ddd.╣", ".ldd╤", ".dll╥",
    ".ddd╦", "l.dd╧", "d.ll╨", "d.dd╩", "lldd╪", "ddll╫", "dddd╬", "..lh╼", "lh..╽", "..hl╾",
    "hl..╿",
  ]

  /// The direction an arrowhead points and so the one arm it joins its line with (behind it).
  static func arrow(_ character: Character) -> Direction? {
    switch character {
    case ">", "→": .right
    case "<", "←": .left
    case "^", "↑": .up
    case "v", "↓": .down
    default: nil
    }
  }
}
