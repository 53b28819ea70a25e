import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("PenGesture")
struct PenGestureTests {
  static let id = ShapeID(3)

  static func d(_ x: Int, _ y: Int) -> DotPoint { DotPoint(x: x, y: y) }

  static func points(_ gesture: PenGesture, intent: DragIntent = .plain) -> [DotPoint] {
    guard case .pen(let stroke) = gesture.shape(id: id, color: .default, intent: intent).kind else {
      return []
    }
    return stroke.points
  }

  @Test("A press and release without motion is a single dot, with the id and colour given")
  func singleDot() throws {
    let gesture = try #require(PenGesture(start: Self.d(7, -3)))
    #expect(
      gesture.shape(id: Self.id, color: .ansi(2))
        == Shape(id: Self.id, kind: .pen(PenStroke(points: [Self.d(7, -3)])), strokeColor: .ansi(2)))
  }

  @Test("Motion appends points; a repeat of the last point is skipped")
  func appendsAndSkipsDuplicates() throws {
    var gesture = try #require(PenGesture(start: Self.d(0, 0)))
    #expect(gesture.extend(to: Self.d(3, 1)) == true)
    #expect(gesture.extend(to: Self.d(3, 1)) == false)
    #expect(gesture.extend(to: Self.d(4, 5)) == true)
    #expect(gesture.extend(to: Self.d(0, 0)) == true)
    #expect(gesture.points == [Self.d(0, 0), Self.d(3, 1), Self.d(4, 5), Self.d(0, 0)])
  }

  @Test("A run carried on in the same straight direction keeps only its ends")
  func mergesStraightRuns() throws {
    var gesture = try #require(PenGesture(start: Self.d(0, 0)))
    for x in stride(from: 2, through: 10, by: 2) { gesture.extend(to: Self.d(x, 0)) }
    #expect(gesture.points == [Self.d(0, 0), Self.d(10, 0)])
    for step in 1...3 { gesture.extend(to: Self.d(10 + step, step)) }
    #expect(gesture.points == [Self.d(0, 0), Self.d(10, 0), Self.d(13, 3)])
    gesture.extend(to: Self.d(13, 7))
    gesture.extend(to: Self.d(13, 11))
    #expect(gesture.points == [Self.d(0, 0), Self.d(10, 0), Self.d(13, 3), Self.d(13, 11)])
  }

  @Test("Turning back, or a slope that is not 0, 45 or 90°, keeps every point")
  func keepsTurnsAndSlopes() throws {
    var back = try #require(PenGesture(start: Self.d(0, 0)))
    back.extend(to: Self.d(4, 0))
    back.extend(to: Self.d(2, 0))
    #expect(back.points == [Self.d(0, 0), Self.d(4, 0), Self.d(2, 0)])
    var slope = try #require(PenGesture(start: Self.d(0, 0)))
    slope.extend(to: Self.d(2, 1))
    slope.extend(to: Self.d(4, 2))
    #expect(slope.points == [Self.d(0, 0), Self.d(2, 1), Self.d(4, 2)])
  }

  @Test("Dots beyond ±1,000,000 cells are refused: no stroke starts there, no point is added")
  func canvasLimits() throws {
    // Cell 1,000,000 holds dots x 2,000,000...2,000,001 and y 4,000,000...4,000,003.
    #expect(PenGesture(start: Self.d(2_000_002, 0)) == nil)
    #expect(PenGesture(start: Self.d(0, -4_000_001)) == nil)
    var gesture = try #require(PenGesture(start: Self.d(2_000_001, 4_000_003)))
    #expect(gesture.extend(to: Self.d(2_000_002, 4_000_003)) == false)
    #expect(gesture.extend(to: Self.d(-2_000_001, 0)) == false)
    #expect(gesture.extend(to: Self.d(-2_000_000, -4_000_000)) == true)
    #expect(gesture.points.count == 2)
  }

  @Test("A stroke ends at 100,000 points: later motion is ignored")
  func pointCap() throws {
    var gesture = try #require(PenGesture(start: Self.d(0, 0)))
    var x = 0
    var refused = 0
    while !gesture.isEnded && x < 2 * PenGesture.maximumPoints {
      x += 1
      // A zigzag, so no run merges.
      if !gesture.extend(to: Self.d(x, x % 2)) { refused += 1 }
    }
    #expect(refused == 0)
    // Read into locals: a failed expectation on `gesture` would print all its points.
    let (isEnded, count) = (gesture.isEnded, gesture.points.count)
    #expect(isEnded)
    #expect(count == PenGesture.maximumPoints)
    #expect(gesture.extend(to: Self.d(x + 1, (x + 1) % 2)) == false)
    let after = gesture.points.count
    #expect(after == PenGesture.maximumPoints)
  }

  @Test("Without pixel reports a cell maps to the dot right of and below its centre")
  func dotWithoutPixels() {
    #expect(
      PenGesture.dot(cellColumn: 0, row: 0, pixelX: nil, pixelY: nil, cellPixelWidth: 10, cellPixelHeight: 20)
        == Self.d(1, 2))
    #expect(
      PenGesture.dot(
        cellColumn: 5, row: -3, pixelX: nil, pixelY: nil, cellPixelWidth: 10, cellPixelHeight: 20)
        == Self.d(11, -10))
    // One coordinate alone or an unknown cell size cannot place a dot: the centre again.
    #expect(
      PenGesture.dot(cellColumn: 5, row: 1, pixelX: 3, pixelY: nil, cellPixelWidth: 10, cellPixelHeight: 20)
        == Self.d(11, 6))
    #expect(
      PenGesture.dot(cellColumn: 5, row: 1, pixelX: 3, pixelY: 3, cellPixelWidth: 0, cellPixelHeight: 20)
        == Self.d(11, 6))
  }

  @Test("With pixel reports the dot is the one under the pixel inside the cell")
  func dotWithPixels() {
    func dot(_ pixelX: Int, _ pixelY: Int) -> DotPoint {
      PenGesture.dot(
        cellColumn: 4, row: 2, pixelX: pixelX, pixelY: pixelY, cellPixelWidth: 10, cellPixelHeight: 20)
    }
    // Cell (4, 2) holds dots x 8...9, y 8...11; the window pixel is 40...49 × 40...59.
    #expect(dot(40, 40) == Self.d(8, 8))
    #expect(dot(44, 44) == Self.d(8, 8))
    #expect(dot(45, 45) == Self.d(9, 9))
    #expect(dot(49, 59) == Self.d(9, 11))
    #expect(dot(40, 50) == Self.d(8, 10))
    // Only the offset inside the cell counts, negative pixels (outside the window) too.
    #expect(dot(-5, -1) == Self.d(9, 11))
    #expect(dot(-10, -20) == Self.d(8, 8))
  }

  @Test("Constrain gives the straight line from the press at 0, 45 or 90°; without it the path returns")
  func constrain() throws {
    let shift = DragIntent(constrain: true)
    var gesture = try #require(PenGesture(start: Self.d(0, 0)))
    gesture.extend(to: Self.d(10, 1))
    gesture.extend(to: Self.d(20, 3))
    #expect(Self.points(gesture, intent: shift) == [Self.d(0, 0), Self.d(20, 0)])
    #expect(Self.points(gesture) == [Self.d(0, 0), Self.d(10, 1), Self.d(20, 3)])
    // With 1:2 cells dots are square: (10, 9) is nearest 45° and becomes (10, 10).
    gesture.extend(to: Self.d(10, 9))
    #expect(Self.points(gesture, intent: shift) == [Self.d(0, 0), Self.d(10, 10)])
    gesture.extend(to: Self.d(-1, 12))
    #expect(Self.points(gesture, intent: shift) == [Self.d(0, 0), Self.d(0, 12)])
    // A single dot stays a dot.
    #expect(Self.points(try #require(PenGesture(start: Self.d(4, 4))), intent: shift) == [Self.d(4, 4)])
  }
}
