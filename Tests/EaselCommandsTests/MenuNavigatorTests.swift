import EaselCommands
import EaselInput
import Testing

@Suite("MenuNavigator")
struct MenuNavigatorTests {
  /// Edit menu entries (legacy, no selection): 0 Undo, 1 Redo, 2 ---, 3 Cut (off), 4 Copy (off),
  /// 5 Paste, 6 Duplicate (off), 7 ---, 8 Delete (off), 9 Erase Selection (off), 10 ---, 11 Select All.
  let model = MenuModelTests.model()

  func press(_ navigator: inout MenuNavigator, _ key: Key, _ modifiers: Modifiers = [])
    -> MenuNavigator.Outcome
  {
    navigator.handle(Events.key(key, modifiers), in: model)
  }

  @Test("F10 opens File with its first item highlighted; Esc closes")
  func f10AndEscape() {
    var navigator = MenuNavigator()
    #expect(press(&navigator, .function(10)) == .handled)
    #expect(navigator.state == .open(.file, highlighted: 0))
    #expect(press(&navigator, .escape) == .handled)
    #expect(navigator.state == .closed)
  }

  @Test("Closed, other keys pass to the next responder; F10 again closes an open menu")
  func closedPasses() {
    var navigator = MenuNavigator()
    #expect(press(&navigator, .character("e"), .control) == .passed)
    #expect(press(&navigator, .down) == .passed)
    #expect(press(&navigator, .function(10)) == .handled)
    #expect(press(&navigator, .function(10)) == .handled)
    #expect(!navigator.isOpen)
  }

  @Test("Left and Right switch menus, wrapping around the bar")
  func switchMenus() {
    var navigator = MenuNavigator()
    _ = press(&navigator, .function(10))
    _ = press(&navigator, .left)
    #expect(navigator.openMenu == .help)
    _ = press(&navigator, .right)
    _ = press(&navigator, .right)
    #expect(navigator.state == .open(.edit, highlighted: 0))
  }

  @Test("Up and Down skip separators and disabled items, wrapping")
  func upDown() {
    var navigator = MenuNavigator()
    navigator.open(.edit, in: model)
    #expect(navigator.highlightedEntry == 0)
    _ = press(&navigator, .down)
    #expect(navigator.highlightedEntry == 1)
    _ = press(&navigator, .down)
    #expect(navigator.highlightedEntry == 5)
    _ = press(&navigator, .down)
    #expect(navigator.highlightedEntry == 11)
    _ = press(&navigator, .down)
    #expect(navigator.highlightedEntry == 0)
    _ = press(&navigator, .up)
    #expect(navigator.highlightedEntry == 11)
    #expect(navigator.handle(Events.key(.up, phase: .repeat), in: model) == .handled)
    #expect(navigator.highlightedEntry == 5)
    _ = press(&navigator, .home)
    #expect(navigator.highlightedEntry == 0)
    _ = press(&navigator, .end)
    #expect(navigator.highlightedEntry == 11)
  }

  @Test("Enter runs the highlighted command and closes")
  func enterRuns() {
    var navigator = MenuNavigator()
    _ = press(&navigator, .function(10))
    _ = press(&navigator, .down)
    #expect(press(&navigator, .enter) == .run("file.open"))
    #expect(!navigator.isOpen)
  }

  @Test("A mnemonic letter runs its item; a disabled item's letter does nothing")
  func mnemonicRuns() {
    var navigator = MenuNavigator()
    navigator.open(.edit, in: model)
    #expect(press(&navigator, .character("c")) == .handled)
    #expect(navigator.openMenu == .edit)
    #expect(press(&navigator, .character("p")) == .run("edit.paste"))
    #expect(!navigator.isOpen)
    navigator.open(.file, in: model)
    #expect(press(&navigator, .character("a"), .shift) == .run("file.saveAs"))
  }

  @Test("Alt with a menu's letter opens it, closed or open")
  func altMnemonics() {
    var navigator = MenuNavigator()
    #expect(navigator.handle(Events.decoded("\u{1b}v")[0], in: model) == .handled)
    #expect(navigator.state == .open(.view, highlighted: 0))
    #expect(navigator.handle(Events.decoded("\u{1b}h")[0], in: model) == .handled)
    #expect(navigator.openMenu == .help)
  }

  @Test("While open, other keys are swallowed and releases pass")
  func modal() {
    var navigator = MenuNavigator()
    navigator.open(.file, in: model)
    #expect(press(&navigator, .character("z"), .control) == .handled)
    #expect(press(&navigator, .delete) == .handled)
    #expect(navigator.handle(Events.key(.down, phase: .release), in: model) == .passed)
    #expect(navigator.handle(Events.key(.enter, phase: .repeat), in: model) == .handled)
    #expect(navigator.isOpen)
  }

  @Test("A click on a title opens that menu without a highlight; a second click closes it")
  func clickTitle() {
    var navigator = MenuNavigator()
    navigator.click(atMenuTitle: .edit, in: model)
    #expect(navigator.state == .open(.edit, highlighted: nil))
    navigator.click(atMenuTitle: .view, in: model)
    #expect(navigator.openMenu == .view)
    navigator.click(atMenuTitle: .view, in: model)
    #expect(navigator.state == .closed)
  }

  @Test("Hovering another title while open switches menus; while closed it does nothing")
  func hoverTitle() {
    var navigator = MenuNavigator()
    navigator.hover(atMenuTitle: .edit, in: model)
    #expect(!navigator.isOpen)
    navigator.click(atMenuTitle: .file, in: model)
    navigator.hover(atMenuTitle: .edit, in: model)
    #expect(navigator.openMenu == .edit)
  }

  @Test("Hover highlights enabled items only; a click runs an enabled item and ignores the rest")
  func mouseItems() {
    var navigator = MenuNavigator()
    navigator.click(atMenuTitle: .edit, in: model)
    navigator.hover(item: 5, in: model)
    #expect(navigator.highlightedEntry == 5)
    navigator.hover(item: 2, in: model)
    #expect(navigator.highlightedEntry == nil)
    navigator.hover(item: 3, in: model)
    #expect(navigator.highlightedEntry == nil)
    #expect(navigator.click(item: 3, in: model) == nil)
    #expect(navigator.click(item: 99, in: model) == nil)
    #expect(navigator.isOpen)
    #expect(navigator.click(item: 11, in: model) == "edit.selectAll")
    #expect(!navigator.isOpen)
  }

  @Test("Down in a menu opened by the mouse starts at the first enabled item, Up at the last")
  func keyboardAfterMouse() {
    var navigator = MenuNavigator()
    navigator.click(atMenuTitle: .edit, in: model)
    _ = press(&navigator, .down)
    #expect(navigator.highlightedEntry == 0)
    navigator.click(atMenuTitle: .file, in: model)
    _ = press(&navigator, .up)
    #expect(navigator.highlightedEntry == 8)
    #expect(press(&navigator, .enter) == .run("file.quit"))
  }

  @Test("A menu with nothing enabled highlights nothing and Enter does nothing")
  func nothingEnabled() {
    let empty = MenuModel(
      catalog: CommandCatalog([command("help.about", "About", menu: .help)]), state: SampleState(),
      deliverableOn: .legacy)
    var navigator = MenuNavigator()
    navigator.open(.file, in: empty)
    #expect(navigator.state == .open(.file, highlighted: nil))
    #expect(navigator.handle(Events.key(.down), in: empty) == .handled)
    #expect(navigator.handle(Events.key(.enter), in: empty) == .handled)
    #expect(navigator.isOpen)
  }
}
