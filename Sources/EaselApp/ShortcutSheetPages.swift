import EaselGeometry

/// How the shortcut sheet's lines fit the window: side by side in columns of rows, the columns
/// in pages when they do not all fit (PageDown and PageUp turn them). A line too long for its
/// column wraps onto the rows under it rather than being cut, so the notes on what this terminal
/// swallows are always read whole; a wrapped line and a header stay with what follows them in
/// one column.
///
/// The layout is the one with the fewest pages, in columns no narrower than
/// `minimumColumnWidth`; among those, the one showing the most on its first page, then the one
/// with the widest columns (the fewest wrapped lines). So 80×24 gets two columns and two pages,
/// a large window every line on one page.
struct ShortcutSheetPages: Sendable, Equatable {
  /// One row of the sheet: a header, the first row of an entry (with its chord) or a
  /// continuation of a wrapped entry.
  struct Row: Sendable, Equatable {
    var text: String
    var chord: String
    var isHeader: Bool
    var isContinuation: Bool
  }

  /// Each page's columns, each column's rows, top to bottom.
  private(set) var pages: [[[Row]]]
  /// The width of a column, its entries' text and chords in it.
  let columnWidth: Int
  /// How many rows a column holds.
  let rowsPerColumn: Int
  /// How many columns a page shows side by side.
  let columnsPerPage: Int

  /// The narrowest column worth having (two fit 80 columns): below this, fewer columns and
  /// more pages, since a narrow column wraps nearly every line.
  static let minimumColumnWidth = 36
  /// Columns have this many cells between them.
  static let columnGap = 2

  var pageCount: Int { pages.count }

  /// `page` kept within the pages there are (the window may have changed since it was chosen).
  func clamped(_ page: Int) -> Int { max(0, min(page, pages.count - 1)) }

  /// The layout of `lines` in a window of `columns` × `rowsPerColumn` rows of lines, the sheet's
  /// frame and margins taken off already by the caller: `columns` is the room for the columns
  /// and the gaps between them.
  init(
    lines: [ShortcutSheet.Line], columns room: Int, rowsPerColumn: Int, usesASCII: Bool = false
  ) {
    let rows = max(1, rowsPerColumn)
    let natural =
      lines.map { TextWidth.width(of: $0.text) + TextWidth.width(of: $0.chord) + 4 }.max() ?? 0
    let widest = max(1, min(room, natural))
    let mostColumns = max(1, (room + Self.columnGap) / (Self.minimumColumnWidth + Self.columnGap))
    var best: (pages: [[[Row]]], width: Int, columns: Int)?
    for count in 1...mostColumns {
      let width = min(widest, (room + Self.columnGap) / count - Self.columnGap)
      guard width >= Self.minimumColumnWidth || count == 1 else { break }
      let laidOut = Self.pages(of: lines, width: width, rows: rows, columns: count, usesASCII: usesASCII)
      if let chosen = best {
        let shown = { (pages: [[[Row]]]) in pages[0].map(\.count).reduce(0, +) }
        let better =
          laidOut.count < chosen.pages.count
          || (laidOut.count == chosen.pages.count && shown(laidOut) > shown(chosen.pages))
        if better { best = (laidOut, width, count) }
      } else {
        best = (laidOut, width, count)
      }
      // One page: more columns would only narrow them.
      if laidOut.count == 1 { break }
    }
    let chosen = best ?? ([[[]]], widest, 1)
    pages = chosen.pages
    columnWidth = chosen.width
    self.rowsPerColumn = rows
    // A single page shows only the columns it fills, so a short sheet is narrow.
    columnsPerPage = chosen.pages.count == 1 ? max(1, chosen.pages[0].count) : chosen.columns
  }

  /// The rows of `lines` at `width`, into columns of `rows` and pages of `columns` columns.
  private static func pages(
    of lines: [ShortcutSheet.Line], width: Int, rows: Int, columns: Int, usesASCII: Bool
  ) -> [[[Row]]] {
    // Blocks that stay together in a column: a header with the first entry under it, an entry
    // with its wrapped rows.
    var blocks: [[Row]] = []
    var pendingHeader: Row?
    for line in lines {
      if line.isHeader {
        if let header = pendingHeader { blocks.append([header]) }
        pendingHeader = Row(
          text: ShortcutSheet.truncated(line.text, toWidth: width, usesASCII: usesASCII), chord: "",
          isHeader: true, isContinuation: false)
        continue
      }
      var block = wrapped(line, width: width, usesASCII: usesASCII)
      if let header = pendingHeader { block.insert(header, at: 0) }
      pendingHeader = nil
      blocks.append(block)
    }
    if let header = pendingHeader { blocks.append([header]) }
    var columnsOut: [[Row]] = [[]]
    for block in blocks {
      if columnsOut[columnsOut.count - 1].count + block.count > rows,
        !columnsOut[columnsOut.count - 1].isEmpty
      {
        columnsOut.append([])
      }
      // A block taller than a column (a tiny window) is cut to it.
      columnsOut[columnsOut.count - 1] += block.prefix(rows)
    }
    return stride(from: 0, to: columnsOut.count, by: max(1, columns)).map {
      Array(columnsOut[$0..<min($0 + columns, columnsOut.count)])
    }
  }

  /// The rows an entry takes at `width`: its text at one cell in, its chord at the right; text
  /// that does not fit goes on under it, three cells in, word by word (at most four rows, the
  /// last cut with an ellipsis).
  static func wrapped(_ line: ShortcutSheet.Line, width: Int, usesASCII: Bool) -> [Row] {
    let chordWidth = TextWidth.width(of: line.chord)
    let room = width - chordWidth - 2
    guard room >= 8, TextWidth.width(of: line.text) > room else {
      let text = ShortcutSheet.truncated(line.text, toWidth: max(0, room), usesASCII: usesASCII)
      return [Row(text: text, chord: line.chord, isHeader: false, isContinuation: false)]
    }
    let continuationRoom = room - 2
    var texts: [String] = [""]
    for word in line.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let limit = texts.count == 1 ? room : continuationRoom
      let current = texts[texts.count - 1]
      let joined = current.isEmpty ? word : current + " " + word
      if TextWidth.width(of: joined) <= limit || current.isEmpty {
        texts[texts.count - 1] = joined
      } else {
        texts.append(word)
      }
    }
    let maximumRows = 4
    if texts.count > maximumRows {
      texts = Array(texts.prefix(maximumRows - 1)) + [texts[(maximumRows - 1)...].joined(separator: " ")]
    }
    return texts.enumerated().map { index, text in
      let limit = index == 0 ? room : continuationRoom
      return Row(
        text: ShortcutSheet.truncated(text, toWidth: limit, usesASCII: usesASCII),
        chord: index == 0 ? line.chord : "", isHeader: false, isContinuation: index > 0)
    }
  }

  /// What the sheet's bottom edge says on `page` when there is more than one: where the others
  /// are and where this one is ("more: PgDn (1/3)"); nil on a single page.
  func mark(page: Int) -> String? {
    guard pageCount > 1 else { return nil }
    let page = clamped(page)
    let position = "(\(page + 1)/\(pageCount))"
    if page == 0 { return " more: PgDn \(position) " }
    if page == pageCount - 1 { return " back: PgUp \(position) " }
    return " more: PgDn, back: PgUp \(position) "
  }
}
