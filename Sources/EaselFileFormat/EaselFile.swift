import EaselDocument

/// The `.easel` format: versioned JSON, written deterministically and read strictly
/// (`docs/file-format.md`). Only bytes in and bytes out; reading and writing files happens at
/// the edge.
public enum EaselFile {
  /// The version this build writes and the newest it reads.
  public static let currentVersion = 4

  /// Larger inputs are refused before any parsing (256 MiB).
  public static let maximumFileBytes = 256 << 20
  /// Most shapes in one document: ten times the size Easel is built to stay usable at.
  public static let maximumShapes = 1_000_000
  /// Most pen points and brush cells in one document together, so memory stays bounded
  /// (each stroke also respects `CanvasLimits.maximumPointsPerStroke`).
  public static let maximumTotalPoints = 1 << 24
  /// Longest string of any field, in UTF-8 bytes (text and labels: `CanvasLimits`).
  public static let maximumStringBytes = CanvasLimits.maximumTextBytes
  /// Longest fill or brush character, in UTF-8 bytes: the longest emoji sequences need 28, and
  /// a cap keeps one cell's glyph from carrying megabytes of combining marks.
  public static let maximumCharacterBytes = 64
  /// Largest brush size.
  public static let maximumBrushSize = 1_000
  /// Largest shape ID: 2^53 − 1, exact in every JSON reader (`nextShapeID` may be one more;
  /// `CanvasLimits.maximumShapeID`).
  public static let maximumShapeID: UInt64 = CanvasLimits.maximumShapeID - 1
  /// Deepest nesting of arrays and objects anywhere in the file.
  public static let maximumDepth = 64

  /// The document as canonical `.easel` bytes: the same document always gives the same bytes.
  public static func encode(_ document: Document) -> [UInt8] {
    DocumentEncoder.encode(document)
  }

  /// Reads a document, refusing anything malformed, hostile, beyond the limits or from a newer
  /// version with a one-line error naming the place.
  public static func decode(_ bytes: [UInt8]) throws(FileFormatError) -> Document {
    guard bytes.count <= maximumFileBytes else {
      throw FileFormatError(
        message: "the file is \(bytes.count) bytes, more than the limit of \(maximumFileBytes) (256 MiB)")
    }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(FileFormatError) -> Document in
      var decoder = DocumentDecoder(buffer)
      return try decoder.decodeDocument()
    }
  }
}
