/// The characters a rectangle's frame (and a straight line) is drawn with.
public enum FrameStyle: String, CaseIterable, Hashable, Sendable {
  case light
  case heavy
  case double
  /// Light lines with rounded corners.
  case rounded
  /// `+`, `-` and `|`, for terminals and files without box drawing.
  case ascii
  /// Light dashed runs (`┄ ┆`) with light corners and junctions. Since version 2 of the format.
  case dashed
}
