/// A Braille dot position: each cell holds 2 columns × 4 rows of dots, so pen strokes and
/// ellipses get 2× horizontal and 4× vertical resolution.
///
/// `x` and `y` count dots; negative values belong to cells left of or above zero, split with
/// floor division so a dot never lands in the wrong cell.
public struct DotPoint: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public static let dotsPerCellHorizontally = 2
  public static let dotsPerCellVertically = 4

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The dot at `dotColumn` (0...1), `dotRow` (0...3) inside `cell`.
  public init(cell: CellPoint, dotColumn: Int = 0, dotRow: Int = 0) {
    self.init(
      x: cell.column * Self.dotsPerCellHorizontally + dotColumn,
      y: cell.row * Self.dotsPerCellVertically + dotRow)
  }

  /// The cell this dot lies in.
  public var cell: CellPoint {
    CellPoint(
      column: floorDivide(x, Self.dotsPerCellHorizontally), row: floorDivide(y, Self.dotsPerCellVertically))
  }

  /// The same cell in document space, for pen strokes stored in canvas dots.
  public var canvasCell: CanvasPoint {
    let cell = cell
    return CanvasPoint(column: cell.column, row: cell.row)
  }

  /// The dot's column (0...1) and row (0...3) inside its cell.
  public var dotColumn: Int { floorModulo(x, Self.dotsPerCellHorizontally) }
  public var dotRow: Int { floorModulo(y, Self.dotsPerCellVertically) }

  /// The bit of this dot in a Braille pattern; the glyph for a mask is U+2800 + mask.
  ///
  /// Unicode numbers dots 1–3 down the left column, 4–6 down the right, then 7 and 8 on the
  /// bottom row, hence the irregular table.
  public var bit: UInt8 { Self.bits[dotRow][dotColumn] }

  /// Braille dot bits, indexed [row 0...3][column 0...1] as Unicode numbers them.
  private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
}
