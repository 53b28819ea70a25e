/// How shapes are turned into cells.
public struct RasterOptions: Hashable, Sendable {
  /// `--ascii`: `+ - |` for frames and lines, ASCII for dots, arrows and ellipses.
  public var usesASCII: Bool
  /// False: every cell in the plain style (NO_COLOR, `easel render` without `--color`).
  public var usesColor: Bool

  public init(usesASCII: Bool = false, usesColor: Bool = true) {
    self.usesASCII = usesASCII
    self.usesColor = usesColor
  }
}
