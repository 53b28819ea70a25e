import EaselDocument

/// A diagram where it lives (spec §10, `easel edit FILE:LINE`): the lines of a fenced block
/// (```` ``` ```` or `~~~`, any info string, indented or in a list) or of a comment block (lines
/// sharing a `//`, `#`, `--`, `;` or ` * ` prefix and the same indentation) in a text file, what
/// they hold as a diagram, and how to put an edited diagram back in their place with the same
/// fence, prefix and indentation, every byte outside them unchanged. Pure: bytes in, bytes out.
public struct DiagramBlock: Sendable, Equatable {
  /// One line of the block as it is in the file.
  struct BlockLine: Sendable, Equatable {
    /// The line without its terminator.
    var bytes: [UInt8]
    /// `"\n"`, `"\r\n"`, or nothing for a last line without one.
    var terminator: [UInt8]
    /// How many leading bytes are indentation and prefix: the diagram's text follows them.
    var stripped: Int

    var text: ArraySlice<UInt8> { bytes[stripped...] }
  }

  /// What kind of block it is, for messages: `fenced block`, `// comment block`.
  public let kindDescription: String
  /// The file's line (from 1) of the block's first diagram line. An empty fence has none: its
  /// closing fence's line.
  public internal(set) var firstLine: Int
  /// Where the block's diagram lines are in the file, terminators included.
  public internal(set) var byteRange: Range<Int>
  /// What is written before a new diagram line: indentation and prefix (`    // `).
  let prefix: [UInt8]
  /// What a new blank diagram line is: the prefix without its trailing white space (`    //`).
  let blankLine: [UInt8]
  /// The terminator of new lines: the block's own (CRLF in a CRLF file).
  let lineEnding: [UInt8]
  /// A comment block keeps at least one line, so it is still there to edit again.
  let keepsALine: Bool
  /// The block is empty at the end of a file whose last line (its opening fence) has no
  /// terminator: lines put there need one before them.
  var needsLineBreakFirst = false
  var lines: [BlockLine]

  /// The block's diagram lines as they are in the file, terminators included.
  public var bytes: [UInt8] {
    let body = lines.flatMap { $0.bytes + $0.terminator }
    return needsLineBreakFirst && !body.isEmpty ? lineEnding + body : body
  }

  /// The diagram: the lines without their indentation and prefix, each ending in `\n`.
  public var diagram: [UInt8] { lines.flatMap { $0.text + [0x0A] } }

  /// How many lines the block's diagram has in the file.
  public var lineCount: Int { lines.count }

  /// Why there is no block to edit at a line.
  public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// The fenced block around `line` (counted from 1), else — in source code, not in Markdown,
  /// where `#` starts a heading — the comment block; within a comment block, a fence around
  /// `line` in it (a diagram fenced in a doc comment).
  public static func find(in file: [UInt8], line: Int, markdown: Bool = false) throws(NotFound)
    -> DiagramBlock
  {
    let fileLines = FileLines(file)
    guard line >= 1, line <= fileLines.count else {
      let has = fileLines.count == 1 ? "1 line" : "\(fileLines.count) lines"
      throw NotFound(description: "there is no line \(line): the file has \(has)")
    }
    let index = line - 1
    let texts = fileLines.lines.map { file[$0.start..<$0.textEnd] }
    if let fence = Fence.around(index, in: texts) {
      return block(
        fence: fence, lineCount: texts.count, texts: texts, outer: nil, file: file, fileLines: fileLines)
    }
    guard !markdown else { throw NotFound(description: "line \(line) is in no fenced block (``` or ~~~)") }
    guard let comment = CommentBlock.around(index, in: texts) else {
      throw NotFound(
        description: "line \(line) is in no fenced block (``` or ~~~) and no comment block "
          + "(lines starting with //, #, --, ; or *)")
    }
    let inner = comment.lines.map { texts[$0].dropFirst(comment.stripped(texts[$0])) }
    if let fence = Fence.around(index - comment.lines.lowerBound, in: inner) {
      return block(
        fence: fence, lineCount: inner.count, texts: texts, outer: comment, file: file, fileLines: fileLines)
    }
    let lines = comment.lines.map { number in
      BlockLine(
        bytes: Array(texts[number]), terminator: fileLines.terminator(number, in: file),
        stripped: comment.stripped(texts[number]))
    }
    return DiagramBlock(
      kindDescription: "\(String(decoding: comment.marker, as: UTF8.self)) comment block",
      firstLine: comment.lines.lowerBound + 1,
      byteRange: fileLines.byteRange(of: comment.lines), prefix: comment.prefix,
      blankLine: comment.indent + comment.marker,
      lineEnding: fileLines.lineEnding(near: comment.lines.lowerBound, in: file), keepsALine: true,
      lines: lines)
  }

  /// The block of a fence's content lines; `outer` is the comment block the fence is in, whose
  /// `lineCount` lines the fence was found among.
  private static func block(
    fence: Fence, lineCount: Int, texts: [ArraySlice<UInt8>], outer: CommentBlock?, file: [UInt8],
    fileLines: FileLines
  ) -> DiagramBlock {
    let offset = outer?.lines.lowerBound ?? 0
    let content = (fence.open + 1 + offset)..<((fence.close ?? lineCount) + offset)
    let outerPrefix = outer?.prefix ?? []
    let lines = content.map { number -> BlockLine in
      let text = texts[number]
      let outerStrip = outer?.stripped(text) ?? 0
      let inner = text.dropFirst(outerStrip)
      let indentation = inner.prefix { $0 == 0x20 || $0 == 0x09 }.count
      return BlockLine(
        bytes: Array(text), terminator: fileLines.terminator(number, in: file),
        stripped: outerStrip + min(indentation, fence.indent.count))
    }
    let prefix = outerPrefix + fence.indent
    var blank = prefix
    while let last = blank.last, last == 0x20 || last == 0x09 { blank.removeLast() }
    var block = DiagramBlock(
      kindDescription: outer.map { "fenced block in a \(String(decoding: $0.marker, as: UTF8.self)) comment" }
        ?? "fenced block",
      firstLine: content.lowerBound + 1, byteRange: fileLines.byteRange(of: content), prefix: prefix,
      blankLine: blank, lineEnding: fileLines.lineEnding(near: fence.open + offset, in: file),
      keepsALine: false, lines: lines)
    block.needsLineBreakFirst =
      content.isEmpty && fileLines.terminator(content.lowerBound - 1, in: file).isEmpty
    return block
  }

  /// Whether a file is Markdown by its name's extension (`.md`, `.markdown`, …): there only
  /// fenced blocks hold diagrams.
  public static func isMarkdown(fileName: String) -> Bool {
    guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return false }
    let markdownExtensions: Set<String> = [
      "md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdx", "rmd", "qmd", "livemd",
    ]
    return markdownExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
  }

  /// The diagram imported as objects (a block that is not a diagram comes as text shapes). A
  /// refusal names the file's line and column, not the diagram's.
  public func document() throws(TextImport.Refusal) -> Document {
    try reading().document
  }

  /// The diagram read as `DiagramReader` reads any text (what was found, what was left
  /// undecided), its notes' lines counted in the file. A refusal names the file's line and
  /// column, not the diagram's.
  public func reading() throws(TextImport.Refusal) -> DiagramReading {
    do {
      var reading = try DiagramReader.read(diagram)
      for index in reading.notes.indices {
        let moved = located(
          TextImport.Refusal(
            line: reading.notes[index].line, column: reading.notes[index].column, problem: ""))
        reading.notes[index].line = moved.line
        reading.notes[index].column = moved.column
      }
      return reading
    } catch {
      throw located(error)
    }
  }

  /// A refusal of the diagram's text, placed in the file.
  func located(_ refusal: TextImport.Refusal) -> TextImport.Refusal {
    let index = refusal.line - 1
    guard lines.indices.contains(index) else { return refusal }
    var moved = refusal
    moved.line = firstLine + index
    // The indentation and the prefix are ASCII: one column a byte.
    moved.column = refusal.column + lines[index].stripped
    return moved
  }
}

/// A file's lines as byte offsets: a line ends at `\n` (a `\r` before it belongs to the
/// terminator); a last line without `\n` is a line too.
struct FileLines {
  struct Line {
    var start: Int
    var textEnd: Int
    var end: Int
  }

  private(set) var lines: [Line] = []

  init(_ bytes: [UInt8]) {
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        let textEnd = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
        lines.append(Line(start: start, textEnd: textEnd, end: index + 1))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { lines.append(Line(start: start, textEnd: bytes.count, end: bytes.count)) }
  }

  var count: Int { lines.count }

  func terminator(_ index: Int, in bytes: [UInt8]) -> [UInt8] {
    Array(bytes[lines[index].textEnd..<lines[index].end])
  }

  /// The bytes of lines `range`, terminators included; an empty range is the place where its
  /// first line would start.
  func byteRange(of range: Range<Int>) -> Range<Int> {
    guard let first = range.first else {
      let at = range.lowerBound < lines.count ? lines[range.lowerBound].start : (lines.last?.end ?? 0)
      return at..<at
    }
    return lines[first].start..<lines[range.upperBound - 1].end
  }

  /// The terminator new lines get near line `index`: the first one found from there on, else
  /// before it, else `\n`.
  func lineEnding(near index: Int, in bytes: [UInt8]) -> [UInt8] {
    for candidate in Array(index..<lines.count) + Array((0..<min(index, lines.count)).reversed()) {
      let terminator = terminator(candidate, in: bytes)
      if !terminator.isEmpty { return terminator }
    }
    return [0x0A]
  }
}

/// A fenced block as CommonMark opens and closes it: a run of at least three backticks or
/// tildes after any indentation (a backtick fence's info string has no backtick), closed by a
/// run of the same character at least as long with nothing but white space after it, or by
/// the end of the text.
struct Fence {
  /// The opening fence's line.
  var open: Int
  /// The closing fence's line; nil when the text ends first.
  var close: Int?
  /// The opening fence's indentation: taken off each content line (as far as it has it).
  var indent: [UInt8]

  /// The fence whose lines (fences included) hold `index`.
  static func around(_ index: Int, in texts: [ArraySlice<UInt8>]) -> Fence? {
    var line = 0
    while line < texts.count, line <= index {
      guard let opening = run(in: texts[line]), opening.count >= 3,
        opening.character == UInt8(ascii: "~") || !opening.rest.contains(UInt8(ascii: "`"))
      else {
        line += 1
        continue
      }
      var close: Int?
      var next = line + 1
      while next < texts.count {
        if let closing = run(in: texts[next]), closing.character == opening.character,
          closing.count >= opening.count, closing.rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        {
          close = next
          break
        }
        next += 1
      }
      if index <= (close ?? texts.count - 1) {
        return Fence(open: line, close: close, indent: Array(texts[line].prefix { $0 == 0x20 || $0 == 0x09 }))
      }
      guard let close else { return nil }
      line = close + 1
    }
    return nil
  }

  /// The run of backticks or tildes a line starts with after its indentation, and what follows.
  private static func run(in text: ArraySlice<UInt8>) -> (
    character: UInt8, count: Int, rest: ArraySlice<UInt8>
  )? {
    let body = text.drop { $0 == 0x20 || $0 == 0x09 }
    guard let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
    let count = body.prefix { $0 == first }.count
    return (first, count, body.dropFirst(count))
  }
}

/// Consecutive lines with the same indentation and the same comment marker (`//`, `///`, `#`,
/// `--`, `;`, `;;`, ` *`), the marker followed by a space or by the line's end. `#include`,
/// `#!`, `*/` and `--flag` are not comment lines.
struct CommentBlock {
  var lines: Range<Int>
  var indent: [UInt8]
  var marker: [UInt8]

  /// What a new line starts with: the indentation, the marker and a space.
  var prefix: [UInt8] { indent + marker + [0x20] }

  /// How many bytes of a line of the block come before its text: indentation, marker, a space.
  func stripped(_ text: ArraySlice<UInt8>) -> Int {
    let head = indent.count + marker.count
    return text.count > head ? head + 1 : text.count
  }

  static func around(_ index: Int, in texts: [ArraySlice<UInt8>]) -> CommentBlock? {
    guard let signature = signature(of: texts[index]) else { return nil }
    var first = index
    while first > 0, let above = Self.signature(of: texts[first - 1]), above == signature { first -= 1 }
    var end = index + 1
    while end < texts.count, let below = Self.signature(of: texts[end]), below == signature { end += 1 }
    return CommentBlock(lines: first..<end, indent: signature.indent, marker: signature.marker)
  }

  struct Signature: Equatable {
    var indent: [UInt8]
    var marker: [UInt8]
  }

  static func signature(of text: ArraySlice<UInt8>) -> Signature? {
    let indent = text.prefix { $0 == 0x20 || $0 == 0x09 }
    let body = text.dropFirst(indent.count)
    guard let first = body.first else { return nil }
    let run = body.prefix { $0 == first }.count
    let marker: Int
    switch first {
    case UInt8(ascii: "/") where run >= 2: marker = run
    case UInt8(ascii: "#"), UInt8(ascii: ";"): marker = run
    case UInt8(ascii: "-") where run == 2: marker = 2
    // ` * ` continues a block comment: never at the margin, where `*` is a Markdown bullet.
    case UInt8(ascii: "*") where run == 1 && !indent.isEmpty: marker = 1
    default: return nil
    }
    let after = body.dropFirst(marker)
    guard after.first == nil || after.first == 0x20 else { return nil }
    return Signature(indent: Array(indent), marker: Array(body.prefix(marker)))
  }
}
