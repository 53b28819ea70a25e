import EaselGeometry

/// What a cell of the text holds, in one 32-bit code: the scalar of a cluster of one scalar
/// (nearly every cell), `continuation` for the right half of a wide character, or
/// `clusterFlag` with an index into `TextCells.clusters` for a cluster of several scalars.
enum CellCode {
  static let space: UInt32 = 0x20
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
  /// The rows holding a wide character or a cluster of several scalars, with their text: they
  /// are checked by drawing them once more at the end, since how such a cell is drawn is not
  /// decided here.
  var complexRows: [Int: String] = [:]

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
      cells.complexRows[cells.rows] = nil
    }
    return cells
  }

  private mutating func appendLine(
    _ bytes: [UInt8], _ range: Range<Int>, number: Int, widths: inout WidthTable
  ) throws(TextImport.Refusal) {
    let start = codes.count
    if !appendSimpleLine(bytes, range, widths: &widths) {
      codes.removeSubrange(start...)
      try appendComplexLine(bytes, range, number: number)
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
    if !isPlain {
      var text = String.UnicodeScalarView()
      for code in codes[start...] where code != CellCode.continuation {
        text.append(Unicode.Scalar(code)!)
      }
      while text.last == " " { text.removeLast() }
      complexRows[rows] = String(text)
    }
    return true
  }

  /// Scalars that form a cluster on their own whatever stands around them, and are never
  /// zero-width: printable ASCII and Latin-1 to the combining marks, general punctuation,
  /// super- and subscripts, currency, and U+2100–U+2BFF (letterlike symbols, arrows,
  /// mathematical operators, technical symbols, box drawing, blocks, shapes, dingbats). None of
  /// them extends a cluster or is extended by one of the others.
  @inline(__always) static func isAlwaysOwnCluster(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0,
      0x2100..<0x2C00:
      return true
    default:
      return false
    }
  }

  private mutating func appendComplexLine(
    _ bytes: [UInt8], _ range: Range<Int>, number: Int
  ) throws(TextImport.Refusal) {
    let line = try TextImport.normalizedLine(bytes[range], number: number)
    var column = 1
    for character in line {
      let scalars = character.unicodeScalars
      if character.utf8.count >= 3, scalars.last?.value == 0x200D {
        // A cell drops a joiner that joins nothing after it, so no drawing could keep it.
        throw TextImport.Refusal(
          line: number, column: column, problem: "the zero-width joiner U+200D joins nothing after it")
      }
      if scalars.count == 1, let scalar = scalars.first {
        codes.append(scalar.value)
      } else {
        codes.append(CellCode.clusterFlag | UInt32(clusters.count))
        clusters.append(character)
      }
      if TextWidth.width(of: character) == 2 { codes.append(CellCode.continuation) }
      column += 1
    }
    complexRows[rows] = line
  }
}

/// Widths of the scalars below U+2C00, looked up once each per import.
struct WidthTable {
  private var widths = [UInt8](repeating: 0, count: 0x2C00)

  @inline(__always) mutating func width(of scalar: UInt32) -> Int {
    if scalar < 0x7F { return 1 }
    var width = widths[Int(scalar)]
    if width == 0 {
      width = UInt8(max(1, TextWidth.width(of: Unicode.Scalar(scalar)!)))
      widths[Int(scalar)] = width
    }
    return Int(width)
  }
}
