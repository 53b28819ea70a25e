/// The xterm palette: the values a 256-colour index stands for under xterm's defaults, used by
/// SVG export and by mapping colours down to what a terminal shows (`Color.resolved(for:)`).
extension Color {
  /// The channel values of the xterm 6×6×6 colour cube.
  public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default values for the 16 themed colours; only used to choose the nearest one.
  public static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB value of a 256-colour palette entry under xterm's defaults.
  public static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
    let index = Int(index)
    if index < 16 { return ansiRGB[index] }
    if index >= 232 {
      let level = 8 + 10 * (index - 232)
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }
}
