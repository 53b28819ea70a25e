import EaselDocument
import EaselGeometry
import EaselTestSupport

/// Random but valid documents, for round-trip tests.
enum RandomDocuments {
  static func make(using random: inout SeededRandom, maximumShapes: Int = 24) -> Document {
    var id: UInt64 = UInt64(random.next(in: 0...3))
    var shapes: [Shape] = []
    for _ in 0..<random.next(in: 0...maximumShapes) {
      id += UInt64(random.next(in: 1...1_000))
      shapes.append(
        Shape(
          id: ShapeID(id), kind: kind(using: &random), strokeColor: color(using: &random),
          fillColor: color(using: &random)))
    }
    // Shapes in any z-order, not only by ID.
    for index in shapes.indices.reversed() where index > 0 {
      shapes.swapAt(index, random.next(below: index + 1))
    }
    for index in shapes.indices where random.next(below: 4) == 0 {
      shapes[index].name = random.element(of: names)
      shapes[index].isHidden = random.next(below: 2) == 0
      shapes[index].isLocked = random.next(below: 2) == 0
    }
    // Groups of shapes next to each other in z-order, one of them maybe inside another.
    var groups: [ShapeGroup] = []
    if shapes.count >= 2, random.next(below: 2) == 0 {
      let start = random.next(below: shapes.count - 1)
      let end = random.next(in: start + 1...shapes.count - 1)
      id += 1
      let outer = ShapeGroup(
        id: ShapeID(id), name: random.next(below: 2) == 0 ? nil : random.element(of: names),
        isHidden: random.next(below: 3) == 0, isLocked: random.next(below: 3) == 0)
      groups.append(outer)
      for index in start...end { shapes[index].groupID = outer.id }
      if end > start, random.next(below: 2) == 0 {
        let innerStart = random.next(in: start...end - 1)
        let innerEnd = random.next(in: innerStart...end)
        id += 1
        groups.append(ShapeGroup(id: ShapeID(id), groupID: outer.id, name: random.element(of: names)))
        // Taking every shape, the inner group leaves the outer one a group of one group.
        for index in innerStart...innerEnd { shapes[index].groupID = ShapeID(id) }
      }
    }
    return try! Document(shapes: shapes, groups: groups, nextShapeID: id + UInt64(random.next(in: 0...2)))
  }

  static let names = ["Title", "Legend", "数据 flow", "🙂", "a \"quoted\" name", "x"]

  static func kind(using random: inout SeededRandom) -> ShapeKind {
    switch random.next(below: 6) {
    case 0:
      return .rectangle(
        Rectangle(
          bounds: rect(using: &random), frameStyle: random.element(of: FrameStyle.allCases),
          fillCharacter: random.next(below: 2) == 0 ? nil : random.element(of: characters),
          label: random.next(below: 2) == 0 ? "" : text(using: &random)))
    case 1:
      return .ellipse(Ellipse(bounds: rect(using: &random), isFilled: random.next(below: 2) == 0))
    case 2:
      return .line(
        Line(
          start: point(using: &random), end: point(using: &random),
          style: random.element(of: FrameStyle.allCases),
          arrowAtStart: random.next(below: 2) == 0, arrowAtEnd: random.next(below: 2) == 0))
    case 3:
      let points = (0..<random.next(in: 1...40)).map { _ in
        DotPoint(x: random.next(in: -2_000...2_000), y: random.next(in: -4_000...4_000))
      }
      return .pen(PenStroke(points: points))
    case 4:
      var cells: [CanvasPoint] = []
      var seen = Set<CanvasPoint>()
      for _ in 0..<random.next(in: 1...40) {
        let cell = point(using: &random)
        if seen.insert(cell).inserted { cells.append(cell) }
      }
      return .brush(
        BrushStroke(cells: cells, character: random.element(of: characters), size: random.next(in: 1...9)))
    default:
      // Room for the widest text the pieces make (6 pieces of up to 5 columns, 6 lines).
      let origin = point(using: &random)
      let room = CanvasLimits.maximumCoordinate - 40
      return .text(
        TextShape(
          origin: CanvasPoint(column: min(origin.column, room), row: min(origin.row, room)),
          text: text(using: &random)))
    }
  }

  static let characters: [Character] = [
    "█", "#", " ", "░", "▓", "字", "😀", "e\u{0301}", "👩\u{200D}💻", "🇯🇵", "\"",
  ]
  static let pieces = [
    "a", "Z", " ", "hello", "漢", "字字", "😀", "🇯🇵", "e\u{0301}", "👨\u{200D}👩\u{200D}👧", "\n", "\"", "\\", "ｱ",
    "é", "─┼─", "👍🏽", "/", "\u{00A0}",
  ]

  static func text(using random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<random.next(in: 1...6) { text += random.element(of: pieces) }
    return text
  }

  static func point(using random: inout SeededRandom) -> CanvasPoint {
    CanvasPoint(column: coordinate(using: &random), row: coordinate(using: &random))
  }

  static func coordinate(using random: inout SeededRandom) -> Int {
    random.next(below: 10) == 0
      ? random.element(of: [-CanvasLimits.maximumCoordinate, CanvasLimits.maximumCoordinate, 0, -1])
      : random.next(in: -500...500)
  }

  /// A rectangle that fits within the canvas limits.
  static func rect(using random: inout SeededRandom) -> CanvasRect {
    let origin = point(using: &random)
    let limit = CanvasLimits.maximumCoordinate
    return CanvasRect(
      origin: origin,
      size: CellSize(
        columns: min(random.next(in: 1...80), limit - origin.column + 1),
        rows: min(random.next(in: 1...40), limit - origin.row + 1)))
  }

  static func color(using random: inout SeededRandom) -> ShapeColor {
    switch random.next(below: 4) {
    case 0: return .default
    case 1: return .ansi(UInt8(random.next(in: 0...15)))
    case 2: return .palette(UInt8(random.next(in: 0...255)))
    default:
      return .rgb(
        UInt8(random.next(below: 256)), UInt8(random.next(below: 256)), UInt8(random.next(below: 256)))
    }
  }
}
