import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The command menu's state while it is open: what has been typed and which row is highlighted.
struct CommandMenuState: Hashable, Sendable {
  var query = ""
  var highlighted = 0
}

/// The command menu (Cmd-K, spec §5.3, issue 4): every available command, fuzzy-searched by
/// title, ID or chord, recently run commands first, Enter runs the highlighted one.
extension EditorScreen {
  /// How many recently run commands are remembered.
  static let recentCommandLimit = 8

  /// Remembers a command as the most recently run.
  mutating func noteRecent(_ id: CommandID) {
    guard id != "help.commandMenu" else { return }
    recentCommands.removeAll { $0 == id }
    recentCommands.insert(id, at: 0)
    if recentCommands.count > Self.recentCommandLimit { recentCommands.removeLast() }
  }

  mutating func openCommandMenu() {
    menuNavigator.close()
    isShowingShortcuts = false
    commandMenu = CommandMenuState()
  }

  /// The commands the menu lists for a query, best first, with the chord shown for each.
  func commandMenuResults(for query: String) -> [(candidate: FuzzyCandidate, chord: String?)] {
    let commands = EditorCommands.catalog.commands.filter {
      $0.isInCommandMenu && $0.id != "help.commandMenu" && $0.isAvailable(self)
    }
    let candidates = commands.map {
      FuzzyCandidate(
        id: $0.id, title: $0.title, chords: keymap.chords(for: $0.id, deliverableOn: keyboardLevel))
    }
    return FuzzyMatch.rank(query: query, candidates: candidates, recent: recentCommands).map {
      ($0, keymap.displayedChord(for: $0.id, deliverableOn: keyboardLevel)?.description)
    }
  }

  /// The command menu as a responder: while open it takes every key. Nil when it is closed.
  mutating func handleCommandMenu(_ key: KeyEvent) -> ScreenResult? {
    guard var menu = commandMenu else { return nil }
    guard key.phase != .release else { return ScreenResult() }
    let isPress = key.phase == .press
    let count = commandMenuResults(for: menu.query).count
    switch (key.key, key.modifiers.subtracting(.shift).isEmpty) {
    case (.escape, _):
      if isPress { commandMenu = nil }
      return ScreenResult()
    case (.enter, _):
      guard isPress else { return ScreenResult() }
      let results = commandMenuResults(for: menu.query)
      commandMenu = nil
      guard results.indices.contains(menu.highlighted) else { return ScreenResult() }
      return runFromMenu(results[menu.highlighted].candidate.id)
    case (.up, _):
      if count > 0 { menu.highlighted = (menu.highlighted - 1 + count) % count }
    case (.down, _):
      if count > 0 { menu.highlighted = (menu.highlighted + 1) % count }
    case (.home, _), (.pageUp, _):
      menu.highlighted = 0
    case (.end, _), (.pageDown, _):
      menu.highlighted = max(0, count - 1)
    case (.backspace, _):
      if !menu.query.isEmpty { menu.query.removeLast() }
      menu.highlighted = 0
    case (_, true):
      guard let text = Self.typedText(key), menu.query.count < 60 else { break }
      menu.query += text
      menu.highlighted = 0
    default:
      // Cmd-K again closes it, like the toggle it is.
      if isPress, keymap.commands(for: key, in: [.global]).contains("help.commandMenu") {
        commandMenu = nil
        return ScreenResult()
      }
    }
    commandMenu = menu
    return ScreenResult()
  }

  /// The printable text a key typed, if any.
  static func typedText(_ key: KeyEvent) -> String? {
    var text = key.text
    if text == nil, case .character(let scalar) = key.key { text = String(Character(scalar)) }
    guard let text, !text.isEmpty else { return nil }
    let printable = text.unicodeScalars.allSatisfy {
      $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
    }
    return printable ? text : nil
  }

  /// The command menu's box: centred, up to 64 columns and 12 result rows.
  func commandMenuBox(resultRows: Int) -> CellRect {
    let width = min(size.columns, 64)
    let height = min(max(0, size.rows - 2), resultRows + 4)
    let top = 1 + max(0, (size.rows - 2 - height) / 3)
    return CellRect(column: (size.columns - width) / 2, row: top, columns: width, rows: height)
  }

  func drawCommandMenu(into screen: inout CellGrid) {
    guard let menu = commandMenu, size.rows >= 7, size.columns >= 20 else { return }
    let results = commandMenuResults(for: menu.query)
    let listRows = min(12, max(1, size.rows - 2 - 4))
    let box = commandMenuBox(resultRows: listRows)
    guard box.size.rows >= 5 else { return }
    screen.fill(box, with: .blank)
    drawMenuFrame(box, into: &screen)
    screen.put(
      displayed(" Command Menu — Esc closes "), at: CellPoint(column: box.minColumn + 2, row: box.minRow),
      style: Style(attributes: .bold))
    let prompt = options.usesASCII ? "> " : "› "
    let end = screen.put(
      prompt + menu.query, at: CellPoint(column: box.minColumn + 2, row: box.minRow + 1))
    if end < box.maxColumn - 1 {
      screen.put(" ", at: CellPoint(column: end, row: box.minRow + 1), style: Style(attributes: .reverse))
    }
    let (left, line, right) = options.usesASCII ? ("+", "-", "+") : ("├", "─", "┤")
    screen.put(
      left + String(repeating: line, count: box.size.columns - 2) + right,
      at: CellPoint(column: box.minColumn, row: box.minRow + 2))
    let visible = box.size.rows - 4
    guard !results.isEmpty else {
      screen.put(
        "No matching commands", at: CellPoint(column: box.minColumn + 2, row: box.minRow + 3),
        style: Style(attributes: .dim))
      return
    }
    let first = max(0, min(menu.highlighted - visible + 1, results.count - visible))
    for (offset, index) in (first..<min(results.count, first + visible)).enumerated() {
      let row = box.minRow + 3 + offset
      let style = Style(attributes: index == menu.highlighted ? .reverse : [])
      screen.fill(
        CellRect(column: box.minColumn + 1, row: row, columns: box.size.columns - 2, rows: 1),
        with: .blank(style: style))
      screen.put(
        displayed(results[index].candidate.title), at: CellPoint(column: box.minColumn + 2, row: row),
        style: style)
      if let chord = results[index].chord {
        screen.put(
          chord, at: CellPoint(column: box.maxColumn - 2 - TextWidth.width(of: chord), row: row), style: style
        )
      }
    }
  }
}
