import EaselCommands
import EaselGeometry
import EaselInput
import EaselRender

/// The menu bar (spec §3): row 0 always, six menus built from the catalog, opened with F10,
/// Alt+a menu's letter or the mouse, driven by `MenuNavigator`, the open one drawn as a
/// dropdown under its title. While a menu is open it takes every key and pointer event but
/// the wheel; closed, only F10, Alt+letters and presses on row 0.
struct MenuBar: Surface {
  var navigator = MenuNavigator()
  /// The left button went down on a title and has not come up yet: releasing over an item
  /// runs it, as in desktop menus.
  var pressedOnTitle = false

  var kind: SurfaceKind { .menuBar }

  mutating func close() { navigator.close() }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    switch event {
    case .key(let key):
      switch navigator.handle(key, in: context.menuModel) {
      case .passed: return .passed
      case .handled: return .handled(navigator.isOpen ? [.dismiss(.shortcutSheet)] : [])
      case .run(let id): return .handled([.run(id)])
      }
    case .mouse(let mouse):
      return handle(mouse, in: context)
    case .paste:
      return navigator.isOpen ? .handled([]) : .passed
    case .focus, .reply:
      return .passed
    }
  }

  private mutating func handle(_ mouse: MouseEvent, in context: SurfaceContext) -> Response {
    let point = Editor.screenPoint(of: mouse, display: context.display)
    switch (mouse.action, mouse.button) {
    case (.wheel, _):
      return .passed
    case (.press, .left):
      pressedOnTitle = point.row == 0
      guard point.row == 0 || navigator.isOpen else { return .passed }
      return .handled(press(at: point, in: context))
    case (.press, _):
      return navigator.isOpen ? .handled([]) : .passed
    case (.move, _), (.drag, _):
      guard navigator.isOpen else { return .passed }
      hover(at: point, in: context)
      return .handled([])
    case (.release, _):
      defer { pressedOnTitle = false }
      guard navigator.isOpen else { return .passed }
      guard pressedOnTitle, point.row > 0, let id = item(at: point, in: context) else { return .handled([]) }
      return .handled([.run(id)])
    }
  }

  /// A left press: on a title it opens or closes that menu; on an item of the open menu it runs
  /// it; anywhere else it closes the open menu.
  private mutating func press(at point: CellPoint, in context: SurfaceContext) -> [EditorEffect] {
    let model = context.menuModel
    if point.row == 0 {
      if let menu = EditorChrome.menuTitle(atColumn: point.column) {
        navigator.click(atMenuTitle: menu, in: model)
        return navigator.isOpen ? [.dismiss(.shortcutSheet)] : []
      }
      navigator.clickOutside()
      return []
    }
    guard let open = navigator.openMenu else { return [] }
    let box = Self.box(for: model.menu(open), size: context.size, display: context.display)
    guard box.contains(point) else {
      navigator.clickOutside()
      return []
    }
    return item(at: point, in: context).map { [.run($0)] } ?? []
  }

  /// The enabled item of the open menu under `point`, chosen (the menu closes); nil elsewhere.
  private mutating func item(at point: CellPoint, in context: SurfaceContext) -> CommandID? {
    guard let open = navigator.openMenu else { return nil }
    let model = context.menuModel
    let menu = model.menu(open)
    let box = Self.box(for: menu, size: context.size, display: context.display)
    guard box.contains(point), point.row > box.minRow, point.row < box.maxRow - 1 else { return nil }
    return navigator.click(item: point.row - box.minRow - 1 + scrollOffset(for: menu, in: box), in: model)
  }

  /// Motion while a menu is open: over a title switches to it; over an item highlights it.
  private mutating func hover(at point: CellPoint, in context: SurfaceContext) {
    guard let open = navigator.openMenu else { return }
    let model = context.menuModel
    if point.row == 0 {
      if let menu = EditorChrome.menuTitle(atColumn: point.column) {
        navigator.hover(atMenuTitle: menu, in: model)
      }
      return
    }
    let menu = model.menu(open)
    let box = Self.box(for: menu, size: context.size, display: context.display)
    if box.contains(point), point.row > box.minRow, point.row < box.maxRow - 1 {
      navigator.hover(item: point.row - box.minRow - 1 + scrollOffset(for: menu, in: box), in: model)
    }
  }

  // MARK: Drawing

  func draw(into grid: inout CellGrid, context: SurfaceContext) {
    guard context.size.rows >= 2 else { return }
    let title = EditorChrome.documentTitle(of: context.model.state)
    EditorChrome.drawBar(
      EditorChrome.menuBar(documentName: title), row: 0, into: &grid, display: context.display)
    drawOpenMenu(into: &grid, context: context)
  }

  /// The open menu's box: under its title, moved left when it would leave the screen, clipped
  /// above the status bar.
  static func box(for menu: MenuModel.Menu, size: TerminalSize, display: EditorDisplay) -> CellRect {
    let titleWidth = menu.items.map { TextWidth.width(of: display.displayed($0.title)) }.max() ?? 11
    let chordWidth = menu.items.compactMap { $0.chordLabel.map(TextWidth.width(of:)) }.max() ?? 0
    let width = min(size.columns, titleWidth + (chordWidth > 0 ? chordWidth + 3 : 0) + 4)
    let start = EditorChrome.menuTitleColumns.first { $0.menu == menu.name }?.columns.lowerBound ?? 1
    let left = max(0, min(start - 1, size.columns - width))
    let rows = min(max(1, menu.entries.count) + 2, max(0, size.rows - 2))
    return CellRect(column: left, row: 1, columns: width, rows: rows)
  }

  /// The open menu's title on the bar and its dropdown.
  private func drawOpenMenu(into grid: inout CellGrid, context: SurfaceContext) {
    guard let open = navigator.openMenu, context.size.rows >= 3 else { return }
    let display = context.display
    let menu = context.menuModel.menu(open)
    if let title = EditorChrome.menuTitleColumns.first(where: { $0.menu == open }) {
      grid.put(
        " \(open.title) ", at: CellPoint(column: title.columns.lowerBound - 1, row: 0),
        style: Style(attributes: .bold))
    }
    let box = Self.box(for: menu, size: context.size, display: display)
    guard box.size.rows >= 3, box.size.columns >= 4 else { return }
    grid.fill(box, with: .blank)
    grid.drawBox(box, corners: .square, usesASCII: display.options.usesASCII)
    let inner = box.size.columns - 2
    if menu.entries.isEmpty {
      grid.put(
        " (no commands yet)", at: CellPoint(column: box.minColumn + 1, row: box.minRow + 1),
        style: Style(attributes: .dim))
      return
    }
    let highlighted = navigator.highlightedEntry
    let first = scrollOffset(for: menu, in: box)
    for (index, entry) in menu.entries.enumerated().dropFirst(first) {
      let row = box.minRow + 1 + index - first
      guard row < box.maxRow - 1 else { break }
      guard let item = entry.item else {
        grid.drawDivider(across: box, row: row, usesASCII: display.options.usesASCII)
        continue
      }
      var attributes: TextAttributes = []
      if index == highlighted { attributes.insert(.reverse) }
      if !item.isEnabled { attributes.insert(.dim) }
      let style = Style(attributes: attributes)
      grid.fill(
        CellRect(column: box.minColumn + 1, row: row, columns: inner, rows: 1), with: .blank(style: style))
      let title = display.displayed(item.title)
      grid.put(title, at: CellPoint(column: box.minColumn + 2, row: row), style: style)
      if item.isEnabled, let offset = item.mnemonicOffset, offset < title.count {
        let prefix = TextWidth.width(of: String(title.prefix(offset)))
        let letter = String(title[title.index(title.startIndex, offsetBy: offset)])
        var underlined = attributes
        underlined.insert(.underline)
        grid.put(
          letter, at: CellPoint(column: box.minColumn + 2 + prefix, row: row),
          style: Style(attributes: underlined))
      }
      if let chord = item.chordLabel {
        grid.put(
          chord, at: CellPoint(column: box.maxColumn - 2 - TextWidth.width(of: chord), row: row), style: style
        )
      }
    }
  }

  /// The first entry shown when the menu is taller than the screen: enough to keep the
  /// highlighted entry in view (the list scrolls as the highlight moves past its end).
  func scrollOffset(for menu: MenuModel.Menu, in box: CellRect) -> Int {
    let visible = max(1, box.size.rows - 2)
    guard menu.entries.count > visible, let highlighted = navigator.highlightedEntry else { return 0 }
    return min(max(0, highlighted - visible + 1), menu.entries.count - visible)
  }
}
