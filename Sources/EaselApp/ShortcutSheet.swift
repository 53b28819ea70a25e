import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The shortcut sheet (the discoverability sheet, spec §5.3): what the responder chain offers
/// now — the leading responder's commands first, then the canvas's grouped by menu — each with
/// the chords this terminal delivers, and what modifiers do during a drag. `?`, F1, or Super
/// held alone under kitty show it; Esc closes it; PageDown and PageUp turn its pages when it
/// does not fit the window; every other event passes on.
struct ShortcutSheet: Surface {
  /// Shown because Super is held alone: its release closes it.
  var isHeldOpen = false
  /// The page shown when the sheet does not fit the window (`ShortcutSheetPages`); a sheet
  /// opened again starts on the first.
  var page = 0

  var kind: SurfaceKind { .shortcutSheet }

  /// Esc closes it; PageDown and PageUp turn its pages while it has more than one. Everything
  /// else passes on, so the canvas keeps working under it (arrows nudge, Space pans).
  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    guard case .key(let key) = event else { return .passed }
    if key.key == .escape { return key.phase == .release ? .passed : .closed([]) }
    guard key.key == .pageDown || key.key == .pageUp, key.modifiers.subtracting(.locks).isEmpty,
      let pages = Self.layout(in: context)?.pages, pages.pageCount > 1
    else { return .passed }
    if key.phase != .release { page = pages.clamped(page + (key.key == .pageDown ? 1 : -1)) }
    return .handled([])
  }

  typealias Line = (text: String, chord: String, isHeader: Bool)

  /// The sheet's lines: a header per group, then one line per available command that has a
  /// deliverable chord; the gestures last.
  static func lines(in context: SurfaceContext) -> [Line] {
    let model = context.model
    let keymap = context.keymap
    let level = context.display.keyboardLevel
    func isListed(_ command: EditorCommand) -> Bool {
      command.isAvailable(model) && keymap.displayedChord(for: command.id, deliverableOn: level) != nil
    }
    var groups: [(title: String, commands: [EditorCommand])] = []
    var listed: Set<CommandID> = []
    for offer in context.offeredCommands {
      let commands = offer.ids.compactMap { EditorCommands.catalog[$0] }.filter {
        isListed($0) && !listed.contains($0.id)
      }
      listed.formUnion(commands.map(\.id))
      guard offer.title == nil else {
        groups.append((offer.title ?? "", commands))
        continue
      }
      // The canvas: its commands by menu, and "Canvas" for those outside the menus.
      var byMenu: [(title: String, commands: [EditorCommand])] = MenuName.allCases.map { ($0.title, []) }
      byMenu.append(("Canvas", []))
      for command in commands {
        let index = command.menu.flatMap { placement in MenuName.allCases.firstIndex(of: placement.menu) }
        byMenu[index ?? byMenu.count - 1].commands.append(command)
      }
      groups += byMenu
    }
    var lines: [Line] = []
    for group in groups where !group.commands.isEmpty {
      lines.append((group.title, "", true))
      var folded: Set<CommandID> = []
      for command in group.commands where !folded.contains(command.id) {
        if let family = family(of: command, among: group.commands, keymap: keymap, level: level) {
          folded.formUnion(family.members)
          lines.append((family.title, family.chord, false))
          continue
        }
        let chord = TerminalKeyAlternatives.shown(
          keymap.chords(for: command.id, deliverableOn: level), on: level, in: context.display.profile)
        lines.append((command.overlayTitle, chord.joined(separator: " "), false))
      }
    }
    lines.append(("Gestures", "", true))
    lines += gestureLines(GestureModifierSupport(capabilities: context.display.capabilities)).map {
      ($0.text, $0.chord, false)
    }
    lines += TerminalKeyAlternatives.sheetLines(context.display.profile)
    return lines
  }

  /// Commands that differ only by an arrow or a digit (nudges, Shift+arrows, colours) take one
  /// line in the sheet ("Nudge … Arrows", "Stroke Colour … 0–9"), but only while each is bound
  /// to exactly its default pattern here, so a rebinding is never hidden.
  private static func family(
    of command: EditorCommand, among commands: [EditorCommand], keymap: Keymap, level: KeyboardProtocolLevel
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
            let chords = keymap.chords(for: members[index], deliverableOn: level).map(\.description)
            guard chords.count == 1, chords[0].hasSuffix(directions[index]) else { return nil }
            let own = String(chords[0].dropLast(directions[index].count))
            if index > 0, own != prefix { return nil }
            return own
          }),
        members.allSatisfy({ member in commands.contains { $0.id == member } })
      else { return nil }
      var words = command.overlayTitle.split(separator: " ")
      if let word = words.firstIndex(where: { $0 == direction }) { words.remove(at: word) }
      // "Add a Copy Joined by an Arrow, Left" folds to "…by an Arrow", not "…by an Arrow,".
      var title = words.joined(separator: " ")
      while title.hasSuffix(",") { title.removeLast() }
      return (title, prefix + "Arrows", members)
    }
    if id.hasPrefix("shape.colour") {
      let members = (0...9).map { CommandID("shape.colour\($0)") }
      let exact = members.enumerated().allSatisfy { digit, member in
        keymap.chords(for: member, deliverableOn: level).map(\.description) == ["\(digit)"]
          && commands.contains { $0.id == member }
      }
      return exact ? ("Stroke Colour (0 default, 1 red … 9)", "0–9", members) : nil
    }
    return nil
  }

  /// What modifiers do during a drag and a click (spec §5.1, §5.2), and the latches and settings
  /// for those this terminal keeps for itself (spec §5.4).
  static func gestureLines(_ support: GestureModifierSupport) -> [(text: String, chord: String)] {
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

  /// Where the sheet goes in this window, and how its lines are laid out there.
  static func layout(in context: SurfaceContext) -> (box: CellRect, pages: ShortcutSheetPages)? {
    let size = context.size
    let top = 1
    let height = size.rows - 2
    guard height >= 5, size.columns >= 20 else { return nil }
    let pages = ShortcutSheetPages(
      lines: lines(in: context), columns: size.columns - 4, rowsPerColumn: height - 4,
      usesASCII: context.display.options.usesASCII)
    let columnCount = pages.columnsPerPage
    let width = min(size.columns, columnCount * (pages.columnWidth + ShortcutSheetPages.columnGap) + 2)
    // Several pages keep one size as they turn; a single one is as tall as its longest column.
    let used = pages.pageCount > 1 ? pages.rowsPerColumn : (pages.pages.first?.map(\.count).max() ?? 0)
    let rows = min(height, used + 4)
    let left = (size.columns - width) / 2
    return (CellRect(column: left, row: top + (height - rows) / 2, columns: width, rows: rows), pages)
  }

  /// Draws the sheet centred over the canvas rows, in as many columns as fit and pages of them
  /// when they do not all fit, the page's place on its bottom edge.
  func draw(into grid: inout CellGrid, context: SurfaceContext) {
    guard let (box, pages) = Self.layout(in: context) else { return }
    let usesASCII = context.display.options.usesASCII
    grid.fill(box, with: .blank)
    grid.drawBox(box, corners: .rounded, usesASCII: usesASCII)
    let title = context.display.displayed(" Keyboard Shortcuts — ? or Esc closes ")
    grid.put(
      title, at: CellPoint(column: box.minColumn + 2, row: box.minRow), style: Style(attributes: .bold))
    let shown = pages.clamped(page)
    if let mark = pages.mark(page: shown) {
      let text = context.display.displayed(mark)
      let column = max(box.minColumn + 1, box.maxColumn - 2 - TextWidth.width(of: text))
      grid.put(text, at: CellPoint(column: column, row: box.maxRow - 1), style: Style(attributes: .bold))
    }
    let columnWidth = pages.columnWidth
    for (columnIndex, column) in pages.pages[shown].enumerated() {
      let x = box.minColumn + 2 + columnIndex * (columnWidth + ShortcutSheetPages.columnGap)
      for (rowIndex, row) in column.enumerated() {
        let y = box.minRow + 2 + rowIndex
        if row.isHeader {
          grid.put(row.text, at: CellPoint(column: x, row: y), style: Style(attributes: [.bold, .underline]))
          continue
        }
        grid.put(row.text, at: CellPoint(column: x + (row.isContinuation ? 3 : 1), row: y))
        guard !row.chord.isEmpty else { continue }
        grid.put(
          row.chord, at: CellPoint(column: x + columnWidth - TextWidth.width(of: row.chord), row: y),
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
}
