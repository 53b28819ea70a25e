/// The window in cells, and in pixels when the terminal says (0 otherwise).
public struct TerminalSize: Sendable, Equatable {
  public var columns: Int
  public var rows: Int
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.pixelWidth = max(0, pixelWidth)
    self.pixelHeight = max(0, pixelHeight)
  }
}
