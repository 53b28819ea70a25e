import EaselTestSupport
import Testing

extension EndToEnd {
  @Suite("Menu bar and command menu through the real executable")
  struct Menus {
    @Test("F10, Right to Edit, Down, Enter runs Select All")
    func keyboardRunsMenuItem() throws {
      let process = try EaselRun.startEditor()
      process.send([0x0E])  // Ctrl-N
      try process.expect("a selected shape") { $0.screen.lastLine.contains("1 shape") }
      process.send("\u{1b}")  // Esc deselects
      try process.expect("nothing selected") { !$0.screen.lastLine.contains("1 shape") }
      process.send("\u{1b}[21~")  // F10
      try process.expect("the File menu") { $0.screen.text.contains("Cmd-S") }
      process.send("\u{1b}[C")  // Right: Edit, Undo highlighted
      try process.expect("the Edit menu") { $0.screen.text.contains("Select All") }
      process.send("\u{1b}[B")  // Down: Select All (Redo is grey)
      process.pump(for: .milliseconds(100))
      process.send("\r")
      try process.expect("the shape selected by Select All") {
        $0.screen.lastLine.contains("1 shape") && !$0.screen.text.contains("Select All")
      }
      process.send(EaselRun.ctrlQ)
      process.pump(for: .milliseconds(900))  // not a key repeat
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("Cmd-K (Ctrl-K), typing \"grid\", Enter shows the grid dots")
    func commandMenuShowsGrid() throws {
      let process = try EaselRun.startEditor()
      // The first-run hint in the middle of the empty canvas has a few dots of its own.
      let dots = { (text: String) in text.filter { $0 == "·" }.count }
      let before = dots(process.screen.text)
      #expect(before < 5)
      process.send([0x0B])  // Ctrl-K
      try process.expect("the command menu") { $0.screen.text.contains("Command Menu") }
      process.send("grid")
      try process.expect("Show Grid listed") { $0.screen.text.contains("Show Grid") }
      process.send("\r")
      try process.expect("grid dots") {
        dots($0.screen.text) > before + 20 && !$0.screen.text.contains("Command Menu")
      }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("a click on Edit in the menu bar opens its dropdown; Esc closes it")
    func clickOpensEdit() throws {
      let process = try EaselRun.startEditor()
      process.send("\u{1b}[<0;9;1M\u{1b}[<0;9;1m")
      try process.expect("the Edit menu") { $0.screen.text.contains("Select All") }
      process.send("\u{1b}")
      try process.expect("the menu closed") { !$0.screen.text.contains("Select All") }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
