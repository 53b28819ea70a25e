import EaselDocument

/// The box-drawing characters Easel draws, read back as their strokes: EaselImport recognises
/// text by this table, the one `BoxJunction` draws with, so what the import reads as a stroke
/// is exactly what the renderer would draw there and the two cannot disagree.
public enum BoxDrawingStrokes {
  /// How heavy a stroke is.
  public enum Weight: UInt8, Hashable, Sendable {
    case none
    case light
    case heavy
    case double
  }

  /// The strokes a character draws towards each side of its cell.
  public struct Arms: Hashable, Sendable {
    public let up: Weight
    public let down: Weight
    public let left: Weight
    public let right: Weight
  }

  /// The strokes of a box-drawing character (U+2500–U+257F) that Easel draws: every junction of
  /// the glyph table, the rounded corners (`╭ ╮ ╰ ╯`) and the dashes (`┄ ┆`); nil for any other
  /// character, those Easel never draws (`╴`, `┈`) included.
  public static func arms(of scalar: UInt32) -> Arms? {
    guard scalar >= 0x2500 && scalar < 0x2580 else { return nil }
    return table[Int(scalar - 0x2500)]
  }

  private static let table: [Arms?] = {
    var table = [Arms?](repeating: nil, count: 0x80)
    func record(_ character: Character, _ junction: BoxJunction) {
      guard let scalar = character.unicodeScalars.first, (0x2500..<0x2580).contains(scalar.value) else {
        return
      }
      let index = Int(scalar.value - 0x2500)
      guard table[index] == nil else { return }
      table[index] = Arms(
        up: Weight(junction.up), down: Weight(junction.down), left: Weight(junction.left),
        right: Weight(junction.right))
    }
    for entry in BoxJunction.glyphList {
      let characters = Array(entry)
      let weights = characters.prefix(4).map(BoxJunction.weight(code:))
      record(
        characters[4],
        BoxJunction(up: weights[0], down: weights[1], left: weights[2], right: weights[3], style: .light))
    }
    // What the rounded and dashed styles draw besides the table's glyphs, found by drawing every
    // light junction in them: the glyphs already read keep their arms.
    for style in [FrameStyle.rounded, .dashed] {
      for bits in 0..<16 {
        let junction = BoxJunction(
          up: bits & 1 != 0, down: bits & 2 != 0, left: bits & 4 != 0, right: bits & 8 != 0, style: style)
        guard junction.hasArms else { continue }
        record(junction.glyph(usesASCII: false), junction.extendingLoneArm())
      }
    }
    return table
  }()
}

extension BoxDrawingStrokes.Weight {
  init(_ weight: BoxJunction.Weight) {
    switch weight {
    case .none: self = .none
    case .light: self = .light
    case .heavy: self = .heavy
    case .double: self = .double
    }
  }
}
