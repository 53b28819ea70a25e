import EaselRaster

extension Color {
  /// This colour as a terminal of `depth` can show it: true colour is kept, otherwise mapped
  /// to the nearest palette entry (by squared RGB distance), or dropped with `.none`.
  ///
  /// Mapping down to 256 colours uses only the 6×6×6 cube and the grey ramp (16...255), never
  /// the 16 themed colours, whose real values depend on the user's theme.
  public func resolved(for depth: ColorDepth) -> Color {
    switch (depth, self) {
    case (.none, _): return .default
    case (_, .default): return .default
    case (.trueColor, _): return self
    case (_, .ansi(let index)): return .ansi(index & 15)
    case (.palette256, .palette): return self
    case (.palette256, .rgb(let red, let green, let blue)):
      return .palette(Self.nearestPaletteIndex(red: red, green: green, blue: blue))
    case (.ansi16, .palette(let index)):
      if index < 16 { return .ansi(index) }
      let (red, green, blue) = Self.paletteRGB(index)
      return .ansi(Self.nearestANSIIndex(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
    case (.ansi16, .rgb(let red, let green, let blue)):
      return .ansi(Self.nearestANSIIndex(red: red, green: green, blue: blue))
    }
  }

  static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let (r, g, b) = (Int(red), Int(green), Int(blue))
    let (cr, cg, cb) = (nearestCubeLevel(r), nearestCubeLevel(g), nearestCubeLevel(b))
    let cubeIndex = 16 + 36 * cr + 6 * cg + cb
    let cubeDistance = distance(
      (r, g, b), (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb]))
    let average = (r + g + b) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyLevel = 8 + 10 * greyStep
    let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
    return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
  }

  static func nearestANSIIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let target = (Int(red), Int(green), Int(blue))
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansiRGB.enumerated() {
      let candidateDistance = distance(target, candidate)
      if candidateDistance < bestDistance {
        best = index
        bestDistance = candidateDistance
      }
    }
    return UInt8(best)
  }

  /// The index of the cube level nearest to a channel value (levels are not evenly spaced).
  private static func nearestCubeLevel(_ value: Int) -> Int {
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return min(5, (value - 35) / 40)
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}

extension Style {
  /// This style with both colours as a terminal of `depth` shows them.
  public func resolved(for depth: ColorDepth) -> Style {
    Style(
      foreground: foreground.resolved(for: depth), background: background.resolved(for: depth),
      attributes: attributes)
  }
}
