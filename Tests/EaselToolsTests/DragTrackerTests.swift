import EaselDocument
import EaselGeometry
import Testing

@testable import EaselTools

@Suite("DragTracker")
struct DragTrackerTests {
  typealias Outcome = DragOutcome<Shape>

  static let id = ShapeID(1)
  static let plain = DragContext(id: id)
  static let shift = DragContext(intent: DragIntent(constrain: true), id: id)

  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func box(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> Shape {
    Shape(
      id: id,
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows))))
  }

  static func gesture(at origin: CanvasPoint) -> CreateShapeGesture {
    CreateShapeGesture(kind: .rectangle(.light), origin: origin)
  }

  @Test("Press, move off the cell, release: pointing, then dragging, then one commit")
  func pressDragRelease() {
    var tracker = DragTracker<CreateShapeGesture>()
    #expect(!tracker.isActive)
    #expect(tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain) == Outcome.none)
    #expect(tracker.isActive)
    #expect(tracker.motion(to: Self.p(0, 0), buttonHeld: true, context: Self.plain) == Outcome.none)
    #expect(
      tracker.motion(to: Self.p(3, 2), buttonHeld: true, context: Self.plain)
        == .preview(Self.box(0, 0, 4, 3)))
    #expect(
      tracker.motion(to: Self.p(5, 1), buttonHeld: true, context: Self.plain)
        == .preview(Self.box(0, 0, 6, 2)))
    #expect(tracker.release(at: Self.p(6, 1), context: Self.plain) == .commit(Self.box(0, 0, 7, 2)))
    #expect(!tracker.isActive)
    #expect(tracker.release(at: Self.p(6, 1), context: Self.plain) == Outcome.none)
  }

  @Test("A release in the pressed cell is a click; elsewhere without motion it commits")
  func clickOrQuickDrag() {
    var tracker = DragTracker<CreateShapeGesture>()
    _ = tracker.press(Self.gesture(at: Self.p(4, 4)), context: Self.plain)
    #expect(tracker.release(at: Self.p(4, 4), context: Self.plain) == .click(Self.p(4, 4)))
    _ = tracker.press(Self.gesture(at: Self.p(4, 4)), context: Self.plain)
    #expect(tracker.release(at: Self.p(6, 5), context: Self.plain) == .commit(Self.box(4, 4, 3, 2)))
  }

  @Test("Once dragging, returning to the pressed cell still commits a 1×1 shape")
  func dragBackToOrigin() {
    var tracker = DragTracker<CreateShapeGesture>()
    _ = tracker.press(Self.gesture(at: Self.p(4, 4)), context: Self.plain)
    _ = tracker.motion(to: Self.p(5, 4), buttonHeld: true, context: Self.plain)
    #expect(
      tracker.motion(to: Self.p(4, 4), buttonHeld: true, context: Self.plain)
        == .preview(Self.box(4, 4, 1, 1)))
    #expect(tracker.release(at: Self.p(4, 4), context: Self.plain) == .commit(Self.box(4, 4, 1, 1)))
  }

  @Test("Esc cancels from pointing and from dragging, and does nothing when idle")
  func escape() {
    var tracker = DragTracker<CreateShapeGesture>()
    #expect(tracker.cancel() == Outcome.none)
    _ = tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain)
    #expect(tracker.cancel() == .cancel)
    #expect(!tracker.isActive)
    _ = tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain)
    _ = tracker.motion(to: Self.p(2, 2), buttonHeld: true, context: Self.plain)
    #expect(tracker.cancel() == .cancel)
    #expect(tracker.release(at: Self.p(3, 3), context: Self.plain) == Outcome.none)
  }

  @Test("Shift pressed and released mid-drag changes the preview and restores it exactly")
  func modifierMidDrag() {
    var tracker = DragTracker<CreateShapeGesture>()
    _ = tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain)
    let first = tracker.motion(to: Self.p(3, 9), buttonHeld: true, context: Self.plain)
    #expect(first == .preview(Self.box(0, 0, 4, 10)))
    #expect(tracker.refresh(context: Self.shift) == .preview(Self.box(0, 0, 20, 10)))
    #expect(tracker.refresh(context: Self.plain) == first)
    #expect(tracker.refresh(context: Self.shift) == .preview(Self.box(0, 0, 20, 10)))
    #expect(tracker.release(at: Self.p(3, 9), context: Self.shift) == .commit(Self.box(0, 0, 20, 10)))
    #expect(tracker.refresh(context: Self.shift) == Outcome.none)
  }

  @Test("A lost release: motion with no button ends the drag where the button was last held")
  func motionWithoutButton() {
    var tracker = DragTracker<CreateShapeGesture>()
    _ = tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain)
    _ = tracker.motion(to: Self.p(3, 2), buttonHeld: true, context: Self.plain)
    #expect(
      tracker.motion(to: Self.p(9, 9), buttonHeld: false, context: Self.plain)
        == .commit(Self.box(0, 0, 4, 3)))
    #expect(!tracker.isActive)
    #expect(tracker.motion(to: Self.p(9, 9), buttonHeld: false, context: Self.plain) == Outcome.none)
    _ = tracker.press(Self.gesture(at: Self.p(1, 1)), context: Self.plain)
    #expect(tracker.motion(to: Self.p(1, 1), buttonHeld: false, context: Self.plain) == .click(Self.p(1, 1)))
    #expect(!tracker.isActive)
  }

  @Test("A lost release: a new press ends the drag as if released and starts the next gesture")
  func newPressWhileDragging() {
    var tracker = DragTracker<CreateShapeGesture>()
    _ = tracker.press(Self.gesture(at: Self.p(0, 0)), context: Self.plain)
    _ = tracker.motion(to: Self.p(3, 2), buttonHeld: true, context: Self.plain)
    #expect(
      tracker.press(Self.gesture(at: Self.p(10, 10)), context: Self.plain) == .commit(Self.box(0, 0, 4, 3)))
    #expect(tracker.isActive)
    #expect(
      tracker.motion(to: Self.p(11, 11), buttonHeld: true, context: Self.plain)
        == .preview(Self.box(10, 10, 2, 2)))
    #expect(
      tracker.press(Self.gesture(at: Self.p(20, 20)), context: Self.plain) == .commit(Self.box(10, 10, 2, 2)))
    #expect(tracker.press(Self.gesture(at: Self.p(30, 30)), context: Self.plain) == .click(Self.p(20, 20)))
  }
}
