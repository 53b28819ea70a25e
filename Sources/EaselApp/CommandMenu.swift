import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The command menu (Cmd-K, spec §5.3): every available command, fuzzy-searched by title, ID
/// or chord, recently run commands first; Enter runs the highlighted one. It takes every key
/// and pointer event but the wheel while it is open.
struct CommandMenu: Surface {
  var query = ""
  var highlighted = 0

  var kind: SurfaceKind { .commandMenu }

  /// The commands the menu lists for a query, best first, with the chord shown for each.
  static func results(
    for query: String, in context: SurfaceContext
  ) -> [(candidate: FuzzyCandidate, chord: String?)] {
    let model = context.model
    let level = context.display.keyboardLevel
    let commands = EditorCommands.catalog.commands.filter {
      $0.isInCommandMenu && $0.id != "help.commandMenu" && $0.isAvailable(model)
    }
    let candidates = commands.map {
      FuzzyCandidate(
        id: $0.id, title: $0.title, chords: context.keymap.chords(for: $0.id, deliverableOn: level))
    }
    return FuzzyMatch.rank(query: query, candidates: candidates, recent: context.recentCommands).map {
      ($0, context.keymap.displayedChord(for: $0.id, deliverableOn: level)?.description)
    }
  }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    switch event {
    case .key(let key):
      return handle(key, in: context)
    case .mouse(let mouse):
      if case .wheel = mouse.action { return .passed }
      return .handled([])
    case .paste:
      return .handled([])
    case .focus, .reply:
      return .passed
    }
  }

  private mutating func handle(_ key: KeyEvent, in context: SurfaceContext) -> Response {
    guard key.phase != .release else { return .handled([]) }
    let isPress = key.phase == .press
    let results = Self.results(for: query, in: context)
    let count = results.count
    switch (key.key, key.modifiers.subtracting(.shift).isEmpty) {
    case (.escape, _):
      return isPress ? .closed([]) : .handled([])
    case (.enter, _):
      guard isPress else { return .handled([]) }
      guard results.indices.contains(highlighted) else { return .closed([]) }
      return .closed([.run(results[highlighted].candidate.id)])
    case (.up, _):
      if count > 0 { highlighted = (highlighted - 1 + count) % count }
    case (.down, _):
      if count > 0 { highlighted = (highlighted + 1) % count }
    case (.home, _), (.pageUp, _):
      highlighted = 0
    case (.end, _), (.pageDown, _):
      highlighted = max(0, count - 1)
    case (.backspace, _):
      if !query.isEmpty { query.removeLast() }
      highlighted = 0
    case (_, true):
      guard let text = Self.typedText(key), query.count < 60 else { break }
      query += text
      highlighted = 0
    default:
      // Cmd-K again closes it, like the toggle it is.
      if isPress, context.keymap.commands(for: key, in: [.global]).contains("help.commandMenu") {
        return .closed([])
      }
    }
    return .handled([])
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

  /// The menu's box: centred, up to 64 columns and 12 result rows.
  static func box(resultRows: Int, size: TerminalSize) -> CellRect {
    let width = min(size.columns, 64)
    let height = min(max(0, size.rows - 2), resultRows + 4)
    let top = 1 + max(0, (size.rows - 2 - height) / 3)
    return CellRect(column: (size.columns - width) / 2, row: top, columns: width, rows: height)
  }

  /// How many result rows fit on a screen of `size`.
  static func resultRows(size: TerminalSize) -> Int { min(12, max(1, size.rows - 2 - 4)) }

  func draw(into grid: inout CellGrid, context: SurfaceContext) {
    let size = context.size
    guard size.rows >= 7, size.columns >= 20 else { return }
    let display = context.display
    let usesASCII = display.options.usesASCII
    let results = Self.results(for: query, in: context)
    let box = Self.box(resultRows: Self.resultRows(size: size), size: size)
    guard box.size.rows >= 5 else { return }
    grid.fill(box, with: .blank)
    grid.drawBox(box, corners: .square, usesASCII: usesASCII)
    grid.put(
      display.displayed(" Command Menu — Esc closes "),
      at: CellPoint(column: box.minColumn + 2, row: box.minRow),
      style: Style(attributes: .bold))
    let prompt = usesASCII ? "> " : "› "
    let end = grid.put(prompt + query, at: CellPoint(column: box.minColumn + 2, row: box.minRow + 1))
    if end < box.maxColumn - 1 {
      grid.put(" ", at: CellPoint(column: end, row: box.minRow + 1), style: Style(attributes: .reverse))
    }
    grid.drawDivider(across: box, row: box.minRow + 2, usesASCII: usesASCII)
    let visible = box.size.rows - 4
    guard !results.isEmpty else {
      grid.put(
        "No matching commands", at: CellPoint(column: box.minColumn + 2, row: box.minRow + 3),
        style: Style(attributes: .dim))
      return
    }
    let first = max(0, min(highlighted - visible + 1, results.count - visible))
    for (offset, index) in (first..<min(results.count, first + visible)).enumerated() {
      let row = box.minRow + 3 + offset
      let style = Style(attributes: index == highlighted ? .reverse : [])
      grid.fill(
        CellRect(column: box.minColumn + 1, row: row, columns: box.size.columns - 2, rows: 1),
        with: .blank(style: style))
      grid.put(
        display.displayed(results[index].candidate.title), at: CellPoint(column: box.minColumn + 2, row: row),
        style: style)
      if let chord = results[index].chord {
        grid.put(
          chord, at: CellPoint(column: box.maxColumn - 2 - TextWidth.width(of: chord), row: row), style: style
        )
      }
    }
  }
}
