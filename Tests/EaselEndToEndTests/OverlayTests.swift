import EaselTestSupport
import Testing

extension EndToEnd {
  @Suite("Shortcut overlay through the real executable")
  struct Overlay {
    @Test("? opens the shortcut overlay and Esc closes it")
    func questionMark() throws {
      let process = try EaselRun.startEditor()
      process.send("?")
      try process.expect("the overlay") { $0.screen.text.contains("Keyboard Shortcuts") }
      #expect(process.screen.text.contains("Cmd-S"))
      process.send("\u{1b}")
      try process.expect("the overlay gone") { !$0.screen.text.contains("Keyboard Shortcuts") }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("at 80×24 the overlay pages with PageDown and PageUp, saying where it is, Gestures on page 2")
    func pagesAt80x24() throws {
      let process = try EaselRun.startEditor(rows: 24, columns: 80)
      process.send("?")
      try process.expect("the first page and its mark") { $0.screen.text.contains("more: PgDn (1/2)") }
      #expect(process.screen.text.contains("File") && !process.screen.text.contains("Gestures"))
      process.send("\u{1b}[6~")
      try process.expect("the second page") { $0.screen.text.contains("back: PgUp (2/2)") }
      let second = process.screen.text
      #expect(second.contains("Gestures") && second.contains("Canvas") && second.contains("Space-drag"))
      #expect(second.contains("Shift-drag") && second.contains("Hold tool key"), "the last lines too")
      process.send("\u{1b}[5~")
      try process.expect("the first page again") { $0.screen.text.contains("more: PgDn (1/2)") }
      process.send("\u{1b}")
      try process.expect("the overlay gone") { !$0.screen.text.contains("Keyboard Shortcuts") }
      process.send(EaselRun.ctrlQ)
      #expect(process.waitForExit()?.reason == .exited(0))
    }

    @Test("under kitty a Super press held 600 ms shows the overlay and its release hides it")
    func heldSuper() throws {
      let process = try EaselRun.startEditor(terminal: .kitty)
      process.send("\u{1b}[57444;9u")
      process.pump(for: .milliseconds(300))
      #expect(!process.screen.text.contains("Keyboard Shortcuts"), "not before half a second")
      try process.expect("the overlay after the hold", timeout: .seconds(3)) {
        $0.screen.text.contains("Keyboard Shortcuts")
      }
      process.send("\u{1b}[57444;9:3u")
      try process.expect("the overlay gone on release") { !$0.screen.text.contains("Keyboard Shortcuts") }
      process.send("\u{1b}[113;5u")
      #expect(process.waitForExit()?.reason == .exited(0))
    }
  }
}
