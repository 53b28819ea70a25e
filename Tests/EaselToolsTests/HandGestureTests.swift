import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("HandGesture")
struct HandGestureTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func c(_ column: Int, _ row: Int) -> CellPoint { CellPoint(column: column, row: row) }

  /// A 80×22 view of the canvas from (100, 50), drawn below a one-row menu bar.
  static let viewport = Viewport(
    origin: CanvasPoint(column: 100, row: 50), size: CellSize(columns: 80, rows: 22),
    screenOrigin: CellPoint(column: 0, row: 1))
  static let context = DragContext(id: ShapeID(1))

  @Test("The canvas follows the pointer: right and down move the view origin left and up")
  func panDeltas() {
    let hand = HandGesture(press: Self.c(10, 10), viewport: Self.viewport)
    #expect(hand.viewOrigin(atScreen: Self.c(10, 10)) == Self.p(100, 50))
    #expect(hand.viewOrigin(atScreen: Self.c(15, 12)) == Self.p(95, 48))
    #expect(hand.viewOrigin(atScreen: Self.c(3, 4)) == Self.p(107, 56))
    #expect(hand.viewOrigin(atScreen: Self.c(-20, 30)) == Self.p(130, 30))
  }

  @Test("The grabbed canvas cell stays under the pointer")
  func grabbedCellFollows() {
    let hand = HandGesture(press: Self.c(10, 10), viewport: Self.viewport)
    #expect(hand.origin == Self.p(110, 59))
    for screen in [Self.c(15, 12), Self.c(0, 1), Self.c(79, 22)] {
      var panned = Self.viewport
      panned.origin = hand.viewOrigin(atScreen: screen)
      #expect(panned.canvasPoint(for: screen) == hand.origin)
    }
  }

  @Test("As a DragGesture: pointers read through the view at the press give the same origins")
  func dragTracker() {
    let hand = HandGesture(press: Self.c(10, 10), viewport: Self.viewport)
    var tracker = DragTracker<HandGesture>()
    #expect(tracker.press(hand, context: Self.context) == DragOutcome<CanvasPoint>.none)
    #expect(
      tracker.motion(to: hand.pointer(atScreen: Self.c(15, 12)), buttonHeld: true, context: Self.context)
        == .preview(Self.p(95, 48)))
    #expect(
      tracker.release(at: hand.pointer(atScreen: Self.c(12, 10)), context: Self.context)
        == .commit(Self.p(98, 50)))
    // A press and release in place is a click, not a pan.
    _ = tracker.press(hand, context: Self.context)
    #expect(
      tracker.release(at: hand.pointer(atScreen: Self.c(10, 10)), context: Self.context)
        == .click(hand.origin))
  }

  @Test("The view origin stays within ±1,000,000")
  func limits() {
    let nearEdge = Viewport(
      origin: Self.p(-999_995, 999_998), size: CellSize(columns: 80, rows: 24))
    let hand = HandGesture(press: Self.c(0, 0), viewport: nearEdge)
    #expect(hand.viewOrigin(atScreen: Self.c(10, -10)) == Self.p(-1_000_000, 1_000_000))
    #expect(hand.viewOrigin(atScreen: Self.c(-3, 1)) == Self.p(-999_992, 999_997))
    #expect(
      hand.preview(to: hand.pointer(atScreen: Self.c(10, -10)), context: Self.context)
        == Self.p(-1_000_000, 1_000_000))
  }
}
