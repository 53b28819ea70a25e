import EaselGeometry
import Testing

@testable import EaselDocument

/// Six shapes, one of each kind, IDs 1...6 bottom to top; the next ID is 100 so inserting a
/// shape with a small new ID does not move it.
private func sixShapes() throws -> Document {
  try Document(shapes: Make.oneOfEachKind(from: 1), nextShapeID: 100)
}

/// `count` rectangles in a given z-order of IDs, spread out so none contains another.
private func boxes(_ order: [UInt64]) throws -> Document {
  try Document(shapes: order.map { Make.rectangle($0, at: Int($0) * 10, 0, size: 5, 5) })
}

@Suite("Edits and their inverses")
struct EditInverseTests {
  static let newShape = Make.text(20, at: 3, 3, "new")

  static let edits: [Edit] = {
    let shapes = Make.oneOfEachKind(from: 1)
    var changed = shapes[2]
    changed.strokeColor = .rgb(1, 2, 3)
    return [
      .insert(newShape, at: 0),
      .insert(newShape, at: 3),
      .insert(newShape, at: 6),
      .remove(shapes[0], at: 0),
      .remove(shapes[3], at: 3),
      .remove(shapes[5], at: 5),
      .update(from: shapes[2], to: changed),
      .update(from: shapes[4], to: shapes[4].translated(columns: -2, rows: 9)),
      .update(
        from: shapes[1],
        to: Shape(id: ShapeID(2), kind: .text(TextShape(origin: .zero, text: "was an ellipse")))),
      .reorder(ShapeID(1), from: 0, to: 5),
      .reorder(ShapeID(6), from: 5, to: 0),
      .reorder(ShapeID(3), from: 2, to: 3),
      .reorder(ShapeID(4), from: 3, to: 1),
      .update(from: shapes[0], to: renamedAndHidden(shapes[0])),
    ]
  }()

  static func renamedAndHidden(_ shape: Shape) -> Shape {
    var shape = shape
    shape.name = "Title"
    shape.isHidden = true
    shape.isLocked = true
    return shape
  }

  @Test("Each edit does what it says and its inverse takes the document back", arguments: edits)
  func inverseUndoes(edit: Edit) throws {
    let original = try sixShapes()
    var document = original
    try apply(Transaction([edit]), to: &document)
    #expect(document != original)
    expectIndexed(document)
    switch edit {
    case .insert(let shape, let index):
      #expect(document.zIndex(of: shape.id) == index)
      #expect(document.count == original.count + 1)
    case .remove(let shape, _):
      #expect(!document.contains(shape.id))
      #expect(document.count == original.count - 1)
    case .update(_, let new):
      #expect(document[new.id] == new)
      #expect(document.zIndex(of: new.id) == original.zIndex(of: new.id))
    case .reorder(let id, _, let to):
      #expect(document.zIndex(of: id) == to)
      #expect(Set(document.shapes) == Set(original.shapes))
    case .insertGroup(let group):
      #expect(document.group(group.id) == group)
      #expect(document.shapes == original.shapes)
    case .removeGroup(let group):
      #expect(!document.isGroup(group.id))
    case .updateGroup(_, let new):
      #expect(document.group(new.id) == new)
    }
    try apply(Transaction([edit.inverse]), to: &document)
    #expect(document == original)
    expectIndexed(document)
  }

  @Test("The inverse of an inverse is the edit itself, about the same shape", arguments: edits)
  func doubleInverse(edit: Edit) {
    #expect(edit.inverse.inverse == edit)
    #expect(edit.inverse != edit)
    #expect(edit.inverse.shapeID == edit.shapeID)
  }

  @Test("An edit names the shape it touches")
  func shapeIDs() {
    let shape = Make.text(9, at: 0, 0, "a")
    #expect(Edit.insert(shape, at: 0).shapeID == ShapeID(9))
    #expect(Edit.remove(shape, at: 4).shapeID == ShapeID(9))
    #expect(Edit.update(from: shape, to: shape.translated(columns: 1, rows: 0)).shapeID == ShapeID(9))
    #expect(Edit.reorder(ShapeID(3), from: 0, to: 1).shapeID == ShapeID(3))
  }

  @Test("A transaction's inverse is the inverse edits in reverse order")
  func transactionInverse() {
    let a = Make.text(1, at: 0, 0, "a")
    let b = Make.text(2, at: 0, 0, "b")
    let transaction = Transaction([
      .insert(a, at: 0), .insert(b, at: 1), .reorder(ShapeID(2), from: 1, to: 0),
    ])
    #expect(
      transaction.inverse.edits == [
        .reorder(ShapeID(2), from: 0, to: 1), .remove(b, at: 1), .remove(a, at: 0),
      ])
    #expect(transaction.inverse.inverse == transaction)
    #expect(Transaction().inverse.isEmpty)
    #expect(!transaction.isEmpty)
    let joined = transaction.followed(by: Transaction([.remove(a, at: 1)]))
    #expect(joined.edits.count == 4)
    #expect(joined.edits.last == .remove(a, at: 1))
  }
}

@Suite("Transactions built from a document")
struct BuiltTransactionTests {
  @Test("Adding puts the new shapes on top, in order")
  func adding() throws {
    var document = try sixShapes()
    let new = [Make.text(7, at: 0, 0, "x"), Make.rectangle(8, at: 1, 1)]
    let transaction = document.adding(new)
    #expect(transaction.edits == [.insert(new[0], at: 6), .insert(new[1], at: 7)])
    try apply(transaction, to: &document)
    #expect(order(document) == [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(document.adding([]).isEmpty)
  }

  @Test("Removing takes shapes out from the top down and ignores unknown IDs")
  func removing() throws {
    var document = try sixShapes()
    let transaction = document.removing(ids(2, 5, 4, 99))
    #expect(transaction.edits.map(\.shapeID.rawValue) == [5, 4, 2])
    try apply(transaction, to: &document)
    #expect(order(document) == [1, 3, 6])
    #expect(document.removing(ids(42)).isEmpty)
    #expect(document.removing([]).isEmpty)
  }

  @Test("Updating skips shapes that did not change and shapes the document does not have")
  func updating() throws {
    var document = try sixShapes()
    var changed = document.shapes[1]
    changed.fillColor = .rgb(9, 9, 9)
    let transaction = document.updating([document.shapes[0], changed, Make.text(55, at: 0, 0, "ghost")])
    #expect(transaction.edits == [.update(from: document.shapes[1], to: changed)])
    try apply(transaction, to: &document)
    #expect(document[ShapeID(2)] == changed)
    #expect(document.updating(document.shapes).isEmpty)
  }

  @Test("Translating moves only the shapes asked for, and moving by nothing is no edit")
  func translating() throws {
    let original = try sixShapes()
    var document = original
    try apply(document.translating(ids(1, 4, 6, 77), columns: -3, rows: 2), to: &document)
    for shape in original.shapes {
      let expected = [1, 4, 6].contains(shape.id.rawValue) ? shape.translated(columns: -3, rows: 2) : shape
      #expect(document[shape.id] == expected)
    }
    #expect(order(document) == order(original))
    #expect(document.translating(ids(1, 2), columns: 0, rows: 0).isEmpty)
    #expect(document.translating([], columns: 5, rows: 5).isEmpty)
    #expect(document.translating(ids(99), columns: 5, rows: 5).isEmpty)
  }

  @Test("Applying a transaction and then its inverse gives back an equal document")
  func roundTrips() throws {
    let original = try sixShapes()
    var changed = original.shapes[3]
    changed.kind = .pen(PenStroke(points: [DotPoint(x: -40, y: 17)]))
    var transactions: [Transaction] = [
      original.adding([Make.text(7, at: 0, 0, "x"), Make.brush(8, cells: [(1, 1), (2, 2)])]),
      original.removing(ids(1, 3, 6)),
      original.removing(Set(original.shapes.map(\.id))),
      original.updating([changed]),
      original.translating(ids(1, 2, 3, 4, 5, 6), columns: 11, rows: -13),
    ]
    for move in [Document.ZOrderMove.forward, .backward, .toFront, .toBack] {
      transactions.append(original.reordering(ids(2, 5), move))
      transactions.append(original.reordering(ids(1, 3, 4), move))
    }
    // Several actions chained into one transaction, each built on the result of the one before.
    var staged = original
    let add = staged.adding([Make.text(9, at: 2, 2, "chained")])
    try apply(add, to: &staged)
    let move = staged.translating(ids(9, 1), columns: 1, rows: 1)
    try apply(move, to: &staged)
    let raise = staged.reordering(ids(1), .toFront)
    try apply(raise, to: &staged)
    let remove = staged.removing(ids(3))
    try apply(remove, to: &staged)
    let chained = add.followed(by: move).followed(by: raise).followed(by: remove)
    transactions.append(chained)

    for transaction in transactions {
      #expect(!transaction.isEmpty)
      var document = original
      try apply(transaction, to: &document)
      #expect(document != original)
      expectIndexed(document)
      try apply(transaction.inverse, to: &document)
      #expect(document == original)
      expectIndexed(document)
    }
    var replayed = original
    try apply(chained, to: &replayed)
    #expect(replayed == staged)
  }

  @Test("Removing shapes and undoing restores the original z-order exactly, for every subset")
  func removeAndRestore() throws {
    let original = try boxes([4, 9, 1, 7, 3, 8, 2])
    let all = original.shapes.map(\.id)
    for mask in 1..<(1 << all.count) {
      let chosen = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
      var document = original
      let transaction = document.removing(chosen)
      try apply(transaction, to: &document)
      #expect(document.shapes == original.shapes.filter { !chosen.contains($0.id) })
      try apply(transaction.inverse, to: &document)
      #expect(document.shapes == original.shapes)
      expectIndexed(document)
    }
  }

  @Test("The revision counts applied transactions, not empty or refused ones")
  func revision() throws {
    var document = try sixShapes()
    #expect(document.revision == 0)
    try apply(document.translating(ids(1), columns: 1, rows: 1), to: &document)
    #expect(document.revision == 1)
    try apply(Transaction(), to: &document)
    #expect(document.revision == 1)
    #expect(throws: EditError.self) {
      try document.apply(Transaction([.reorder(ShapeID(1), from: 3, to: 0)]))
    }
    #expect(document.revision == 1)
    try apply(document.removing(ids(1, 2)), to: &document)
    #expect(document.revision == 2)
  }
}

@Suite("Refused transactions")
struct RefusedTransactionTests {
  static let cases: [(String, Transaction)] = {
    let shapes = Make.oneOfEachKind(from: 1)
    var altered = shapes[1]
    altered.strokeColor = .rgb(7, 7, 7)
    let fresh = Make.text(50, at: 0, 0, "fresh")
    return [
      ("remove at a stale index", Transaction([.remove(shapes[1], at: 3)])),
      ("remove beyond the top", Transaction([.remove(shapes[1], at: 99)])),
      ("remove below the bottom", Transaction([.remove(shapes[0], at: -1)])),
      ("remove a shape that differs from the recorded one", Transaction([.remove(altered, at: 1)])),
      ("remove an unknown shape", Transaction([.remove(Make.text(77, at: 0, 0, "?"), at: 0)])),
      ("update from a shape that differs", Transaction([.update(from: altered, to: shapes[1])])),
      (
        "update an unknown shape",
        Transaction([.update(from: fresh, to: fresh.translated(columns: 1, rows: 0))])
      ),
      (
        "update that changes the ID",
        Transaction([.update(from: shapes[2], to: shapes[2].withID(ShapeID(60)))])
      ),
      ("insert a duplicate ID", Transaction([.insert(shapes[4], at: 6)])),
      ("insert another shape under an existing ID", Transaction([.insert(fresh.withID(ShapeID(3)), at: 0)])),
      ("insert below the bottom", Transaction([.insert(fresh, at: -1)])),
      ("insert above the top", Transaction([.insert(fresh, at: 7)])),
      ("insert the same new shape twice", Transaction([.insert(fresh, at: 6), .insert(fresh, at: 7)])),
      ("reorder from a stale index", Transaction([.reorder(ShapeID(2), from: 0, to: 4)])),
      ("reorder past the top", Transaction([.reorder(ShapeID(2), from: 1, to: 6)])),
      ("reorder below the bottom", Transaction([.reorder(ShapeID(2), from: 1, to: -1)])),
      ("reorder an unknown shape", Transaction([.reorder(ShapeID(80), from: 0, to: 1)])),
      (
        "valid edits followed by a stale one",
        Transaction([
          .insert(fresh, at: 6), .update(from: shapes[1], to: altered), .reorder(ShapeID(1), from: 0, to: 6),
          .remove(shapes[3], at: 3),
        ])
      ),
      (
        "the same edit applied twice",
        Transaction([.reorder(ShapeID(1), from: 0, to: 2), .reorder(ShapeID(1), from: 0, to: 2)])
      ),
    ]
  }()

  @Test("A transaction that does not fit throws and leaves the document as it was", arguments: cases)
  func refused(name: String, transaction: Transaction) throws {
    let original = try Document(shapes: Make.oneOfEachKind(from: 1))
    var document = original
    let error = #expect(throws: EditError.self, "\(name)") { try document.apply(transaction) }
    #expect(error?.description.isEmpty == false)
    #expect(document == original)
    #expect(document.shapes == original.shapes)
    #expect(document.nextShapeID == original.nextShapeID)
    #expect(document.revision == original.revision)
    expectSound(document)
    expectIndexed(document)
  }

  @Test("A transaction built before another change no longer fits")
  func staleTransaction() throws {
    var document = try boxes([1, 2, 3, 4])
    let remove = document.removing(ids(2))
    try apply(document.reordering(ids(2), .toFront), to: &document)
    let before = document
    #expect(throws: EditError.self) { try document.apply(remove) }
    #expect(document == before)

    let update = document.translating(ids(3), columns: 1, rows: 0)
    try apply(document.translating(ids(3), columns: 0, rows: 1), to: &document)
    let moved = document
    #expect(throws: EditError.self) { try document.apply(update) }
    #expect(document == moved)
  }

  @Test("Undoing twice is refused the second time")
  func doubleUndo() throws {
    var document = try boxes([1, 2, 3])
    let transaction = document.removing(ids(1, 3))
    try apply(transaction, to: &document)
    try apply(transaction.inverse, to: &document)
    let restored = document
    #expect(throws: EditError.self) { try document.apply(transaction.inverse) }
    #expect(document == restored)
  }
}

@Suite("Z-order commands")
struct ReorderTests {
  @Test(
    "Forward, backward, front and back move the selection and keep its own order",
    arguments: [
      (Document.ZOrderMove.forward, [1, 3, 2, 5, 4] as [UInt64]),
      (.backward, [2, 1, 4, 3, 5]),
      (.toFront, [1, 3, 5, 2, 4]),
      (.toBack, [2, 4, 1, 3, 5]),
    ])
  func examples(move: Document.ZOrderMove, expected: [UInt64]) throws {
    var document = try boxes([1, 2, 3, 4, 5])
    try apply(document.reordering(ids(2, 4), move), to: &document)
    #expect(order(document) == expected)
    expectIndexed(document)
  }

  @Test("A run of selected shapes moves past one unselected shape as a block")
  func runs() throws {
    var document = try boxes([1, 2, 3, 4, 5, 6])
    try apply(document.reordering(ids(2, 3), .forward), to: &document)
    #expect(order(document) == [1, 4, 2, 3, 5, 6])
    try apply(document.reordering(ids(2, 3, 6), .backward), to: &document)
    #expect(order(document) == [1, 2, 3, 4, 6, 5])
    try apply(document.reordering(ids(2, 3), .backward), to: &document)
    #expect(order(document) == [2, 3, 1, 4, 6, 5])
    try apply(document.reordering(ids(2, 3), .backward), to: &document)
    #expect(order(document) == [2, 3, 1, 4, 6, 5])
  }

  @Test("Moving shapes that are already there is no edit")
  func nothingToDo() throws {
    let document = try boxes([1, 2, 3, 4])
    #expect(document.reordering(ids(4), .forward).isEmpty)
    #expect(document.reordering(ids(3, 4), .toFront).isEmpty)
    #expect(document.reordering(ids(1), .backward).isEmpty)
    #expect(document.reordering(ids(1, 2), .toBack).isEmpty)
    #expect(document.reordering([], .toFront).isEmpty)
    #expect(document.reordering(ids(1, 2, 3, 4), .forward).isEmpty)
    #expect(document.reordering(ids(99), .backward).isEmpty)
  }

  @Test("Every selection of seven shapes moves as the naive reference says, and undoes exactly")
  func againstReference() throws {
    let original = try boxes([5, 2, 7, 1, 3, 6, 4])
    let all = original.shapes.map(\.id)
    for mask in 0..<(1 << all.count) {
      var chosen = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
      if mask % 3 == 0 { chosen.insert(ShapeID(1_000)) }  // unknown IDs change nothing
      for move in [Document.ZOrderMove.forward, .backward, .toFront, .toBack] {
        let expected = ReorderReference.reorder(all, selected: chosen, move)
        var document = original
        let transaction = document.reordering(chosen, move)
        #expect(transaction.isEmpty == (expected == all), "mask \(mask), \(move)")
        try apply(transaction, to: &document)
        #expect(document.shapes.map(\.id) == expected, "mask \(mask), \(move)")
        expectIndexed(document)
        try apply(transaction.inverse, to: &document)
        #expect(document == original, "mask \(mask), \(move)")
      }
    }
  }

  @Test(
    "A z-order command moves only the selected shapes: at most one edit each, however many shapes lie between",
    arguments: [Document.ZOrderMove.forward, .backward, .toFront, .toBack])
  func editCount(move: Document.ZOrderMove) throws {
    let count = 300
    let document = try boxes((1...UInt64(count)).map { $0 })
    let selections: [Set<ShapeID>] = [ids(1), ids(UInt64(count)), ids(150), ids(2, 3, 200), ids(1, 299)]
    for selection in selections {
      let transaction = document.reordering(selection, move)
      #expect(
        transaction.edits.count <= selection.count,
        "\(move) of \(selection.sorted()) among \(count) shapes took \(transaction.edits.count) edits")
      var moved = document
      try apply(transaction, to: &moved)
      #expect(
        moved.shapes.map(\.id)
          == ReorderReference.reorder(document.shapes.map(\.id), selected: selection, move))
    }
  }

  @Test("Forward then backward returns a lone shape to its place")
  func forwardBackward() throws {
    let original = try boxes([1, 2, 3, 4, 5])
    for id: UInt64 in 1...4 {
      var document = original
      try apply(document.reordering(ids(id), .forward), to: &document)
      try apply(document.reordering(ids(id), .backward), to: &document)
      #expect(document == original)
    }
  }
}

@Suite("Shapes in a region")
struct RegionQueryTests {
  @Test("Inside means wholly inside, right and bottom edges exclusive, bottom to top")
  func inside() throws {
    let document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, size: 4, 4),
      Make.text(2, at: 5, 1, "日本"),  // columns 5...8
      Make.line(3, from: (2, 2), to: (9, 2)),
      Make.pen(4, dots: [(-1, 0), (2, 2)]),  // cells -1...1
      Make.brush(5, cells: [(9, 3)]),
    ])
    let region = CanvasRect(column: 0, row: 0, columns: 10, rows: 4)
    #expect(document.shapes(inside: region) == [ShapeID(1), ShapeID(2), ShapeID(3), ShapeID(5)])
    #expect(
      document.shapes(inside: CanvasRect(column: 0, row: 0, columns: 9, rows: 4)) == [ShapeID(1), ShapeID(2)])
    #expect(document.shapes(inside: CanvasRect(column: 0, row: 0, columns: 8, rows: 4)) == [ShapeID(1)])
    #expect(document.shapes(inside: CanvasRect(column: 0, row: 0, columns: 4, rows: 3)) == [])
  }

  @Test("Touching means sharing at least one cell, bottom to top")
  func touching() throws {
    let document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, size: 4, 4),
      Make.ellipse(2, at: 10, 10, size: 4, 2),
      Make.text(3, at: 3, 3, "ab"),
    ])
    #expect(
      document.shapes(touching: CanvasRect(column: 3, row: 3, columns: 1, rows: 1)) == [
        ShapeID(1), ShapeID(3),
      ])
    #expect(document.shapes(touching: CanvasRect(column: 4, row: 0, columns: 6, rows: 3)) == [])
    #expect(
      document.shapes(touching: CanvasRect(column: 4, row: 3, columns: 7, rows: 8)) == [
        ShapeID(2), ShapeID(3),
      ])
    #expect(document.shapes(touching: CanvasRect(column: 13, row: 11, columns: 1, rows: 1)) == [ShapeID(2)])
    #expect(document.shapes(touching: CanvasRect(column: 14, row: 12, columns: 5, rows: 5)) == [])
    #expect(document.shapes(touching: .zero) == [])
  }
}

@Suite("Document invariants")
struct InvariantTests {
  @Test("A shape with invalid geometry shows up as a violation")
  func invalidGeometry() throws {
    let document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0), Make.pen(2, dots: []), Make.text(3, at: 0, 0, "a\u{7}"),
    ])
    let problems = document.invariantViolations()
    #expect(problems.count == 2)
    #expect(problems.contains { $0.hasPrefix("shape #2") })
    #expect(problems.contains { $0.hasPrefix("shape #3") })
    #expect(!problems.contains { $0.hasPrefix("shape #1") })
  }

  @Test("Invariants hold after every kind of mutation, on every kind of shape")
  func afterMutations() throws {
    var document = try sixShapes()
    let new = document.makeShapeID()
    try apply(document.adding([Make.brush(new.rawValue, cells: [(0, 0), (1, 0)])]), to: &document)
    try apply(document.translating(Set(document.shapes.map(\.id)), columns: -7, rows: 3), to: &document)
    try apply(document.reordering(ids(2, new.rawValue), .toBack), to: &document)
    try apply(document.reordering(ids(4), .forward), to: &document)
    try apply(document.removing(ids(1, 5)), to: &document)
    var shape = try #require(document[ShapeID(6)])
    shape.kind = .text(TextShape(origin: CanvasPoint(column: 1, row: 1), text: "changed"))
    try apply(document.updating([shape]), to: &document)
    #expect(order(document) == [2, new.rawValue, 3, 4, 6])
    expectIndexed(document)
  }
}
