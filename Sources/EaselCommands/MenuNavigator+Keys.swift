import EaselInput

extension MenuNavigator {
  /// Offers a key event to the menu bar (the first responder while a menu is open).
  ///
  /// Closed: F10 opens File and Alt+a menu's letter (`Alt-F`, `Alt-E` …) opens that menu, both
  /// with the first enabled item highlighted; every other key passes. Open: the keys in the type's
  /// description; repeats move the highlight but run nothing; every other key is swallowed so
  /// nothing edits the canvas under an open menu. Releases always pass.
  ///
  /// The model is built only when the key concerns the menus: building it walks the whole
  /// catalog, and every key and mouse report of a flood passes through here.
  public mutating func handle(_ event: KeyEvent, in lazyModel: @autoclosure () -> MenuModel) -> Outcome {
    guard event.phase != .release else { return .passed }
    let pattern = event.chordPatterns.primary
    let isPress = event.phase == .press
    guard let menu = openMenu else {
      guard isPress else { return .passed }
      if pattern == KeyPattern(normalizing: .function(10), []) {
        open(.file, in: lazyModel())
        return .handled
      }
      if let name = Self.menu(forAltMnemonic: pattern) {
        open(name, in: lazyModel())
        return .handled
      }
      return .passed
    }
    let model = lazyModel()
    guard pattern.modifiers.isEmpty || pattern.modifiers == .shift || pattern.modifiers == .alt else {
      return .handled
    }
    switch (pattern.key, pattern.modifiers) {
    case (.escape, []), (.function(10), []):
      if isPress { close() }
    case (.left, []):
      moveMenu(by: -1, in: model)
    case (.right, []):
      moveMenu(by: 1, in: model)
    case (.up, []):
      moveHighlight(by: -1, in: model)
    case (.down, []):
      moveHighlight(by: 1, in: model)
    case (.home, []), (.pageUp, []):
      highlightEdge(last: false, in: model)
    case (.end, []), (.pageDown, []):
      highlightEdge(last: true, in: model)
    case (.enter, []), (.character(" "), []):
      if isPress, let id = activate(in: model) { return .run(id) }
    case (.character, .alt):
      if isPress, let name = Self.menu(forAltMnemonic: pattern), name != menu { open(name, in: model) }
    case (.character(let scalar), _):
      if isPress, let id = runMnemonic(Character(scalar), of: menu, in: model) { return .run(id) }
    default:
      break
    }
    return .handled
  }

  /// The menu whose Alt+letter this is.
  static func menu(forAltMnemonic pattern: KeyPattern) -> MenuName? {
    guard pattern.modifiers == .alt, let scalar = pattern.character else { return nil }
    return MenuName.allCases.first { $0.mnemonicScalar == scalar }
  }

  /// Runs the enabled item of the open menu with this mnemonic (letters without case).
  mutating func runMnemonic(_ letter: Character, of menu: MenuName, in model: MenuModel) -> CommandID? {
    let wanted = FuzzyMatch.lowercased(letter)
    let entries = model.menu(menu).entries
    guard let entry = entries.indices.first(where: { entries[$0].item?.mnemonic == wanted }) else {
      return nil
    }
    return choose(entry: entry, of: menu, in: model)
  }
}
