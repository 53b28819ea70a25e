import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// The naive model the document and its history are checked against: the shapes as a plain
/// array, and undo as a stack of whole snapshots.
private struct Model {
  struct Snapshot {
    var shapesBefore: [Shape]
    var shapesAfter: [Shape]
    var selectionBefore: Selection
    var selectionAfter: Selection
    /// Which document states the step joins; each new state gets a number of its own, so "as
    /// saved" means "the number saved is the current one".
    var stateBefore: Int
    var stateAfter: Int
  }

  enum Grouping { case none, pending, open }

  var shapes: [Shape] = []
  var nextID: UInt64 = 1
  var selection = Selection.empty
  var undo: [Snapshot] = []
  var redo: [Snapshot] = []
  var grouping = Grouping.none
  var state = 0
  var stateCount = 1
  var savedState: Int? = 0

  /// One user action ending with `newShapes` and `newSelection`; an action that changes no
  /// shape records nothing.
  mutating func record(_ newShapes: [Shape], selecting newSelection: Selection?) {
    let before = selection
    if let newSelection { selection = newSelection }
    guard newShapes != shapes else { return }
    redo.removeAll()
    let newState = stateCount
    stateCount += 1
    if grouping == .open, var last = undo.popLast() {
      last.shapesAfter = newShapes
      last.selectionAfter = selection
      last.stateAfter = newState
      undo.append(last)
    } else {
      undo.append(
        Snapshot(
          shapesBefore: shapes, shapesAfter: newShapes, selectionBefore: before, selectionAfter: selection,
          stateBefore: state, stateAfter: newState))
      if grouping == .pending { grouping = .open }
    }
    shapes = newShapes
    state = newState
  }

  mutating func undoStep() -> Selection? {
    grouping = .none
    guard let step = undo.popLast() else { return nil }
    redo.append(step)
    shapes = step.shapesBefore
    state = step.stateBefore
    selection = step.selectionBefore
    return step.selectionBefore
  }

  mutating func redoStep() -> Selection? {
    grouping = .none
    guard let step = redo.popLast() else { return nil }
    undo.append(step)
    shapes = step.shapesAfter
    state = step.stateAfter
    selection = step.selectionAfter
    return step.selectionAfter
  }

  var isAtSavedState: Bool { savedState == state }

  /// Moves a shape the long way round, independently of `Shape.translated`.
  static func moved(_ shape: Shape, _ columns: Int, _ rows: Int) -> Shape {
    func move(_ point: CanvasPoint) -> CanvasPoint {
      CanvasPoint(column: point.column + columns, row: point.row + rows)
    }
    var result = shape
    switch shape.kind {
    case .rectangle(var rectangle):
      rectangle.bounds.origin = move(rectangle.bounds.origin)
      result.kind = .rectangle(rectangle)
    case .ellipse(var ellipse):
      ellipse.bounds.origin = move(ellipse.bounds.origin)
      result.kind = .ellipse(ellipse)
    case .line(var line):
      line.start = move(line.start)
      line.end = move(line.end)
      result.kind = .line(line)
    case .pen(var pen):
      pen.points = pen.points.map { DotPoint(x: $0.x + 2 * columns, y: $0.y + 4 * rows) }
      result.kind = .pen(pen)
    case .brush(var brush):
      brush.cells = brush.cells.map(move)
      result.kind = .brush(brush)
    case .text(var text):
      text.origin = move(text.origin)
      result.kind = .text(text)
    }
    return result
  }
}

/// Random shapes and choices, all from one seeded generator.
private struct Dice {
  var generator: SplitMix64

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  /// Each element with probability `percent`, in the array's order (never a Set's).
  mutating func subset<T>(_ values: [T], percent: Int) -> [T] { values.filter { _ in chance(percent) } }

  mutating func point() -> CanvasPoint { CanvasPoint(column: int(-60...60), row: int(-30...30)) }

  mutating func rect() -> CanvasRect {
    CanvasRect(origin: point(), size: CellSize(columns: int(1...12), rows: int(1...6)))
  }

  mutating func color() -> ShapeColor {
    switch int(0...3) {
    case 0: return .default
    case 1: return .ansi(UInt8(int(0...15)))
    case 2: return .palette(UInt8(int(0...255)))
    default: return .rgb(UInt8(int(0...255)), UInt8(int(0...255)), UInt8(int(0...255)))
    }
  }

  mutating func kind() -> ShapeKind {
    let styles = FrameStyle.allCases
    switch int(0...5) {
    case 0:
      return .rectangle(
        Rectangle(
          bounds: rect(), frameStyle: pick(styles), fillCharacter: pick([nil, " ", "░", "#"]),
          label: pick(["", "label", "two\nlines", "日本"])))
    case 1: return .ellipse(Ellipse(bounds: rect(), isFilled: chance(50)))
    case 2:
      return .line(
        Line(
          start: point(), end: point(), style: pick(styles), arrowAtStart: chance(50), arrowAtEnd: chance(50))
      )
    case 3:
      return .pen(
        PenStroke(points: (0..<int(1...6)).map { _ in DotPoint(x: int(-120...120), y: int(-120...120)) }))
    case 4:
      var cells: [CanvasPoint] = []
      for _ in 0..<int(1...6) {
        let cell = point()
        if !cells.contains(cell) { cells.append(cell) }
      }
      return .brush(BrushStroke(cells: cells, character: pick(["█", "▓", "*", "日"]), size: int(1...4)))
    default:
      return .text(
        TextShape(origin: point(), text: pick(["hello", "日本語", "a😀b", "two\nlines", "e\u{301}", "👨‍👩‍👧"])))
    }
  }

  mutating func shape(_ id: ShapeID) -> Shape {
    Shape(id: id, kind: kind(), strokeColor: color(), fillColor: color())
  }

  mutating func move() -> Document.ZOrderMove { pick([.forward, .backward, .toFront, .toBack]) }
}

/// One random session: the real document and history, the model, and a log of recent steps
/// to print when they disagree.
private struct Session {
  let seed: UInt64
  var dice: Dice
  var document = Document()
  var selection = Selection.empty
  var history = History()
  var model = Model()
  var log: [String] = []
  var step = 0

  init(seed: UInt64) {
    self.seed = seed
    dice = Dice(generator: SplitMix64(seed: seed))
  }

  mutating func note(_ line: String) {
    log.append("\(step): \(line)")
    if log.count > 25 { log.removeFirst() }
  }

  var context: Comment { "seed \(seed), step \(step); last steps:\n\(log.joined(separator: "\n"))" }

  var ids: [ShapeID] { model.shapes.map(\.id) }

  /// Runs one action on both sides: `transaction` on the real document, `newShapes` on the model.
  mutating func perform(
    _ transaction: Transaction, expecting newShapes: [Shape], selecting newSelection: Selection?,
    _ what: String
  ) throws {
    note("\(what): \(transaction.edits.count) edits")
    #expect(transaction.isEmpty == (newShapes == model.shapes), context)
    try history.perform(
      transaction, titled: what, on: &document, selection: &selection, selectingAfter: newSelection)
    model.record(newShapes, selecting: newSelection)
  }

  mutating func add() throws {
    let base = model.nextID
    var made: UInt64 = 0
    var new: [Shape] = []
    for _ in 0..<dice.int(1...3) {
      let id: ShapeID
      if dice.chance(10) {
        // A pasted shape keeping an ID from elsewhere, above the next one.
        id = ShapeID(base + 10 + UInt64(dice.int(0...5)))
        if new.contains(where: { $0.id == id }) { continue }
      } else {
        id = document.makeShapeID()
        try #require(id.rawValue == base + made, context)
        made += 1
      }
      new.append(dice.shape(id))
    }
    model.nextID = max(base + made, (new.map(\.id.rawValue).max() ?? 0) + 1)
    let selected = Selection(Set(new.map(\.id)))
    try perform(
      document.adding(new), expecting: model.shapes + new, selecting: selected, "add \(new.map(\.id))")
  }

  mutating func remove() throws {
    var chosen = dice.subset(ids, percent: 25)
    if dice.chance(20) { chosen.append(ShapeID(model.nextID + 1_000)) }
    let gone = Set(chosen)
    var after = selection
    after.shapeIDs.subtract(gone)
    try perform(
      document.removing(gone), expecting: model.shapes.filter { !gone.contains($0.id) }, selecting: after,
      "remove \(chosen)")
  }

  mutating func update() throws {
    guard !model.shapes.isEmpty else { return }
    let index = dice.int(0...model.shapes.count - 1)
    var changed = model.shapes[index]
    switch dice.int(0...3) {
    case 0: changed.strokeColor = dice.color()
    case 1: changed.fillColor = dice.color()
    case 2: break  // unchanged: no edit
    default: changed.kind = dice.kind()
    }
    var expected = model.shapes
    expected[index] = changed
    try perform(document.updating([changed]), expecting: expected, selecting: nil, "update \(changed.id)")
  }

  mutating func translate(_ moving: Set<ShapeID>, columns: Int, rows: Int) throws {
    let expected = model.shapes.map { moving.contains($0.id) ? Model.moved($0, columns, rows) : $0 }
    try perform(
      document.translating(moving, columns: columns, rows: rows), expecting: expected, selecting: nil,
      "translate \(moving.sorted()) by \(columns), \(rows)")
  }

  mutating func reorder() throws {
    let chosen = Set(dice.chance(60) ? Array(selection.shapeIDs) : dice.subset(ids, percent: 30))
    let move = dice.move()
    let expectedOrder = ReorderReference.reorder(ids, selected: chosen, move)
    let byID = Dictionary(uniqueKeysWithValues: model.shapes.map { ($0.id, $0) })
    try perform(
      document.reordering(chosen, move), expecting: expectedOrder.map { byID[$0]! }, selecting: nil,
      "reorder \(chosen.sorted()) \(move)")
  }

  mutating func select() {
    let chosen = dice.subset(ids, percent: 30)
    let region: CanvasRect? = dice.chance(30) ? dice.rect() : nil
    selection = Selection(Set(chosen), region: region)
    model.selection = selection
    note("select \(chosen)")
  }

  mutating func undo() throws {
    note("undo")
    let restored = try history.undo(&document)
    if let restored { selection = restored }
    let expected = model.undoStep()
    #expect(restored == expected, context)
  }

  mutating func redo() throws {
    note("redo")
    let restored = try history.redo(&document)
    if let restored { selection = restored }
    let expected = model.redoStep()
    #expect(restored == expected, context)
  }

  /// A held arrow: one group of moves by 1, then 2, then 4 cells, sometimes saved or cut short
  /// by an undo in the middle.
  mutating func heldArrow() throws {
    note("hold arrow")
    history.beginGroup()
    model.grouping = .pending
    let direction = dice.pick([(1, 0), (-1, 0), (0, 1), (0, -1), (0, 0)])
    for repeatIndex in 0..<dice.int(1...12) {
      let distance = repeatIndex < 4 ? 1 : repeatIndex < 8 ? 2 : 4
      try translate(selection.shapeIDs, columns: direction.0 * distance, rows: direction.1 * distance)
      try check()
      if dice.chance(5) { markSaved() }
      if dice.chance(3) {
        try undo()
        return
      }
    }
    history.endGroup()
    model.grouping = .none
  }

  mutating func markSaved() {
    note("save")
    history.markSaved()
    model.savedState = model.state
  }

  /// A transaction that cannot fit: it must throw and change nothing.
  mutating func refused() throws {
    guard let victim = model.shapes.indices.randomElement(using: &dice.generator) else { return }
    let shape = model.shapes[victim]
    var other = shape
    other.strokeColor = other.strokeColor == .rgb(1, 2, 3) ? .rgb(3, 2, 1) : .rgb(1, 2, 3)
    let bad: Edit =
      switch dice.int(0...4) {
      case 0: .insert(shape, at: dice.int(0...model.shapes.count))
      case 1: .remove(shape, at: victim + 1)
      case 2: .remove(other, at: victim)
      case 3: .update(from: other, to: shape)
      default: .reorder(shape.id, from: victim + 1, to: 0)
      }
    note("refused \(bad.shapeID)")
    let good = document.translating([shape.id], columns: 1, rows: 1)
    let transaction = dice.chance(50) ? good.followed(by: Transaction([bad])) : Transaction([bad])
    let before = (document, selection, history)
    #expect(throws: EditError.self, context) {
      try history.perform(
        transaction, titled: "bad", on: &document, selection: &selection, selectingAfter: .empty)
    }
    #expect(document == before.0, context)
    #expect(document.revision == before.0.revision, context)
    #expect(selection == before.1, context)
    #expect(history == before.2, context)
  }

  mutating func randomStep() throws {
    step += 1
    switch dice.int(1...100) {
    case 1...14: try add()
    case 15...22: try remove()
    case 23...32: try update()
    case 33...44:
      let moving = Set(dice.chance(70) ? Array(selection.shapeIDs) : dice.subset(ids, percent: 30))
      try translate(moving, columns: dice.int(-3...3), rows: dice.int(-3...3))
    case 45...56: try reorder()
    case 57...68: try undo()
    case 69...76: try redo()
    case 77...84: select()
    case 85...92: try heldArrow()
    case 93...95: markSaved()
    default: try refused()
    }
    try check()
  }

  /// The real document and history agree with the model, and the document is sound.
  func check() throws {
    try #require(document.shapes == model.shapes, context)
    try #require(document.invariantViolations() == [], context)
    try #require(selection == model.selection, context)
    try #require(document.nextShapeID == model.nextID, context)
    try #require(history.undoSteps.count == model.undo.count, context)
    try #require(history.redoSteps.count == model.redo.count, context)
    try #require(history.canUndo == !model.undo.isEmpty, context)
    try #require(history.canRedo == !model.redo.isEmpty, context)
    try #require(history.isGrouping == (model.grouping != .none), context)
    try #require(history.isAtSavedState == model.isAtSavedState, context)
    try #require(selection.shapeIDs.isSubset(of: Set(document.shapes.map(\.id))), context)
    for (index, shape) in model.shapes.enumerated() {
      try #require(document.zIndex(of: shape.id) == index, context)
    }
  }
}

@Suite("Document and history against a naive model")
struct RandomModelTests {
  @Test("The generator replays the published SplitMix64 sequence")
  func generator() {
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect((0..<10).map { _ in a.next() } == (0..<10).map { _ in b.next() })
  }

  @Test(
    "2,000 random edits, undos, redos, held-arrow runs and saves agree with a model of snapshots",
    arguments: [1, 2, 3, 0xEA5E1] as [UInt64])
  func randomSession(seed: UInt64) throws {
    var session = Session(seed: seed)
    for _ in 0..<2_000 { try session.randomStep() }
    #expect(session.model.shapes.count > 0)
    #expect(session.model.undo.count > 10)

    // Undo everything, then redo everything, checking each step.
    while session.history.canUndo {
      try session.undo()
      try session.check()
    }
    #expect(session.document.isEmpty)
    while session.history.canRedo {
      try session.redo()
      try session.check()
    }
  }
}
