import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// Boxes 1…count, bottom to top, spread out along a row.
private func boxes(_ count: UInt64) -> [Shape] {
  (1...count).map { Make.rectangle($0, at: Int($0) * 10, 0, size: 5, 3) }
}

private func zOrder(_ document: Document) -> [UInt64] { document.shapes.map(\.id.rawValue) }

/// Applies `transaction`, checks the document stays sound, and that the inverse takes it back
/// (IDs handed out stay handed out).
private func applyAndUndo(
  _ transaction: Transaction, to document: inout Document, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let before = document
  try apply(transaction, to: &document, sourceLocation: sourceLocation)
  var undone = document
  try apply(transaction.inverse, to: &undone, sourceLocation: sourceLocation)
  #expect(undone.shapes == before.shapes, sourceLocation: sourceLocation)
  #expect(undone.groups == before.groups, sourceLocation: sourceLocation)
}

@Suite("Groups")
struct GroupTests {
  @Test("Grouping gathers the shapes in front of the frontmost of them; undo puts them back")
  func groupGathers() throws {
    var document = try Document(shapes: boxes(5))
    let transaction = document.grouping([ShapeID(1), ShapeID(3)], as: ShapeID(10))
    try applyAndUndo(transaction, to: &document)
    #expect(zOrder(document) == [2, 1, 3, 4, 5])
    #expect(document.members(of: ShapeID(10)) == ids(1, 3))
    #expect(document.shapeCount(of: ShapeID(10)) == 2)
    #expect(document.nextShapeID == 11)
    // One shape moved, not two: the fewest reorder edits.
    #expect(
      transaction.edits.filter { if case .reorder = $0 { return true } else { return false } }.count == 1)
    #expect(document.objects(of: ids(1, 3)) == [ShapeID(10)])
    #expect(document.objects(of: ids(1)) == [ShapeID(1)])
  }

  @Test("Groups nest; grouping members of two groups takes them out and drops a group left empty")
  func nesting() throws {
    var document = try Document(shapes: boxes(6))
    try apply(document.grouping([ShapeID(1), ShapeID(2)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10), ShapeID(3)], as: ShapeID(11)), to: &document)
    #expect(document.group(ShapeID(10))?.groupID == ShapeID(11))
    #expect(document.ancestors(of: ShapeID(1)) == [ShapeID(10), ShapeID(11)])
    #expect(document.shapeIDs(in: ShapeID(11)) == [ShapeID(1), ShapeID(2), ShapeID(3)])
    #expect(document.shapeCount(of: ShapeID(11)) == 3)
    #expect(document.objects(of: ids(1, 2, 3)) == [ShapeID(11)])
    #expect(document.objects(of: ids(1, 2)) == [ShapeID(10)])
    // 4 and 5 in a group of their own; then 5 and 3 grouped: 3 leaves 11 (which keeps 10), 5
    // leaves 12, which keeps 4.
    try apply(document.grouping([ShapeID(4), ShapeID(5)], as: ShapeID(12)), to: &document)
    try applyAndUndo(document.grouping([ShapeID(3), ShapeID(5)], as: ShapeID(13)), to: &document)
    #expect(document.group(ShapeID(13))?.groupID == nil)
    #expect(document.members(of: ShapeID(13)) == ids(3, 5))
    #expect(document.members(of: ShapeID(11)) == [ShapeID(10)])
    #expect(document.members(of: ShapeID(12)) == [ShapeID(4)])
    // Grouping the last member of 12 with 6 leaves 12 empty: it goes.
    try applyAndUndo(document.grouping([ShapeID(4), ShapeID(6)], as: ShapeID(14)), to: &document)
    #expect(!document.isGroup(ShapeID(12)))
    #expect(document.members(of: ShapeID(14)) == ids(4, 6))
  }

  @Test("Grouping inside a group makes the new group a member of it")
  func groupInsideGroup() throws {
    var document = try Document(shapes: boxes(4))
    try apply(document.grouping([ShapeID(1), ShapeID(2), ShapeID(3)], as: ShapeID(10)), to: &document)
    try applyAndUndo(document.grouping([ShapeID(1), ShapeID(3)], as: ShapeID(11)), to: &document)
    #expect(document.group(ShapeID(11))?.groupID == ShapeID(10))
    #expect(document.members(of: ShapeID(10)) == ids(2, 11))
    #expect(zOrder(document) == [2, 1, 3, 4])
  }

  @Test("Ungrouping hands the members to the group around and keeps z-order")
  func ungroup() throws {
    var document = try Document(shapes: boxes(4))
    try apply(document.grouping([ShapeID(2), ShapeID(3)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10), ShapeID(4)], as: ShapeID(11)), to: &document)
    let before = zOrder(document)
    try applyAndUndo(document.ungrouping([ShapeID(10), ShapeID(4)]), to: &document)
    #expect(!document.isGroup(ShapeID(10)))
    #expect(document.members(of: ShapeID(11)) == ids(2, 3, 4))
    #expect(zOrder(document) == before)
  }

  @Test("Deleting a group's shapes deletes the group, and a group that held only it")
  func deleteEmpties() throws {
    var document = try Document(shapes: boxes(4))
    try apply(document.grouping([ShapeID(2), ShapeID(3)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10)], as: ShapeID(11)), to: &document)
    try applyAndUndo(document.removing(ids(2, 3)), to: &document)
    #expect(document.groups.isEmpty)
    #expect(zOrder(document) == [1, 4])
  }

  @Test("The clean-up after an edit removes the groups it left empty (the eraser's case)")
  func cleanup() throws {
    var document = try Document(shapes: boxes(3))
    try apply(document.grouping([ShapeID(1), ShapeID(2)], as: ShapeID(10)), to: &document)
    let plain = Transaction(
      document.removing(ids(1, 2)).edits.filter {
        if case .remove = $0 { return true } else { return false }
      })
    try document.apply(plain)
    #expect(document.invariantViolations() == ["group #10 has no members"])
    let cleanup = document.emptyGroupCleanup(after: plain)
    try apply(cleanup, to: &document)
    #expect(document.groups.isEmpty)
  }

  @Test("A click picks the outermost group; inside an entered group, the member holding the shape")
  func picking() throws {
    var document = try Document(shapes: boxes(4))
    try apply(document.grouping([ShapeID(1), ShapeID(2)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10), ShapeID(3)], as: ShapeID(11)), to: &document)
    #expect(document.pickedObject(for: ShapeID(1), entered: nil) == ShapeID(11))
    #expect(document.pickedObject(for: ShapeID(1), entered: ShapeID(11)) == ShapeID(10))
    #expect(document.pickedObject(for: ShapeID(1), entered: ShapeID(10)) == ShapeID(1))
    #expect(document.pickedObject(for: ShapeID(3), entered: ShapeID(11)) == ShapeID(3))
    #expect(document.pickedObject(for: ShapeID(4), entered: ShapeID(11)) == ShapeID(4))
    // A shape outside the entered group picks as if none were entered.
    #expect(document.pickedObject(for: ShapeID(3), entered: ShapeID(10)) == ShapeID(11))
  }

  @Test("Hidden and locked reach every shape in a group; a shape's own flag counts alone")
  func flags() throws {
    var document = try Document(shapes: boxes(3))
    try apply(document.grouping([ShapeID(1), ShapeID(2)], as: ShapeID(10)), to: &document)
    try applyAndUndo(document.settingHidden([ShapeID(10)], true), to: &document)
    #expect(document.isHidden(ShapeID(1)) && document.isHidden(ShapeID(2)) && !document.isHidden(ShapeID(3)))
    #expect(!document.isDrawn(document[ShapeID(1)]!))
    try apply(document.settingHidden([ShapeID(10)], false), to: &document)
    try apply(document.settingLocked([ShapeID(2), ShapeID(10)], true), to: &document)
    #expect(document.isLocked(ShapeID(1)))
    #expect(document.isDrawn(document[ShapeID(1)]!) && !document.isPickable(document[ShapeID(1)]!))
    try apply(document.settingLocked([ShapeID(10)], false), to: &document)
    #expect(!document.isLocked(ShapeID(1)) && document.isLocked(ShapeID(2)))
  }

  @Test("Names: given, else a label or text's first line, else kind and ID; blank clears")
  func names() throws {
    var document = try Document(shapes: [
      Make.rectangle(1, at: 0, 0, label: "Start\nhere"), Make.text(2, at: 0, 5, "note"),
      Make.ellipse(3, at: 9, 0),
      Make.rectangle(4, at: 20, 0, label: "  "),
    ])
    try apply(document.grouping([ShapeID(3), ShapeID(4)], as: ShapeID(9)), to: &document)
    #expect(document.displayName(of: ShapeID(1)) == "Start")
    #expect(document.displayName(of: ShapeID(2)) == "note")
    #expect(document.displayName(of: ShapeID(3)) == "Ellipse 3")
    #expect(document.displayName(of: ShapeID(4)) == "Rectangle 4")
    #expect(document.displayName(of: ShapeID(9)) == "Group 9")
    try applyAndUndo(document.renaming(ShapeID(9), to: "  Legend "), to: &document)
    try apply(document.renaming(ShapeID(2), to: "Caption"), to: &document)
    #expect(document.displayName(of: ShapeID(9)) == "Legend")
    #expect(document.displayName(of: ShapeID(2)) == "Caption")
    try apply(document.renaming(ShapeID(2), to: "   "), to: &document)
    #expect(document[ShapeID(2)]?.name == nil)
  }

  @Test("Copying a whole group copies the group; copying one member makes a top-level copy")
  func copies() throws {
    var document = try Document(
      shapes: boxes(3) + [
        Shape(
          id: ShapeID(4),
          kind: .line(
            Line(
              start: CanvasPoint(column: 15, row: 1), end: CanvasPoint(column: 20, row: 1),
              startBinding: LineBinding(shape: ShapeID(1)), endBinding: LineBinding(shape: ShapeID(2)))))
      ])
    try apply(document.grouping([ShapeID(1), ShapeID(2)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10), ShapeID(4)], as: ShapeID(11)), to: &document)
    let whole = document.collection(of: ids(1, 2, 4))
    #expect(whole.groups.map(\.id) == [ShapeID(11), ShapeID(10)])
    var copying = document
    let copies = copying.makeCopies(of: whole, columns: 0, rows: 5)
    try applyAndUndo(document.adding(copies), to: &document)
    #expect(document.groups.count == 4)
    let outerCopy = try #require(copies.groups.first)
    #expect(outerCopy.groupID == nil)
    #expect(document.shapeIDs(in: outerCopy.id).count == 3)
    // The connector among the copies is bound to the copies.
    let lineCopy = try #require(
      copies.shapes.first { if case .line = $0.kind { return true } else { return false } })
    guard case .line(let line) = lineCopy.kind else { return }
    #expect(line.boundShapes == Set(copies.shapes.prefix(2).map(\.id)))
    // One member alone: a copy in no group.
    let one = document.collection(of: ids(1))
    #expect(one.groups.isEmpty && one.shapes.map(\.groupID) == [nil])
    var again = document
    let single = again.makeCopies(of: one, columns: 1, rows: 1)
    try apply(document.adding(single), to: &document)
  }

  @Test("Placing objects next to a target moves them into its group, in front or behind")
  func placing() throws {
    var document = try Document(shapes: boxes(5))
    try apply(document.grouping([ShapeID(2), ShapeID(3)], as: ShapeID(10)), to: &document)
    try applyAndUndo(document.placing([ShapeID(5)], nextTo: ShapeID(2), inFront: false), to: &document)
    #expect(zOrder(document) == [1, 5, 2, 3, 4])
    #expect(document[ShapeID(5)]?.groupID == ShapeID(10))
    try applyAndUndo(document.placing([ShapeID(10)], nextTo: ShapeID(4), inFront: true), to: &document)
    #expect(zOrder(document) == [1, 4, 5, 2, 3])
    // Into itself: nothing.
    #expect(document.placing([ShapeID(10)], nextTo: ShapeID(2), inFront: true).isEmpty)
  }

  @Test("The document refuses broken nesting at once and reports the rest as violations")
  func soundness() throws {
    let shapes = boxes(3)
    #expect(throws: EditError.self) {
      try Document(shapes: shapes, groups: [ShapeGroup(id: ShapeID(9), groupID: ShapeID(9))])
    }
    #expect(throws: EditError.self) {
      try Document(shapes: shapes, groups: [ShapeGroup(id: ShapeID(2))])
    }
    var member = shapes
    member[0].groupID = ShapeID(8)
    #expect(throws: EditError.self) { try Document(shapes: member) }
    var deep: [ShapeGroup] = []
    for level in 0..<40 {
      let parent: ShapeID? = level == 0 ? nil : ShapeID(UInt64(99 + level))
      deep.append(ShapeGroup(id: ShapeID(UInt64(100 + level)), groupID: parent))
    }
    #expect(throws: EditError.self) { try Document(shapes: shapes, groups: deep) }
    var apart = shapes
    apart[0].groupID = ShapeID(9)
    apart[2].groupID = ShapeID(9)
    let document = try Document(
      shapes: apart, groups: [ShapeGroup(id: ShapeID(9)), ShapeGroup(id: ShapeID(7))])
    #expect(
      document.invariantViolations() == [
        "group #7 has no members", "the shapes of group #9 are not next to each other in z-order",
      ])
    var named = shapes
    named[1].name = "two\nlines"
    #expect(try Document(shapes: named).invariantViolations().count == 1)
  }

  @Test("Edits refuse a member of a missing group, a group inside itself, and removing a group with members")
  func refusedEdits() throws {
    var document = try Document(shapes: boxes(2))
    try apply(document.grouping([ShapeID(1)], as: ShapeID(10)), to: &document)
    try apply(document.grouping([ShapeID(10)], as: ShapeID(11)), to: &document)
    let before = document
    var stray = document[ShapeID(2)]!
    stray.groupID = ShapeID(77)
    #expect(throws: EditError.self) {
      try document.apply(Transaction([.update(from: document[ShapeID(2)]!, to: stray)]))
    }
    var circle = document.group(ShapeID(11))!
    circle.groupID = ShapeID(10)
    #expect(throws: EditError.self) {
      try document.apply(Transaction([.updateGroup(from: document.group(ShapeID(11))!, to: circle)]))
    }
    #expect(throws: EditError.self) {
      try document.apply(Transaction([.removeGroup(document.group(ShapeID(11))!)]))
    }
    #expect(document == before)
    expectSound(document)
  }
}

/// Z-order with groups: what moves is each selected object, past whole objects, within its group.
@Suite("Z-order with groups")
struct GroupReorderTests {
  @Test("Forward and backward step over a whole group; front and back stay inside the group")
  func examples() throws {
    var document = try Document(shapes: boxes(6))
    try apply(document.grouping([ShapeID(3), ShapeID(4)], as: ShapeID(10)), to: &document)
    #expect(zOrder(document) == [1, 2, 3, 4, 5, 6])
    var forward = document
    try applyAndUndo(forward.reordering(ids(2), .forward), to: &forward)
    #expect(zOrder(forward) == [1, 3, 4, 2, 5, 6])
    var groupBack = document
    try applyAndUndo(groupBack.reordering(ids(3, 4), .backward), to: &groupBack)
    #expect(zOrder(groupBack) == [1, 3, 4, 2, 5, 6])
    var memberFront = document
    try applyAndUndo(memberFront.reordering(ids(3), .toFront), to: &memberFront)
    #expect(zOrder(memberFront) == [1, 2, 4, 3, 5, 6])
    var groupFront = document
    try applyAndUndo(groupFront.reordering(ids(3, 4, 1), .toFront), to: &groupFront)
    #expect(zOrder(groupFront) == [2, 5, 6, 1, 3, 4])
    var mixedBack = document
    try applyAndUndo(mixedBack.reordering(ids(4, 6), .toBack), to: &mixedBack)
    #expect(zOrder(mixedBack) == [6, 1, 2, 4, 3, 5])
  }

  @Test("Random groups and selections: every move keeps groups together and undoes exactly")
  func randomMoves() throws {
    var random = SeededRandom(seed: 915)
    for _ in 0..<150 {
      var document = try Document(shapes: boxes(UInt64(random.next(in: 3...9))))
      var nextGroup: UInt64 = 50
      for _ in 0..<random.next(in: 0...3) {
        let picked = Set(document.shapes.filter { _ in random.next(below: 2) == 0 }.map(\.id))
        guard !picked.isEmpty else { continue }
        try apply(document.grouping(document.objects(of: picked), as: ShapeID(nextGroup)), to: &document)
        nextGroup += 1
      }
      let selection = Set(document.shapes.filter { _ in random.next(below: 3) == 0 }.map(\.id))
      for move in [Document.ZOrderMove.forward, .backward, .toFront, .toBack] {
        var moved = document
        let transaction = moved.reordering(selection, move)
        try applyAndUndo(transaction, to: &moved)
        #expect(Set(moved.shapes) == Set(document.shapes))
        // Inside every object the order of its shapes is kept.
        for object in document.objects(of: selection) {
          let inside = Set(document.shapeIDs(in: object))
          #expect(
            moved.shapes.map(\.id).filter(inside.contains)
              == document.shapes.map(\.id).filter(inside.contains))
        }
      }
    }
  }

  @Test("Reorder edits move only what is outside the longest run in order")
  func fewestMoves() throws {
    let document = try Document(shapes: boxes(8))
    let ids = document.shapes.map(\.id)
    let target = Array(ids[1...]) + [ids[0]]
    let edits = document.reorderEdits(in: 0..<8, to: target)
    #expect(edits == [.reorder(ShapeID(1), from: 0, to: 7)])
    var moved = document
    try moved.apply(Transaction(edits))
    #expect(moved.shapes.map(\.id) == target)
    var random = SeededRandom(seed: 3)
    for _ in 0..<100 {
      var shuffled = ids
      for index in shuffled.indices.reversed() where index > 0 {
        shuffled.swapAt(index, random.next(below: index + 1))
      }
      var reordered = document
      try reordered.apply(Transaction(document.reorderEdits(in: 0..<8, to: shuffled)))
      #expect(reordered.shapes.map(\.id) == shuffled)
    }
  }
}
