/// The window in cells, and in pixels when the terminal says (0 otherwise).
///
/// Clamped where it enters (TIOCGWINSZ, an in-band resize report, a test): a terminal claiming
/// 65535×65535 cells would otherwise ask for grids of 4 billion cells. The largest screens in use
/// are well under the limits (a 5K display at a 7-pixel font is about 730 columns); a window larger
/// still is drawn in its top-left part.
public struct TerminalSize: Sendable, Equatable {
  public static let maximumColumns = 1_000
  public static let maximumRows = 500

  public var columns: Int
  public var rows: Int
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
    self.columns = min(max(0, columns), Self.maximumColumns)
    self.rows = min(max(0, rows), Self.maximumRows)
    self.pixelWidth = min(max(0, pixelWidth), 1 << 20)
    self.pixelHeight = min(max(0, pixelHeight), 1 << 20)
  }
}
