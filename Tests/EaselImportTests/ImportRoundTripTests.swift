import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselImport
import EaselRender
import EaselTestSupport
import Testing

/// Documents Easel draws, rendered and imported: the text comes back, and so do the boxes and
/// the connectors between them.
@Suite struct ImportRoundTripTests {
  /// How many of a document's rectangles and connectors an import found again: a rectangle
  /// with the same bounds and style, a connector with the same route bound to those boxes.
  struct Match: CustomStringConvertible {
    var boxes = 0
    var foundBoxes = 0
    var connectors = 0
    var foundConnectors = 0

    static func += (a: inout Match, b: Match) {
      a.boxes += b.boxes
      a.foundBoxes += b.foundBoxes
      a.connectors += b.connectors
      a.foundConnectors += b.foundConnectors
    }

    var description: String {
      "\(foundBoxes) of \(boxes) boxes, \(foundConnectors) of \(connectors) connectors"
    }

    /// At least 95% of each.
    var isEnough: Bool { foundBoxes * 100 >= boxes * 95 && foundConnectors * 100 >= connectors * 95 }
  }

  static func match(_ original: Document, _ imported: Document) -> Match {
    // The text starts at the drawing's top left corner when shapes lie left of or above the origin.
    let bounds = original.bounds
    let (dx, dy) = (-min(0, bounds.minColumn), -min(0, bounds.minRow))
    var match = Match()
    var boxByBounds: [CanvasRect: Shape] = [:]
    for shape in imported.shapes {
      if case .rectangle = shape.kind { boxByBounds[shape.bounds] = shape }
    }
    var boxFor: [ShapeID: ShapeID] = [:]
    for shape in original.shapes {
      guard case .rectangle(let rectangle) = shape.kind else { continue }
      match.boxes += 1
      let moved = shape.translated(columns: dx, rows: dy)
      guard let found = boxByBounds[moved.bounds], case .rectangle(let other) = found.kind,
        other.frameStyle == rectangle.frameStyle
      else { continue }
      match.foundBoxes += 1
      boxFor[shape.id] = found.id
    }
    var lines: [[CanvasPoint]: Line] = [:]
    for shape in imported.shapes {
      if case .line(let line) = shape.kind { lines[line.vertices] = line }
    }
    for shape in original.shapes {
      guard case .line(let line) = shape.kind, line.isConnector else { continue }
      match.connectors += 1
      guard case .line(let moved) = shape.translated(columns: dx, rows: dy).kind else { continue }
      let found = lines[moved.vertices] ?? lines[moved.vertices.reversed()]
      guard let found else { continue }
      let ends = Set([found.startBinding?.shape, found.endBinding?.shape])
      let wanted = Set([
        line.startBinding.flatMap { boxFor[$0.shape] }, line.endBinding.flatMap { boxFor[$0.shape] },
      ])
      if ends == wanted { match.foundConnectors += 1 }
    }
    return match
  }

  /// Boxes on a loose grid in every frame style, joined by straight connectors to their
  /// neighbours across and down and by elbow connectors to the box down and across, with
  /// arrowheads of every style, labels, and ends on the frame or a gap away; a connector that
  /// would cross a box or come near another connector is left out, so nothing overlaps.
  ///
  /// `underscores`: underscore boxes only, joined by underscore and ASCII lines; an underscore
  /// line's end at a side is on the frame (a gap away it draws the same text, ` |____| `, which
  /// the import reads as an end on the frame, as Easel binds one).
  static func generated(seed: UInt64, underscores: Bool = false) -> Document {
    var random = SplitMix(state: seed)
    let styles: [FrameStyle] =
      underscores
      ? [.asciiUnderscore]
      : [.light, .heavy, .double, .rounded, .ascii, .asciiRounded, .asciiDouble, .dashed, .asciiUnderscore]
    var shapes: [Shape] = []
    var id: UInt64 = 1
    var boxes: [[(ShapeID, CanvasRect)?]] = []
    for row in 0..<3 {
      var line: [(ShapeID, CanvasRect)?] = []
      for column in 0..<4 {
        guard random.below(5) != 0 else {
          line.append(nil)
          continue
        }
        let rect = CanvasRect(
          column: column * 24 + random.below(3), row: row * 11 + random.below(2),
          columns: 8 + random.below(5),
          rows: 3 + random.below(3))
        let style = styles[random.below(styles.count)]
        let label = ["A", "node", "step 2", "", "two\nlines"][random.below(5)]
        shapes.append(
          Shape(id: ShapeID(id), kind: .rectangle(Rectangle(bounds: rect, frameStyle: style, label: label))))
        line.append((ShapeID(id), rect))
        id += 1
      }
      boxes.append(line)
    }
    let boxBounds = shapes.map(\.bounds)
    /// Cells taken by the connectors kept so far.
    var taken = Set<CanvasPoint>()
    /// The cells `line` draws (its runs and its label), or nil when one lies in a box (other
    /// than an end on its own frame) or beside another connector.
    func cells(of line: Line) -> [CanvasPoint]? {
      var cells: [CanvasPoint] = []
      let vertices = line.vertices
      for (a, b) in zip(vertices, vertices.dropFirst()) {
        let steps = max(abs(b.column - a.column), abs(b.row - a.row))
        for step in 0...steps {
          cells.append(
            CanvasPoint(
              column: a.column + step * (b.column - a.column).signum(),
              row: a.row + step * (b.row - a.row).signum()))
        }
      }
      if let area = line.labelPlacement?.area {
        for row in area.minRow..<area.maxRow {
          for column in area.minColumn..<area.maxColumn {
            cells.append(CanvasPoint(column: column, row: row))
          }
        }
      }
      let ends = [line.start, line.end]
      for cell in cells {
        if !ends.contains(cell) && boxBounds.contains(where: { $0.contains(cell) }) { return nil }
        for dx in -1...1 {
          for dy in -1...1 where taken.contains(cell.offsetBy(columns: dx, rows: dy)) { return nil }
        }
      }
      return cells
    }
    func connect(_ line: Line) {
      guard let drawn = cells(of: line) else { return }
      taken.formUnion(drawn)
      shapes.append(Shape(id: ShapeID(id), kind: .line(line)))
      id += 1
    }
    func lineStyle() -> FrameStyle {
      underscores ? [.asciiUnderscore, .ascii][random.below(2)] : styles[random.below(styles.count)]
    }
    func head() -> ArrowheadStyle { ArrowheadStyle.allCases[random.below(ArrowheadStyle.allCases.count)] }
    func gap() -> Int { random.below(3) == 0 ? 1 : 0 }
    // Across: between boxes side by side whose rows overlap.
    for row in boxes.indices {
      for column in 0..<3 {
        guard let (a, left) = boxes[row][column], let (b, right) = boxes[row][column + 1] else { continue }
        let top = max(left.minRow, right.minRow) + 1
        let bottom = min(left.maxRow, right.maxRow) - 2
        guard top <= bottom else { continue }
        let y = top + random.below(bottom - top + 1)
        var (startGap, endGap) = (gap(), gap())
        let style = lineStyle()
        if underscores && style == .asciiUnderscore { (startGap, endGap) = (0, 0) }
        connect(
          Line(
            start: CanvasPoint(column: left.maxColumn - 1 + startGap, row: y),
            end: CanvasPoint(column: right.minColumn - endGap, row: y), style: style,
            arrowAtEnd: random.below(2) == 0, arrowhead: head(),
            startBinding: LineBinding(shape: a, side: .right, offset: y - left.minRow, gap: startGap),
            endBinding: LineBinding(shape: b, side: .left, offset: y - right.minRow, gap: endGap),
            label: random.below(3) == 0 ? "go" : ""))
      }
    }
    // Down: between boxes one above the other whose columns overlap.
    for row in 0..<2 {
      for column in 0..<4 {
        guard let (a, upper) = boxes[row][column], let (b, lower) = boxes[row + 1][column] else { continue }
        let left = max(upper.minColumn, lower.minColumn) + 1
        let right = min(upper.maxColumn, lower.maxColumn) - 2
        guard left <= right, random.below(2) == 0 else { continue }
        let x = left + random.below(right - left + 1)
        let endGap = gap()
        connect(
          Line(
            start: CanvasPoint(column: x, row: upper.maxRow - 1),
            end: CanvasPoint(column: x, row: lower.minRow - endGap),
            style: lineStyle(), arrowAtEnd: random.below(2) == 0, arrowhead: head(),
            startBinding: LineBinding(shape: a, side: .bottom, offset: x - upper.minColumn),
            endBinding: LineBinding(shape: b, side: .top, offset: x - lower.minColumn, gap: endGap),
            label: random.below(4) == 0 ? "yes" : ""))
      }
    }
    // Elbows: from a box's right side to the top of the box down and across, as the router
    // routes them.
    var document = (try? Document(shapes: shapes)) ?? Document()
    for row in 0..<2 {
      for column in 0..<3 {
        guard let (a, _) = boxes[row][column], let (b, _) = boxes[row + 1][column + 1] else { continue }
        let elbow = Line(
          start: .zero, end: .zero, style: lineStyle(), arrowAtEnd: true, arrowhead: head(), route: .elbow,
          startBinding: LineBinding(shape: a, side: .right), endBinding: LineBinding(shape: b, side: .top))
        connect(document.routed(elbow, index: SpatialIndex(document)))
        document = (try? Document(shapes: shapes)) ?? document
      }
    }
    return document
  }

  @Test func generatedDocumentsComeBackWithTheirBoxesAndConnectors() throws {
    var total = Match()
    var elbows = 0
    var vertical = 0
    for seed in 0..<100 {
      let document = Self.generated(seed: UInt64(seed))
      for shape in document.shapes {
        guard case .line(let line) = shape.kind else { continue }
        if !line.bends.isEmpty { elbows += 1 }
        if line.start.column == line.end.column { vertical += 1 }
      }
      let rendered = String(decoding: try TextExport.render(document), as: UTF8.self)
      guard let imported = ImportCheck.imported(rendered) else { continue }
      // Render → import → render is the identity, which `imported` checks as the law.
      total += Self.match(document, imported)
    }
    print("round trip of generated documents: \(total)")
    #expect(
      total.boxes > 800 && total.connectors > 700 && elbows > 50 && vertical > 100,
      "\(elbows) elbows, \(vertical) vertical")
    print("\(elbows) elbow and \(vertical) vertical connectors")
    #expect(total.isEnough, "\(total)")
  }

  /// Documents drawn in the underscore style: underscore boxes joined by underscore and ASCII
  /// connectors (straight across and down, routed elbows) come back as they were.
  @Test func underscoreDocumentsComeBackWithTheirBoxesAndConnectors() throws {
    var total = Match()
    var underscoreLines = 0
    var underscoreElbows = 0
    for seed in 0..<100 {
      let document = Self.generated(seed: UInt64(500 + seed), underscores: true)
      for shape in document.shapes {
        guard case .line(let line) = shape.kind, line.style == .asciiUnderscore else { continue }
        underscoreLines += 1
        if !line.bends.isEmpty { underscoreElbows += 1 }
      }
      let rendered = String(decoding: try TextExport.render(document), as: UTF8.self)
      guard let imported = ImportCheck.imported(rendered) else { continue }
      total += Self.match(document, imported)
    }
    print(
      "round trip of underscore documents: \(total) (\(underscoreLines) underscore connectors, "
        + "\(underscoreElbows) of them elbows)")
    #expect(
      total.boxes > 800 && total.connectors > 700 && underscoreLines > 300 && underscoreElbows > 30,
      "\(total)")
    #expect(total.isEnough, "\(total)")
  }

  /// Every example document, rendered, imports back to itself and renders the same again.
  @Test func examplesComeBackWithTheirBoxesAndConnectors() throws {
    var directory = "\(#filePath)"
    for _ in 0..<3 {
      directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
    }
    directory += "/docs/examples"
    var total = Match()
    let names = TestFiles.names(in: directory, endingWith: ".easel")
    #expect(names.count >= 4)
    for name in names {
      let bytes = try #require(TestFiles.readBytes(directory + "/" + name))
      let document = try EaselFile.decode(bytes)
      let rendered = try TextExport.render(document)
      guard let imported = ImportCheck.imported(String(decoding: rendered, as: UTF8.self)) else { continue }
      let match = Self.match(document, imported)
      print("round trip of \(name): \(match)")
      total += match
    }
    #expect(total.boxes >= 10 && total.connectors >= 7)
    #expect(total.isEnough, "\(total)")
  }
}
