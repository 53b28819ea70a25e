/// The size of one character cell in pixels, so "square" and "circle" mean what the user sees.
///
/// Terminals report it through TIOCGWINSZ pixel fields or a size query; when they do not,
/// cells are taken to be twice as tall as wide (spec §1).
public struct CellAspect: Hashable, Sendable {
  public var pixelWidth: Int
  public var pixelHeight: Int

  /// A measured cell size; a zero or negative dimension falls back to 1:2.
  public init(pixelWidth: Int, pixelHeight: Int) {
    if pixelWidth > 0, pixelHeight > 0 {
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
    } else {
      self.pixelWidth = 1
      self.pixelHeight = 2
    }
  }

  /// The cell size from a window's pixel size and its size in cells (TIOCGWINSZ gives both);
  /// unknown (zero) pixel fields give the 1:2 fallback.
  public init(windowPixelWidth: Int, windowPixelHeight: Int, columns: Int, rows: Int) {
    guard columns > 0, rows > 0 else {
      self = .fallback
      return
    }
    self.init(pixelWidth: windowPixelWidth / columns, pixelHeight: windowPixelHeight / rows)
  }

  /// Cells twice as tall as wide, the usual shape when the terminal does not say.
  public static let fallback = CellAspect(pixelWidth: 1, pixelHeight: 2)

  /// The rows whose height in pixels is closest to `columns` cells' width (halves round up).
  public func squareRows(forColumns columns: Int) -> Int {
    Self.roundedRatio(columns * pixelWidth, pixelHeight)
  }

  /// The columns whose width in pixels is closest to `rows` cells' height (halves round up).
  public func squareColumns(forRows rows: Int) -> Int {
    Self.roundedRatio(rows * pixelHeight, pixelWidth)
  }

  /// The size of an on-screen square whose width is `columns` cells.
  public func squareSize(forColumns columns: Int) -> CellSize {
    CellSize(columns: columns, rows: squareRows(forColumns: columns))
  }

  /// The size of an on-screen square whose height is `rows` cells.
  public func squareSize(forRows rows: Int) -> CellSize {
    CellSize(columns: squareColumns(forRows: rows), rows: rows)
  }

  /// numerator / denominator rounded to nearest, halves away from zero, so a square drawn
  /// leftwards or upwards mirrors one drawn the other way.
  private static func roundedRatio(_ numerator: Int, _ denominator: Int) -> Int {
    let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
    return numerator < 0 ? -magnitude : magnitude
  }
}
