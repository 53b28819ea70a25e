import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// Shapes of every kind, small enough to reason about by hand.
enum Make {
  static func rectangle(
    _ id: UInt64, at column: Int, _ row: Int, size columns: Int = 4, _ rows: Int = 3,
    style: FrameStyle = .light, fill: Character? = nil, label: String = ""
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(
        Rectangle(
          bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows), frameStyle: style,
          fillCharacter: fill, label: label)))
  }

  static func ellipse(
    _ id: UInt64, at column: Int, _ row: Int, size columns: Int = 6, _ rows: Int = 3, filled: Bool = false
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .ellipse(
        Ellipse(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows), isFilled: filled))
    )
  }

  static func line(
    _ id: UInt64, from start: (Int, Int), to end: (Int, Int), style: FrameStyle = .light,
    arrows: (Bool, Bool) = (false, false)
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .line(
        Line(
          start: CanvasPoint(column: start.0, row: start.1), end: CanvasPoint(column: end.0, row: end.1),
          style: style, arrowAtStart: arrows.0, arrowAtEnd: arrows.1)))
  }

  static func pen(_ id: UInt64, dots: [(Int, Int)]) -> Shape {
    Shape(id: ShapeID(id), kind: .pen(PenStroke(points: dots.map { DotPoint(x: $0.0, y: $0.1) })))
  }

  static func brush(_ id: UInt64, cells: [(Int, Int)], character: Character = "█", size: Int = 1) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .brush(
        BrushStroke(
          cells: cells.map { CanvasPoint(column: $0.0, row: $0.1) }, character: character, size: size)))
  }

  static func text(_ id: UInt64, at column: Int, _ row: Int, _ text: String) -> Shape {
    Shape(id: ShapeID(id), kind: .text(TextShape(origin: CanvasPoint(column: column, row: row), text: text)))
  }

  /// One shape of each kind with IDs `first`, `first + 1`, …, every optional property set.
  static func oneOfEachKind(from first: UInt64 = 1) -> [Shape] {
    var shapes = [
      rectangle(first, at: 2, 1, size: 8, 4, style: .double, fill: "░", label: "box\ntwo"),
      ellipse(first + 1, at: -6, -3, size: 10, 5, filled: true),
      line(first + 2, from: (12, 9), to: (3, 2), style: .heavy, arrows: (true, false)),
      pen(first + 3, dots: [(-3, -5), (0, 0), (7, 9)]),
      brush(first + 4, cells: [(5, 5), (6, 5), (6, 6)], character: "▓", size: 2),
      text(first + 5, at: -4, 7, "hi 日本\nthere"),
    ]
    for index in shapes.indices {
      shapes[index].strokeColor = .ansi(UInt8(index + 1))
      shapes[index].fillColor = .palette(UInt8(200 + index))
    }
    return shapes
  }
}

/// The IDs of a document's shapes, bottom to top, as plain numbers for readable failures.
func order(_ document: Document) -> [UInt64] { document.shapes.map(\.id.rawValue) }

func ids(_ values: UInt64...) -> Set<ShapeID> { Set(values.map(ShapeID.init)) }

/// Applies `transaction` and checks the document is still sound: every test mutation goes
/// through here (style guide §10).
func apply(
  _ transaction: Transaction, to document: inout Document,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try document.apply(transaction)
  expectSound(document, sourceLocation: sourceLocation)
}

func expectSound(_ document: Document, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(document.invariantViolations() == [], sourceLocation: sourceLocation)
}

/// The z-position lookups agree with the order of `shapes`.
func expectIndexed(_ document: Document, sourceLocation: SourceLocation = #_sourceLocation) {
  for (index, shape) in document.shapes.enumerated() {
    #expect(document.zIndex(of: shape.id) == index, sourceLocation: sourceLocation)
    #expect(document[shape.id] == shape, sourceLocation: sourceLocation)
    #expect(document.contains(shape.id), sourceLocation: sourceLocation)
  }
}
