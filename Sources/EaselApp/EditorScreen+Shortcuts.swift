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
  var deadline: Instant? { superHoldDeadline.earliest(recoveryDue) }

  /// Time passed: returns true when the screen changed.
  mutating func expire(at now: Instant) -> Bool {
    _ = expireRecovery(at: now)
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
      var folded: Set<CommandID> = []
      for command in group.commands where !folded.contains(command.id) {
        if let family = family(of: command, among: group.commands) {
          folded.formUnion(family.members)
          lines.append((family.title, family.chord, false))
          continue
        }
        let chord = keymap.chords(for: command.id, deliverableOn: keyboardLevel).map(\.description)
        lines.append((command.overlayTitle, chord.joined(separator: " "), false))
      }
    }
    lines.append(("Gestures", "", true))
    lines += gestureLines().map { ($0.text, $0.chord, false) }
    return lines
  }

  /// Commands that differ only by an arrow or a digit (nudges, Shift+arrows, colours) take one
  /// line in the sheet ("Nudge … Arrows", "Stroke Colour … 0–9"), but only while each is bound
  /// to exactly its default pattern here, so a rebinding is never hidden.
  private func family(
    of command: EditorCommand, among commands: [EditorCommand]
  ) -> (title: String, chord: String, members: [CommandID])? {
    let id = command.id.rawValue
    let directions = ["Left", "Right", "Up", "Down"]
    if let direction = directions.first(where: { id.hasSuffix($0) }) {
      let stem = String(id.dropLast(direction.count))
      let members = directions.map { CommandID(stem + $0) }
      guard
        let prefix = members.indices.reduce(
          String?.none,
          { prefix, index in
            let chords = keymap.chords(for: members[index], deliverableOn: keyboardLevel).map(\.description)
            guard chords.count == 1, chords[0].hasSuffix(directions[index]) else { return nil }
            let own = String(chords[0].dropLast(directions[index].count))
            if index > 0, own != prefix { return nil }
            return own
          }),
        members.allSatisfy({ member in commands.contains { $0.id == member } })
      else { return nil }
      var words = command.overlayTitle.split(separator: " ")
      if let word = words.firstIndex(where: { $0 == direction }) { words.remove(at: word) }
      let title = words.joined(separator: " ")
      return (title, prefix + "Arrows", members)
    }
    if id.hasPrefix("shape.colour") {
      let members = (0...9).map { CommandID("shape.colour\($0)") }
      let exact = members.enumerated().allSatisfy { digit, member in
        keymap.chords(for: member, deliverableOn: keyboardLevel).map(\.description) == ["\(digit)"]
          && commands.contains { $0.id == member }
      }
      return exact ? ("Stroke Colour (0 default, 1 red … 9)", "0–9", members) : nil
    }
    return nil
  }

  /// What modifiers do during a drag and a click (spec §5.1, §5.2), and the latches and settings
  /// for those this terminal keeps for itself (spec §5.4).
  func gestureLines() -> [(text: String, chord: String)] {
    let support = GestureModifierSupport(capabilities: summary.capabilities)
    func note(_ modifier: String) -> String {
      guard let row = support.rows.first(where: { $0.modifier == modifier }), row.delivery != .delivered
      else {
        return ""
      }
      return " (\(row.delivery.rawValue) here)"
    }
    return [
      ("Square, circle, 45°, keep aspect, axis lock" + note("Shift"), "Shift-drag"),
      ("The same, latched for every drag", "C"),
      ("Snap to the grid" + note("Ctrl"), "Cmd-drag"),
      ("Snap, latched for every drag", "G"),
      ("From the centre; a move drags a duplicate" + note("Alt"), "Alt-drag"),
      ("Marquee also selects what it touches", "Alt-drag"),
      ("Add to the selection", "Shift-click"),
      ("Toggle in the selection", "Cmd-click"),
      ("Edit a text or a rectangle's label", "Double-click"),
      ("Use a tool only while its key is held", "Hold tool key"),
      ("Pan the view", "Space-drag"),
    ]
  }

  /// Draws the sheet centred over the canvas rows, flowing into as many columns as it needs.
  func drawShortcuts(into screen: inout CellGrid, usesASCII: Bool) {
    let top = 1
    let height = size.rows - 2
    guard height >= 5, size.columns >= 20 else { return }
    let lines = shortcutLines()
    let rowsPerColumn = height - 4
    let columnCount = max(1, (lines.count + rowsPerColumn - 1) / rowsPerColumn)
    var columnWidth = min(
      size.columns - 4,
      (lines.map { TextWidth.width(of: $0.text) + TextWidth.width(of: $0.chord) }.max() ?? 0) + 4)
    if columnCount > 1 {
      // Narrower columns, long titles cut with "…", rather than a sheet cut off after its
      // first column.
      let fittingWidth = (size.columns - 4) / min(columnCount, max(1, (size.columns - 4) / 30)) - 2
      columnWidth = max(24, min(columnWidth, fittingWidth))
    }
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
        let chordWidth = TextWidth.width(of: line.chord)
        let room = columnWidth - chordWidth - 2
        screen.put(
          Self.truncated(line.text, toWidth: room, usesASCII: usesASCII), at: CellPoint(column: x + 1, row: y)
        )
        screen.put(
          line.chord, at: CellPoint(column: x + columnWidth - chordWidth, row: y),
          style: Style(attributes: .bold))
      }
    }
  }

  /// `text` cut to `width` columns, ending in an ellipsis when cut.
  static func truncated(_ text: String, toWidth width: Int, usesASCII: Bool) -> String {
    guard TextWidth.width(of: text) > width else { return text }
    let ellipsis = usesASCII ? "." : "…"
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = TextWidth.width(of: character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return width > 0 ? result + ellipsis : ""
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
