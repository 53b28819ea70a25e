import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("BrushGesture")
struct BrushGestureTests {
  static let id = ShapeID(4)

  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  /// Every cell of the rectangle, row by row.
  static func block(columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Set<CanvasPoint> {
    var cells = Set<CanvasPoint>()
    for row in rows { for column in columns { cells.insert(p(column, row)) } }
    return cells
  }

  static func cells(_ gesture: BrushGesture, intent: DragIntent = .plain) -> [CanvasPoint] {
    guard case .brush(let stroke) = gesture.shape(id: id, color: .default, intent: intent).kind else {
      return []
    }
    return stroke.cells
  }

  /// True when each cell touches the one before it at a side or a corner.
  static func isConnected(_ cells: [CanvasPoint]) -> Bool {
    zip(cells, cells.dropFirst()).allSatisfy { abs($0.column - $1.column) <= 1 && abs($0.row - $1.row) <= 1 }
  }

  @Test("A press and release paints one dab, with the brush's character, size and the colour given")
  func click() throws {
    let gesture = try #require(BrushGesture(origin: Self.p(3, 4), settings: BrushSettings(character: "▒")))
    #expect(
      gesture.shape(id: Self.id, color: .ansi(1))
        == Shape(
          id: Self.id, kind: .brush(BrushStroke(cells: [Self.p(3, 4)], character: "▒", size: 1)),
          strokeColor: .ansi(1)))
  }

  @Test("One fast motion paints every cell of the line between the reports, each column once")
  func fillsGapsAtSpeed() throws {
    var gesture = try #require(BrushGesture(origin: Self.p(0, 0)))
    #expect(gesture.extend(to: Self.p(10, 3)) == true)
    let cells = gesture.cells
    #expect(cells.count == 11)
    #expect(cells.first == Self.p(0, 0))
    #expect(cells.last == Self.p(10, 3))
    #expect(cells.map(\.column) == Array(0...10))
    #expect(Self.isConnected(cells))
    // Steep and backwards: one cell per row.
    #expect(gesture.extend(to: Self.p(8, -9)) == true)
    #expect(Array(gesture.cells[11...]).map(\.row) == Array((-9...2).reversed()))
    #expect(Self.isConnected(gesture.cells))
  }

  @Test("Going back over painted cells adds nothing; cells never repeat")
  func deduplicates() throws {
    var gesture = try #require(BrushGesture(origin: Self.p(0, 0)))
    gesture.extend(to: Self.p(5, 0))
    #expect(gesture.extend(to: Self.p(0, 0)) == false)
    #expect(gesture.extend(to: Self.p(0, 0)) == false)
    #expect(gesture.extend(to: Self.p(0, 1)) == true)
    #expect(gesture.cells == (0...5).map { Self.p($0, 0) } + [Self.p(0, 1)])
  }

  @Test("A size-2 dab at 1:2 is 2 rows by 4 columns, and a fast drag paints a solid band")
  func wideBrushBand() throws {
    let settings = BrushSettings(size: 2)
    #expect(Set(settings.stamp(aspect: .fallback)) == Self.block(columns: -1...2, rows: 0...1))
    var gesture = try #require(BrushGesture(origin: Self.p(0, 0), settings: settings))
    gesture.extend(to: Self.p(10, 0))
    #expect(Set(gesture.cells) == Self.block(columns: -1...12, rows: 0...1))
    #expect(gesture.cells.count == 28)
  }

  @Test("Larger dabs are round as seen and as tall as the size")
  func roundStamps() {
    let three = BrushSettings(size: 3).stamp(aspect: .fallback)
    #expect(
      Set(three)
        == Self.block(columns: -2...3, rows: 0...0).union(Self.block(columns: -1...2, rows: -1...1)))
    #expect(!three.contains(Self.p(-2, -1)))
    // Square cells: a 5-row dab is 5 columns wide, corners cut.
    let square = BrushSettings(size: 5).stamp(aspect: CellAspect(pixelWidth: 10, pixelHeight: 10))
    #expect(Set(square.map(\.column)) == Set(-2...2))
    #expect(!square.contains(Self.p(-2, -2)))
    #expect(square.contains(Self.p(-2, 0)) && square.contains(Self.p(0, -2)))
    for size in BrushSettings.sizes {
      let stamp = BrushSettings(size: size).stamp(aspect: .fallback)
      #expect(stamp.contains(.zero))
      #expect(Set(stamp.map(\.row)).count == size)
      #expect(Set(stamp).count == stamp.count)
    }
    // An odd aspect cannot make a dab absurdly wide: at most 4 × size columns.
    let narrow = BrushSettings(size: 2).stamp(aspect: CellAspect(pixelWidth: 1, pixelHeight: 100))
    #expect(narrow.allSatisfy { (-3...4).contains($0.column) })
    #expect(narrow.count > 8)
  }

  @Test("A wide brush character paints even columns only, so its glyphs never overlap")
  func wideCharacter() throws {
    let settings = BrushSettings(character: "🟥")
    #expect(settings.isWide)
    var gesture = try #require(BrushGesture(origin: Self.p(3, 0), settings: settings))
    gesture.extend(to: Self.p(8, 0))
    #expect(gesture.cells == [Self.p(2, 0), Self.p(4, 0), Self.p(6, 0), Self.p(8, 0)])
  }

  @Test("Cells beyond ±1,000,000 are never painted")
  func canvasLimits() throws {
    #expect(BrushGesture(origin: Self.p(1_000_001, 0)) == nil)
    let edge = try #require(
      BrushGesture(origin: Self.p(1_000_000, -1_000_000), settings: BrushSettings(size: 3)))
    #expect(edge.cells.allSatisfy { CanvasLimits.contains($0) })
    // The dab's middle row keeps 3 of its 6 cells, the row below 2 of 4; the row above is gone.
    #expect(
      Set(edge.cells) == [
        Self.p(999_998, -1_000_000), Self.p(999_999, -1_000_000), Self.p(1_000_000, -1_000_000),
        Self.p(999_999, -999_999), Self.p(1_000_000, -999_999),
      ])
    var gesture = try #require(BrushGesture(origin: Self.p(999_999, 0)))
    #expect(gesture.extend(to: Self.p(1_000_001, 0)) == false)
    #expect(gesture.pointer == Self.p(999_999, 0))
    #expect(gesture.extend(to: Self.p(1_000_000, 0)) == true)
    // A wide character's right half must stay inside too: at the last column nothing is painted.
    let wide = BrushSettings(character: "日")
    #expect(BrushGesture(origin: Self.p(1_000_000, 0), settings: wide) == nil)
    #expect(
      try #require(BrushGesture(origin: Self.p(999_999, 0), settings: wide)).cells == [Self.p(999_998, 0)])
    #expect(try #require(BrushGesture(origin: Self.p(1_000_000, 5))).cells.count == 1)
  }

  @Test("A stroke ends at 100,000 cells: later motion is ignored")
  func cellCap() throws {
    var gesture = try #require(BrushGesture(origin: Self.p(0, 0), settings: BrushSettings(size: 9)))
    #expect(gesture.extend(to: Self.p(0, 20_000)) == true)
    // Read into locals: a failed expectation on `gesture` would print all its cells.
    let (isEnded, cells) = (gesture.isEnded, gesture.cells)
    #expect(isEnded)
    #expect(cells.count == BrushGesture.maximumCells)
    #expect(Set(cells).count == cells.count)
    #expect(gesture.extend(to: Self.p(50, 0)) == false)
    let after = gesture.cells.count
    #expect(after == BrushGesture.maximumCells)
  }

  @Test("Constrain paints the straight stroke from the press; without it the freehand path returns")
  func constrain() throws {
    let shift = DragIntent(constrain: true)
    var gesture = try #require(BrushGesture(origin: Self.p(0, 0)))
    gesture.extend(to: Self.p(4, 1))
    gesture.extend(to: Self.p(10, 2))
    #expect(Self.cells(gesture, intent: shift) == (0...10).map { Self.p($0, 0) })
    #expect(Self.cells(gesture) == gesture.cells)
    #expect(gesture.cells.contains(Self.p(10, 2)))
    // 1:2 cells: 3 rows down is 6 columns across at 45° as seen.
    gesture.extend(to: Self.p(5, 3))
    let diagonal = Self.cells(gesture, intent: shift)
    #expect(diagonal.first == Self.p(0, 0))
    #expect(diagonal.last == Self.p(6, 3))
    #expect(diagonal.map(\.column) == Array(0...6))
    #expect(Self.isConnected(diagonal))
  }
}

@Suite("BrushSettings")
struct BrushSettingsTests {
  @Test("[ and ] step the size within 1...9")
  func sizeClamps() {
    var settings = BrushSettings()
    #expect(settings.size == 1)
    #expect(settings.smaller().size == 1)
    for expected in 2...9 {
      settings = settings.larger()
      #expect(settings.size == expected)
    }
    #expect(settings.larger().size == 9)
    #expect(settings.smaller().size == 8)
    #expect(BrushSettings(size: 0).size == 1)
    #expect(BrushSettings(size: -5).size == 1)
    #expect(BrushSettings(size: 12).size == 9)
  }

  @Test("The character is a full block, # for ASCII; unusable characters are refused")
  func characters() {
    #expect(BrushSettings().character == "█")
    #expect(BrushSettings.standard(asciiOnly: true).character == "#")
    #expect(BrushSettings.standard(asciiOnly: false).character == "█")
    #expect(BrushSettings(character: "\u{7}").character == "█")
    #expect(BrushSettings(character: "\u{301}").character == "█")
    #expect(BrushSettings(character: "\u{200B}").character == "█")
    let dotted = BrushSettings(size: 4, character: "░")
    #expect(dotted.withCharacter("\u{9B}") == dotted)
    #expect(dotted.withCharacter("*") == BrushSettings(size: 4, character: "*"))
    #expect(dotted.larger().character == "░")
  }
}
