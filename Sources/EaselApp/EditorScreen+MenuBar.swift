import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The menu bar (spec §3, issue 4): six menus built from the catalog, opened with F10, Alt+a
/// menu's letter or the mouse, driven by `MenuNavigator`, drawn as a dropdown under its title.
extension EditorScreen {
  /// The menus as they are now: built from the catalog, the state and the effective keymap,
  /// with the chords this terminal delivers.
  var menuModel: MenuModel {
    MenuModel(catalog: EditorCommands.catalog, state: self, keymap: keymap, deliverableOn: keyboardLevel)
  }

  /// Where each menu title is on row 0 (the layout of `EditorChrome.menuBar`).
  static var menuTitleColumns: [(menu: MenuName, columns: Range<Int>)] {
    var column = 1
    return MenuName.allCases.map { menu in
      let width = TextWidth.width(of: menu.title)
      defer { column += width + 2 }
      return (menu, column..<column + width)
    }
  }

  /// The menu whose title (or the space either side of it) is at this column of row 0.
  static func menuTitle(atColumn column: Int) -> MenuName? {
    menuTitleColumns.first { $0.columns.lowerBound - 1 <= column && column <= $0.columns.upperBound }?.menu
  }

  /// The open menu's box: under its title, moved left when it would leave the screen, clipped
  /// above the status bar.
  func menuBox(for menu: MenuModel.Menu) -> CellRect {
    let titleWidth = menu.items.map { TextWidth.width(of: displayed($0.title)) }.max() ?? 11
    let chordWidth = menu.items.compactMap { $0.chordLabel.map(TextWidth.width(of:)) }.max() ?? 0
    let width = min(size.columns, titleWidth + (chordWidth > 0 ? chordWidth + 3 : 0) + 4)
    let start = Self.menuTitleColumns.first { $0.menu == menu.name }?.columns.lowerBound ?? 1
    let left = max(0, min(start - 1, size.columns - width))
    let rows = min(max(1, menu.entries.count) + 2, max(0, size.rows - 2))
    return CellRect(column: left, row: 1, columns: width, rows: rows)
  }

  /// Menu text as drawn: ASCII punctuation under `--ascii`.
  func displayed(_ text: String) -> String { options.usesASCII ? EditorChrome.asciiOnly(text) : text }

  // MARK: Keys

  /// The menu bar as a responder: F10 and Alt+letter open it; while open it takes every key.
  /// Nil when it passed the key.
  mutating func handleMenuBar(_ key: KeyEvent) -> ScreenResult? {
    // A copy: the model is built (lazily) from self while the navigator changes.
    let screen = self
    switch menuNavigator.handle(key, in: screen.menuModel) {
    case .passed:
      return nil
    case .handled:
      if menuNavigator.isOpen { isShowingShortcuts = false }
      return ScreenResult()
    case .run(let id):
      return runFromMenu(id)
    }
  }

  /// Runs a command chosen in a menu or the command menu, if it is (still) available.
  mutating func runFromMenu(_ id: CommandID) -> ScreenResult {
    guard let command = EditorCommands.catalog[id], command.isAvailable(self) else { return ScreenResult() }
    return run(command)
  }

  // MARK: Mouse

  /// A left press: on a title it opens or closes that menu; on an item of the open menu it runs
  /// it; anywhere else it closes the open menu. Returns whether the menu bar took the press
  /// (always, on row 0 or while a menu is open); and the result of a command it ran.
  mutating func handleMenuBarPress(at point: CellPoint) -> (taken: Bool, result: ScreenResult?) {
    guard point.row == 0 || menuNavigator.isOpen else { return (false, nil) }
    let model = menuModel
    if point.row == 0 {
      if let menu = Self.menuTitle(atColumn: point.column) {
        menuNavigator.click(atMenuTitle: menu, in: model)
        if menuNavigator.isOpen { isShowingShortcuts = false }
      } else {
        menuNavigator.clickOutside()
      }
      return (true, nil)
    }
    guard let open = menuNavigator.openMenu else { return (false, nil) }
    let menu = model.menu(open)
    let box = menuBox(for: menu)
    if box.contains(point) {
      let entry = point.row - box.minRow - 1 + menuScrollOffset(for: menu, in: box)
      if point.row > box.minRow, point.row < box.maxRow - 1,
        let id = menuNavigator.click(item: entry, in: model)
      {
        return (true, runFromMenu(id))
      }
      return (true, nil)
    }
    menuNavigator.clickOutside()
    return (true, nil)
  }

  /// A release over an item of the open menu after a press on its title: runs that item.
  mutating func handleMenuBarRelease(at point: CellPoint) -> ScreenResult? {
    guard let open = menuNavigator.openMenu else { return nil }
    let model = menuModel
    let menu = model.menu(open)
    let box = menuBox(for: menu)
    guard box.contains(point), point.row > box.minRow, point.row < box.maxRow - 1 else { return nil }
    let entry = point.row - box.minRow - 1 + menuScrollOffset(for: menu, in: box)
    guard let id = menuNavigator.click(item: entry, in: model) else { return nil }
    return runFromMenu(id)
  }

  /// Motion (with or without a button): over a title while a menu is open switches to it; over
  /// an item highlights it. Returns whether a menu is open (so the motion is the menu's).
  @discardableResult
  mutating func handleMenuBarHover(at point: CellPoint) -> Bool {
    guard let open = menuNavigator.openMenu else { return false }
    let model = menuModel
    if point.row == 0 {
      if let menu = Self.menuTitle(atColumn: point.column) {
        menuNavigator.hover(atMenuTitle: menu, in: model)
      }
      return true
    }
    let menu = model.menu(open)
    let box = menuBox(for: menu)
    if box.contains(point), point.row > box.minRow, point.row < box.maxRow - 1 {
      menuNavigator.hover(item: point.row - box.minRow - 1 + menuScrollOffset(for: menu, in: box), in: model)
    }
    return true
  }

  // MARK: Drawing

  /// The open menu's title on the bar and its dropdown.
  func drawOpenMenu(into screen: inout CellGrid) {
    guard let open = menuNavigator.openMenu, size.rows >= 3 else { return }
    let menu = menuModel.menu(open)
    if let title = Self.menuTitleColumns.first(where: { $0.menu == open }) {
      screen.put(
        " \(open.title) ", at: CellPoint(column: title.columns.lowerBound - 1, row: 0),
        style: Style(attributes: .bold))
    }
    let box = menuBox(for: menu)
    guard box.size.rows >= 3, box.size.columns >= 4 else { return }
    screen.fill(box, with: .blank)
    drawMenuFrame(box, into: &screen)
    let inner = box.size.columns - 2
    if menu.entries.isEmpty {
      screen.put(
        " (no commands yet)", at: CellPoint(column: box.minColumn + 1, row: box.minRow + 1),
        style: Style(attributes: .dim))
      return
    }
    let highlighted = menuNavigator.highlightedEntry
    let first = menuScrollOffset(for: menu, in: box)
    for (index, entry) in menu.entries.enumerated().dropFirst(first) {
      let row = box.minRow + 1 + index - first
      guard row < box.maxRow - 1 else { break }
      guard let item = entry.item else {
        let (left, line, right) = options.usesASCII ? ("+", "-", "+") : ("├", "─", "┤")
        screen.put(
          left + String(repeating: line, count: inner) + right, at: CellPoint(column: box.minColumn, row: row)
        )
        continue
      }
      var attributes: TextAttributes = []
      if index == highlighted { attributes.insert(.reverse) }
      if !item.isEnabled { attributes.insert(.dim) }
      let style = Style(attributes: attributes)
      let rowRect = CellRect(column: box.minColumn + 1, row: row, columns: inner, rows: 1)
      screen.fill(rowRect, with: .blank(style: style))
      let title = displayed(item.title)
      screen.put(title, at: CellPoint(column: box.minColumn + 2, row: row), style: style)
      if item.isEnabled, let offset = item.mnemonicOffset, offset < title.count {
        let prefix = TextWidth.width(of: String(title.prefix(offset)))
        let letter = String(title[title.index(title.startIndex, offsetBy: offset)])
        var underlined = attributes
        underlined.insert(.underline)
        screen.put(
          letter, at: CellPoint(column: box.minColumn + 2 + prefix, row: row),
          style: Style(attributes: underlined))
      }
      if let chord = item.chordLabel {
        let column = box.maxColumn - 2 - TextWidth.width(of: chord)
        screen.put(chord, at: CellPoint(column: column, row: row), style: style)
      }
    }
  }

  /// The first entry shown when the menu is taller than the screen: enough to keep the
  /// highlighted entry in view (the list scrolls as the highlight moves past its end).
  func menuScrollOffset(for menu: MenuModel.Menu, in box: CellRect) -> Int {
    let visible = max(1, box.size.rows - 2)
    guard menu.entries.count > visible, let highlighted = menuNavigator.highlightedEntry else { return 0 }
    return min(max(0, highlighted - visible + 1), menu.entries.count - visible)
  }

  /// A light box-drawing frame (ASCII under `--ascii`).
  func drawMenuFrame(_ box: CellRect, into screen: inout CellGrid) {
    let usesASCII = options.usesASCII
    let (horizontal, vertical) = usesASCII ? ("-", "|") : ("─", "│")
    let corners = usesASCII ? ["+", "+", "+", "+"] : ["┌", "┐", "└", "┘"]
    let inner = String(repeating: horizontal, count: max(0, box.size.columns - 2))
    screen.put(corners[0] + inner + corners[1], at: CellPoint(column: box.minColumn, row: box.minRow))
    screen.put(corners[2] + inner + corners[3], at: CellPoint(column: box.minColumn, row: box.maxRow - 1))
    for row in box.minRow + 1..<box.maxRow - 1 {
      screen.put(vertical, at: CellPoint(column: box.minColumn, row: row))
      screen.put(vertical, at: CellPoint(column: box.maxColumn - 1, row: row))
    }
  }

  /// The menu surfaces over everything but the status bar: the open menu, the command menu.
  func drawMenuSurfaces(into screen: inout CellGrid) {
    drawOpenMenu(into: &screen)
    drawCommandMenu(into: &screen)
  }
}
