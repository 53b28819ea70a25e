import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselTools

/// One tool with a document around it, applying the tool's effects the way the editor does
/// (in order, one undo step per commit or per group), so a test reads as a table of events
/// and what they did: `(state, event) -> (state, effects)`.
struct ToolHarness<T: Tool> {
  var tool: T
  var document: Document
  var selection = Selection.empty
  var cursor = CanvasPoint.zero
  var viewOrigin = CanvasPoint.zero
  var intent = DragIntent.plain
  var style = DrawingStyle()
  var now = Instant.milliseconds(1_000)
  var preview: [Shape] = []
  var hidden: Set<ShapeID> = []
  var guides: [GuideLine] = []
  /// View → Smart Guides.
  var smartGuides = true
  var message: String?
  /// Undo steps as recorded: one per commit, or one per group while its owner commits.
  var steps: [(title: String, transaction: Transaction)] = []
  var openGroup: UndoGroup?
  var ended = 0
  var editRequests: [TextEditRequest] = []
  /// Every effect so far, in order.
  var log: [ToolEffect] = []

  init(_ tool: T, shapes: [Shape] = []) {
    self.tool = tool
    document = (try? Document(shapes: shapes)) ?? Document()
  }

  var viewport: Viewport {
    Viewport(
      origin: viewOrigin, size: CellSize(columns: 80, rows: 22), screenOrigin: CellPoint(column: 0, row: 1))
  }

  var context: ToolContext {
    ToolContext(
      document: document, index: SpatialIndex(document), selection: selection, intent: intent, style: style,
      viewport: viewport, cursor: cursor, now: now, smartGuides: smartGuides)
  }

  /// Sends one event; returns its effects (nil: not taken) after applying them.
  @discardableResult
  mutating func send(_ event: ToolEvent) -> [ToolEffect]? {
    let effects = tool.handle(event, context: context)
    for effect in effects ?? [] { apply(effect) }
    log += effects ?? []
    return effects
  }

  mutating func press(_ column: Int, _ row: Int) { send(.press(pointer(column, row))) }
  mutating func drag(_ column: Int, _ row: Int) { send(.motion(pointer(column, row), buttonHeld: true)) }
  mutating func release(_ column: Int, _ row: Int) { send(.release(pointer(column, row))) }

  func pointer(_ column: Int, _ row: Int) -> ToolPointer {
    ToolPointer(canvas: CanvasPoint(column: column, row: row), in: viewport)
  }

  /// A key the tool gets while active.
  @discardableResult
  mutating func key(_ key: Key, _ phase: KeyPhase = .press) -> [ToolEffect]? {
    send(.key(KeyEvent(key: key, phase: phase)))
  }

  private mutating func apply(_ effect: ToolEffect) {
    switch effect {
    case .preview(let shapes, let hiding):
      preview = shapes
      hidden = hiding
    case .guides(let shown):
      guides = shown
    case .commit(let transaction, let title, let selecting, let group):
      if openGroup != group { openGroup = nil }
      guard !transaction.isEmpty else { break }
      try? document.apply(transaction)
      if let selecting { selection = selecting }
      if let group, openGroup == group, var last = steps.popLast() {
        last.transaction = last.transaction.followed(by: transaction)
        steps.append(last)
      } else {
        steps.append((title, transaction))
        openGroup = group
      }
    case .select(let newSelection):
      selection = newSelection
    case .pan(let origin):
      viewOrigin = origin
    case .moveCursor(let point):
      cursor = point
    case .message(let text):
      message = text
    case .editText(let request):
      editRequests.append(request)
    case .closeGroup(let group):
      if openGroup == group { openGroup = nil }
    case .discardGroup(let group):
      guard openGroup == group, let last = steps.popLast() else { break }
      try? document.apply(last.transaction.inverse)
      openGroup = nil
    case .ended:
      ended += 1
    }
  }
}

func box(_ id: UInt64, _ column: Int, _ row: Int, _ columns: Int = 10, _ rows: Int = 4) -> Shape {
  Shape(
    id: ShapeID(id),
    kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows))))
}

func horizontalLine(_ id: UInt64, row: Int, from start: Int, to end: Int) -> Shape {
  Shape(
    id: ShapeID(id),
    kind: .line(Line(start: CanvasPoint(column: start, row: row), end: CanvasPoint(column: end, row: row))))
}
