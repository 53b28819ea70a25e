import EaselGeometry

/// The text of the menu bar and the status bar. The menus themselves (opening, items, chords)
/// come from the command catalog; this is the row they live on.
enum EditorChrome {
  static let menuTitles = ["File", "Edit", "Tools", "Shape", "View", "Help"]

  static func menuBar(documentName: String) -> String {
    " " + menuTitles.joined(separator: "  ") + "   — " + documentName
  }

  /// Tool, cursor position, selection, document, then the message or a hint on the left;
  /// Easel and the terminal's name on the right when there is room.
  static func statusLine(
    tool: String, cursor: CanvasPoint, selection: String?, document: String, message: String?,
    terminal: CapabilitySummary, width: Int
  ) -> String {
    var parts = [" \(tool)", "\(cursor.column),\(cursor.row)"]
    if let selection { parts.append(selection) }
    parts.append(document)
    parts.append(message.map { printable($0, limit: 160) } ?? "Ctrl-Q quit")
    let left = parts.joined(separator: " │ ")
    let right = "Easel │ \(printable(terminal.terminalName, limit: 40)) "
    let gap = width - TextWidth.width(of: left) - TextWidth.width(of: right)
    guard gap >= 2 else { return left }
    return left + String(repeating: " ", count: gap) + right
  }

  /// Text from outside (file names, messages quoting them), safe to show.
  static func printable(_ text: String, limit: Int) -> String { PrintableText.sanitized(text, limit: limit) }

  /// The bars' own punctuation in ASCII, for `--ascii` (text from documents is left alone).
  static func asciiOnly(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "│": result += "|"
      case "—": result += "-"
      case "×": result += "x"
      case "•": result += "*"
      case "…": result += "..."
      default: result.append(character)
      }
    }
    return result
  }
}
