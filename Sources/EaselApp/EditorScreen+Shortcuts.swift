import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The shortcut overlay (the discoverability sheet, spec §5.3): every available command grouped
/// by menu with the chord this terminal can deliver, drawn over the canvas.
extension EditorScreen {
  /// How long Super must be held alone before the overlay shows, as on iPadOS.
  static let superHoldDelay = Interval.milliseconds(500)

  /// Follows a bare Super key (only visible under the kitty protocol's "report all keys"): held
  /// alone for half a second it shows the overlay, and its release hides it again. Any other
  /// key meanwhile makes it a chord, not a hold. Ctrl alone does nothing (spec §5.3).
  mutating func noteTiming(of event: InputEvent, at now: Instant) {
    guard case .key(let key) = event else { return }
    let isSuper = key.key == .modifier(.leftSuper) || key.key == .modifier(.rightSuper)
    switch (isSuper, key.phase) {
    case (true, .press):
      superHoldDeadline = now + Self.superHoldDelay
    case (true, .release):
      superHoldDeadline = nil
      if isShowingShortcutsForSuper {
        isShowingShortcutsForSuper = false
        isShowingShortcuts = false
      }
    case (true, .repeat):
      break
    case (false, _):
      superHoldDeadline = nil
    }
  }

  /// The next moment the editor wants to be woken (a Super hold maturing), if any.
  var deadline: Instant? { superHoldDeadline }

  /// Time passed: returns true when the screen changed.
  mutating func expire(at now: Instant) -> Bool {
    guard let due = superHoldDeadline, due <= now else { return false }
    superHoldDeadline = nil
    guard !isShowingShortcuts else { return false }
    isShowingShortcuts = true
    isShowingShortcutsForSuper = true
    return true
  }

  /// What this terminal's keyboard protocol can deliver, for the chords shown.
  var keyboardLevel: KeyboardProtocolLevel {
    if summary.modes.pushesKittyFlags { return .kitty }
    if summary.modes.usesModifyOtherKeys { return .modifyOtherKeys }
    return .legacy
  }

  /// The sheet's lines: a header per menu (and "Canvas" for commands outside the menus), then
  /// one line per available command that has a deliverable chord.
  func shortcutLines() -> [(text: String, chord: String, isHeader: Bool)] {
    var groups: [(title: String, commands: [EditorCommand])] = MenuName.allCases.map { ($0.title, []) }
    groups.append(("Canvas", []))
    for command in EditorCommands.catalog.commands where command.isAvailable(self) {
      guard keymap.displayedChord(for: command.id, deliverableOn: keyboardLevel) != nil else { continue }
      let index = command.menu.flatMap { placement in MenuName.allCases.firstIndex(of: placement.menu) }
      groups[index ?? groups.count - 1].commands.append(command)
    }
    var lines: [(text: String, chord: String, isHeader: Bool)] = []
    for group in groups where !group.commands.isEmpty {
      lines.append((group.title, "", true))
      for command in group.commands {
        let chord = keymap.chords(for: command.id, deliverableOn: keyboardLevel).map(\.description)
        lines.append((command.overlayTitle, chord.joined(separator: " "), false))
      }
    }
    return lines
  }

  /// Draws the sheet centred over the canvas rows, flowing into as many columns as it needs.
  func drawShortcuts(into screen: inout CellGrid, usesASCII: Bool) {
    let top = 1
    let height = size.rows - 2
    guard height >= 5, size.columns >= 20 else { return }
    let lines = shortcutLines()
    let rowsPerColumn = height - 4
    let columnWidth = min(
      size.columns - 4,
      (lines.map { TextWidth.width(of: $0.text) + TextWidth.width(of: $0.chord) }.max() ?? 0) + 4)
    let columnCount = max(1, (lines.count + rowsPerColumn - 1) / rowsPerColumn)
    let fitting = max(1, min(columnCount, (size.columns - 4) / max(1, columnWidth + 2)))
    let width = min(size.columns, fitting * (columnWidth + 2) + 2)
    let rows = min(height, min(lines.count, rowsPerColumn) + 4)
    let left = (size.columns - width) / 2
    let box = CellRect(column: left, row: top + (height - rows) / 2, columns: width, rows: rows)
    screen.fill(box, with: .blank)
    drawFrame(box, into: &screen, usesASCII: usesASCII)
    let title =
      usesASCII ? " Keyboard Shortcuts - ? or Esc closes " : " Keyboard Shortcuts — ? or Esc closes "
    screen.put(
      title, at: CellPoint(column: box.minColumn + 2, row: box.minRow), style: Style(attributes: .bold))
    for (index, line) in lines.enumerated() {
      let column = index / rowsPerColumn
      guard column < fitting else { break }
      let x = box.minColumn + 2 + column * (columnWidth + 2)
      let y = box.minRow + 2 + index % rowsPerColumn
      if line.isHeader {
        screen.put(
          line.text, at: CellPoint(column: x, row: y), style: Style(attributes: [.bold, .underline]))
      } else {
        screen.put(line.text, at: CellPoint(column: x + 1, row: y))
        let chordWidth = TextWidth.width(of: line.chord)
        screen.put(
          line.chord, at: CellPoint(column: x + columnWidth - chordWidth, row: y),
          style: Style(attributes: .bold))
      }
    }
  }

  private func drawFrame(_ box: CellRect, into screen: inout CellGrid, usesASCII: Bool) {
    let (horizontal, vertical) = usesASCII ? ("-", "|") : ("─", "│")
    let corners = usesASCII ? ["+", "+", "+", "+"] : ["╭", "╮", "╰", "╯"]
    let inner = String(repeating: horizontal, count: max(0, box.size.columns - 2))
    screen.put(corners[0] + inner + corners[1], at: CellPoint(column: box.minColumn, row: box.minRow))
    screen.put(corners[2] + inner + corners[3], at: CellPoint(column: box.minColumn, row: box.maxRow - 1))
    for row in box.minRow + 1..<box.maxRow - 1 {
      screen.put(vertical, at: CellPoint(column: box.minColumn, row: row))
      screen.put(vertical, at: CellPoint(column: box.maxColumn - 1, row: row))
    }
  }
}
