extension Keymap {
  /// The effective keymap as a text table for `easel keymap`: a header, then one line per
  /// command in catalog order with its ID, keys (`-` when unbound), scope and title, the title
  /// marked `(custom)` when the user changed its keys. Columns are padded with spaces; lines
  /// end in a newline and carry no trailing spaces. With a level, only chords it delivers.
  public func formattedTable(deliverableOn level: KeyboardProtocolLevel? = nil) -> String {
    var rows: [[String]] = [["COMMAND", "KEYS", "SCOPE", "TITLE"]]
    for entry in entries {
      let chords = level.map { level in entry.chords.filter { $0.isDeliverable(on: level) } } ?? entry.chords
      let keys = chords.isEmpty ? "-" : chords.map(\.description).joined(separator: ", ")
      let title = entry.isOverridden ? entry.title + " (custom)" : entry.title
      rows.append([entry.id.rawValue, keys, entry.scope.name, title])
    }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < widths.count {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      while line.last == " " { line.removeLast() }
      text += line + "\n"
    }
    return text
  }
}
