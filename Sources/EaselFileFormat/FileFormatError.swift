/// Why a file could not be read: one line naming where (line and column, counted from 1, and
/// the field path such as `shapes[3].bounds.columns`) and what was wrong.
///
/// Messages never contain raw bytes of the file that could act on a terminal: control and
/// format characters quoted from the file are shown as `\u{1B}`.
public struct FileFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the offending byte, from 1; nil when the error is about the file as a whole.
  public var line: Int?
  /// The column of the offending byte, from 1, counted in Unicode scalars like most editors.
  public var column: Int?
  /// The field the error is in, such as `shapes[3].bounds.columns`; nil at the top level.
  public var path: String?
  public var message: String

  public init(line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `line 3, column 17 (shapes[2].bounds.columns): expected an integer ≥ 1, found -4`.
  public var description: String {
    var place = ""
    if let line { place = "line \(line)" }
    if let column { place += place.isEmpty ? "column \(column)" : ", column \(column)" }
    if let path { place += place.isEmpty ? path : " (\(path))" }
    return place.isEmpty ? message : "\(place): \(message)"
  }
}
