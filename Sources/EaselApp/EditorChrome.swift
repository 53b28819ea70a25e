import EaselCommands
import EaselDocument
import EaselGeometry
import EaselRender

/// The two bars: the menu bar's titles and where each sits (one layout, which the menu bar
/// draws and hit-tests), and the status bar's line.
enum EditorChrome {
  /// Where each menu title is on row 0: one space in, two between titles.
  static let menuTitleColumns: [(menu: MenuName, columns: Range<Int>)] = {
    var column = 1
    return MenuName.allCases.map { menu in
      let width = TextWidth.width(of: menu.title)
      defer { column += width + 2 }
      return (menu, column..<column + width)
    }
  }()

  /// The menu whose title (or the space either side of it) is at this column of row 0.
  static func menuTitle(atColumn column: Int) -> MenuName? {
    menuTitleColumns.first { $0.columns.lowerBound - 1 <= column && column <= $0.columns.upperBound }?.menu
  }

  /// Row 0: the titles where `menuTitleColumns` puts them, then the document's name.
  static func menuBar(documentName: String) -> String {
    var text = ""
    for (menu, columns) in menuTitleColumns {
      text += String(repeating: " ", count: columns.lowerBound - TextWidth.width(of: text)) + menu.title
    }
    return text + "   — " + documentName
  }

  /// The document's name as the bars show it, with a dot while it has unsaved changes.
  static func documentTitle(of state: EditorState) -> String {
    var name = state.filePath.map { printable(fileName($0), limit: 40) } ?? "Untitled"
    if let block = state.block { name = block.title(fileName: name) }
    return state.isModified ? name + " •" : name
  }

  /// Tool, cursor position, selection, document, then the message or a hint on the left;
  /// Easel and the terminal's name on the right when there is room.
  static func statusLine(
    tool: String, cursor: CanvasPoint, selection: String?, document: String, message: String?,
    terminal: CapabilitySummary, width: Int, isHint: Bool = false
  ) -> String {
    var message = message.map { printable($0, limit: 160) }
    // Where the message does not fit, the fields the rest of the screen shows too give way, least
    // needed first: the document (the menu bar names it), the selection, the cursor; a message
    // still too long ends in "…".
    var optional: [String?] = ["\(cursor.column),\(cursor.row)", selection, document]
    func left() -> String {
      ([" \(tool)"] + optional.compactMap { $0 } + (message.map { [$0] } ?? [])).joined(separator: " │ ")
    }
    if message != nil {
      // A hint gives up its tail (" · ? keys") before the selection or the cursor give way.
      let drops = isHint ? [2] : [2, 1, 0]
      for drop in drops where TextWidth.width(of: left()) > width { optional[drop] = nil }
      if isHint, TextWidth.width(of: left()) > width, let hint = message, let cut = hint.firstRange(of: " · ")
      {
        message = String(hint[..<cut.lowerBound])
      }
      for drop in [1, 0] where isHint && TextWidth.width(of: left()) > width { optional[drop] = nil }
    }
    var text = left()
    if TextWidth.width(of: text) > width, width > 1 {
      while TextWidth.width(of: text) > width - 1, !text.isEmpty { text.removeLast() }
      return text + "…"
    }
    let right = "Easel │ \(printable(terminal.terminalName, limit: 40)) "
    let gap = width - TextWidth.width(of: text) - TextWidth.width(of: right)
    guard gap >= 2 else { return text }
    return text + String(repeating: " ", count: gap) + right
  }

  /// "1 shape 14×5": how many shapes are selected and the size of their bounds.
  static func selectionSummary(of state: EditorState) -> String? {
    guard let bounds = state.selectionBounds else { return nil }
    let count = state.selectedCount
    return "\(count == 1 ? "1 shape" : "\(count) shapes") \(bounds.size.columns)×\(bounds.size.rows)"
  }

  /// A bar: the whole row in reverse video, the text from its first column.
  static func drawBar(_ text: String, row: Int, into grid: inout CellGrid, display: EditorDisplay) {
    let style = Style(attributes: .reverse)
    grid.fill(CellRect(column: 0, row: row, columns: grid.size.columns, rows: 1), with: .blank(style: style))
    grid.put(display.displayed(text), at: CellPoint(column: 0, row: row), style: style)
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
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
