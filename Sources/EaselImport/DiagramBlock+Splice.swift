/// Putting an edited diagram back where it came from (spec §10): the block's lines are replaced
/// and nothing else in the file is touched.
extension DiagramBlock {
  /// Why an edited diagram is not put back: the file no longer holds the block as it was read.
  public struct Moved: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String {
      "the block is no longer where Easel read it (the file changed meanwhile)"
    }
  }

  /// `file` with the block's lines replaced by `rendered` (the text `easel render` prints for
  /// the edited diagram), and the block as it is in the new file. The block's lines are looked
  /// for where they were, else (the file was edited elsewhere meanwhile) as the one place in
  /// the file that holds them at a line's start; refused when there is no such one place.
  public func splice(_ rendered: [UInt8], into file: [UInt8]) throws(Moved) -> (
    file: [UInt8], block: DiagramBlock
  ) {
    guard let found = located(in: file) else { throw Moved() }
    let replaced = found.replaced(by: rendered)
    let byteRange = found.byteRange
    var output = [UInt8]()
    output.reserveCapacity(file.count - byteRange.count + replaced.byteRange.count)
    output.append(contentsOf: file[..<byteRange.lowerBound])
    output.append(contentsOf: replaced.bytes)
    output.append(contentsOf: file[byteRange.upperBound...])
    return (output, replaced)
  }

  /// The block where `file` holds its lines: where they were, else the one place they are.
  func located(in file: [UInt8]) -> DiagramBlock? {
    if byteRange.upperBound <= file.count, file[byteRange].elementsEqual(bytes) { return self }
    let lines = bytes
    guard !lines.isEmpty, lines.count <= file.count else { return nil }
    var found: Int?
    var start = 0
    while start + lines.count <= file.count {
      if file[start..<start + lines.count].elementsEqual(lines) {
        guard found == nil else { return nil }
        found = start
      }
      guard let next = file[start...].firstIndex(of: 0x0A) else { break }
      start = next + 1
    }
    guard let found else { return nil }
    var moved = self
    moved.byteRange = found..<found + lines.count
    moved.firstLine = 1 + file[..<found].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    return moved
  }

  /// The block holding `rendered` instead. A line whose text is what it was keeps its bytes as
  /// they were (tabs, trailing spaces, its own terminator), so saving an unchanged diagram
  /// changes no byte; a changed or new line is the prefix and its text, blank lines the prefix
  /// alone. Blank lines the block ended with stay, as `easel render` never writes them.
  public func replaced(by rendered: [UInt8]) -> DiagramBlock {
    let texts = Self.lines(of: rendered)
    // What each old line was to the import: tabs expanded, trailing spaces gone.
    let before = (try? TextImport.expectedRender(of: diagram)).map(Self.lines(of:)) ?? []
    var result: [BlockLine] = []
    for (index, text) in texts.enumerated() {
      if index < lines.count, index < before.count, before[index].elementsEqual(text) {
        result.append(lines[index])
        continue
      }
      let line = text.isEmpty ? blankLine : prefix + text
      result.append(
        BlockLine(bytes: line, terminator: lineEnding, stripped: text.isEmpty ? line.count : prefix.count))
    }
    for index in max(texts.count, before.count)..<max(lines.count, max(texts.count, before.count)) {
      result.append(lines[index])
    }
    if result.isEmpty, keepsALine {
      result.append(BlockLine(bytes: blankLine, terminator: lineEnding, stripped: blankLine.count))
    }
    // Where the block was the end of a file without a final newline, so is the new one.
    let endsUnterminated = lines.last?.terminator.isEmpty == true
    for index in result.indices {
      let isLast = index == result.count - 1
      if isLast && endsUnterminated {
        result[index].terminator = []
      } else if result[index].terminator.isEmpty {
        result[index].terminator = lineEnding
      }
    }
    var block = self
    block.lines = result
    block.byteRange = byteRange.lowerBound..<(byteRange.lowerBound + block.bytes.count)
    return block
  }

  /// The lines of a text whose every line ends in `\n`.
  static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
