import EaselRaster

/// How heavy a stroke reaching a cell's edge is, as the recogniser reads it.
enum Weight: UInt8, Hashable, Sendable {
  case none
  case light
  case heavy
  case double
  /// `-`, `|`, `+`, `.` and `'`: ASCII strokes, which join only each other.
  case ascii
  /// `=`: a double ASCII stroke, which joins `=` and the ASCII joints (`+ . '`).
  case asciiDouble
  /// An arrowhead's join: it takes a stroke of any weight.
  case arrow
  /// `_` across, and the joins a `_` run makes with `|` runs: a corner turning up is `|`
  /// (`|___`), one turning down is blank (` ___` over `|`). It joins `_`, `|` beside it, a `+`
  /// and any junction on a frame (a line of this style meeting another style's frame draws that
  /// style's junction).
  case underscore

  var isASCII: Bool { self == .ascii || self == .asciiDouble || self == .underscore }

  /// What a path follows: `=` and `_` runs go on into `|` runs (ASCII has no double or low bar)
  /// at a joint or corner.
  var family: Weight { self == .asciiDouble || self == .underscore ? .ascii : self }
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

  var count: Int {
    (up == .none ? 0 : 1) + (down == .none ? 0 : 1) + (left == .none ? 0 : 1) + (right == .none ? 0 : 1)
  }

  var isEmpty: Bool { up == .none && down == .none && left == .none && right == .none }

  /// The arms of a box-drawing or ASCII line character; no arms for any other cell.
  @inline(__always) static func of(code: UInt32) -> Arms {
    if code < 0x80 { return asciiTable[Int(code)] }
    if code >= 0x2500 && code < 0x2580 { return boxTable[Int(code - 0x2500)] }
    return Arms()
  }

  /// `+`, `.` and `'`: where ASCII runs of both weights meet and turn.
  @inline(__always) static func isJoint(code: UInt32) -> Bool {
    code == 0x2B || code == 0x2E || code == 0x27
  }

  private static let asciiTable: [Arms] = {
    var table = [Arms](repeating: Arms(), count: 128)
    table[0x2D] = Arms(left: .ascii, right: .ascii)  // -
    table[0x7C] = Arms(up: .ascii, down: .ascii)  // |
    table[0x2B] = Arms(up: .ascii, down: .ascii, left: .ascii, right: .ascii)  // +
    table[0x3D] = Arms(left: .asciiDouble, right: .asciiDouble)  // =
    // A rounded corner joins the runs either side, so `.--.` and `'--'` close frames.
    table[0x2E] = Arms(down: .ascii, left: .ascii, right: .ascii)  // .
    table[0x27] = Arms(up: .ascii, left: .ascii, right: .ascii)  // '
    return table
  }()

  private static let boxTable: [Arms] = {
    var table = [Arms](repeating: Arms(), count: 128)
    func weight(_ weight: BoxDrawingStrokes.Weight) -> Weight {
      switch weight {
      case .none: .none
      case .light: .light
      case .heavy: .heavy
      case .double: .double
      }
    }
    for index in 0..<128 {
      // What Easel draws, read by the renderer's own table.
      if let drawn = BoxDrawingStrokes.arms(of: UInt32(0x2500 + index)) {
        table[index] = Arms(
          up: weight(drawn.up), down: weight(drawn.down), left: weight(drawn.left), right: weight(drawn.right)
        )
      }
    }
    // Dashes Easel does not draw (it draws `┄ ┆`): strokes all the same, which the objects drawing
    // them keep as text over them (`isForeignStroke`).
    for (scalar, isAcross, stroke) in [
      (0x2508, true, Weight.light), (0x254C, true, .light), (0x2505, true, .heavy), (0x2509, true, .heavy),
      (0x254D, true, .heavy), (0x250A, false, .light), (0x254E, false, .light), (0x2507, false, .heavy),
      (0x250B, false, .heavy), (0x254F, false, .heavy),
    ] {
      table[scalar - 0x2500] =
        isAcross ? Arms(left: stroke, right: stroke) : Arms(up: stroke, down: stroke)
    }
    return table
  }()

  /// A stroke Easel reads but never draws as it is (`┈ ╌ ┊ ╎`, heavy dashes): an object drawn
  /// over it keeps it as text above (spec §10.1, dashed runs).
  @inline(__always) static func isForeignStroke(code: UInt32) -> Bool {
    switch code {
    case 0x2505, 0x2507, 0x2508, 0x2509, 0x250A, 0x250B, 0x254C...0x254F: true
    default: false
    }
  }

  /// The direction an arrowhead points and so the one arm it joins its line with (behind it).
  @inline(__always) static func arrow(code: UInt32) -> Direction? {
    switch code {
    case 0x3E, 0x2192, 0x25B6, 0x25BA: .right  // > → ▶ ►
    case 0x3C, 0x2190, 0x25C0, 0x25C4: .left  // < ← ◀ ◄
    case 0x5E, 0x2191, 0x25B2: .up  // ^ ↑ ▲
    case 0x76, 0x2193, 0x25BC: .down  // v ↓ ▼
    default: nil
    }
  }
}

/// The family an arrowhead character belongs to, which decides a line's `ArrowheadStyle`.
enum HeadKind: Equatable {
  /// `> < ^ v`
  case ascii
  /// `→ ← ↑ ↓`
  case arrow
  /// `▶ ◀`
  case triangle
  /// `► ◄`
  case pointer
  /// `▲ ▼`: drawn by triangles and pointers alike.
  case upright

  init?(code: UInt32) {
    switch code {
    case 0x3E, 0x3C, 0x5E, 0x76: self = .ascii
    case 0x2190...0x2193: self = .arrow
    case 0x25B6, 0x25C0: self = .triangle
    case 0x25BA, 0x25C4: self = .pointer
    case 0x25B2, 0x25BC: self = .upright
    default: return nil
    }
  }
}
