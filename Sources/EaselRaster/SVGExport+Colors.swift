import EaselDocument

/// Document colours as SVG hex colours: dark drawing on a white page.
extension SVGExport {
  /// The page behind the drawing, and what an opaque fill with the default colour shows.
  static let pageColor = "#ffffff"
  /// The terminal's default foreground on a white page.
  static let defaultStrokeColor = "#1a1a1a"

  /// The 16 themed colours as a light terminal theme shows them (macOS Terminal's "Basic"
  /// profile): normal 0–7, bright 8–15. The terminal's real values depend on the user's theme;
  /// these read well on white.
  static let themedColors: [(Int, Int, Int)] = [
    (0x00, 0x00, 0x00), (0x99, 0x00, 0x00), (0x00, 0xA6, 0x00), (0x99, 0x99, 0x00),
    (0x00, 0x00, 0xB2), (0xB2, 0x00, 0xB2), (0x00, 0xA6, 0xB2), (0xBF, 0xBF, 0xBF),
    (0x66, 0x66, 0x66), (0xE5, 0x00, 0x00), (0x00, 0xD9, 0x00), (0xE5, 0xE5, 0x00),
    (0x00, 0x00, 0xFF), (0xE5, 0x00, 0xE5), (0x00, 0xE5, 0xE5), (0xE5, 0xE5, 0xE5),
  ]

  /// `#rrggbb` for a colour; nil for `.default`, whose meaning depends on where it is used
  /// (the default stroke, or no fill).
  public static func hex(_ color: ShapeColor) -> String? {
    switch color {
    case .default: return nil
    case .ansi(let index): return hex(themedColors[Int(index & 15)])
    case .palette(let index) where index < 16: return hex(themedColors[Int(index)])
    case .palette(let index): return hex(Color.paletteRGB(index))
    case .rgb(let red, let green, let blue): return hex((Int(red), Int(green), Int(blue)))
    }
  }

  /// The colour lines, dots, characters and text are drawn in.
  static func strokeHex(_ color: ShapeColor) -> String { hex(color) ?? defaultStrokeColor }

  static func hex(_ rgb: (Int, Int, Int)) -> String {
    "#" + twoDigits(rgb.0) + twoDigits(rgb.1) + twoDigits(rgb.2)
  }

  private static func twoDigits(_ value: Int) -> String {
    let digits = String(min(max(value, 0), 255), radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }
}
