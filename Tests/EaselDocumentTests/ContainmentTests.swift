import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// A document, its index and its history, with the follow-ups the editor runs after every
/// transaction, in its order (`EditorState.perform`): contents, connectors, empty groups.
private struct Session {
  var document: Document
  var index: SpatialIndex
  var history = History()

  init(_ shapes: [Shape]) throws {
    document = try Document(shapes: shapes)
    index = SpatialIndex(document)
  }

  mutating func perform(
    _ make: (Document) -> Transaction, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var selection = Selection.empty
    let transaction = make(document)
    try history.perform(transaction, titled: "Edit", on: &document, selection: &selection)
    index.apply(transaction)
    for followUp in [
      { (document: Document, index: SpatialIndex) in
        document.containmentFollowUp(after: transaction, index: index)
      },
      { document, index in document.connectorFollowUp(after: transaction, index: index) },
      { document, _ in document.emptyGroupCleanup(after: transaction) },
    ] {
      let edits = followUp(document, index)
      try history.performFollowUp(edits, on: &document)
      index.apply(edits)
    }
    expectSound(document, sourceLocation: sourceLocation)
    #expect(SpatialIndex(document).count == index.count, sourceLocation: sourceLocation)
  }

  mutating func undo() throws {
    _ = try history.undo(&document)
    index = SpatialIndex(document)
    expectSound(document)
  }

  mutating func redo() throws {
    _ = try history.redo(&document)
    index = SpatialIndex(document)
    expectSound(document)
  }

  func bounds(_ id: UInt64) -> CanvasRect? { document[ShapeID(id)]?.bounds }
  func container(_ id: UInt64) -> UInt64? { document[ShapeID(id)]?.containerID?.rawValue }
}

private func inside(_ shape: Shape, _ container: UInt64?) -> Shape {
  var shape = shape
  shape.containerID = container.map(ShapeID.init)
  return shape
}

private func resized(_ shape: Shape, to bounds: CanvasRect) -> Shape {
  var shape = shape
  guard case .rectangle(var rectangle) = shape.kind else { return shape }
  rectangle.bounds = bounds
  shape.kind = .rectangle(rectangle)
  return shape
}

private func rect(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
  CanvasRect(column: column, row: row, columns: columns, rows: rows)
}

private func connector(_ id: UInt64, from: UInt64, to: UInt64, in container: UInt64? = nil) -> Shape {
  inside(
    Shape(
      id: ShapeID(id),
      kind: .line(
        Line(
          start: .zero, end: .zero, arrowAtEnd: true, route: .elbow,
          startBinding: LineBinding(shape: ShapeID(from)), endBinding: LineBinding(shape: ShapeID(to))))),
    container)
}

/// A frame (1) holding a box (2) that holds a text (3), a text (4) in the frame, and a text
/// outside (5).
private func nested() throws -> Session {
  try Session([
    Make.rectangle(1, at: 0, 0, size: 30, 12),
    inside(Make.rectangle(2, at: 2, 2, size: 12, 6), 1),
    inside(Make.text(3, at: 4, 4, "inner"), 2),
    inside(Make.text(4, at: 20, 9, "note"), 1),
    Make.text(5, at: 40, 0, "outside"),
  ])
}

@Suite("Boxes keep their content")
struct ContainmentTests {
  @Test("Moving a box carries what it contains, however deep, in the same undo step")
  func moveCarries() throws {
    var session = try nested()
    let before = session.document
    try session.perform { $0.translating([ShapeID(1)], columns: 5, rows: 3) }
    #expect(session.bounds(1) == rect(5, 3, 30, 12))
    #expect(session.bounds(2) == rect(7, 5, 12, 6))
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 9, row: 7))
    #expect(session.bounds(4)?.origin == CanvasPoint(column: 25, row: 12))
    #expect(session.bounds(5)?.origin == CanvasPoint(column: 40, row: 0))
    #expect([2, 3, 4].map { session.container($0) } == [1, 2, 1])
    #expect(session.history.undoSteps.count == 1)
    let after = session.document
    try session.undo()
    #expect(session.document == before)
    try session.redo()
    #expect(session.document == after)
  }

  @Test("Moving the inner box alone carries only its own contents and keeps it in the frame")
  func moveInner() throws {
    var session = try nested()
    try session.perform { $0.translating([ShapeID(2)], columns: 1, rows: 1) }
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 5, row: 5))
    #expect(session.bounds(4)?.origin == CanvasPoint(column: 20, row: 9))
    #expect(session.container(2) == 1)
  }

  @Test("A held nudge, step by step in one undo group, keeps contents with the box")
  func heldNudge() throws {
    var session = try nested()
    let before = session.document
    session.history.beginGroup()
    for _ in 0..<4 { try session.perform { $0.translating([ShapeID(1)], columns: 1, rows: 0) } }
    session.history.endGroup()
    #expect(session.history.undoSteps.count == 1)
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 8, row: 4))
    #expect([2, 3, 4].map { session.container($0) } == [1, 2, 1])
    try session.undo()
    #expect(session.document == before)
  }

  @Test("A box moved together with its contents moves each of them once")
  func movedTogether() throws {
    var session = try nested()
    try session.perform { $0.translating(Set([1, 2, 3, 4].map { ShapeID($0) }), columns: -2, rows: 1) }
    #expect(session.bounds(2) == rect(0, 3, 12, 6))
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 2, row: 5))
    #expect([2, 3, 4].map { session.container($0) } == [1, 2, 1])
  }

  @Test("Deleting a box deletes what it contains; undo brings all back, relations too")
  func deleteTakesContents() throws {
    var session = try nested()
    let before = session.document
    try session.perform { $0.removing([ShapeID(2)]) }
    #expect(session.document.shapes.map(\.id.rawValue) == [1, 4, 5])
    try session.perform { $0.removing([ShapeID(1)]) }
    #expect(session.document.shapes.map(\.id.rawValue) == [5])
    try session.undo()
    try session.undo()
    #expect(session.document == before)
  }

  @Test("A box gone another way (the eraser) hands what it held to the box around it")
  func removedContainerHandsOn() throws {
    var session = try nested()
    try session.perform { document in
      Transaction([.remove(document[ShapeID(2)]!, at: document.zIndex(of: ShapeID(2))!)])
    }
    #expect(session.container(3) == 1)
    try session.perform { document in
      Transaction([.remove(document[ShapeID(1)]!, at: document.zIndex(of: ShapeID(1))!)])
    }
    #expect(session.container(3) == nil)
    #expect(session.container(4) == nil)
    try session.undo()
    try session.undo()
    #expect(session.container(3) == 2)
  }

  @Test("Copying a box copies what it contains into the copy; a shape copied alone is in no box")
  func copies() throws {
    var session = try nested()
    let collection = session.document.collection(of: [ShapeID(2)])
    #expect(collection.shapes.map(\.id.rawValue) == [2, 3])
    #expect(collection.shapes.map(\.containerID) == [nil, ShapeID(2)])
    var document = session.document
    let copies = document.makeCopies(of: collection, columns: 40, rows: 0)
    try session.perform { $0.adding(copies) }
    let (box, text) = (copies.shapes[0].id, copies.shapes[1].id)
    #expect(session.document[text]?.containerID == box)
    #expect(session.document[box]?.containerID == nil)
    let alone = session.document.collection(of: [ShapeID(3)])
    #expect(alone.shapes.map(\.containerID) == [nil])
  }

  @Test("A duplicate lands in the box its original is in, and a paste into a box is taken by it")
  func duplicateStaysInBox() throws {
    var session = try nested()
    var document = session.document
    let copies = document.makeCopies(of: session.document.collection(of: [ShapeID(3)]), columns: 1, rows: 1)
    try session.perform { $0.adding(copies) }
    #expect(session.document[copies.shapes[0].id]?.containerID == ShapeID(2))
    // A whole box pasted inside the frame: the box goes in the frame, its text stays in it.
    document = session.document
    let boxCopy = document.makeCopies(of: session.document.collection(of: [ShapeID(2)]), columns: 14, rows: 0)
    try session.perform { $0.adding(boxCopy) }
    #expect(session.document[boxCopy.shapes[0].id]?.containerID == ShapeID(1))
    #expect(session.document[boxCopy.shapes[1].id]?.containerID == boxCopy.shapes[0].id)
  }

  @Test("Resizing keeps contents where they are, moves in what would stick out, lets go of what is too big")
  func resize() throws {
    var session = try nested()
    let frame = session.document[ShapeID(1)]!
    // Wider: nothing moves.
    try session.perform { $0.updating([resized(frame, to: rect(0, 0, 40, 12))]) }
    #expect(session.bounds(4)?.origin == CanvasPoint(column: 20, row: 9))
    // From the right, past the note: the note moves in, just inside the frame.
    try session.perform { $0.updating([resized($0[ShapeID(1)]!, to: rect(0, 0, 22, 12))]) }
    #expect(session.bounds(4) == rect(17, 9, 4, 1))
    #expect(session.container(4) == 1)
    // From the left, past the inner box: it moves in with its text.
    try session.perform { $0.updating([resized($0[ShapeID(1)]!, to: rect(4, 0, 18, 12))]) }
    #expect(session.bounds(2) == rect(5, 2, 12, 6))
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 7, row: 4))
    // Smaller than the inner box: it is let go and stays.
    try session.perform { $0.updating([resized($0[ShapeID(1)]!, to: rect(4, 0, 10, 12))]) }
    #expect(session.container(2) == nil)
    #expect(session.bounds(2) == rect(5, 2, 12, 6))
    #expect(session.container(3) == 2)
    #expect(session.container(4) == 1)
    for _ in 0..<4 { try session.undo() }
    #expect(session.document == (try nested()).document)
  }

  @Test("Connectors among contained shapes follow their box; one leaving it is routed to where they are")
  func connectorsInside() throws {
    var session = try Session([
      Make.rectangle(1, at: 0, 0, size: 40, 12),
      inside(Make.rectangle(2, at: 2, 2, size: 8, 4), 1),
      inside(Make.rectangle(3, at: 20, 2, size: 8, 4), 1),
      Make.rectangle(4, at: 60, 2, size: 8, 4),
      connector(5, from: 2, to: 3, in: 1),
      connector(6, from: 3, to: 4),
    ])
    let routed = session.document.shapes.map { shape -> Shape in
      guard case .line(let line) = shape.kind else { return shape }
      var shape = shape
      shape.kind = .line(session.document.routed(line, index: session.index))
      return shape
    }
    try session.perform { $0.updating(routed) }
    let inner = try #require(session.document[ShapeID(5)])
    let outer = try #require(session.document[ShapeID(6)])
    try session.perform { $0.translating([ShapeID(1)], columns: 3, rows: 10) }
    // The inner connector moved with its boxes, unchanged in shape.
    #expect(session.document[ShapeID(5)]?.kind == inner.kind.translated(columns: 3, rows: 10))
    #expect(session.container(5) == 1)
    // The outer one is routed again between box 3, moved, and box 4, not.
    guard case .line(let line) = session.document[ShapeID(6)]?.kind else {
      Issue.record("connector 6 is gone")
      return
    }
    #expect(session.document[ShapeID(6)] != outer)
    #expect(line.boundShapes == [ShapeID(3), ShapeID(4)])
    let moved = try #require(session.bounds(3))
    #expect(moved == rect(23, 12, 8, 4))
    #expect(moved.contains(line.start) && !moved.contains(line.end))
    #expect(session.history.undoSteps.count == 2)
  }

  @Test("A connector lies in the innermost box around both its ends, and is routed inside it")
  func connectorsFollowTheirEnds() throws {
    var session = try Session([
      Make.rectangle(1, at: 0, 0, size: 40, 12),
      inside(Make.rectangle(2, at: 2, 2, size: 8, 4), 1),
      inside(Make.rectangle(3, at: 20, 2, size: 8, 4), 1),
      Make.rectangle(4, at: 60, 2, size: 8, 4),
    ])
    // Drawn between the two boxes in the frame: in the frame, its route inside it.
    try session.perform { document in
      let line = connector(5, from: 2, to: 3)
      guard case .line(let drawn) = line.kind else { return Transaction() }
      var routed = line
      routed.kind = .line(document.routed(drawn, index: SpatialIndex(document)))
      return document.adding([routed])
    }
    #expect(session.container(5) == 1)
    let frame = try #require(session.document[ShapeID(1)])
    #expect(Document.holds(frame, try #require(session.bounds(5))), "the route stays in the frame")
    // From the frame to a box in it: in the frame. From a box in it to one outside: in none.
    try session.perform { $0.adding([connector(6, from: 1, to: 2), connector(7, from: 3, to: 4)]) }
    #expect(session.container(6) == 1)
    #expect(session.container(7) == nil)
    // Box 3 dragged out of the frame: the connector to it leaves the frame too; the one to box
    // 4 now joins two free boxes.
    try session.perform { $0.translating([ShapeID(3)], columns: 0, rows: 14) }
    #expect(session.container(3) == nil)
    #expect(session.container(5) == nil)
    #expect(session.container(7) == nil)
    // And back in: both ends in the frame again.
    try session.perform { $0.translating([ShapeID(3)], columns: 0, rows: -14) }
    #expect(session.container(3) == 1)
    #expect(session.container(5) == 1)
  }

  @Test("A shape dragged out of its box is let go; dropped wholly inside another, it goes in the innermost")
  func dragInAndOut() throws {
    var session = try nested()
    // Out of the inner box, still in the frame.
    try session.perform { $0.translating([ShapeID(3)], columns: 12, rows: 0) }
    #expect(session.container(3) == 1)
    // Out of the frame.
    try session.perform { $0.translating([ShapeID(3)], columns: 20, rows: 0) }
    #expect(session.container(3) == nil)
    // Back into the inner box: the innermost box holding it takes it.
    try session.perform { $0.translating([ShapeID(3)], columns: -32, rows: 0) }
    #expect(session.container(3) == 2)
    // Half over the inner box's frame: the frame still holds it.
    try session.perform { $0.translating([ShapeID(3)], columns: 0, rows: 3) }
    #expect(session.container(3) == 1)
    // The free text dropped into the frame.
    try session.perform { $0.translating([ShapeID(5)], columns: -20, rows: 2) }
    #expect(session.container(5) == 1)
  }

  @Test("Moves by different amounts (align, distribute) let go of what leaves a box but drop nothing in one")
  func alignIsNoDrop() throws {
    var session = try nested()
    try session.perform { document in
      document.updating([
        document[ShapeID(5)]!.translated(columns: -20, rows: 2),
        document[ShapeID(4)]!.translated(columns: 30, rows: 0),
      ])
    }
    #expect(session.bounds(5)?.origin == CanvasPoint(column: 20, row: 2))
    #expect(session.container(5) == nil)
    #expect(session.container(4) == nil)
    // The same two moves one at a time are drops.
    try session.undo()
    try session.perform { $0.translating([ShapeID(5)], columns: -20, rows: 2) }
    try session.perform { $0.translating([ShapeID(4)], columns: 30, rows: 0) }
    #expect(session.container(5) == 1)
    #expect(session.container(4) == nil)
  }

  @Test("A shape behind a box, or a box moved onto shapes, makes no container")
  func behindAndLandedOn() throws {
    var session = try Session([
      Make.text(1, at: 3, 2, "under"),
      Make.rectangle(2, at: 0, 0, size: 12, 5),
      Make.text(3, at: 30, 2, "free"),
      Make.rectangle(4, at: 40, 0, size: 12, 5),
    ])
    try session.perform { $0.translating([ShapeID(1)], columns: 1, rows: 0) }
    #expect(session.container(1) == nil)
    // The box moved over the free text: the text stays free (and stays put).
    try session.perform { $0.translating([ShapeID(2)], columns: 27, rows: 0) }
    #expect(session.container(3) == nil)
    #expect(session.bounds(3)?.origin == CanvasPoint(column: 30, row: 2))
    #expect(session.container(1) == nil)
  }

  @Test("A shape drawn inside a box goes in it; a box drawn over shapes takes none of them")
  func drawnInside() throws {
    var session = try nested()
    try session.perform { $0.adding([Make.text(6, at: 3, 6, "new")]) }
    #expect(session.container(6) == 2)
    try session.perform { $0.adding([Make.rectangle(7, at: 35, -2, size: 30, 6)]) }
    #expect(session.container(5) == nil)
    try session.perform { $0.adding([Make.rectangle(8, at: 16, 1, size: 10, 5)]) }
    #expect(session.container(8) == 1)
    #expect(session.container(4) == 1)
  }

  @Test("A drawing made whole (an import) gets every shape put in the innermost box holding it")
  func placingInBoxes() throws {
    var document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, size: 30, 12),
      Make.rectangle(2, at: 2, 2, size: 12, 6),
      Make.text(3, at: 4, 4, "inner"),
      Make.rectangle(6, at: 16, 2, size: 8, 4),
      connector(7, from: 2, to: 6),
      Make.text(4, at: 20, 9, "note"),
      Make.text(5, at: 40, 0, "outside"),
      Make.text(8, at: 1, 1, "behind"),
    ])
    try document.apply(Transaction([.reorder(ShapeID(8), from: 7, to: 0)]))
    try apply(document.placingInBoxes(index: SpatialIndex(document)), to: &document)
    let containers = document.shapes.map { "\($0.id.rawValue):\($0.containerID?.rawValue ?? 0)" }
    #expect(containers == ["8:0", "1:0", "2:1", "3:2", "6:1", "7:1", "4:1", "5:0"])
    // Only the shapes named; already placed shapes are left as they are.
    #expect(document.placingInBoxes(index: SpatialIndex(document)).isEmpty)
    var some = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, size: 30, 12), Make.text(2, at: 2, 2, "a"), Make.text(3, at: 4, 4, "b"),
    ])
    try apply(some.placingInBoxes([ShapeID(3)], index: SpatialIndex(some)), to: &some)
    #expect(some[ShapeID(2)]?.containerID == nil)
    #expect(some[ShapeID(3)]?.containerID == ShapeID(1))
  }

  @Test("Hidden boxes take nothing; locked boxes still do")
  func hiddenAndLocked() throws {
    var hiddenBox = Make.rectangle(1, at: 0, 0, size: 12, 5)
    hiddenBox.isHidden = true
    var lockedBox = Make.rectangle(2, at: 20, 0, size: 12, 5)
    lockedBox.isLocked = true
    var session = try Session([hiddenBox, lockedBox])
    try session.perform { $0.adding([Make.text(3, at: 2, 2, "a"), Make.text(4, at: 22, 2, "b")]) }
    #expect(session.container(3) == nil)
    #expect(session.container(4) == 2)
  }

  @Test(
    "The document refuses a shape in itself or in a circle, at once; a missing or wrong box is a violation")
  func soundness() throws {
    #expect(throws: EditError.self) { try Document(shapes: [inside(Make.rectangle(1, at: 0, 0), 1)]) }
    #expect(throws: EditError.self) {
      try Document(shapes: [inside(Make.rectangle(1, at: 0, 0), 2), inside(Make.rectangle(2, at: 0, 0), 1)])
    }
    #expect(throws: EditError.self) { try Document(shapes: [inside(Make.text(1, at: 0, 0, "a"), 9)]) }
    var document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, size: 20, 10), inside(Make.rectangle(2, at: 2, 2, size: 8, 5), 1),
      Make.text(3, at: 3, 3, "t"),
    ])
    // An edit putting a box inside what it holds is refused, the document left as it was.
    let circle = Transaction([.update(from: document[ShapeID(1)]!, to: inside(document[ShapeID(1)]!, 2))])
    #expect(throws: EditError.self) { try document.apply(circle) }
    #expect(document.invariantViolations() == [])
    // In a text: allowed by the edit, reported as a violation.
    try document.apply(
      Transaction([.update(from: document[ShapeID(2)]!, to: inside(document[ShapeID(2)]!, 3))]))
    #expect(document.invariantViolations() == ["shape #2 is in shape #3, a text, which holds no shapes"])
  }

  @Test("Boxes nest at most 32 deep: a deeper drop is not taken, a deeper edit refused")
  func depthLimit() throws {
    var shapes: [Shape] = []
    for level in 0...32 {
      let id = UInt64(level + 1)
      shapes.append(
        inside(
          Make.rectangle(id, at: level, level, size: 200 - 2 * level, 100 - 2 * level),
          level == 0 ? nil : id - 1))
    }
    var session = try Session(shapes)
    #expect(session.document.containers(of: ShapeID(33)).count == 32)
    try session.perform { $0.adding([Make.text(40, at: 50, 50, "deep")]) }
    // The innermost box is 32 deep: the text cannot go in it, nor in any box (they hold it only
    // through the innermost), so it goes in the deepest that keeps the limit.
    #expect(session.container(40) == 32)
    let tooDeep = inside(session.document[ShapeID(40)]!, 33)
    var document = session.document
    #expect(throws: EditError.self) {
      try document.apply(Transaction([.update(from: session.document[ShapeID(40)]!, to: tooDeep)]))
    }
  }

  @Test("A preview of a moved or resized box shows its contents where the edit will put them")
  func preview() throws {
    let session = try nested()
    let moved = session.document[ShapeID(1)]!.translated(columns: 2, rows: 0)
    let shown = session.document.contentsFollowing([moved])
    #expect(shown.map(\.id.rawValue) == [1, 2, 3, 4])
    #expect(shown.map(\.bounds.minColumn) == [2, 4, 6, 22])
    let smaller = resized(session.document[ShapeID(1)]!, to: rect(0, 0, 22, 12))
    #expect(
      session.document.contentsFollowing([smaller]).map(\.bounds) == [rect(0, 0, 22, 12), rect(17, 9, 4, 1)])
  }

  @Test("Random edits keep boxes and contents sound, carried together, and undo and redo exactly")
  func randomEdits() throws {
    var random = SeededRandom(seed: 2025)
    var carriedMoves = 0
    for _ in 0..<60 {
      var shapes: [Shape] = []
      var next: UInt64 = 1
      // A few frames, each with boxes and texts inside, some inside the inner boxes.
      for frame in 0..<random.next(in: 1...3) {
        let frameID = next
        let origin = (frame * 50, random.next(in: 0...10))
        shapes.append(Make.rectangle(frameID, at: origin.0, origin.1, size: 40, 20))
        next += 1
        for inner in 0..<random.next(in: 0...2) {
          let boxID = next
          shapes.append(
            inside(Make.rectangle(boxID, at: origin.0 + 2 + inner * 18, origin.1 + 2, size: 16, 8), frameID))
          next += 1
          shapes.append(
            inside(Make.text(next, at: origin.0 + 4 + inner * 18, origin.1 + 4, "t\(next)"), boxID))
          next += 1
        }
        shapes.append(inside(Make.text(next, at: origin.0 + 3, origin.1 + 15, "n\(next)"), frameID))
        next += 1
      }
      shapes.append(Make.text(next, at: 0, 40, "free"))
      next += 1
      var session = try Session(shapes)
      // Shapes only: undo keeps IDs handed out (`nextShapeID`) as they are.
      var states = [session.document.shapes]
      for _ in 0..<12 {
        let ids = session.document.shapes.map(\.id)
        guard !ids.isEmpty else { break }
        let picked = random.element(of: ids)
        let before = session.document
        switch random.next(below: 6) {
        case 0, 1:
          let (dx, dy) = (random.next(in: -6...6), random.next(in: -4...4))
          try session.perform { $0.translating([picked], columns: dx, rows: dy) }
          // Everything the moved shape held, however deep, moved with it.
          if (dx, dy) != (0, 0) && before.withContents([picked]).count > 1 { carriedMoves += 1 }
          for content in before.withContents([picked]) where content != picked {
            if let old = before[content]?.bounds, let new = session.document[content]?.bounds {
              let carried = CanvasRect(
                column: old.minColumn + dx, row: old.minRow + dy, columns: old.size.columns,
                rows: old.size.rows)
              #expect(new == carried || new == old)
            }
          }
        case 2:
          try session.perform { $0.removing([picked]) }
          for content in before.withContents([picked]) { #expect(!session.document.contains(content)) }
        case 3:
          guard let shape = before[picked], case .rectangle(let box) = shape.kind else { continue }
          let bounds = box.bounds
          let grown = rect(
            bounds.minColumn + random.next(in: -3...3), bounds.minRow + random.next(in: -2...2),
            max(1, bounds.size.columns + random.next(in: -12...6)),
            max(1, bounds.size.rows + random.next(in: -6...4)))
          try session.perform { $0.updating([resized(shape, to: grown)]) }
        case 4:
          var document = session.document
          let copies = document.makeCopies(
            of: session.document.collection(of: [picked]), columns: random.next(in: 0...3), rows: 1)
          try session.perform { $0.adding(copies) }
        default:
          let id = session.document.nextShapeID
          let (column, row) = (random.next(in: 0...150), random.next(in: 0...30))
          try session.perform { $0.adding([Make.text(id, at: column, row, "x")]) }
        }
        // Every contained text lies inside its box, whatever moved or was resized (a box
        // resized past its own box stays in it, as a text that grows would).
        for shape in session.document.shapes {
          guard case .text = shape.kind, let box = shape.containerID.flatMap({ session.document[$0] }) else {
            continue
          }
          #expect(Document.holds(box, shape.bounds), "shape \(shape.id) sticks out of box \(box.id)")
        }
        if session.document.shapes != states.last! { states.append(session.document.shapes) }
      }
      // Undo walks back through every state, redo forward again.
      var seen = [session.document.shapes]
      while session.history.canUndo {
        try session.undo()
        seen.append(session.document.shapes)
      }
      #expect(Array(seen.reversed()) == states)
      while session.history.canRedo { try session.redo() }
      #expect(session.document.shapes == states.last!)
    }
    #expect(carriedMoves > 20)
  }
}
