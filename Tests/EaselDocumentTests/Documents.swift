import EaselGeometry
import Testing

@testable import EaselDocument

@Suite("Document: building and lookups")
struct DocumentBuildingTests {
  @Test("A new document is empty, sound and hands out ID 1 first")
  func emptyDocument() {
    var document = Document()
    #expect(document.isEmpty)
    #expect(document.count == 0)
    #expect(document.bounds == .zero)
    #expect(document.revision == 0)
    expectSound(document)
    #expect(document.makeShapeID() == ShapeID(1))
    #expect(document.makeShapeID() == ShapeID(2))
    #expect(document.nextShapeID == 3)
  }

  @Test("A document built from shapes keeps their z-order and finds each one")
  func building() throws {
    let shapes = Make.oneOfEachKind(from: 10)
    let document = try Document(shapes: shapes)
    #expect(document.shapes == shapes)
    #expect(document.count == 6)
    #expect(!document.isEmpty)
    expectSound(document)
    expectIndexed(document)
    #expect(document.zIndex(of: ShapeID(10)) == 0)
    #expect(document.zIndex(of: ShapeID(15)) == 5)
    #expect(document.zIndex(of: ShapeID(9)) == nil)
    #expect(document[ShapeID(16)] == nil)
    #expect(!document.contains(ShapeID(16)))
    #expect(document[ShapeID(12)]?.kind.name == "line")
  }

  @Test("Building from shapes with a repeated ID is refused")
  func duplicateIDs() {
    let shapes = [
      Make.rectangle(1, at: 0, 0), Make.text(2, at: 0, 0, "a"), Make.ellipse(1, at: 5, 5),
    ]
    #expect(throws: EditError.self) { try Document(shapes: shapes) }
    #expect(throws: EditError.self) {
      try Document(shapes: [Make.text(7, at: 0, 0, "a"), Make.text(7, at: 0, 0, "a")])
    }
  }

  @Test("The next ID is above every shape's ID and above the one asked for")
  func nextIDOnBuilding() throws {
    #expect(
      try Document(shapes: [Make.text(4, at: 0, 0, "a"), Make.text(2, at: 0, 0, "b")]).nextShapeID == 5)
    #expect(try Document(shapes: [Make.text(4, at: 0, 0, "a")], nextShapeID: 20).nextShapeID == 20)
    #expect(try Document(shapes: [Make.text(4, at: 0, 0, "a")], nextShapeID: 2).nextShapeID == 5)
    #expect(try Document(shapes: [], nextShapeID: 0).nextShapeID == 1)
    #expect(try Document(shapes: [], nextShapeID: 9).nextShapeID == 9)
  }

  @Test("makeShapeID never returns an ID a shape already has")
  func freshIDs() throws {
    var document = try Document(shapes: [Make.text(3, at: 0, 0, "a"), Make.text(8, at: 0, 0, "b")])
    var handedOut = Set<ShapeID>()
    for _ in 0..<50 {
      let id = document.makeShapeID()
      #expect(!document.contains(id))
      #expect(handedOut.insert(id).inserted)
    }
    #expect(handedOut.min() == ShapeID(9))
  }

  @Test("Inserting a shape with a high ID raises the next ID past it")
  func insertRaisesNextID() throws {
    var document = Document()
    try apply(Transaction([.insert(Make.text(41, at: 0, 0, "x"), at: 0)]), to: &document)
    #expect(document.nextShapeID == 42)
    #expect(document.makeShapeID() == ShapeID(42))
  }

  @Test("Undoing an insert does not give its ID out again")
  func idsNotReusedAfterUndo() throws {
    var document = Document()
    let id = document.makeShapeID()
    let insert = document.adding([Make.text(id.rawValue, at: 0, 0, "x")])
    try apply(insert, to: &document)
    try apply(insert.inverse, to: &document)
    #expect(document.isEmpty)
    #expect(document.makeShapeID() != id)

    var viaHistory = Document()
    var history = History()
    var selection = Selection.empty
    let first = viaHistory.makeShapeID()
    try history.perform(
      viaHistory.adding([Make.rectangle(first.rawValue, at: 0, 0)]), titled: "Add",
      on: &viaHistory, selection: &selection)
    _ = try history.undo(&viaHistory)
    #expect(viaHistory.isEmpty)
    #expect(viaHistory.makeShapeID() != first)

    // An inserted shape with an explicit high ID keeps its ID reserved after the undo too.
    var pasted = Document()
    let paste = Transaction([.insert(Make.text(77, at: 0, 0, "p"), at: 0)])
    try apply(paste, to: &pasted)
    try apply(paste.inverse, to: &pasted)
    #expect(pasted.makeShapeID().rawValue > 77)
  }

  @Test("An ID at the top of the UInt64 range is refused or leaves the document sound")
  func highestPossibleID() throws {
    let shapes = [Make.text(1, at: 0, 0, "a"), Make.text(UInt64.max, at: 0, 0, "b")]
    guard var document = try? Document(shapes: shapes) else { return }  // refusing is fine
    expectSound(document)
    let fresh = document.makeShapeID()
    #expect(!document.contains(fresh), "makeShapeID() handed out \(fresh), which shape 1 already has")
  }

  @Test("Inserting a shape with the largest possible ID does not crash")
  func insertingHighestIDDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      var document = Document()
      let shape = Shape(
        id: ShapeID(UInt64.max), kind: .text(TextShape(origin: .zero, text: "x")))
      try? document.apply(Transaction([.insert(shape, at: 0)]))
    }
  }

  @Test("A document whose next ID is the largest possible one does not crash when asked for an ID")
  func exhaustedIDsDoNotTrap() async {
    await #expect(processExitsWith: .success) {
      if var document = try? Document(shapes: [], nextShapeID: UInt64.max) {
        _ = document.makeShapeID()
      }
    }
  }

  @Test("The document's bounds cover every shape and ignore the origin when no shape is there")
  func documentBounds() throws {
    let document = try Document(shapes: [
      Make.rectangle(1, at: 10, 20, size: 4, 3), Make.text(2, at: 30, 25, "abc"),
    ])
    #expect(document.bounds == CanvasRect(column: 10, row: 20, columns: 23, rows: 6))
    let negative = try Document(shapes: [Make.brush(1, cells: [(-9, -7)])])
    #expect(negative.bounds == CanvasRect(column: -9, row: -7, columns: 1, rows: 1))
  }

  @Test("Documents are equal when their shapes and next ID are, whatever their revision")
  func equality() throws {
    let shapes = [Make.rectangle(1, at: 0, 0), Make.text(2, at: 1, 1, "a")]
    var a = try Document(shapes: shapes)
    let b = try Document(shapes: shapes)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    let move = a.translating(ids(1), columns: 1, rows: 0)
    try apply(move, to: &a)
    try apply(move.inverse, to: &a)
    #expect(a.revision == 2)
    #expect(a == b)
    #expect(try Document(shapes: shapes.reversed()) != b)
    #expect(try Document(shapes: shapes, nextShapeID: 10) != b)
  }
}

@Suite("Shape values")
struct ShapeValueTests {
  @Test("IDs order by number and print with a hash sign")
  func shapeIDs() {
    #expect(ShapeID(3) < ShapeID(10))
    #expect(!(ShapeID(10) < ShapeID(3)))
    #expect(ShapeID(42).description == "#42")
    #expect([ShapeID(5), ShapeID(1), ShapeID(3)].sorted() == [ShapeID(1), ShapeID(3), ShapeID(5)])
  }

  @Test("A shape under another ID keeps its kind and colours")
  func withID() {
    let shape = Make.oneOfEachKind()[0]
    let copy = shape.withID(ShapeID(99))
    #expect(copy.id == ShapeID(99))
    #expect(copy.kind == shape.kind)
    #expect(copy.strokeColor == shape.strokeColor)
    #expect(copy.fillColor == shape.fillColor)
    #expect(copy != shape)
  }

  @Test("Each kind has the name the file format uses")
  func kindNames() {
    #expect(
      Make.oneOfEachKind().map(\.kind.name) == ["rectangle", "ellipse", "line", "pen", "brush", "text"])
  }

  @Test("Keys 1–9 pick distinct palette colours and 0 the terminal's default")
  func paletteKeys() {
    let colours = (1...9).map(ShapeColor.paletteKey)
    #expect(Set(colours).count == 9)
    #expect(!colours.contains(.default))
    #expect(ShapeColor.paletteKey(1) == .ansi(1))
    #expect(ShapeColor.paletteKey(8) == .ansi(9))
    #expect(ShapeColor.paletteKey(9) == .ansi(12))
    #expect(ShapeColor.paletteKey(0) == .default)
  }

  @Test("A selection is empty only without shapes and without a region")
  func selections() {
    #expect(Selection.empty.isEmpty)
    #expect(!Selection(ids(1)).isEmpty)
    let regionOnly = Selection([], region: CanvasRect(column: 0, row: 0, columns: 2, rows: 2))
    #expect(!regionOnly.isEmpty)
    #expect(regionOnly.count == 0)
    let two = Selection(ids(1, 4))
    #expect(two.count == 2)
    #expect(two.contains(ShapeID(4)))
    #expect(!two.contains(ShapeID(2)))
  }
}

@Suite("Shape bounds")
struct ShapeBoundsTests {
  @Test("Rectangles and ellipses are bounded by their own rectangle")
  func boxes() {
    #expect(
      Make.rectangle(1, at: -3, 4, size: 7, 2).bounds == CanvasRect(column: -3, row: 4, columns: 7, rows: 2))
    #expect(
      Make.ellipse(1, at: 5, -6, size: 9, 4).bounds == CanvasRect(column: 5, row: -6, columns: 9, rows: 4))
  }

  @Test("A line's bounds hold both end cells, whichever way it runs")
  func lines() {
    let expected = CanvasRect(column: 1, row: 2, columns: 5, rows: 5)
    #expect(Make.line(1, from: (5, 2), to: (1, 6)).bounds == expected)
    #expect(Make.line(1, from: (1, 6), to: (5, 2)).bounds == expected)
    #expect(
      Make.line(1, from: (-4, 3), to: (2, 3)).bounds == CanvasRect(column: -4, row: 3, columns: 7, rows: 1))
    #expect(
      Make.line(1, from: (0, 0), to: (0, 0)).bounds == CanvasRect(column: 0, row: 0, columns: 1, rows: 1))
  }

  @Test("A pen stroke's bounds are the cells of its extreme dots, with floor division below zero")
  func penStrokes() {
    // Dots (-3, -5) and (4, 9) lie in cells (-2, -2) and (2, 2).
    #expect(
      Make.pen(1, dots: [(-3, -5), (4, 9), (0, 0)]).bounds
        == CanvasRect(column: -2, row: -2, columns: 5, rows: 5))
    // Dot (-1, -1) is in cell (-1, -1), not (0, 0).
    #expect(Make.pen(1, dots: [(-1, -1)]).bounds == CanvasRect(column: -1, row: -1, columns: 1, rows: 1))
    // Two dots in the same cell.
    #expect(Make.pen(1, dots: [(2, 4), (3, 7)]).bounds == CanvasRect(column: 1, row: 1, columns: 1, rows: 1))
    // The extremes may come from different points, in any order.
    #expect(
      Make.pen(1, dots: [(10, -8), (-6, 3), (1, 20)]).bounds
        == CanvasRect(column: -3, row: -2, columns: 9, rows: 8))
    #expect(Make.pen(1, dots: []).bounds == .zero)
  }

  @Test("A brush stroke's bounds hold every painted cell")
  func brushStrokes() {
    #expect(
      Make.brush(1, cells: [(3, 1), (-2, 4), (0, 0)]).bounds
        == CanvasRect(column: -2, row: 0, columns: 6, rows: 5))
    #expect(Make.brush(1, cells: [(-5, -5)]).bounds == CanvasRect(column: -5, row: -5, columns: 1, rows: 1))
    #expect(Make.brush(1, cells: []).bounds == .zero)
  }

  @Test(
    "Text bounds are as wide as the widest line in display columns and as tall as its lines",
    arguments: [
      ("abc", 3, 1),
      ("日本", 4, 1),
      ("a😀b", 4, 1),
      ("👨‍👩‍👧", 2, 1),
      ("🇯🇵!", 3, 1),
      ("e\u{301}te\u{301}", 3, 1),
      ("ab\n日本語\nx", 6, 3),
      ("wide 한국어\nnarrow", 11, 2),
      ("a\n", 1, 2),
      ("\n\n", 1, 3),
      ("x\n\nlonger", 6, 3),
    ] as [(String, Int, Int)])
  func text(text: String, columns: Int, rows: Int) {
    #expect(
      Make.text(1, at: -7, 3, text).bounds == CanvasRect(column: -7, row: 3, columns: columns, rows: rows))
  }
}

@Suite("Shape translation")
struct ShapeTranslationTests {
  @Test(
    "Moving a shape by whole cells moves its bounds by as much and keeps everything else",
    arguments: [(3, -2), (-5, 7), (0, 1), (-1, 0), (40, 40)] as [(Int, Int)])
  func everyKind(columns: Int, rows: Int) {
    for shape in Make.oneOfEachKind() {
      let moved = shape.translated(columns: columns, rows: rows)
      let before = shape.bounds
      #expect(
        moved.bounds
          == CanvasRect(origin: before.origin.offsetBy(columns: columns, rows: rows), size: before.size))
      #expect(moved.id == shape.id)
      #expect(moved.strokeColor == shape.strokeColor)
      #expect(moved.fillColor == shape.fillColor)
      #expect(moved.kind.name == shape.kind.name)
      #expect(moved != shape)
      #expect(moved.translated(columns: -columns, rows: -rows) == shape)
    }
  }

  @Test("Moving by nothing changes nothing")
  func zero() {
    for shape in Make.oneOfEachKind() { #expect(shape.translated(columns: 0, rows: 0) == shape) }
  }

  @Test("Each kind's geometry moves and its style stays")
  func geometry() {
    let shapes = Make.oneOfEachKind()
    let moved = shapes.map { $0.translated(columns: 2, rows: -3) }
    #expect(
      moved[0].kind
        == .rectangle(
          Rectangle(
            bounds: CanvasRect(column: 4, row: -2, columns: 8, rows: 4), frameStyle: .double,
            fillCharacter: "░", label: "box\ntwo")))
    #expect(
      moved[1].kind
        == .ellipse(Ellipse(bounds: CanvasRect(column: -4, row: -6, columns: 10, rows: 5), isFilled: true)))
    #expect(
      moved[2].kind
        == .line(
          Line(
            start: CanvasPoint(column: 14, row: 6), end: CanvasPoint(column: 5, row: -1), style: .heavy,
            arrowAtStart: true, arrowAtEnd: false)))
    #expect(
      moved[4].kind
        == .brush(
          BrushStroke(
            cells: [
              CanvasPoint(column: 7, row: 2), CanvasPoint(column: 8, row: 2), CanvasPoint(column: 8, row: 3),
            ],
            character: "▓", size: 2)))
    #expect(moved[5].kind == .text(TextShape(origin: CanvasPoint(column: -2, row: 4), text: "hi 日本\nthere")))
  }

  @Test("Pen dots move 2 per column and 4 per row, keeping their place inside the cell")
  func penDots() {
    let pen = Make.pen(1, dots: [(-3, -5), (0, 0), (7, 9)])
    let moved = pen.translated(columns: 3, rows: -2)
    #expect(
      moved.kind
        == .pen(PenStroke(points: [DotPoint(x: 3, y: -13), DotPoint(x: 6, y: -8), DotPoint(x: 13, y: 1)])))
    guard case .pen(let before) = pen.kind, case .pen(let after) = moved.kind else {
      Issue.record("translation changed the kind")
      return
    }
    for (a, b) in zip(before.points, after.points) {
      #expect(a.dotColumn == b.dotColumn)
      #expect(a.dotRow == b.dotRow)
      #expect(b.canvasCell == a.canvasCell.offsetBy(columns: 3, rows: -2))
    }
  }
}
