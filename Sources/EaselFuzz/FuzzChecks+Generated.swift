import EaselDocument
import EaselFileFormat
import EaselGeometry

extension FuzzChecks {
  /// Documents built from the input rather than parsed from it, so every shape is one the
  /// format allows and most sit where mutations of JSON rarely go: at the canvas limits, one
  /// past them, spanning the whole canvas, with text of wide, combining, joined and hostile
  /// characters. Checked: the loader accepts exactly the documents that are sound (so Easel
  /// never saves a drawing it cannot open again), reads back what was written, and what it
  /// accepts draws within the budget with nothing unsafe in the output.
  static func generated(_ bytes: UnsafeBufferPointer<UInt8>) {
    let started = monotonicSeconds()
    var source = ByteSource(bytes)
    var shapes: [Shape] = []
    let count = Int(source.next() % 12) + 1
    for number in 1...count {
      let id = source.next() == 0xFF ? CanvasLimits.maximumShapeID - UInt64(number) : UInt64(number)
      shapes.append(
        Shape(
          id: ShapeID(id), kind: source.shapeKind(), strokeColor: source.color(),
          fillColor: source.color()))
    }
    // Some lines become connectors: bound to a shape of the document (or to one it lacks, or
    // to a stroke, which the loader must refuse), elbow with bends that may or may not be
    // orthogonal.
    for index in shapes.indices {
      guard case .line(var line) = shapes[index].kind, source.next() % 2 == 0 else { continue }
      let pick = { (source: inout ByteSource) -> LineBinding? in
        let choice = Int(source.next()) % (count + 2)
        guard choice > 0 else { return nil }
        return LineBinding(
          shape: ShapeID(UInt64(choice)),
          side: source.next() % 3 == 0 ? ShapeSide.allCases[Int(source.next()) % 4] : nil,
          offset: source.next() % 4 == 0 ? Int(source.next()) : nil, gap: Int(source.next() % 3))
      }
      line.startBinding = pick(&source)
      line.endBinding = pick(&source)
      if source.next() % 2 == 0 {
        line.route = .elbow
        var corner = line.start
        for _ in 0..<Int(source.next() % 4) {
          corner =
            source.next() % 2 == 0
            ? CanvasPoint(column: source.coordinate(), row: corner.row)
            : CanvasPoint(column: corner.column, row: source.coordinate())
          line.bends.append(corner)
        }
      }
      line.userRuns = source.next() % 4 == 0
      if source.next() % 4 == 0 { line.label = source.next() % 2 == 0 ? "yes" : "两\nlines" }
      shapes[index].kind = .line(line)
    }
    // Names, hidden and locked shapes, and groups (version 3): runs of shapes gathered in
    // groups, some nested, some overlapping so a group's shapes are apart in z-order, some left
    // empty, some named with what no name may hold; the loader must refuse exactly those.
    for index in shapes.indices where source.next() % 3 == 0 {
      shapes[index].name = source.name()
      shapes[index].isHidden = source.next() % 2 == 0
      shapes[index].isLocked = source.next() % 2 == 0
    }
    var groups: [ShapeGroup] = []
    for number in 0..<Int(source.next() % 4) {
      let id = ShapeID(UInt64(count + 1 + number))
      let parent: ShapeID? =
        source.next() % 3 == 0 ? ShapeID(UInt64(count + 1 + Int(source.next() % 4))) : nil
      groups.append(
        ShapeGroup(
          id: id, groupID: parent, name: source.next() % 3 == 0 ? source.name() : nil,
          isHidden: source.next() % 4 == 0, isLocked: source.next() % 4 == 0))
      let start = Int(source.next()) % count
      let length = Int(source.next() % 4)
      for index in start..<min(count, start + length) { shapes[index].groupID = id }
      if source.next() % 8 == 0 { shapes[Int(source.next()) % count].groupID = id }
    }
    guard var document = try? Document(shapes: shapes, groups: groups) else { return }
    if source.next() % 2 == 0, document.invariantViolations().isEmpty {
      document = routedConnectors(document, started: started)
    }
    let sound = document.invariantViolations().isEmpty
    let encoded = EaselFile.encode(document)
    let decoded: Document
    do {
      decoded = try EaselFile.decode(encoded)
    } catch {
      precondition(
        !sound, "a sound document does not load again: \(error)\n\(String(decoding: encoded, as: UTF8.self))")
      return
    }
    precondition(sound, "the loader accepted an unsound document: \(document.invariantViolations())")
    precondition(decoded == document, "a document loads back differently")
    precondition(EaselFile.encode(decoded) == encoded, "encoding is not stable")
    checkRendering(decoded, started: started)
  }
}

extension FuzzChecks {
  /// `document` with every connector routed as the editor routes it. Each route must start and
  /// end on its shapes' frames (rectangles and ellipses: their bounds' border; text: one cell
  /// out), and an elbow route must be horizontal and vertical runs.
  static func routedConnectors(_ document: Document, started: Double) -> Document {
    let index = SpatialIndex(document)
    var shapes = document.shapes
    for position in shapes.indices {
      guard case .line(let line) = shapes[position].kind, line.isConnector else { continue }
      let routed = document.routed(line, index: index)
      for (end, binding) in [(routed.start, routed.startBinding), (routed.end, routed.endBinding)] {
        guard let binding, let target = document[binding.shape] else { continue }
        var frame = target.bounds
        if case .text = target.kind {
          frame = CanvasRect(
            column: frame.minColumn - 1, row: frame.minRow - 1, columns: frame.size.columns + 2,
            rows: frame.size.rows + 2)
        }
        let onBorder =
          frame.contains(end)
          && (end.column == frame.minColumn || end.column == frame.maxColumn - 1 || end.row == frame.minRow
            || end.row == frame.maxRow - 1)
        precondition(onBorder, "a route ends at \(end), off the frame \(frame) of shape \(binding.shape)")
      }
      let problems = ShapeKind.line(routed).geometryViolations()
      precondition(problems.isEmpty, "a routed connector is unsound: \(problems)")
      shapes[position].kind = .line(routed)
      precondition(monotonicSeconds() - started < secondsPerInput, "routing took too long")
    }
    return (try? Document(shapes: shapes, groups: Array(document.groups.values))) ?? document
  }
}

/// The fuzzer's bytes as a stream of choices; zeros once they run out.
struct ByteSource {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func next() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func next16() -> Int { Int(next()) << 8 | Int(next()) }

  /// A coordinate, mostly at or next to the limits.
  mutating func coordinate() -> Int {
    let limit = CanvasLimits.maximumCoordinate
    switch next() % 12 {
    case 0: return -limit
    case 1: return -limit + 1
    case 2: return limit
    case 3: return limit - 1
    case 4: return 0
    case 5: return limit + 1
    case 6: return -limit - 1
    case 7: return Int(Int8(bitPattern: next()))
    case 8: return next16() - 32_768
    case 9: return limit - Int(next())
    case 10: return -limit + Int(next())
    default: return Int(next())
    }
  }

  /// A width or height in cells, from one to the whole canvas and one past it.
  mutating func extent() -> Int {
    let span = 2 * CanvasLimits.maximumCoordinate + 1
    switch next() % 8 {
    case 0: return 1
    case 1: return 2
    case 2: return span
    case 3: return span + 1
    case 4: return CanvasLimits.maximumCoordinate
    case 5: return next16()
    case 6: return 0
    default: return Int(next() % 40) + 1
    }
  }

  mutating func point() -> CanvasPoint { CanvasPoint(column: coordinate(), row: coordinate()) }

  mutating func rect() -> CanvasRect {
    let origin = point()
    return CanvasRect(column: origin.column, row: origin.row, columns: extent(), rows: extent())
  }

  static let fragments: [String] = [
    "a", "Box", " ", "图", "🎨", "👨‍👩‍👧", "e\u{301}", "\u{200D}", "\u{202E}", "\u{2066}", "\n", "\u{FE0F}",
    "🇺🇸", "\u{300}", "ﷺ", "𝕏", "\u{200B}", "\u{AD}", "x\u{20DD}", "\t", "\u{1B}[31m", "\u{85}", "\u{2028}",
    String(repeating: "w", count: 300), "\n\n\n",
  ]

  mutating func text() -> String {
    var result = ""
    for _ in 0..<(Int(next() % 6) + 1) {
      result += Self.fragments[Int(next()) % Self.fragments.count]
    }
    return result
  }

  /// A name: mostly one a name may be, sometimes empty, two lines or hostile.
  mutating func name() -> String {
    switch next() % 6 {
    case 0: return ""
    case 1: return text()
    case 2: return String(repeating: "n", count: CanvasLimits.maximumNameBytes + Int(next() % 2))
    default: return ["Legend", "数据", "🙂 box", "a\"b"][Int(next()) % 4]
    }
  }

  static let characters: [Character] = ["█", "#", "图", "e\u{301}", " ", "🎨", "\u{301}", "\t", "░"]

  mutating func character() -> Character { Self.characters[Int(next()) % Self.characters.count] }

  mutating func style() -> FrameStyle {
    FrameStyle.allCases[Int(next()) % FrameStyle.allCases.count]
  }

  mutating func color() -> ShapeColor {
    switch next() % 5 {
    case 0: return .ansi(next() % 20)
    case 1: return .palette(next())
    case 2: return .rgb(next(), next(), next())
    default: return .default
    }
  }

  mutating func shapeKind() -> ShapeKind {
    switch next() % 6 {
    case 0:
      let fill: Character? = next() % 2 == 0 ? nil : character()
      return .rectangle(
        Rectangle(
          bounds: rect(), frameStyle: style(), fillCharacter: fill, label: next() % 2 == 0 ? "" : text()))
    case 1:
      return .ellipse(Ellipse(bounds: rect(), isFilled: next() % 2 == 0))
    case 2:
      return .line(
        Line(
          start: point(), end: point(), style: style(), arrowAtStart: next() % 2 == 0,
          arrowAtEnd: next() % 2 == 0,
          arrowhead: ArrowheadStyle.allCases[Int(next()) % ArrowheadStyle.allCases.count]))
    case 3:
      let points = (0..<Int(next() % 8)).map { _ in
        let cell = point()
        return DotPoint(
          x: cell.column * DotPoint.dotsPerCellHorizontally + Int(next() % 2),
          y: cell.row * DotPoint.dotsPerCellVertically + Int(next() % 4))
      }
      return .pen(PenStroke(points: points))
    case 4:
      let cells = (0..<Int(next() % 8)).map { _ in point() }
      return .brush(BrushStroke(cells: cells, character: character(), size: Int(next() % 5)))
    default:
      return .text(TextShape(origin: point(), text: text()))
    }
  }
}
