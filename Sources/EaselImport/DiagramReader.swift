import EaselDocument

/// Bytes holding a diagram, read as a document (spec §10, §12): the one place the syntax is
/// chosen, which every caller of the import asks — `easel import`, `easel render` and `export` of
/// a text file, opening one, a paste recognised as a diagram, `easel edit`'s block. ASCII and
/// box-drawing art (`TextImport`) is the one syntax read today; another (Mermaid, DOT) is a case
/// of `Syntax`, chosen in `syntax(of:named:)` and read in `read(_:named:)`.
public enum DiagramReader {
  /// A way of writing a diagram down.
  public enum Syntax: String, Sendable, CaseIterable {
    /// ASCII and box-drawing art: frames, lines and arrowheads drawn with characters.
    case textArt
  }

  /// True when `bytes` are a diagram to read, not an Easel document (whose first byte other than
  /// white space is always `{`), and not white space alone; at most `TextImport.maximumBytes`.
  public static func holdsDiagram(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
      return false
    }
    return first != UInt8(ascii: "{") && bytes.count <= TextImport.maximumBytes
  }

  /// The syntax `bytes` are written in; `name` (a file's name, a fence's info string) may say
  /// which, when a second syntax is read.
  public static func syntax(of bytes: [UInt8], named name: String? = nil) -> Syntax {
    .textArt
  }

  /// `bytes` read as a document, with what was recognised and what was left undecided; or why
  /// they cannot be one, with the line and column.
  public static func read(_ bytes: [UInt8], named name: String? = nil) throws(TextImport.Refusal)
    -> DiagramReading
  {
    switch syntax(of: bytes, named: name) {
    case .textArt: return try TextImport.reading(from: bytes)
    }
  }
}

/// A diagram read as a document, with what was found in it and what was left undecided.
public struct DiagramReading: Sendable {
  public var document: Document
  public var report: Report
  /// In the order of the text, top to bottom.
  public var notes: [Note]

  public init(document: Document, notes: [Note] = []) {
    self.document = document
    report = Report(of: document)
    self.notes = notes
  }

  /// What an import found (spec §10.1): connectors are lines bound at both ends to two
  /// different shapes; lines with one end bound are counted apart.
  public struct Report: Hashable, Sendable, CustomStringConvertible {
    public var boxes = 0
    /// Lines whose two ends are bound to two different shapes.
    public var connectors = 0
    /// Lines with exactly one end bound.
    public var boundAtOneEnd = 0
    /// Every line, connectors included.
    public var lines = 0
    public var texts = 0

    public init(boxes: Int = 0, connectors: Int = 0, boundAtOneEnd: Int = 0, lines: Int = 0, texts: Int = 0) {
      self.boxes = boxes
      self.connectors = connectors
      self.boundAtOneEnd = boundAtOneEnd
      self.lines = lines
      self.texts = texts
    }

    public init(of document: Document) {
      for shape in document.shapes {
        switch shape.kind {
        case .rectangle: boxes += 1
        case .line(let line):
          lines += 1
          switch (line.startBinding?.shape, line.endBinding?.shape) {
          case (let start?, let end?) where start != end: connectors += 1
          case (.some, nil), (nil, .some): boundAtOneEnd += 1
          default: break
          }
        case .text: texts += 1
        default: break
        }
      }
    }

    public var description: String {
      "\(boxes) box\(boxes == 1 ? "" : "es"), \(connectors) connector\(connectors == 1 ? "" : "s"), "
        + "\(boundAtOneEnd) line\(boundAtOneEnd == 1 ? "" : "s") with one end bound, "
        + "\(texts) text shape\(texts == 1 ? "" : "s")"
    }
  }

  /// A place the import could not decide, or decided one way where a reader might read another
  /// (`easel import --explain`): a junction with no one end to fan from, a box's title kept as
  /// text over its frame, a line stopping short of a box.
  public struct Note: Hashable, Sendable, CustomStringConvertible {
    /// Counted from 1.
    public var line: Int
    /// In cells (tabs expanded to 8), counted from 1.
    public var column: Int
    public var reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
  }
}
