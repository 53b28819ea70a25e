import EaselGeometry

/// Where a connector's label sits (spec §8: "drawn at its middle run"): centred on the middle
/// cell of the middle run, one cell of blank on either side so the line does not run into
/// the text. The renderer, the SVG export, the eraser and the label editor's caret all place
/// it from here.
public struct LineLabelPlacement: Hashable, Sendable {
  /// One line of the label: its row, the column it starts at and its text.
  public struct PlacedLine: Hashable, Sendable {
    public let row: Int
    public let column: Int
    public let text: Substring
  }

  /// The lines, top to bottom.
  public let lines: [PlacedLine]
  /// The cells the label covers: its lines and the blank cell either side of each.
  public let area: CanvasRect
  /// The cell the label is centred on.
  public let center: CanvasPoint

  init(label: String, center: CanvasPoint) {
    self.center = center
    let texts = label.split(separator: "\n", omittingEmptySubsequences: false)
    let firstRow = center.row - (texts.count - 1) / 2
    var placed: [PlacedLine] = []
    var area: CanvasRect?
    for (offset, text) in texts.enumerated() {
      let width = ShapeKind.drawnWidth(of: text)
      let line = PlacedLine(row: firstRow + offset, column: center.column - width / 2, text: text)
      placed.append(line)
      let padded = CanvasRect(column: line.column - 1, row: line.row, columns: width + 2, rows: 1)
      area = area?.union(padded) ?? padded
    }
    lines = placed
    self.area = area ?? CanvasRect(origin: center, size: CellSize(columns: 1, rows: 1))
  }

  /// Where line `index` starts (the caret's cell at that line's beginning); past the last
  /// line, the row below it.
  public func origin(ofLine index: Int) -> CanvasPoint {
    if lines.indices.contains(index) {
      return CanvasPoint(column: lines[index].column, row: lines[index].row)
    }
    let row = (lines.last?.row ?? center.row) + max(1, index - lines.count + 1)
    return CanvasPoint(column: center.column, row: row)
  }
}

extension Line {
  /// The run a label sits on: the middle one; of two middle runs the longer, the first on a tie.
  /// A straight slanted line has one run, start to end.
  public var labelRun: (from: CanvasPoint, to: CanvasPoint) {
    let vertices = self.vertices
    let runs = vertices.count - 1
    guard runs > 1 else { return (start, end) }
    var index = runs / 2
    if runs % 2 == 0 {
      func length(_ run: Int) -> Int {
        let (a, b) = (vertices[run], vertices[run + 1])
        return abs(a.column - b.column) + abs(a.row - b.row)
      }
      if length(index - 1) >= length(index) { index -= 1 }
    }
    return (vertices[index], vertices[index + 1])
  }

  /// The middle cell of the label's run.
  public var labelCenter: CanvasPoint {
    let (a, b) = labelRun
    return CanvasPoint(column: (a.column + b.column) / 2, row: (a.row + b.row) / 2)
  }

  /// Where `text` would sit as this line's label.
  public func labelPlacement(for text: String) -> LineLabelPlacement {
    LineLabelPlacement(label: text, center: labelCenter)
  }

  /// Where the label sits; nil without one.
  public var labelPlacement: LineLabelPlacement? {
    label.isEmpty ? nil : labelPlacement(for: label)
  }
}
