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
  /// The most text a drawing may come to, colour codes included: 256 MiB, as the largest file
  /// Easel reads. The estimate refuses before drawing (without colour codes); the output is
  /// checked against it while it is written. A drawing that spans more (a box around the whole canvas is 4 million lines
  /// of 4 million cells) is refused before any of it is drawn.
  public static let maximumOutputBytes = 256 << 20

  /// Why a drawing is not written as text: it would be more than `maximumOutputBytes`.
  public struct TooLarge: Error, Equatable, Sendable, CustomStringConvertible {
    /// An upper bound of the bytes it would take.
    public var estimatedBytes: Int

    public var description: String {
      "as text this drawing would be about \(Self.megabytes(estimatedBytes)), more than the limit of "
        + "\(Self.megabytes(TextExport.maximumOutputBytes)) (it spans a huge part of the canvas)"
    }

    static func megabytes(_ bytes: Int) -> String {
      bytes >= 1 << 40 ? "\(bytes >> 40) TiB" : bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }
  }

  /// The document as text, refused (`TooLarge`) when that would be more than `limit` bytes:
  /// up front by the estimate, or as soon as the lines written (with colour) pass it.
  /// Rows between shapes are skipped in one step and each run of rows is drawn only across the
  /// columns its shapes span, so the cost follows the shapes and the output, not the area.
  public static func render(
    _ document: Document, options: RasterOptions = RasterOptions(usesColor: false),
    colorDepth: ColorDepth? = nil, limit: Int = maximumOutputBytes
  ) throws(TooLarge) -> [UInt8] {
    // Hidden shapes (spec §9) are neither rendered nor exported, nor do they widen the page.
    let document = document.withoutHidden()
    let bounds = document.bounds
    guard !bounds.isEmpty else { return [] }
    let left = min(0, bounds.minColumn)
    let top = min(0, bounds.minRow)
    let spans = rowSpans(of: document)
    let estimate = estimatedBytes(spans: spans, left: left, top: top)
    guard estimate <= limit else { throw TooLarge(estimatedBytes: estimate) }
    let index = SpatialIndex(document)
    var output: [UInt8] = []
    var pendingBlankLines = 0
    var row = top
    for span in spans {
      pendingBlankLines += span.rows.lowerBound - row
      let width = span.columns.count
      let bandRows = max(1, cellsPerBand / max(1, width))
      row = span.rows.lowerBound
      while row < span.rows.upperBound {
        let rows = min(bandRows, span.rows.upperBound - row)
        let area = CanvasRect(column: span.columns.lowerBound, row: row, columns: width, rows: rows)
        var grid = CellGrid(size: area.size)
        Rasterizer.draw(
          index.shapes(intersecting: area, in: document), area: area, into: &grid, at: .zero, options: options
        )
        for line in 0..<rows {
          let bytes = lineBytes(grid, row: line, colorDepth: options.usesColor ? colorDepth : nil)
          if bytes.isEmpty {
            pendingBlankLines += 1
            continue
          }
          // Arrays, not `repeatElement`: filled and copied in bulk even in a debug build.
          output.append(contentsOf: [UInt8](repeating: 0x0A, count: pendingBlankLines))
          pendingBlankLines = 0
          output.append(contentsOf: [UInt8](repeating: 0x20, count: span.columns.lowerBound - left))
          output.append(contentsOf: bytes)
          output.append(0x0A)
          // The estimate leaves out colour codes: the limit itself still holds, checked as the
          // lines are written (the fuzzer found an ANSI export over it).
          if output.count > limit { throw TooLarge(estimatedBytes: max(estimate, output.count)) }
        }
        row += rows
      }
    }
    return output
  }

  /// The rows shapes cover, merged into runs, each with the columns its shapes span.
  static func rowSpans(of document: Document) -> [(rows: Range<Int>, columns: Range<Int>)] {
    let boxes = document.shapes.map(\.bounds).filter { !$0.isEmpty }.sorted { $0.minRow < $1.minRow }
    var spans: [(rows: Range<Int>, columns: Range<Int>)] = []
    for box in boxes {
      if let last = spans.last, box.minRow <= last.rows.upperBound {
        spans[spans.count - 1] = (
          last.rows.lowerBound..<max(last.rows.upperBound, box.maxRow),
          min(last.columns.lowerBound, box.minColumn)..<max(last.columns.upperBound, box.maxColumn)
        )
      } else {
        spans.append((box.minRow..<box.maxRow, box.minColumn..<box.maxColumn))
      }
    }
    return spans
  }

  /// An upper bound of the bytes `render` writes without colour codes: every covered row up to
  /// the right edge of its run, a character taking at most 4 bytes a column, plus a newline per
  /// row, and a newline for each empty row from `top` (the output's first row) on. Saturates
  /// instead of overflowing.
  static func estimatedBytes(spans: [(rows: Range<Int>, columns: Range<Int>)], left: Int, top: Int) -> Int {
    var total = 0
    // The rows above the first shape are written too, as empty lines (a shape at row 999,999
    // alone is a million newlines): the generated-document fuzz target found them uncounted.
    var lastRow = min(top, spans.first?.rows.lowerBound ?? top)
    for span in spans {
      let (lineBytes, overflow) = (span.columns.upperBound - left).multipliedReportingOverflow(by: 4)
      let (spanBytes, overflow2) = (lineBytes + 1).multipliedReportingOverflow(by: span.rows.count)
      if overflow || overflow2 { return .max }
      let (sum, overflow3) = total.addingReportingOverflow(spanBytes + max(0, span.rows.lowerBound - lastRow))
      if overflow3 { return .max }
      total = sum
      lastRow = span.rows.upperBound
    }
    return total
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
