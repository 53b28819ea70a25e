import EaselDocument
import EaselGeometry

/// The brush tool's size and character (spec §4, B): `[` and `]` change the size, the
/// character is what every painted cell shows.
public struct BrushSettings: Hashable, Sendable {
  /// The sizes `[` and `]` step through.
  public static let sizes = 1...9
  /// A full block: a brush cell hides what is below it entirely.
  public static let standardCharacter: Character = "█"
  /// For terminals or fonts limited to ASCII.
  public static let asciiCharacter: Character = "#"

  /// The dab's height in rows (its width follows the cell aspect), always in `sizes`.
  public private(set) var size: Int
  /// Always printable and at least one column wide, as the document requires.
  public private(set) var character: Character

  /// Settings with `size` clamped to `sizes`; an unprintable or zero-width `character` is
  /// replaced by the standard one, since the document would refuse the stroke.
  public init(size: Int = 1, character: Character = BrushSettings.standardCharacter) {
    self.size = min(max(size, Self.sizes.lowerBound), Self.sizes.upperBound)
    self.character = Self.isUsable(character) ? character : Self.standardCharacter
  }

  /// The default brush: the full block, or `#` where only ASCII is safe.
  public static func standard(asciiOnly: Bool) -> BrushSettings {
    BrushSettings(character: asciiOnly ? asciiCharacter : standardCharacter)
  }

  /// `[`: one size down, staying at the smallest.
  public func smaller() -> BrushSettings { BrushSettings(size: size - 1, character: character) }

  /// `]`: one size up, staying at the largest.
  public func larger() -> BrushSettings { BrushSettings(size: size + 1, character: character) }

  /// The same size with another character; an unusable one leaves the settings as they were.
  public func withCharacter(_ character: Character) -> BrushSettings {
    Self.isUsable(character) ? BrushSettings(size: size, character: character) : self
  }

  /// True for a character a brush stroke may hold: no control scalar, at least one column wide.
  public static func isUsable(_ character: Character) -> Bool {
    !character.unicodeScalars.contains(where: CanvasLimits.isControl) && TextWidth.width(of: character) > 0
  }

  /// True when the character takes two columns, so painted cells must not overlap its right half.
  public var isWide: Bool { TextWidth.width(of: character) == 2 }

  /// The cells one dab paints, as offsets from the pointer's cell. Size 1 is the pointer's cell
  /// alone, the finest stroke. A larger size is a round dab `size` rows tall and as wide as it
  /// is tall on screen (at most 4 × `size` columns for odd aspects): a cell belongs to it when
  /// its centre lies inside the ellipse, the rule ellipses are drawn with.
  public func stamp(aspect: CellAspect) -> [CanvasPoint] {
    guard size > 1 else { return [.zero] }
    let rows = size
    let columns = min(max(aspect.squareColumns(forRows: size), 1), 4 * size)
    let (columnsSquared, rowsSquared) = (columns * columns, rows * rows)
    var cells: [CanvasPoint] = []
    for row in 0..<rows {
      for column in 0..<columns {
        // Twice the offset of the cell's centre from the dab's centre, so all stays in integers.
        let x = 2 * column + 1 - columns
        let y = 2 * row + 1 - rows
        guard x * x * rowsSquared + y * y * columnsSquared <= columnsSquared * rowsSquared else { continue }
        cells.append(CanvasPoint(column: column - (columns - 1) / 2, row: row - (rows - 1) / 2))
      }
    }
    return cells
  }
}
