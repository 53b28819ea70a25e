/// The terminal's text area, as `TIOCGWINSZ` reports it.
public struct WindowSize: Equatable, Sendable {
  public var columns: Int
  public var rows: Int
  /// The text area's width in pixels, or 0 when the terminal does not say (many leave it 0).
  public var pixelWidth: Int
  /// The text area's height in pixels, or 0 when unknown.
  public var pixelHeight: Int

  public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
    self.columns = columns
    self.rows = rows
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
