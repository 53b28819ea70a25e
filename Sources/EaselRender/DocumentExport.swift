import EaselDocument
import EaselRaster

/// The formats `easel export` writes (spec §6).
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  /// Vector shapes on the cell grid (`SVGExport`).
  case svg
  /// Plain text, exactly what `easel render` prints.
  case txt
  /// Text with colours as 24-bit SGR sequences, what `easel render --color` prints.
  case ansi

  /// The usual file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .svg: return "svg"
    case .txt: return "txt"
    case .ansi: return "ans"
    }
  }
}

/// How a document is exported: the glyph set for text, the cell size for SVG.
public struct ExportOptions: Hashable, Sendable {
  /// `--ascii`: frames, lines, dots and arrows in ASCII (text formats only).
  public var usesASCII: Bool
  /// Pixels per cell in an SVG (`--cell WxH`).
  public var cellWidth: Int
  public var cellHeight: Int

  public init(
    usesASCII: Bool = false, cellWidth: Int = SVGExport.defaultCellWidth,
    cellHeight: Int = SVGExport.defaultCellHeight
  ) {
    self.usesASCII = usesASCII
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }
}

/// A document in an export format, as bytes ready to be written: pure, for `easel export` and
/// File → Export alike.
public enum DocumentExport {
  /// The export's bytes; text is refused (`TextExport.TooLarge`) for a drawing that would be
  /// more than `TextExport.maximumOutputBytes`.
  public static func export(
    _ document: Document, as format: ExportFormat, options: ExportOptions = ExportOptions()
  ) throws(TextExport.TooLarge) -> [UInt8] {
    switch format {
    case .svg:
      return SVGExport.svg(document, cellWidth: options.cellWidth, cellHeight: options.cellHeight)
    case .txt:
      return try TextExport.render(
        document, options: RasterOptions(usesASCII: options.usesASCII, usesColor: false))
    case .ansi:
      return try TextExport.render(
        document, options: RasterOptions(usesASCII: options.usesASCII, usesColor: true),
        colorDepth: .trueColor)
    }
  }
}
