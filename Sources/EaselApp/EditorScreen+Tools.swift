import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster
import EaselRender
import EaselTools

/// The gesture in progress with the current tool. Snapshot gestures (create, move, resize,
/// marquee, hand) recompute their whole preview from the press on every event, so a modifier
/// pressed or released mid-drag changes the preview at once and reversibly; freehand gestures
/// (pen, brush, eraser) accumulate. Every gesture ends in one undo step or none.
enum ToolGesture: Sendable {
  /// `byKeyboard`: started with Enter at the keyboard cursor; arrows move its far end and a
  /// second Enter finishes it.
  case create(DragTracker<CreateShapeGesture>, byKeyboard: Bool)
  case move(DragTracker<MoveGesture>, originals: [Shape], onClick: MoveClick)
  case resize(DragTracker<ResizeGesture>, originals: [Shape])
  /// `base`: the selection the marquee adds to (Shift), restored if it is cancelled.
  case marquee(DragTracker<MarqueeGesture>, base: Selection)
  /// `start`: the view origin at the press, restored if the pan is cancelled.
  case hand(DragTracker<HandGesture>, start: CanvasPoint)
  case pen(PenGesture, byKeyboard: Bool)
  case brush(BrushGesture, byKeyboard: Bool)
  /// The eraser erases as it goes, inside one history group; `last` is the cell erased last.
  case eraser(last: CanvasPoint, byKeyboard: Bool)
}

extension EditorScreen {
  /// The tool's name and the latches, for the status bar.
  var toolStatus: String {
    var text = tool.title
    if tool == .brush || tool == .eraser { text += " \(brush.size)" }
    if latches.snap { text += " · snap" }
    if latches.constrain { text += " · constrain" }
    // The modifiers a drag sees right now; outside a drag only the kitty protocol says what is
    // held (elsewhere the tracker only knows the last event's modifiers).
    let held = (gesture != nil ? gestureModifiers : releasesReported ? trackerModifiers : []).intersection([
      .shift, .control, .alt, .superKey,
    ])
    if !held.isEmpty {
      let names: [(Modifiers, String)] = [
        (.control, "Ctrl"), (.superKey, "Super"), (.alt, "Alt"), (.shift, "Shift"),
      ]
      text += " · " + names.filter { held.contains($0.0) }.map(\.1).joined(separator: "-")
    }
    return text
  }

  /// The real cell aspect from the probe, 1:2 when unknown (spec §1).
  var cellAspect: CellAspect {
    if let width = summary.capabilities.cellPixelWidth, let height = summary.capabilities.cellPixelHeight,
      width > 0, height > 0
    {
      return CellAspect(pixelWidth: width, pixelHeight: height)
    }
    return .fallback
  }

  var dragContext: DragContext {
    DragContext(
      intent: DragIntent(held: gestureModifiers, latched: latches), aspect: cellAspect, grid: state.grid,
      id: ShapeID(state.document.nextShapeID))
  }

  // MARK: Mouse

  /// Mouse events for the current tool; true when the tool took the event.
  mutating func handleToolMouse(_ mouse: MouseEvent, at point: CellPoint) -> Bool {
    gestureModifiers = mouse.modifiers.subtracting(.locks).union(
      trackerModifiers.intersection([.superKey, .hyper, .meta]))
    let canvasPoint = viewport.canvasPoint(for: point)
    switch (mouse.action, mouse.button) {
    case (.press, .left):
      guard viewport.screenRect.contains(point) else {
        if gesture != nil { gestureMotion(to: canvasPoint, screen: point, mouse: mouse, buttonHeld: false) }
        return false
      }
      // A press while a gesture is still on: its release was lost (spec §5.4); it ends first.
      if gesture != nil { gestureMotion(to: canvasPoint, screen: point, mouse: mouse, buttonHeld: false) }
      startGesture(at: canvasPoint, screen: point, mouse: mouse)
      return true
    case (.drag, .left), (.move, _):
      guard gesture != nil else { return false }
      gestureMotion(to: canvasPoint, screen: point, mouse: mouse, buttonHeld: mouse.action == .drag)
      return true
    case (.release, _):
      guard gesture != nil else { return false }
      gestureRelease(at: canvasPoint, screen: point, mouse: mouse)
      return true
    case (.press, _):
      guard gesture != nil else { return false }
      gestureMotion(to: canvasPoint, screen: point, mouse: mouse, buttonHeld: false)
      return false
    default:
      return false
    }
  }

  /// A left press on the canvas starts the current tool's gesture.
  private mutating func startGesture(at point: CanvasPoint, screen: CellPoint, mouse: MouseEvent) {
    spring.dragStarted(releasesReported: releasesReported)
    if textEdit != nil { finishTextEditing() }
    let isDoubleClick =
      lastClick.map { $0.point == point && now - $0.at <= Self.doubleClickInterval } ?? false
    lastClick = isDoubleClick ? nil : (point, now)
    state.cursor = point
    switch tool {
    case .select:
      pressWithSelectTool(at: point, doubleClick: isDoubleClick)
    case .rectangle, .ellipse, .line:
      guard let kind = tool.createdKind(frameStyle: frameStyle) else { return }
      var tracker = DragTracker<CreateShapeGesture>()
      let outcome = tracker.press(
        CreateShapeGesture(kind: kind, origin: point, strokeColor: strokeColor), context: dragContext)
      gesture = .create(tracker, byKeyboard: false)
      applyCreate(outcome)
    case .pen, .brush, .eraser:
      beginFreehand(at: point, dot: dot(of: mouse, at: point), byKeyboard: false)
    case .hand:
      var tracker = DragTracker<HandGesture>()
      _ = tracker.press(HandGesture(press: screen, viewport: viewport), context: dragContext)
      gesture = .hand(tracker, start: state.viewOrigin)
    case .text:
      if let shape = state.shape(at: point), shape.isTextEditable {
        beginTextEditing(shape, clickedAt: point)
      } else {
        beginNewText(at: point)
      }
    }
  }

  static let doubleClickInterval = Interval.milliseconds(400)

  /// Starts the pen, the brush or the eraser at `point` (the pen at `dot`); false when nothing
  /// can start there (beyond the canvas limits).
  @discardableResult
  private mutating func beginFreehand(at point: CanvasPoint, dot: DotPoint, byKeyboard: Bool) -> Bool {
    switch tool {
    case .pen:
      guard let pen = PenGesture(start: dot) else { return false }
      gesture = .pen(pen, byKeyboard: byKeyboard)
      showStroke()
    case .brush:
      guard let stroke = BrushGesture(origin: point, settings: brush, aspect: cellAspect) else {
        return false
      }
      gesture = .brush(stroke, byKeyboard: byKeyboard)
      showStroke()
    case .eraser:
      state.beginGroup()
      gesture = .eraser(last: point, byKeyboard: byKeyboard)
      erase(from: point, to: point)
    default:
      return false
    }
    return true
  }

  /// The hand's pointer: read through the view as it was at the press, since the canvas moves
  /// under the pointer while panning.
  private func handPointer(_ tracker: DragTracker<HandGesture>, screen: CellPoint) -> CanvasPoint {
    switch tracker.phase {
    case .pointing(let hand), .dragging(let hand, _): return hand.pointer(atScreen: screen)
    case .idle: return viewport.canvasPoint(for: screen)
    }
  }

  /// The pen's dot for a mouse report: exact under SGR-pixel reports, the cell's centre dot
  /// otherwise.
  private func dot(of mouse: MouseEvent, at point: CanvasPoint) -> DotPoint {
    let width = summary.capabilities.cellPixelWidth ?? 0
    let height = summary.capabilities.cellPixelHeight ?? 0
    if mouse.isPixels, width > 0, height > 0 {
      return PenGesture.dot(
        cellColumn: point.column, row: point.row, pixelX: mouse.x, pixelY: mouse.y, cellPixelWidth: width,
        cellPixelHeight: height)
    }
    return Self.centreDot(point)
  }

  /// The dot at a cell's centre: the pen's point where no pixel position is known.
  static func centreDot(_ point: CanvasPoint) -> DotPoint {
    PenGesture.dot(
      cellColumn: point.column, row: point.row, pixelX: nil, pixelY: nil, cellPixelWidth: 0,
      cellPixelHeight: 0)
  }

  /// The stroke in progress as the preview (Shift or the C latch straightens it).
  private mutating func showStroke() {
    let context = dragContext
    switch gesture {
    case .pen(let pen, _):
      state.setPreview(
        pen.shape(id: context.id, color: strokeColor, intent: context.intent, aspect: cellAspect))
    case .brush(let stroke, _):
      state.setPreview(stroke.shape(id: context.id, color: strokeColor, intent: context.intent))
    default:
      break
    }
  }

  /// The stroke in progress, committed as one undo step.
  private mutating func commitStroke() {
    let context = dragContext
    switch gesture {
    case .pen(let pen, _):
      commitStroke(
        pen.shape(id: context.id, color: strokeColor, intent: context.intent, aspect: cellAspect),
        titled: "Pen Stroke")
    case .brush(let stroke, _):
      commitStroke(
        stroke.shape(id: context.id, color: strokeColor, intent: context.intent), titled: "Brush Stroke")
    default:
      break
    }
  }

  private mutating func gestureMotion(
    to point: CanvasPoint, screen: CellPoint, mouse: MouseEvent, buttonHeld: Bool
  ) {
    guard let current = gesture else { return }
    let context = dragContext
    switch current {
    case .create(var tracker, let byKeyboard):
      let outcome = tracker.motion(to: point, buttonHeld: buttonHeld, context: context)
      gesture = .create(tracker, byKeyboard: byKeyboard)
      applyCreate(outcome)
    case .move(var tracker, let originals, let onClick):
      let outcome = tracker.motion(to: point, buttonHeld: buttonHeld, context: context)
      gesture = .move(tracker, originals: originals, onClick: onClick)
      applyMove(outcome, originals: originals, onClick: onClick)
    case .resize(var tracker, let originals):
      let outcome = tracker.motion(to: point, buttonHeld: buttonHeld, context: context)
      gesture = .resize(tracker, originals: originals)
      applyResize(outcome, originals: originals)
    case .marquee(var tracker, let base):
      let outcome = tracker.motion(to: point, buttonHeld: buttonHeld, context: context)
      gesture = .marquee(tracker, base: base)
      applyMarquee(outcome, base: base)
    case .hand(var tracker, let start):
      let outcome = tracker.motion(
        to: handPointer(tracker, screen: screen), buttonHeld: buttonHeld, context: context)
      gesture = .hand(tracker, start: start)
      applyHand(outcome, start: start)
    case .pen(var pen, let byKeyboard):
      // With no button the release was lost: the stroke ends where the button was last down.
      guard buttonHeld else { return commitStroke() }
      pen.extend(to: dot(of: mouse, at: point))
      gesture = .pen(pen, byKeyboard: byKeyboard)
      showStroke()
    case .brush(var stroke, let byKeyboard):
      guard buttonHeld else { return commitStroke() }
      stroke.extend(to: point)
      gesture = .brush(stroke, byKeyboard: byKeyboard)
      showStroke()
    case .eraser(let last, let byKeyboard):
      guard buttonHeld else {
        endGesture()
        state.endGroup()
        return
      }
      gesture = .eraser(last: point, byKeyboard: byKeyboard)
      erase(from: last, to: point)
    }
  }

  private mutating func gestureRelease(at point: CanvasPoint, screen: CellPoint, mouse: MouseEvent) {
    guard let current = gesture else { return }
    let context = dragContext
    switch current {
    case .create(var tracker, _):
      applyCreate(tracker.release(at: point, context: context))
    case .move(var tracker, let originals, let onClick):
      applyMove(tracker.release(at: point, context: context), originals: originals, onClick: onClick)
    case .resize(var tracker, let originals):
      applyResize(tracker.release(at: point, context: context), originals: originals)
    case .marquee(var tracker, let base):
      applyMarquee(tracker.release(at: point, context: context), base: base)
    case .hand(var tracker, let start):
      applyHand(tracker.release(at: handPointer(tracker, screen: screen), context: context), start: start)
    case .pen(var pen, let byKeyboard):
      pen.extend(to: dot(of: mouse, at: point))
      gesture = .pen(pen, byKeyboard: byKeyboard)
      commitStroke()
    case .brush(var stroke, let byKeyboard):
      stroke.extend(to: point)
      gesture = .brush(stroke, byKeyboard: byKeyboard)
      commitStroke()
    case .eraser(let last, _):
      erase(from: last, to: point)
      endGesture()
      state.endGroup()
    }
  }

  // MARK: Keys during a gesture

  /// A key event while a gesture is on: modifier changes (kitty reports them) recompute the
  /// preview; Esc cancels; a keyboard gesture takes arrows and Enter. True when taken.
  mutating func handleDragKey(_ key: KeyEvent) -> Bool {
    guard gesture != nil else { return false }
    if key.phase != .release, key.key == .escape {
      cancelGesture()
      return true
    }
    if key.key.isModifier {
      gestureModifiers = trackerModifiers
      refreshGesture()
      return true
    }
    if isKeyboardGesture, key.phase != .release {
      if key.key == .enter {
        finishKeyboardGesture()
        return true
      }
      if let step = key.key.arrowStep {
        gestureModifiers = key.modifiers
        moveKeyboardGesture(columns: step.columns, rows: step.rows)
        return true
      }
    }
    return false
  }

  /// The context changed without the pointer moving (a modifier or a latch): the preview again.
  mutating func refreshGesture() {
    guard let current = gesture else { return }
    let context = dragContext
    switch current {
    case .create(let tracker, _): applyCreate(tracker.refresh(context: context))
    case .move(let tracker, let originals, let onClick):
      applyMove(tracker.refresh(context: context), originals: originals, onClick: onClick)
    case .resize(let tracker, let originals):
      applyResize(tracker.refresh(context: context), originals: originals)
    case .marquee(let tracker, let base): applyMarquee(tracker.refresh(context: context), base: base)
    case .pen, .brush: showStroke()
    case .hand, .eraser: break
    }
  }

  /// Esc: the gesture leaves nothing behind.
  mutating func cancelGesture() {
    guard let current = gesture else { return }
    switch current {
    case .marquee(_, let base):
      state.selection = base
    case .hand(_, let start):
      state.viewOrigin = start
    case .eraser:
      state.endGroup()
      state.undo()
      state.message = "Erase cancelled"
    case .create, .move, .resize, .pen, .brush:
      break
    }
    state.setPreview(nil)
    endGesture()
  }

  var isKeyboardGesture: Bool {
    switch gesture {
    case .create(_, byKeyboard: true), .pen(_, byKeyboard: true), .brush(_, byKeyboard: true),
      .eraser(_, byKeyboard: true):
      return true
    default: return false
    }
  }

  /// The gesture is over: a spring-loaded tool whose key went up meanwhile comes back now.
  mutating func endGesture() {
    gesture = nil
    if let previous = spring.dragEnded() { tool = previous }
  }

  // MARK: Keyboard gestures (Enter at the cursor)

  /// Enter: starts a shape or a stroke at the keyboard cursor with the current tool.
  /// Returns false when the tool draws nothing from the keyboard.
  mutating func startKeyboardGesture() -> Bool {
    let point = state.cursor
    let context = dragContext
    switch tool {
    case .rectangle, .ellipse, .line:
      guard let kind = tool.createdKind(frameStyle: frameStyle) else { return false }
      var tracker = DragTracker<CreateShapeGesture>()
      _ = tracker.press(
        CreateShapeGesture(kind: kind, origin: point, strokeColor: strokeColor), context: context)
      // Started as a drag at once, so arrows grow it and Enter commits even with no arrow.
      let outcome = tracker.motion(
        to: point.offsetBy(columns: 1, rows: 1), buttonHeld: true, context: context)
      gesture = .create(tracker, byKeyboard: true)
      applyCreate(outcome)
      state.cursor = point.offsetBy(columns: 1, rows: 1)
    case .pen, .brush, .eraser:
      guard beginFreehand(at: point, dot: Self.centreDot(point), byKeyboard: true) else { return false }
    case .text:
      beginNewText(at: point)
      return true
    case .select, .hand:
      return false
    }
    state.message = "Arrows draw · Enter finishes · Esc cancels"
    return true
  }

  private mutating func moveKeyboardGesture(columns: Int, rows: Int) {
    let point = state.cursor.offsetBy(columns: columns, rows: rows)
    state.cursor = point
    let context = dragContext
    switch gesture {
    case .create(var tracker, let byKeyboard):
      let outcome = tracker.motion(to: point, buttonHeld: true, context: context)
      gesture = .create(tracker, byKeyboard: byKeyboard)
      applyCreate(outcome)
    case .pen(var pen, let byKeyboard):
      pen.extend(to: Self.centreDot(point))
      gesture = .pen(pen, byKeyboard: byKeyboard)
      showStroke()
    case .brush(var stroke, let byKeyboard):
      stroke.extend(to: point)
      gesture = .brush(stroke, byKeyboard: byKeyboard)
      showStroke()
    case .eraser(let last, let byKeyboard):
      gesture = .eraser(last: point, byKeyboard: byKeyboard)
      erase(from: last, to: point)
    default:
      break
    }
  }

  private mutating func finishKeyboardGesture() {
    let point = state.cursor
    let context = dragContext
    switch gesture {
    case .create(var tracker, _):
      applyCreate(tracker.release(at: point, context: context))
    case .pen, .brush:
      commitStroke()
    case .eraser:
      endGesture()
      state.endGroup()
    default:
      break
    }
    state.message = nil
  }

  // MARK: Outcomes

  private mutating func applyCreate(_ outcome: DragOutcome<Shape>) {
    switch outcome {
    case .none:
      break
    case .preview(let shape):
      state.setPreview(shape)
    case .commit(let shape):
      state.setPreview(nil)
      endGesture()
      state.perform(
        state.document.adding([shape]), titled: "Add \(shape.kind.title)", selecting: Selection([shape.id]))
    case .click(let point):
      state.setPreview(nil)
      endGesture()
      state.cursor = point
    case .cancel:
      state.setPreview(nil)
      endGesture()
    }
  }

  private mutating func applyHand(_ outcome: DragOutcome<CanvasPoint>, start: CanvasPoint) {
    switch outcome {
    case .none:
      break
    case .preview(let origin):
      state.viewOrigin = origin
    case .commit(let origin):
      state.viewOrigin = origin
      endGesture()
    case .click:
      endGesture()
    case .cancel:
      state.viewOrigin = start
      endGesture()
    }
  }

  private mutating func commitStroke(_ shape: Shape, titled title: String) {
    state.setPreview(nil)
    endGesture()
    state.perform(state.document.adding([shape]), titled: title, selecting: .empty)
  }

  /// The eraser from the last cell to this one: every cell on the way under a dab of the
  /// brush's size and shape, so a fast drag leaves nothing standing between two reports.
  private mutating func erase(from start: CanvasPoint, to end: CanvasPoint) {
    let dab = BrushSettings(size: brush.size)
    guard var path = BrushGesture(origin: start, settings: dab, aspect: cellAspect) else { return }
    path.extend(to: end)
    let cells = path.cells.map { CanvasRect(origin: $0, size: CellSize(columns: 1, rows: 1)) }
    let erasure = Eraser.plan(EraseArea(cells), in: state.document, index: state.index, options: options)
    state.perform(erasure.transaction, titled: "Erase")
    if !erasure.tooLarge.isEmpty { state.message = "A shape too large to cut was left whole" }
  }
}

extension Key {
  /// The cell step of an arrow key.
  var arrowStep: (columns: Int, rows: Int)? {
    switch self {
    case .left: return (-1, 0)
    case .right: return (1, 0)
    case .up: return (0, -1)
    case .down: return (0, 1)
    default: return nil
    }
  }
}

extension Shape {
  /// Text shapes and rectangles (their label) can be edited with the text tool.
  var isTextEditable: Bool {
    switch kind {
    case .text, .rectangle: return true
    default: return false
    }
  }
}

extension ShapeKind {
  var title: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .ellipse: return "Ellipse"
    case .line: return "Line"
    case .pen: return "Pen Stroke"
    case .brush: return "Brush Stroke"
    case .text: return "Text"
    }
  }
}
