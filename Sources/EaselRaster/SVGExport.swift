import EaselDocument
import EaselGeometry

/// A document as an SVG image (spec §6, `easel export --to svg`): every shape as vector
/// elements — rectangles as `<rect>`, ellipses as `<ellipse>`, lines as `<line>` with arrowhead
/// markers, pen strokes as `<path>`, brush strokes as painted cells, text as `<text>` — laid
/// out on the character grid at a stated cell size, dark on a white page. `docs/export.md`
/// describes the mapping.
///
/// Pure: the same document and cell size always give the same bytes.
public enum SVGExport {
  public static let defaultCellWidth = 8
  public static let defaultCellHeight = 16
  /// The cell sizes, in pixels each way, the export accepts; others are clamped into it.
  public static let cellSizeRange = 1...256

  /// The SVG document, UTF-8, ending in a newline. One canvas cell is `cellWidth` ×
  /// `cellHeight` px, and canvas cell (column, row) has its top-left corner at
  /// (column × cellWidth, row × cellHeight); the view box is the drawing's bounds with one
  /// cell of margin all round.
  public static func svg(
    _ document: Document, cellWidth: Int = defaultCellWidth, cellHeight: Int = defaultCellHeight
  ) -> [UInt8] {
    Array(svgText(document, cellWidth: cellWidth, cellHeight: cellHeight).utf8)
  }

  /// `svg` as a string.
  public static func svgText(
    _ document: Document, cellWidth: Int = defaultCellWidth, cellHeight: Int = defaultCellHeight
  ) -> String {
    var scene = SVGScene(
      cellWidth: min(max(cellWidth, cellSizeRange.lowerBound), cellSizeRange.upperBound),
      cellHeight: min(max(cellHeight, cellSizeRange.lowerBound), cellSizeRange.upperBound))
    // Hidden shapes (spec §9) are not exported, nor do they widen the picture.
    let visible = document.withoutHidden()
    for shape in visible.shapes { scene.draw(shape) }
    return scene.document(bounds: visible.bounds)
  }
}

/// The export under way: the shapes' elements, and the definitions (arrowheads, fill
/// patterns) they refer to.
struct SVGScene {
  typealias Attributes = SVGMarkup.Attributes

  /// Pixels per cell.
  let cellWidth: Int
  let cellHeight: Int
  /// The shapes' elements, inside `<svg>`.
  var body = SVGMarkup(depth: 1)
  /// Arrowheads and patterns, inside `<svg><defs>`.
  var definitions = SVGMarkup(depth: 2)
  /// The IDs of the arrowhead markers defined so far.
  private var definedMarkers: Set<String> = []

  init(cellWidth: Int, cellHeight: Int) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  // MARK: Lengths, in eighths of a pixel

  /// The left edge of a column.
  func x(_ column: Int) -> Int { column * cellWidth * 8 }
  /// The top edge of a row.
  func y(_ row: Int) -> Int { row * cellHeight * 8 }
  func centreX(_ column: Int) -> Int { x(column) + cellWidth * 4 }
  func centreY(_ row: Int) -> Int { y(row) + cellHeight * 4 }
  /// The centre of a Braille dot: a dot is half a cell wide and a quarter of a cell tall.
  func dotX(_ x: Int) -> Int { (2 * x + 1) * cellWidth * 2 }
  func dotY(_ y: Int) -> Int { (2 * y + 1) * cellHeight }

  /// The baseline text in a row is written on: about a third of the font size below the row's
  /// middle, which centres a line of text in the row in most fonts. Given as a position rather
  /// than with `dominant-baseline`, which not every renderer supports.
  func baseline(_ row: Int) -> Int { centreY(row) + fontSize * 35 / 100 }

  /// Light lines, dots and rails of double lines: an eighth of a cell's width.
  var lightWidth: Int { cellWidth }
  var heavyWidth: Int { cellWidth * 5 / 2 }
  /// How far each rail of a double line lies from the line's centre: a quarter of a cell.
  var doubleOffset: Int { cellWidth * 2 }
  /// An arrowhead is one cell wide, long and wide.
  var arrowLength: Int { cellWidth * 8 }
  /// The font size that makes a monospace font's advance (about 0.6 em) one cell wide,
  /// capped so lines of text stay within their rows.
  var fontSize: Int { min(cellWidth * 40 / 3, cellHeight * 72 / 10) }

  static func number(_ eighths: Int) -> String { SVGMarkup.number(eighths) }

  // MARK: The document

  mutating func draw(_ shape: Shape) {
    body.open("g", [("id", "shape-\(shape.id.rawValue)"), ("class", "easel-\(shape.kind.name)")])
    switch shape.kind {
    case .rectangle(let rectangle): drawRectangle(rectangle, of: shape)
    case .ellipse(let ellipse): drawEllipse(ellipse, of: shape)
    case .line(let line) where line.isConnector || !line.bends.isEmpty: drawPolyline(line, of: shape)
    case .line(let line): drawLine(line, of: shape)
    case .pen(let stroke): drawPen(stroke, of: shape)
    case .brush(let stroke): drawBrush(stroke, of: shape)
    case .text(let text): drawText(text, of: shape)
    }
    if case .line(let line) = shape.kind, let label = line.labelPlacement {
      drawLineLabel(label, color: SVGExport.strokeHex(shape.strokeColor))
    }
    body.close("g")
  }

  /// The whole file: the prolog, the root element sized to `bounds` plus a cell of margin, the
  /// definitions, a white page and the shapes.
  func document(bounds: CanvasRect) -> String {
    let area = CanvasRect(
      column: bounds.minColumn - 1, row: bounds.minRow - 1, columns: bounds.size.columns + 2,
      rows: bounds.size.rows + 2)
    let (left, top) = (x(area.minColumn), y(area.minRow))
    let (width, height) = (x(area.size.columns), y(area.size.rows))
    let box = [left, top, width, height].map(Self.number).joined(separator: " ")
    var root = SVGMarkup()
    root.comment(
      "Exported by Easel. 1 cell = \(cellWidth) x \(cellHeight) px: canvas cell (column, row) has its "
        + "top-left corner at (\(cellWidth) * column, \(cellHeight) * row).")
    root.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
        ("width", Self.number(width)), ("height", Self.number(height)), ("viewBox", box),
        ("font-family", "ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"),
        ("font-size", Self.number(fontSize)),
      ])
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.text
    if !definitions.text.isEmpty {
      text += "  <defs>\n" + definitions.text + "  </defs>\n"
    }
    var page = SVGMarkup(depth: 1)
    page.empty(
      "rect",
      [
        ("class", "easel-page"), ("x", Self.number(left)), ("y", Self.number(top)),
        ("width", Self.number(width)), ("height", Self.number(height)), ("fill", SVGExport.pageColor),
      ])
    text += page.text
    text += body.text
    return text + "</svg>\n"
  }

  // MARK: Arrowheads

  /// The `url(#…)` of the arrowhead at a line's start or end in `color`, defined on first use.
  /// A marker cannot take the colour of the line it sits on (before SVG 2), so each colour gets
  /// its own.
  mutating func arrowMarker(atEnd: Bool, color: String) -> String {
    let id = "arrow-\(atEnd ? "end" : "start")-\(color.dropFirst())"
    if !definedMarkers.contains(id) {
      definedMarkers.insert(id)
      defineMarker(id: id, atEnd: atEnd, color: color)
    }
    return "url(#\(id))"
  }

  /// A triangle one `arrowLength` long and wide, its tip where the line would end: the line
  /// itself stops three quarters of the way back (`shortenedForArrow`), inside the triangle,
  /// so its end never shows past the point.
  private mutating func defineMarker(id: String, atEnd: Bool, color: String) {
    definitions.open(
      "marker",
      [
        ("id", id), ("viewBox", "0 0 8 8"),
        ("refX", atEnd ? "2" : "6"), ("refY", "4"), ("markerUnits", "userSpaceOnUse"),
        ("markerWidth", Self.number(arrowLength)), ("markerHeight", Self.number(arrowLength)),
        ("orient", "auto"),
      ])
    definitions.empty("path", [("d", atEnd ? "M0 0L8 4L0 8z" : "M8 0L0 4L8 8z"), ("fill", color)])
    definitions.close("marker")
  }

  /// How far a line end is pulled back from an arrowhead's tip.
  var arrowInset: Int { arrowLength * 3 / 4 }
}
