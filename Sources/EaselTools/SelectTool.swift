import EaselDocument
import EaselGeometry
import EaselInput

extension ToolID {
  public static let select: ToolID = "select"
}

/// The select tool (spec §4, §5.1, §5.2): a press on a handle resizes the selection, on a shape
/// selects it (Shift adds, Cmd toggles) and drags it (Shift locks the axis, Cmd snaps, Alt
/// drags a duplicate), on empty canvas draws a marquee (Shift adds, Alt also takes what it
/// touches). A double-click on a text shape or a rectangle edits its text. A shape in a group
/// stands for the group (spec §9): a click selects all of it, a double-click enters it and
/// selects the member under the pointer; hidden and locked shapes are not picked, and locked
/// ones stay put when the rest of the selection moves.
public struct SelectTool: Tool {
  /// What a press on an already selected shape does if it stays a click (spec §5.2). A shape
  /// in a group stands for the group (spec §9), so each carries the object's shapes.
  enum Click: Hashable, Sendable {
    case nothing
    /// A plain click on a shape of a larger selection selects just that shape (or group).
    case selectOnly(Set<ShapeID>)
    /// Cmd-click on a selected shape (or group) takes it out.
    case deselect(Set<ShapeID>)
  }

  enum Gesture: Sendable {
    case move(DragTracker<MoveGesture>, originals: [Shape], onClick: Click)
    case resize(DragTracker<ResizeGesture>, originals: [Shape])
    case lineEnd(DragTracker<LineEndGesture>, LineEndGesture)
    case run(DragTracker<RunGesture>, RunGesture)
    /// `base`: the selection the marquee adds to (Shift), restored if it is cancelled.
    case marquee(DragTracker<MarqueeGesture>, base: Selection)
  }

  /// Two presses on one cell this close together are a double-click.
  public static let doubleClickInterval = Interval.milliseconds(400)

  private var gesture: Gesture?
  /// The last press, for double-clicks.
  private var lastClick: (point: CanvasPoint, at: Instant)?
  /// The group a double-click entered (spec §9): clicks inside it pick its members, until the
  /// selection leaves it.
  private var enteredGroup: ShapeID?

  public init() {}

  public var id: ToolID { .select }
  public var title: String { "Select" }
  public var isActive: Bool { gesture != nil }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    let drag = context.dragContext
    switch event {
    case .press(let pointer):
      return press(at: pointer.canvas, context: context, drag: drag)
    case .motion(let pointer, let buttonHeld):
      return advance(.motion(pointer.canvas, buttonHeld: buttonHeld), context: context)
    case .release(let pointer):
      return advance(.release(pointer.canvas), context: context)
    case .refresh:
      return advance(.refresh, context: context)
    case .cancel:
      defer { gesture = nil }
      if case .marquee(_, let base) = gesture { return [.select(base), .clearPreview, .ended] }
      return [.clearPreview, .guides([]), .ended]
    case .key, .startAtCursor:
      return nil
    }
  }

  private mutating func press(at point: CanvasPoint, context: ToolContext, drag: DragContext) -> [ToolEffect]
  {
    let isDoubleClick =
      lastClick.map { $0.point == point && context.now - $0.at <= Self.doubleClickInterval } ?? false
    lastClick = isDoubleClick ? nil : (point, context.now)
    let intent = context.intent
    if context.selection.shapeIDs.count == 1, let id = context.selection.shapeIDs.first,
      let line = context.document[id], let movesStart = LineEndGesture.grab(line, at: point)
    {
      let end = LineEndGesture(origin: point, original: line, movesStart: movesStart)
      var tracker = DragTracker<LineEndGesture>()
      _ = tracker.press(end, context: drag)
      gesture = .lineEnd(tracker, end)
      return []
    }
    if context.selection.shapeIDs.count == 1, let id = context.selection.shapeIDs.first,
      let line = context.document[id], let run = RunGesture.grab(line, at: point)
    {
      // The middle run's handle is also where its label sits: a double-click there edits it.
      if isDoubleClick { return [.editText(.existing(id, clickedAt: point))] }
      let moving = RunGesture(origin: point, original: line, run: run)
      var tracker = DragTracker<RunGesture>()
      _ = tracker.press(moving, context: drag)
      gesture = .run(tracker, moving)
      return []
    }
    if let bounds = context.bounds(of: context.selection),
      let handle = SelectionHandle.handle(at: point, selectionBounds: bounds)
    {
      var tracker = DragTracker<ResizeGesture>()
      let originals = context.shapes(of: context.selection)
      let resize = ResizeGesture(
        handle: handle, origin: point, bounds: bounds, ignoring: context.guideExclusions(for: originals))
      _ = tracker.press(resize, context: drag)
      gesture = .resize(tracker, originals: originals)
      return []
    }
    guard let shape = context.shape(at: point) else {
      // Empty canvas: a marquee; Shift adds to the selection, otherwise it starts afresh.
      enteredGroup = nil
      let base = intent.extendsSelection ? Selection(context.selection.shapeIDs) : .empty
      var tracker = DragTracker<MarqueeGesture>()
      _ = tracker.press(MarqueeGesture(origin: point), context: drag)
      gesture = .marquee(tracker, base: base)
      return [.select(base)]
    }
    // A shape in a group picks the group, or inside the entered group the member holding it.
    let document = context.document
    let entered = enteredGroup.flatMap { group in
      document.isGroup(group) && !context.selection.shapeIDs.isEmpty
        && context.selection.shapeIDs.allSatisfy { document.ancestors(of: $0).contains(group) } ? group : nil
    }
    let object = document.pickedObject(for: shape.id, entered: entered)
    if isDoubleClick, document.isGroup(object) {
      // A double-click enters the group and selects the member under the pointer.
      enteredGroup = object
      let member = document.pickedObject(for: shape.id, entered: object)
      return [.select(Selection(Set(document.shapeIDs(in: member))))]
    }
    if isDoubleClick, shape.isTextEditable {
      return [.select(Selection([shape.id])), .editText(.existing(shape.id, clickedAt: point))]
    }
    enteredGroup = entered.flatMap { document.ancestors(of: object).contains($0) ? $0 : nil }
    let objectShapes = Set(document.shapeIDs(in: object))
    // Shift or Cmd on an unselected shape adds it at once, so it can be dragged with the rest.
    // What a press on a selected shape does to the selection waits for the release: if it
    // stays a click, Cmd takes the shape out and a plain click selects only it; if it becomes
    // a drag, the whole selection moves (Cmd-drag snapping to the grid).
    var selection = context.selection
    var onClick = Click.nothing
    if !selection.shapeIDs.isSuperset(of: objectShapes) {
      let adds = intent.togglesSelection || intent.extendsSelection
      selection = Selection(adds ? selection.shapeIDs.union(objectShapes) : objectShapes)
    } else if intent.togglesSelection {
      onClick = .deselect(objectShapes)
    } else if !intent.extendsSelection {
      onClick = .selectOnly(objectShapes)
    }
    let effects: [ToolEffect] = selection == context.selection ? [] : [.select(selection)]
    guard let bounds = context.bounds(of: selection) else { return effects }
    var tracker = DragTracker<MoveGesture>()
    let originals = context.shapes(of: selection)
    let move = MoveGesture(origin: point, bounds: bounds, ignoring: context.guideExclusions(for: originals))
    _ = tracker.press(move, context: drag)
    gesture = .move(tracker, originals: originals, onClick: onClick)
    return effects
  }

  /// What a pointer event or a refresh does to whichever drag is on.
  enum Step {
    case motion(CanvasPoint, buttonHeld: Bool)
    case release(CanvasPoint)
    case refresh
  }

  /// Moves the gesture in progress by `step` and turns the outcome into effects.
  private mutating func advance(_ step: Step, context: ToolContext) -> [ToolEffect] {
    let drag = context.dragContext
    switch gesture {
    case .move(var tracker, let originals, let onClick):
      let outcome = Self.run(step, on: &tracker, context: drag)
      gesture = .move(tracker, originals: originals, onClick: onClick)
      return moveEffects(outcome, originals: originals, onClick: onClick, context: context)
    case .resize(var tracker, let originals):
      let outcome = Self.run(step, on: &tracker, context: drag)
      gesture = .resize(tracker, originals: originals)
      return resizeEffects(outcome, originals: originals, context: context)
    case .marquee(var tracker, let base):
      let outcome = Self.run(step, on: &tracker, context: drag)
      gesture = .marquee(tracker, base: base)
      return marqueeEffects(outcome, base: base, context: context)
    case .lineEnd(var tracker, let end):
      let outcome = Self.run(step, on: &tracker, context: drag)
      gesture = .lineEnd(tracker, end)
      return lineEndEffects(outcome, line: end, context: context)
    case .run(var tracker, let moving):
      let outcome = Self.run(step, on: &tracker, context: drag)
      gesture = .run(tracker, moving)
      return runEffects(outcome, gesture: moving, context: context)
    case nil:
      return []
    }
  }

  private static func run<Gesture: DragGesture>(
    _ step: Step, on tracker: inout DragTracker<Gesture>, context: DragContext
  ) -> DragOutcome<Gesture.Preview> {
    switch step {
    case .motion(let point, let buttonHeld):
      return tracker.motion(to: point, buttonHeld: buttonHeld, context: context)
    case .release(let point): return tracker.release(at: point, context: context)
    case .refresh: return tracker.refresh(context: context)
    }
  }

  private mutating func moveEffects(
    _ outcome: DragOutcome<MovePreview>, originals: [Shape], onClick: Click, context: ToolContext
  ) -> [ToolEffect] {
    switch outcome {
    case .none:
      return []
    case .preview(let move):
      let moved = originals.map { $0.translated(columns: move.columns, rows: move.rows) }
      return [.preview(moved, hiding: move.duplicates ? [] : Set(originals.map(\.id))), .guides(move.guides)]
    case .commit(let move):
      gesture = nil
      var effects: [ToolEffect] = [.clearPreview, .guides([]), .ended]
      guard move.columns != 0 || move.rows != 0 || move.duplicates else { return effects }
      if move.duplicates {
        // Groups wholly in the selection are copied as groups.
        var document = context.document
        let collection = document.collection(of: Set(originals.map(\.id)))
        let copies = document.makeCopies(of: collection, columns: move.columns, rows: move.rows)
        effects.append(
          .commit(
            context.document.adding(copies), title: "Duplicate",
            selecting: Selection(Set(copies.shapes.map(\.id)))))
      } else {
        let ids = Set(originals.map(\.id))
        effects.append(
          .commit(
            context.document.translating(ids, columns: move.columns, rows: move.rows), title: "Move",
            selecting: Selection(ids)))
      }
      return effects + [.moveCursor(context.cursor.offsetBy(columns: move.columns, rows: move.rows))]
    case .click:
      gesture = nil
      switch onClick {
      case .nothing: return [.clearPreview, .guides([]), .ended]
      case .selectOnly(let ids): return [.clearPreview, .guides([]), .ended, .select(Selection(ids))]
      case .deselect(let ids):
        return [
          .clearPreview, .guides([]), .ended, .select(Selection(context.selection.shapeIDs.subtracting(ids))),
        ]
      }
    case .cancel:
      gesture = nil
      return [.clearPreview, .guides([]), .ended]
    }
  }

  private mutating func resizeEffects(
    _ outcome: DragOutcome<ResizePreview>, originals: [Shape], context: ToolContext
  ) -> [ToolEffect] {
    switch outcome {
    case .none:
      return []
    case .preview(let resize):
      return [
        .preview(originals.map { resize.resizing($0) }, hiding: Set(originals.map(\.id))),
        .guides(resize.guides),
      ]
    case .commit(let resize):
      gesture = nil
      let resized = originals.map { resize.resizing($0) }
      guard resized != originals else { return [.clearPreview, .guides([]), .ended] }
      return [
        .clearPreview, .guides([]), .ended,
        .commit(
          context.document.updating(resized), title: "Resize", selecting: Selection(Set(resized.map(\.id)))),
      ]
    case .click, .cancel:
      gesture = nil
      return [.clearPreview, .guides([]), .ended]
    }
  }

  private mutating func lineEndEffects(
    _ outcome: DragOutcome<CanvasPoint>, line: LineEndGesture, context: ToolContext
  ) -> [ToolEffect] {
    lineEditEffects(outcome, original: line.original, title: "Move Line End", context: context) {
      line.moved(to: $0, context: context)
    }
  }

  private mutating func runEffects(
    _ outcome: DragOutcome<Int>, gesture moving: RunGesture, context: ToolContext
  ) -> [ToolEffect] {
    lineEditEffects(outcome, original: moving.original, title: "Move Run", context: context) {
      moving.moved(by: $0, context: context)
    }
  }

  /// A drag that reshapes the one selected line: previewed over the hidden original, committed
  /// (when it changed anything) as one undo step that keeps it selected.
  private mutating func lineEditEffects<Preview>(
    _ outcome: DragOutcome<Preview>, original: Shape, title: String, context: ToolContext,
    _ moved: (Preview) -> Shape
  ) -> [ToolEffect] {
    switch outcome {
    case .none:
      return []
    case .preview(let value):
      return [.preview([moved(value)], hiding: [original.id])]
    case .commit(let value):
      gesture = nil
      let changed = moved(value)
      guard changed != original else { return [.clearPreview, .ended] }
      return [
        .clearPreview, .ended,
        .commit(context.document.updating([changed]), title: title, selecting: Selection([changed.id])),
      ]
    case .click, .cancel:
      gesture = nil
      return [.clearPreview, .ended]
    }
  }

  private mutating func marqueeEffects(
    _ outcome: DragOutcome<CanvasRect>, base: Selection, context: ToolContext
  ) -> [ToolEffect] {
    switch outcome {
    case .none:
      return []
    case .preview(let region), .commit(let region):
      let ids = context.shapes(in: region, touching: context.intent.selectsTouching)
      let select = ToolEffect.select(Selection(base.shapeIDs.union(ids), region: region))
      guard case .commit = outcome else { return [select] }
      gesture = nil
      return [select, .ended]
    case .click, .cancel:
      gesture = nil
      return [.select(base), .ended]
    }
  }
}
