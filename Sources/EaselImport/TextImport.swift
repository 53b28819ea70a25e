import EaselDocument
import EaselGeometry
import EaselRender

/// Text in, document out (spec §10): ASCII and box-drawing art becomes rectangles, lines,
/// connectors and text shapes. The law: `TextExport.render` of the result is the input again,
/// byte for byte after trailing spaces (tabs expanded to 8, CRLF read as LF). Whatever is not
/// recognised with certainty stays text, and every object is checked by drawing it: an object
/// that would draw a single cell differently is given up for text.
public enum TextImport {
  /// What an import found.
  public struct Report: Hashable, Sendable, CustomStringConvertible {
    public var boxes = 0
    public var lines = 0
    /// Lines with at least one end bound to a box.
    public var connected = 0
    public var texts = 0

    public init(boxes: Int = 0, lines: Int = 0, connected: Int = 0, texts: Int = 0) {
      self.boxes = boxes
      self.lines = lines
      self.connected = connected
      self.texts = texts
    }

    public init(of document: Document) {
      for shape in document.shapes {
        switch shape.kind {
        case .rectangle: boxes += 1
        case .line(let line):
          lines += 1
          if line.isConnector { connected += 1 }
        case .text: texts += 1
        default: break
        }
      }
    }

    public var description: String {
      "\(boxes) box\(boxes == 1 ? "" : "es"), \(lines) line\(lines == 1 ? "" : "s") (\(connected) connected), "
        + "\(texts) text shape\(texts == 1 ? "" : "s")"
    }
  }

  /// Why a text is not imported: a byte or character no drawing can hold, with where it is.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Counted from 1.
    public var line: Int
    /// In characters, counted from 1.
    public var column: Int
    public var problem: String

    public var description: String { "line \(line), column \(column): \(problem)" }
  }

  /// The most text imported: 16 MiB.
  public static let maximumBytes = 16 << 20

  /// The document for `bytes` (UTF-8 text), or why it cannot be one.
  public static func document(from bytes: [UInt8]) throws(Refusal) -> Document {
    let lines = try normalizedLines(bytes)
    return document(lines: lines)
  }

  /// The document for a text already known to be valid (a paste, a test).
  public static func document(from text: String) throws(Refusal) -> Document {
    try document(from: Array(text.utf8))
  }

  /// What `TextExport.render` must give back for `bytes`: the normalized lines, each ending in
  /// a newline, trailing blank lines left out.
  public static func expectedRender(of bytes: [UInt8]) throws(Refusal) -> [UInt8] {
    let lines = try normalizedLines(bytes)
    var output: [UInt8] = []
    for line in lines {
      output.append(contentsOf: line.utf8)
      output.append(0x0A)
    }
    return output
  }

  /// The text's lines: checked, CRLF as LF, tabs expanded to the next multiple of 8 columns,
  /// trailing spaces and trailing blank lines removed.
  static func normalizedLines(_ bytes: [UInt8]) throws(Refusal) -> [String] {
    guard bytes.count <= maximumBytes else {
      throw Refusal(
        line: 1, column: 1, problem: "the text is larger than the limit of \(maximumBytes >> 20) MiB")
    }
    var lines: [String] = []
    var lineStart = 0
    var number = 1
    var index = 0
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 0x0A {
        var end = index
        if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
        lines.append(try normalizedLine(bytes[lineStart..<end], number: number))
        number += 1
        lineStart = index + 1
      }
      index += 1
    }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines
  }

  private static func normalizedLine(_ bytes: ArraySlice<UInt8>, number: Int) throws(Refusal) -> String {
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII: nothing to check or expand.
      var end = bytes.endIndex
      while end > bytes.startIndex && bytes[end - 1] == 0x20 { end -= 1 }
      return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    var column = 1
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\t" {
          column += 1
          scalars.append(scalar)
          continue
        }
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
          let name = scalar.value == 0 ? "a NUL byte" : "the control character U+\(hex(scalar.value))"
          throw Refusal(line: number, column: column, problem: "\(name) cannot be drawn")
        }
        scalars.append(scalar)
        column += 1
      case .emptyInput: break decoding
      case .error:
        throw Refusal(line: number, column: column, problem: "the bytes are not valid UTF-8")
      }
    }
    let text = String(scalars)
    var expanded = ""
    var width = 0
    column = 1
    for character in text {
      if character == "\t" {
        let spaces = 8 - width % 8
        expanded.append(String(repeating: " ", count: spaces))
        width += spaces
      } else {
        let characterWidth = TextWidth.width(of: character)
        if characterWidth == 0 && !isMark(character) {
          throw Refusal(
            line: number, column: column,
            problem: "the zero-width character U+\(hex(character.unicodeScalars.first!.value)) takes no cell")
        }
        expanded.append(character)
        width += max(1, characterWidth)
      }
      column += 1
    }
    while expanded.last == " " { expanded.removeLast() }
    return expanded
  }

  static func isMark(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The document for normalized lines: recognised objects, checked, then text for the rest.
  static func document(lines: [String]) -> Document {
    guard !lines.isEmpty else { return Document() }
    var recogniser = Recogniser(lines: lines)
    let recognised = recogniser.run()
    if law(holdsFor: recognised, lines: lines) { return recognised }
    return Recogniser(lines: lines).textOnly()
  }

  static func law(holdsFor document: Document, lines: [String]) -> Bool {
    guard let rendered = try? TextExport.render(document) else { return false }
    var expected: [UInt8] = []
    for line in lines {
      expected.append(contentsOf: line.utf8)
      expected.append(0x0A)
    }
    return rendered == expected
  }
}
