import EaselDocument
import EaselGeometry
import EaselRaster

/// A document as plain text (spec §6, `easel render` and `export --to txt|ansi`): the drawing
/// from canvas (0,0) — or further up and left when shapes lie at negative coordinates — to its
/// last drawn cell; trailing spaces trimmed, every line ending in a newline, nothing at all for
/// an empty drawing. With a colour depth, styles are written as SGR and reset at each line end.
public enum TextExport {
  /// Rows are drawn in bands of at most this many cells, so a very wide drawing never needs
  /// its whole grid in memory at once.
  static let cellsPerBand = 262_144

  public static func render(
    _ document: Document, options: RasterOptions = RasterOptions(usesColor: false),
    colorDepth: ColorDepth? = nil
  ) -> [UInt8] {
    let bounds = document.bounds
    guard !bounds.isEmpty else { return [] }
    let left = min(0, bounds.minColumn)
    let top = min(0, bounds.minRow)
    let width = bounds.maxColumn - left
    let index = SpatialIndex(document)
    let bandRows = max(1, cellsPerBand / max(1, width))
    var output: [UInt8] = []
    var pendingBlankLines = 0
    var row = top
    while row < bounds.maxRow {
      let rows = min(bandRows, bounds.maxRow - row)
      let area = CanvasRect(column: left, row: row, columns: width, rows: rows)
      var grid = CellGrid(size: area.size)
      Rasterizer.draw(
        index.shapes(intersecting: area, in: document), area: area, into: &grid, at: .zero, options: options)
      for line in 0..<rows {
        let bytes = lineBytes(grid, row: line, colorDepth: options.usesColor ? colorDepth : nil)
        if bytes.isEmpty {
          pendingBlankLines += 1
          continue
        }
        output.append(contentsOf: repeatElement(0x0A, count: pendingBlankLines))
        pendingBlankLines = 0
        output.append(contentsOf: bytes)
        output.append(0x0A)
      }
      row += rows
    }
    return output
  }

  /// One row without trailing plain blanks; styled runs are wrapped in SGR when `colorDepth`
  /// is given.
  static func lineBytes(_ grid: CellGrid, row: Int, colorDepth: ColorDepth?) -> [UInt8] {
    let columns = grid.size.columns
    let base = row * columns
    var end = columns
    while end > 0 {
      let cell = grid.cells[base + end - 1]
      guard !cell.isContinuation, cell.isSpace else { break }
      if let colorDepth, cell.style.resolved(for: colorDepth) != .plain { break }
      end -= 1
    }
    var bytes: [UInt8] = []
    var pen = Style.plain
    for column in 0..<end {
      let cell = grid.cells[base + column]
      if cell.isContinuation { continue }
      if let colorDepth {
        let style = cell.style.resolved(for: colorDepth)
        if style != pen {
          bytes.append(contentsOf: selectGraphicRendition(style))
          pen = style
        }
      }
      cell.appendUTF8(to: &bytes)
    }
    if pen != .plain { bytes.append(contentsOf: selectGraphicRendition(.plain)) }
    return bytes
  }

  /// CSI 0 ; … m setting exactly `style`.
  static func selectGraphicRendition(_ style: Style) -> [UInt8] {
    var parameters = ["0"]
    let attributes: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) { parameters.append(code) }
    parameters.append(contentsOf: colorParameters(style.foreground, base: 30))
    parameters.append(contentsOf: colorParameters(style.background, base: 40))
    return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
  }

  private static func colorParameters(_ color: Color, base: Int) -> [String] {
    switch color {
    case .default: return []
    case .ansi(let index):
      let index = Int(index & 15)
      return [String(index < 8 ? base + index : base + 60 + index - 8)]
    case .palette(let index): return [String(base + 8), "5", String(index)]
    case .rgb(let red, let green, let blue):
      return [String(base + 8), "2", String(red), String(green), String(blue)]
    }
  }
}
