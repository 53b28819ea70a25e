import EaselDocument
import EaselGeometry
import EaselRaster

extension ToolID {
  public static let eraser: ToolID = "eraser"
}

/// The eraser (spec §4, E): cuts whatever it crosses, under a dab of the brush's size, as it
/// goes. The whole drag is one undo step (its own undo group, which nothing else closes), and
/// Esc undoes what it erased. Enter starts it at the keyboard cursor, arrows steer it.
public struct EraserTool: Tool {
  /// The undo group of one erasing drag.
  public static let group = UndoGroup("eraser")

  /// The cell erased last, while erasing.
  private var last: CanvasPoint?
  private var byKeyboard = false

  public init() {}

  public var id: ToolID { .eraser }
  public var title: String { "Eraser" }
  public var startsAtCursor: Bool { true }
  public var isActive: Bool { last != nil }
  public func status(style: DrawingStyle) -> String? { "\(style.brush.size)" }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    switch event {
    case .press(let pointer):
      byKeyboard = false
      return start(at: pointer.canvas, context: context)
    case .motion(let pointer, let buttonHeld):
      guard buttonHeld else { return finish() }
      return erase(to: pointer.canvas, context: context)
    case .release(let pointer):
      return erase(to: pointer.canvas, context: context) + finish()
    case .refresh:
      return []
    case .cancel:
      last = nil
      return [.discardGroup(Self.group), .message("Erase cancelled"), .clearPreview, .ended]
    case .startAtCursor:
      byKeyboard = true
      return start(at: context.cursor, context: context) + [
        .message("Arrows draw · Enter finishes · Esc cancels")
      ]
    case .key(let key):
      guard byKeyboard, key.phase != .release else { return nil }
      if key.key == .enter { return finish() + [.message(nil)] }
      guard let step = key.key.arrowStep else { return nil }
      let point = context.cursor.offsetBy(columns: step.columns, rows: step.rows)
      return [.moveCursor(point)] + erase(to: point, context: context)
    }
  }

  private mutating func start(at point: CanvasPoint, context: ToolContext) -> [ToolEffect] {
    last = point
    return erase(to: point, context: context)
  }

  private mutating func finish() -> [ToolEffect] {
    last = nil
    return [.ended, .closeGroup(Self.group)]
  }

  /// Erases from the last cell to `end`: every cell on the way under a dab of the brush's size
  /// and shape, so a fast drag leaves nothing standing between two reports.
  private mutating func erase(to end: CanvasPoint, context: ToolContext) -> [ToolEffect] {
    guard let start = last else { return [] }
    last = end
    let dab = BrushSettings(size: context.style.brush.size)
    guard var path = BrushGesture(origin: start, settings: dab, aspect: context.aspect) else { return [] }
    path.extend(to: end)
    let cells = path.cells.map { CanvasRect(origin: $0, size: CellSize(columns: 1, rows: 1)) }
    let erasure = Eraser.plan(
      EraseArea(cells), in: context.document, index: context.index, options: context.rasterOptions)
    var effects: [ToolEffect] = [
      .commit(erasure.transaction, title: "Erase", selecting: nil, group: Self.group)
    ]
    if !erasure.tooLarge.isEmpty { effects.append(.message("A shape too large to cut was left whole")) }
    return effects
  }
}
