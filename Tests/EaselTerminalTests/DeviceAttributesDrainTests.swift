import Testing

@testable import EaselTerminal

@Suite("Draining input on a clean quit")
struct DeviceAttributesDrainTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("A DA1 answer ends the drain, after whatever came before it")
  func recognises() {
    #expect(TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[?62;22c")))
    #expect(TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[113;5:3u\u{1b}[?1;2c")))
    #expect(TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[?62c")))
  }

  @Test("Anything else, or an answer cut short, keeps it reading")
  func rejects() {
    #expect(!TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[113;5:3u")))
    #expect(!TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[?62;22")))
    #expect(!TerminalSession.endsWithDeviceAttributes(Self.bytes("abc")))
    #expect(!TerminalSession.endsWithDeviceAttributes(Self.bytes("\u{1b}[62c")))
    #expect(!TerminalSession.endsWithDeviceAttributes([]))
  }
}
