import EaselGeometry

/// What a cell of the text holds, in one 32-bit code: the scalar of a cluster of one scalar
/// (nearly every cell), `continuation` for the right half of a wide character, or
/// `clusterFlag` with an index into `TextCells.clusters` for a cluster of several scalars.
enum CellCode {
  static let space: UInt32 = 0x20
  static let underscore: UInt32 = 0x5F
  static let bar: UInt32 = 0x7C
  static let continuation: UInt32 = 0xFFFF_FFFF
  static let clusterFlag: UInt32 = 0x8000_0000

  @inline(__always) static func isCluster(_ code: UInt32) -> Bool {
    code & clusterFlag != 0 && code != continuation
  }
}

/// A text laid out in cells as `easel render` prints it: one code per cell, row by row, each row
/// as long as its text (trailing spaces and trailing blank lines gone, tabs expanded).
///
/// Read in one pass over the bytes. Lines of printable ASCII are copied byte by byte; other
/// lines are decoded scalar by scalar while every scalar is one that always forms a cluster of
/// its own (Latin, punctuation, arrows, box drawing, shapes); only a line holding anything else
/// (marks, emoji sequences, CJK, invalid bytes) goes through `Character`s, with the refusals of
/// `TextImport.normalizedLines`.
struct TextCells {
  var codes: [UInt32] = []
  /// Where each row starts in `codes`, plus the end of the last.
  var rowStarts: [Int] = [0]
  /// The clusters of more than one scalar that codes name.
  var clusters: [Character] = []
  /// The rows holding a wide character or a cluster of several scalars: where objects are drawn
  /// on them they are checked by drawing them once more at the end.
  var complexRows = Set<Int>()

  var rows: Int { rowStarts.count - 1 }

  func width(ofRow row: Int) -> Int { rowStarts[row + 1] - rowStarts[row] }

  /// The cells of `bytes`, or why it is not a text Easel can draw.
  static func read(_ bytes: [UInt8]) throws(TextImport.Refusal) -> TextCells {
    guard bytes.count <= TextImport.maximumBytes else {
      throw TextImport.Refusal(
        line: 1, column: 1,
        problem: "the text is larger than the limit of \(TextImport.maximumBytes >> 20) MiB")
    }
    var cells = TextCells()
    cells.codes.reserveCapacity(bytes.count)
    var widths = WidthTable()
    var lineStart = 0
    var number = 1
    while lineStart <= bytes.count {
      var end = lineStart
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      var lineEnd = end
      if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      try cells.appendLine(bytes, lineStart..<lineEnd, number: number, widths: &widths)
      number += 1
      lineStart = end + 1
    }
    while cells.rows > 0 && cells.width(ofRow: cells.rows - 1) == 0 {
      cells.rowStarts.removeLast()
      cells.complexRows.remove(cells.rows)
    }
    return cells
  }

  private mutating func appendLine(
    _ bytes: [UInt8], _ range: Range<Int>, number: Int, widths: inout WidthTable
  ) throws(TextImport.Refusal) {
    let start = codes.count
    if !appendSimpleLine(bytes, range, widths: &widths) {
      codes.removeSubrange(start...)
      try appendComplexLine(bytes, range, number: number, widths: &widths)
    }
    while codes.count > start && codes[codes.count - 1] == CellCode.space { codes.removeLast() }
    rowStarts.append(codes.count)
  }

  /// Appends the line's cells when every scalar in it is a cluster of its own; false, having
  /// appended part of it, when the line needs `appendComplexLine`.
  private mutating func appendSimpleLine(
    _ bytes: [UInt8], _ range: Range<Int>, widths: inout WidthTable
  ) -> Bool {
    let start = codes.count
    var isPlain = true
    var index = range.lowerBound
    while index < range.upperBound {
      let first = bytes[index]
      var scalar: UInt32
      if first < 0x80 {
        index += 1
        if first == 0x09 {
          let column = codes.count - start
          for _ in 0..<(8 - column % 8) { codes.append(CellCode.space) }
          continue
        }
        guard first >= 0x20 && first < 0x7F else { return false }
        codes.append(UInt32(first))
        continue
      } else if first & 0xE0 == 0xC0 {
        guard index + 1 < range.upperBound, bytes[index + 1] & 0xC0 == 0x80 else { return false }
        scalar = UInt32(first & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        guard scalar >= 0x80 else { return false }
        index += 2
      } else if first & 0xF0 == 0xE0 {
        guard index + 2 < range.upperBound, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80
        else { return false }
        scalar =
          UInt32(first & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        guard scalar >= 0x800 else { return false }
        index += 3
      } else {
        return false
      }
      // Surrogates are not simple either, so the complex path refuses them.
      guard Self.isAlwaysOwnCluster(scalar) else { return false }
      codes.append(scalar)
      if widths.width(of: scalar) == 2 {
        codes.append(CellCode.continuation)
        isPlain = false
      }
    }
    if !isPlain { complexRows.insert(rows) }
    return true
  }

  /// Scalars that form a cluster on their own whatever stands around them, and are never
  /// zero-width: printable ASCII and Latin-1 to the combining marks, general punctuation,
  /// super- and subscripts, currency, U+2100–U+2BFF (letterlike symbols, arrows, mathematical
  /// operators, technical symbols, box drawing, blocks, shapes, dingbats), kana, CJK
  /// ideographs and Hangul syllables. None of them extends a cluster or is extended by one of
  /// the others.
  @inline(__always) static func isAlwaysOwnCluster(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0,
      0x2100..<0x2C00, 0x3041..<0x3097, 0x30A1..<0x30FB, 0x4E00..<0xA000, 0xAC00..<0xD7A4:
      return true
    default:
      return false
    }
  }

  /// Appends a line holding clusters of several scalars, or anything to refuse: each
  /// cluster a cell, or two for a wide one.
  private mutating func appendComplexLine(
    _ bytes: [UInt8], _ range: Range<Int>, number: Int, widths: inout WidthTable
  ) throws(TextImport.Refusal) {
    // Invalid bytes and controls are refused by the full check, with where they are.
    let hasControl = bytes[range].contains { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }
    guard !hasControl, let line = String(validating: bytes[range], as: UTF8.self),
      !line.unicodeScalars.contains(where: { (0x80..<0xA0).contains($0.value) })
    else {
      _ = try TextImport.normalizedLine(bytes[range], number: number)
      throw TextImport.Refusal(line: number, column: 1, problem: "the bytes are not valid UTF-8")
    }
    let start = codes.count
    var column = 1
    for character in line {
      defer { column += 1 }
      var scalars = character.unicodeScalars.makeIterator()
      let first = scalars.next()!
      let isSingle = scalars.next() == nil
      if isSingle && first == "\t" {
        for _ in 0..<(8 - (codes.count - start) % 8) { codes.append(CellCode.space) }
        continue
      }
      let width =
        isSingle && first.value < 0x10000 ? widths.width(of: first.value) : TextWidth.width(of: character)
      if width == 0 {
        // A cell draws a lone mark over a space, which would add one.
        let code = TextImport.hex(first.value)
        throw TextImport.Refusal(
          line: number, column: column,
          problem: TextImport.isMark(character)
            ? "the combining mark U+\(code) has no character to combine with"
            : "the zero-width character U+\(code) takes no cell")
      }
      if !isSingle && character.utf8.count >= 3 && character.unicodeScalars.last?.value == 0x200D {
        // A cell drops a joiner that joins nothing after it, so no drawing could keep it.
        throw TextImport.Refusal(
          line: number, column: column, problem: "the zero-width joiner U+200D joins nothing after it")
      }
      if isSingle {
        codes.append(first.value)
      } else {
        codes.append(CellCode.clusterFlag | UInt32(clusters.count))
        clusters.append(character)
      }
      if width == 2 { codes.append(CellCode.continuation) }
    }
    complexRows.insert(rows)
  }

  /// The text of a row as it is printed, from its cells.
  func text(ofRow row: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    for code in codes[rowStarts[row]..<rowStarts[row + 1]] where code != CellCode.continuation {
      if CellCode.isCluster(code) {
        bytes.append(contentsOf: clusters[Int(code & ~CellCode.clusterFlag)].utf8)
      } else {
        bytes.append(contentsOf: String(Unicode.Scalar(code)!).utf8)
      }
    }
    return bytes
  }
}

/// Widths of the scalars below U+10000 (0, 1 or 2, as `TextWidth` gives them), looked up once
/// each per import.
struct WidthTable {
  private var widths = [UInt8](repeating: 0xFF, count: 0x10000)

  @inline(__always) mutating func width(of scalar: UInt32) -> Int {
    if scalar >= 0x20 && scalar < 0x7F { return 1 }
    var width = widths[Int(scalar)]
    if width == 0xFF {
      width = UInt8(TextWidth.width(of: Unicode.Scalar(scalar)!))
      widths[Int(scalar)] = width
    }
    return Int(width)
  }
}
