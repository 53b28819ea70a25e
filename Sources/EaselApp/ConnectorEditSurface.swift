import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// Editing the selected connector at the keyboard (spec §8: every connector action reachable
/// without a mouse): Tab moves between its handles (start, inner runs, end), the arrows move
/// the focused one — an end attaches to the shape it comes to rest on or within a cell of, as
/// a dropped end does, and goes free elsewhere; a run moves across itself — Enter keeps the
/// result as one undo step, Esc puts the connector back.
struct ConnectorEditSurface: Surface {
  enum Handle: Hashable, Sendable {
    case start, end
    case run(Int)
  }

  let original: Shape
  var current: Shape
  var focus: Int = 0
  /// The connector as it was when the focused handle got the focus, and where the arrows have
  /// taken that handle since: like a drag, each move is worked out afresh from these, so an end
  /// that attaches and jumps to a side does not carry the jump into the next move.
  var base: Shape
  var pointer: CanvasPoint

  var kind: SurfaceKind { .connectorEdit }
  var title: String { "Connector" }

  init?(editing id: ShapeID, in state: EditorState) {
    guard let shape = state.document[id], case .line = shape.kind else { return nil }
    original = shape
    current = shape
    base = shape
    guard case .line(let line) = shape.kind else { return nil }
    pointer = line.start
  }

  var line: Line {
    guard case .line(let line) = current.kind else { return Line(start: .zero, end: .zero) }
    return line
  }

  /// The handles in Tab order: the start, the inner runs from the start, the end.
  var handles: [Handle] { [.start] + line.runHandles.map { .run($0.run) } + [.end] }

  var focused: Handle { handles[min(focus, handles.count - 1)] }

  func cell(of handle: Handle) -> CanvasPoint {
    switch handle {
    case .start: return line.start
    case .end: return line.end
    case .run(let run): return line.runHandles.first { $0.run == run }?.cell ?? line.start
    }
  }

  func presented(in context: SurfaceContext) -> [EditorEffect] {
    [.say(StatusMessage(Self.hint, .whileOpen(.connectorEdit)))] + preview
  }

  static let hint = "Connector: Tab next handle · arrows move it · Enter keeps · Esc cancels"

  func dismissed(in context: SurfaceContext) -> [EditorEffect] { finished(in: context.model.state) }

  func draw(into grid: inout CellGrid, context: SurfaceContext) {
    Overlay.drawLineHandles(
      handles.map(cell(of:)), viewport: context.viewport, into: &grid,
      usesASCII: context.display.options.usesASCII)
  }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    guard case .key(let key) = event else {
      if case .mouse = event { return .closedAndPassed(finished(in: context.model.state)) }
      return .passed
    }
    if key.phase == .release { return key.key.isModifier ? .passed : .handled([]) }
    let commandHeld = !key.modifiers.isDisjoint(with: [.control, .superKey, .hyper, .meta])
    if commandHeld { return .closedAndPassed(finished(in: context.model.state)) }
    let tools = context.model.toolContext(now: context.now)
    switch key.key {
    case .escape:
      return .closed([.canvas(.clearPreview), .canvas(.message(nil))])
    case .enter:
      return .closed(finished(in: context.model.state))
    case .tab:
      let count = handles.count
      focus = (min(focus, count - 1) + (key.modifiers.contains(.shift) ? count - 1 : 1)) % count
      base = current
      pointer = cell(of: focused)
    case .left, .right, .up, .down:
      guard let step = key.key.arrowStep else { return .handled([]) }
      move(columns: step.columns, rows: step.rows, context: tools)
    default:
      return key.key.isModifier ? .passed : .handled([])
    }
    return .handled(preview)
  }

  /// Moves the focused handle one cell: an end to the next cell (attaching or freeing it
  /// there), a run across itself (an arrow along the run does nothing).
  private mutating func move(columns: Int, rows: Int, context: ToolContext) {
    let handle = focused
    guard case .line(let line) = base.kind else { return }
    let origin: CanvasPoint
    switch handle {
    case .start: origin = line.start
    case .end: origin = line.end
    case .run(let run): origin = line.runHandles.first { $0.run == run }?.cell ?? line.start
    }
    pointer = pointer.offsetBy(columns: columns, rows: rows)
    switch handle {
    case .start, .end:
      let gesture = LineEndGesture(origin: origin, original: base, movesStart: handle == .start)
      current = gesture.moved(to: pointer, context: context)
    case .run(let run):
      let gesture = RunGesture(origin: origin, original: base, run: run)
      current = gesture.moved(
        by: line.isHorizontalRun(run) ? pointer.row - origin.row : pointer.column - origin.column,
        context: context)
    }
    // The runs may have merged or split: the same kind of handle stays focused.
    if let index = handles.firstIndex(of: handle) {
      focus = index
    } else if handle == .end {
      focus = handles.count - 1
    }
  }

  private var preview: [EditorEffect] {
    [.canvas(.preview([current], hiding: [original.id])), .canvas(.moveCursor(pointer))]
  }

  /// Editing ends: the connector as edited becomes one undo step.
  private func finished(in state: EditorState) -> [EditorEffect] {
    var effects: [EditorEffect] = [.canvas(.clearPreview), .canvas(.message(nil))]
    guard current != original, state.document.contains(original.id) else { return effects }
    effects.append(
      .canvas(
        .commit(
          state.document.updating([current]), title: "Edit Connector", selecting: Selection([current.id]))))
    return effects
  }
}
