import EaselImport

/// A diagram edited where it lives (`easel edit FILE:LINE`, spec §10): the document's file is
/// a text (a README, a source file), and Cmd-S writes the drawing as text into this block of it
/// instead of writing an Easel document.
public struct EmbeddedBlock: Sendable, Equatable {
  /// The line the user named, as the bars show it (`README.md:12`).
  public var line: Int
  /// Where the block is in the file as Easel last read or wrote it.
  public var block: DiagramBlock

  public init(line: Int, block: DiagramBlock) {
    self.line = line
    self.block = block
  }

  /// The file's name and the line: `README.md:12`.
  func title(fileName: String) -> String { "\(fileName):\(line)" }

  /// Lines 14–20, or line 14.
  var lines: String {
    let last = block.firstLine + max(0, block.lineCount - 1)
    return last == block.firstLine ? "line \(last)" : "lines \(block.firstLine)–\(last)"
  }
}
