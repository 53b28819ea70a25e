import EaselInput
import Testing

@testable import EaselApp

@Suite("TerminalModes")
struct TerminalModesTests {
  func capabilities(kitty: Int? = nil, version: String? = nil, pixels: Bool = false) -> Capabilities {
    var found = Capabilities()
    found.kittyKeyboardFlags = kitty
    found.terminalVersion = version
    found.pixelMouse = pixels ? .supported(isSet: false) : .unsupported
    return found
  }

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("kitty flags 31 are pushed after entering the alternate screen and popped before leaving it")
  func kittyOrder() throws {
    let modes = TerminalModes(capabilities: capabilities(kitty: 0, version: "kitty(0.26.5)"))
    let enter = text(modes.enterBytes)
    let altScreen = try #require(enter.firstRange(of: "\u{1b}[?1049h"))
    let push = try #require(enter.firstRange(of: "\u{1b}[>31u"))
    #expect(altScreen.upperBound <= push.lowerBound)
    let restore = text(modes.restoreBytes)
    let pop = try #require(restore.firstRange(of: "\u{1b}[<u"))
    let leave = try #require(restore.firstRange(of: "\u{1b}[?1049l"))
    #expect(pop.upperBound <= leave.lowerBound)
    #expect(!enter.contains("\u{1b}[>4;2m"))
    #expect(modes.reportsKeyReleases)
  }

  @Test("the restore sequence follows terminal-input.md §1.4 exactly")
  func restoreSequence() {
    let modes = TerminalModes(capabilities: capabilities(kitty: 0))
    #expect(
      text(modes.restoreBytes)
        == "\u{1b}[?2026l\u{1b}[<u\u{1b}[?1016l\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l"
        + "\u{1b}[?2048l\u{1b}[?1004l\u{1b}[?2004l\u{1b}[?25h\u{1b}[0m\u{1b}[H\u{1b}[2J\u{1b}[?1049l")
  }

  @Test(
    "xterm gets modifyOtherKeys 2 and metaSendsEscape (saved first, restored on exit), never XTSHIFTESCAPE")
  func xterm() {
    let modes = TerminalModes(capabilities: capabilities(version: "XTerm(379)"))
    let enter = text(modes.enterBytes)
    #expect(enter.contains("\u{1b}[>4;2m"))
    #expect(enter.contains("\u{1b}[?1036s\u{1b}[?1036h"))
    #expect(!enter.contains("s\u{1b}[>1s") && !enter.contains("\u{1b}[>1s"))
    let reentry = text(modes.reentryBytes)
    #expect(reentry.contains("\u{1b}[?1036r\u{1b}[?1036s\u{1b}[?1036h"))
    let restore = text(modes.restoreBytes)
    #expect(restore.contains("\u{1b}[>4m"))
    #expect(restore.contains("\u{1b}[?1036r"))
    #expect(!restore.contains("\u{1b}[>0s"))
    #expect(!restore.contains("\u{1b}[<u"))
    #expect(!modes.reportsKeyReleases)
  }

  @Test("an unknown legacy terminal gets neither keyboard protocol")
  func legacy() {
    let modes = TerminalModes(capabilities: capabilities())
    let enter = text(modes.enterBytes)
    #expect(!enter.contains("\u{1b}[>31u"))
    #expect(!enter.contains("\u{1b}[>4;2m"))
    #expect(enter.contains("\u{1b}[?1002h\u{1b}[?1003h\u{1b}[?1006h"))
    #expect(enter.contains("\u{1b}[?2004h\u{1b}[?1004h"))
    #expect(!enter.contains("\u{1b}[?1016h"))
  }

  @Test("SGR pixel mouse is requested only when DECRPM said the mode exists")
  func pixels() {
    #expect(
      text(TerminalModes(capabilities: capabilities(pixels: true)).enterBytes).contains("\u{1b}[?1016h"))
  }

  @Test("re-entering after a stop pops the kitty flags before pushing them again")
  func reentry() throws {
    let modes = TerminalModes(capabilities: capabilities(kitty: 0))
    let again = text(modes.reentryBytes)
    let pop = try #require(again.firstRange(of: "\u{1b}[<u"))
    let push = try #require(again.firstRange(of: "\u{1b}[>31u"))
    #expect(pop.upperBound <= push.lowerBound)
    #expect(again.hasPrefix("\u{1b}[?1049h"))
  }
}
