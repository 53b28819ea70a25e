import EaselDocument
import EaselGeometry

/// The documents shipped in `docs/examples/`, built in code so the files are always what the
/// encoder writes.
enum SampleDocuments {
  static let all: [(name: String, document: Document)] = [
    ("flowchart.easel", flowchart), ("shapes.easel", shapes), ("negative.easel", negative),
    ("ascii.easel", ascii),
    ("groups.easel", grouped), ("underscore.easel", underscore), ("contents.easel", contents),
  ]

  /// A box keeping its content (version 4): labels aligned left and top, right and bottom,
  /// centred with an inset; boxes, a connector and a text contained in a box.
  static let contents: Document = {
    func box(
      _ id: UInt64, _ bounds: CanvasRect, _ label: String, _ alignment: LabelAlignment,
      insets: LabelInsets = .zero, in container: UInt64? = nil
    ) -> Shape {
      Shape(
        id: ShapeID(id),
        kind: .rectangle(
          Rectangle(bounds: bounds, label: label, labelAlignment: alignment, labelInsets: insets)),
        containerID: container.map(ShapeID.init))
    }
    let drawn = try! Document(shapes: [
      box(
        1, rect(0, 0, 30, 11), "api gateway\n  routes", LabelAlignment(horizontal: .left, vertical: .top),
        insets: LabelInsets(left: 1)),
      box(2, rect(3, 3, 10, 5), "cache", LabelAlignment(horizontal: .right, vertical: .bottom), in: 1),
      box(3, rect(16, 3, 10, 5), "db", .centred, in: 1),
      Shape(
        id: ShapeID(4),
        kind: .line(
          Line(
            start: .zero, end: .zero, arrowAtEnd: true, route: .elbow,
            startBinding: LineBinding(shape: ShapeID(2)), endBinding: LineBinding(shape: ShapeID(3)))),
        containerID: ShapeID(1)),
      Shape(
        id: ShapeID(5), kind: .text(TextShape(origin: point(23, 9), text: "v2.1")), strokeColor: .ansi(8),
        containerID: ShapeID(1)),
      box(
        6, rect(34, 0, 14, 5), "far", LabelAlignment(horizontal: .centre, vertical: .top),
        insets: LabelInsets(top: 1, right: 2)),
    ])
    var routed = drawn.shapes
    for index in routed.indices {
      guard case .line(let line) = routed[index].kind, line.isConnector else { continue }
      routed[index].kind = .line(drawn.routed(line, index: SpatialIndex(drawn)))
    }
    return try! Document(shapes: routed)
  }()

  /// A legend of named, grouped boxes (a group inside a group), a hidden note and a locked
  /// frame (version 3).
  static let grouped: Document = {
    var frame = Shape(
      id: ShapeID(1), kind: .rectangle(Rectangle(bounds: rect(0, 0, 40, 12), frameStyle: .double)),
      name: "Frame", isLocked: true)
    frame.strokeColor = .ansi(8)
    let shapes = [
      frame,
      Shape(
        id: ShapeID(2), kind: .rectangle(Rectangle(bounds: rect(2, 1, 12, 3), label: "Client")),
        groupID: ShapeID(7)),
      Shape(
        id: ShapeID(3), kind: .rectangle(Rectangle(bounds: rect(24, 1, 12, 3), label: "Server")),
        groupID: ShapeID(7)),
      Shape(
        id: ShapeID(4),
        kind: .line(
          Line(
            start: CanvasPoint(column: 13, row: 2), end: CanvasPoint(column: 24, row: 2), arrowAtEnd: true,
            startBinding: LineBinding(shape: ShapeID(2), side: .right),
            endBinding: LineBinding(shape: ShapeID(3), side: .left))),
        name: "request", groupID: ShapeID(7)),
      Shape(
        id: ShapeID(5), kind: .text(TextShape(origin: point(2, 6), text: "Legend")), groupID: ShapeID(8)),
      Shape(
        id: ShapeID(6), kind: .text(TextShape(origin: point(2, 8), text: "draft: not reviewed")),
        name: "Note", isHidden: true),
    ]
    let groups = [
      ShapeGroup(id: ShapeID(7), groupID: ShapeID(8), name: "Request"),
      ShapeGroup(id: ShapeID(8), name: "Diagram 数据"),
    ]
    return try! Document(shapes: shapes, groups: groups)
  }()

  static func rect(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func document(_ kinds: [(ShapeKind, ShapeColor, ShapeColor)]) -> Document {
    let shapes = kinds.enumerated().map { index, item in
      Shape(id: ShapeID(UInt64(index + 1)), kind: item.0, strokeColor: item.1, fillColor: item.2)
    }
    return try! Document(shapes: shapes)
  }

  /// Boxes in several frame styles joined by connectors (elbow arrows bound to the boxes, so
  /// they follow when a box moves), labelled.
  static let flowchart: Document = {
    func arrow(
      _ from: UInt64, _ to: UInt64, style: FrameStyle = .light, fromSide: ShapeSide? = nil,
      toSide: ShapeSide? = nil, label: String = ""
    ) -> ShapeKind {
      .line(
        Line(
          start: .zero, end: .zero, style: style, arrowAtEnd: true, route: .elbow,
          startBinding: LineBinding(shape: ShapeID(from), side: fromSide),
          endBinding: LineBinding(shape: ShapeID(to), side: toSide), label: label))
    }
    let drawn = document([
      (
        .rectangle(Rectangle(bounds: rect(20, 0, 16, 3), frameStyle: .rounded, label: "Start")), .ansi(2),
        .default
      ),
      (arrow(1, 3), .default, .default),
      (
        .rectangle(
          Rectangle(bounds: rect(16, 6, 24, 4), frameStyle: .light, label: "Read the file\nline by line")),
        .default, .default
      ),
      (arrow(3, 5), .default, .default),
      (
        .rectangle(Rectangle(bounds: rect(18, 13, 20, 3), frameStyle: .double, label: "Valid?")), .ansi(3),
        .default
      ),
      (arrow(5, 7, style: .heavy, fromSide: .right, toSide: .left, label: "no"), .ansi(1), .default),
      (
        .rectangle(
          Rectangle(bounds: rect(49, 13, 18, 3), frameStyle: .heavy, fillCharacter: " ", label: "Show error")),
        .ansi(1), .palette(52)
      ),
      (arrow(5, 9, fromSide: .bottom, toSide: .top, label: "yes"), .default, .default),
      (
        .rectangle(Rectangle(bounds: rect(18, 19, 20, 3), frameStyle: .ascii, label: "Draw it")), .default,
        .default
      ),
      (arrow(7, 3, style: .double, fromSide: .top, toSide: .right, label: "retry"), .ansi(12), .default),
    ])
    // Each connector routed as the editor routes it.
    var routed = drawn.shapes
    for index in routed.indices {
      guard case .line(let line) = routed[index].kind else { continue }
      routed[index].kind = .line(drawn.routed(line, index: SpatialIndex(drawn)))
    }
    return try! Document(shapes: routed)
  }()

  /// Every kind, with wide characters, emoji, combining marks and every colour form.
  static let shapes = document([
    (
      .rectangle(
        Rectangle(bounds: rect(0, 0, 30, 7), frameStyle: .rounded, fillCharacter: "░", label: "漢字 and 😀")),
      .rgb(0x33, 0x99, 0xff), .palette(236)
    ),
    (.ellipse(Ellipse(bounds: rect(34, 0, 20, 7))), .ansi(5), .default),
    (.ellipse(Ellipse(bounds: rect(56, 1, 10, 5), isFilled: true)), .ansi(6), .ansi(14)),
    (
      .line(Line(start: point(0, 9), end: point(20, 14), arrowAtStart: true, arrowAtEnd: true)), .ansi(4),
      .default
    ),
    (
      .pen(
        PenStroke(points: [
          DotPoint(x: 50, y: 36), DotPoint(x: 52, y: 33), DotPoint(x: 55, y: 31), DotPoint(x: 59, y: 31),
          DotPoint(x: 62, y: 34), DotPoint(x: 63, y: 39), DotPoint(x: 61, y: 44), DotPoint(x: 57, y: 46),
        ])),
      .rgb(0xe0, 0x40, 0x40), .default
    ),
    (
      .brush(
        BrushStroke(
          cells: [point(40, 10), point(41, 10), point(42, 10), point(42, 11), point(43, 11), point(44, 12)])),
      .ansi(3), .ansi(3)
    ),
    (
      .brush(BrushStroke(cells: [point(48, 10), point(49, 11), point(50, 12)], character: "✿", size: 3)),
      .ansi(13), .default
    ),
    (
      .text(
        TextShape(
          origin: point(0, 16),
          text:
            "CJK: 日本語の文字\nEmoji: 🎨 🖌️ 👩\u{200D}💻 🇯🇵\nCombining: e\u{0301}te\u{0301} ñ\nQuotes \"and\" back\\slash"
        )),
      .default, .default
    ),
    (.rectangle(Rectangle(bounds: rect(34, 16, 12, 3), fillCharacter: "字")), .ansi(7), .default),
  ])

  /// ASCII art as READMEs hold it (version 3): rounded and double ASCII frames, connectors
  /// stopping a cell short of their boxes (`-->|`), a label on a line, other arrowheads, a
  /// slanted run.
  static let ascii: Document = {
    let drawn = document([
      (
        .rectangle(Rectangle(bounds: rect(0, 0, 10, 3), frameStyle: .asciiRounded, label: "client")),
        .default, .default
      ),
      (
        .rectangle(Rectangle(bounds: rect(26, 0, 10, 3), frameStyle: .asciiDouble, label: "server")),
        .default, .default
      ),
      (
        .line(
          Line(
            start: .zero, end: .zero, style: .ascii, arrowAtEnd: true,
            startBinding: LineBinding(shape: ShapeID(1), side: .right, offset: 1, gap: 1),
            endBinding: LineBinding(shape: ShapeID(2), side: .left, offset: 1, gap: 1), label: "request")),
        .default, .default
      ),
      (
        .rectangle(Rectangle(bounds: rect(26, 7, 10, 3), frameStyle: .ascii, label: "store")), .ansi(4),
        .default
      ),
      (
        .line(
          Line(
            start: .zero, end: .zero, style: .ascii, arrowAtEnd: true, arrowhead: .triangle,
            startBinding: LineBinding(shape: ShapeID(2), side: .bottom, offset: 5),
            endBinding: LineBinding(shape: ShapeID(4), side: .top, offset: 5, gap: 1))),
        .default, .default
      ),
      (
        .line(
          Line(start: point(1, 4), end: point(5, 8), style: .ascii)), .ansi(2), .default
      ),
      (
        .line(
          Line(
            start: point(8, 8), end: point(20, 8), style: .asciiDouble, arrowAtEnd: true, arrowhead: .pointer)
        ),
        .default, .default
      ),
    ])
    var routed = drawn.shapes
    for index in routed.indices {
      guard case .line(let line) = routed[index].kind, line.isConnector else { continue }
      routed[index].kind = .line(drawn.routed(line, index: SpatialIndex(drawn)))
    }
    return try! Document(shapes: routed)
  }()

  /// The underscore ASCII style (version 3): ` ____ ` over `|____|` boxes, connectors drawn
  /// with `_` and `|` (a labelled one, elbows turning down and up), and an ASCII arrow meeting
  /// underscore frames at `+`.
  static let underscore: Document = {
    func box(_ bounds: CanvasRect, _ label: String) -> ShapeKind {
      .rectangle(Rectangle(bounds: bounds, frameStyle: .asciiUnderscore, label: label))
    }
    func connector(
      _ style: FrameStyle, from: (UInt64, ShapeSide, Int), to: (UInt64, ShapeSide, Int), label: String = "",
      arrow: Bool = true
    ) -> ShapeKind {
      .line(
        Line(
          start: .zero, end: .zero, style: style, arrowAtEnd: arrow, route: .elbow,
          startBinding: LineBinding(shape: ShapeID(from.0), side: from.1, offset: from.2),
          endBinding: LineBinding(shape: ShapeID(to.0), side: to.1, offset: to.2), label: label))
    }
    let drawn = document([
      (box(rect(0, 0, 10, 3), "client"), .default, .default),
      (box(rect(28, 0, 10, 3), "api"), .default, .default),
      (box(rect(28, 8, 10, 4), "db"), .ansi(4), .default),
      (box(rect(0, 8, 10, 3), "cache"), .default, .default),
      (
        connector(.asciiUnderscore, from: (1, .right, 1), to: (2, .left, 1), label: "calls"), .default,
        .default
      ),
      (connector(.asciiUnderscore, from: (2, .bottom, 5), to: (3, .top, 5)), .default, .default),
      (connector(.asciiUnderscore, from: (1, .bottom, 5), to: (4, .top, 5)), .default, .default),
      (connector(.ascii, from: (4, .right, 1), to: (3, .left, 1)), .default, .default),
      (box(rect(48, 8, 10, 3), "queue"), .default, .default),
      (connector(.asciiUnderscore, from: (2, .right, 1), to: (9, .top, 5)), .ansi(2), .default),
      (
        connector(.asciiUnderscore, from: (4, .bottom, 2), to: (3, .bottom, 3), arrow: false), .ansi(2),
        .default
      ),
    ])
    var routed = drawn.shapes
    for index in routed.indices {
      guard case .line(let line) = routed[index].kind, line.isConnector else { continue }
      routed[index].kind = .line(drawn.routed(line, index: SpatialIndex(drawn)))
    }
    return try! Document(shapes: routed)
  }()

  /// Shapes to the left of and above the origin.
  static let negative = document([
    (.rectangle(Rectangle(bounds: rect(-30, -12, 20, 5), label: "north-west")), .ansi(2), .default),
    (.line(Line(start: point(-10, -10), end: point(10, 10), arrowAtEnd: true)), .default, .default),
    (.ellipse(Ellipse(bounds: rect(-8, -20, 16, 6))), .ansi(4), .default),
    (
      .pen(PenStroke(points: [DotPoint(x: -41, y: -3), DotPoint(x: -30, y: -9), DotPoint(x: -20, y: -1)])),
      .ansi(5), .default
    ),
    (
      .brush(BrushStroke(cells: [point(-3, 4), point(-2, 4), point(-1, 4), point(0, 4)], character: "#")),
      .default, .default
    ),
    (.text(TextShape(origin: point(-25, 2), text: "below zero")), .default, .default),
  ])
}
