import EaselInput
import Testing

@testable import EaselApp

@Suite("CapabilityProbe")
struct CapabilityProbeTests {
  let start = Instant.milliseconds(1000)

  func makeProbe(_ environment: [String: String] = ["TERM": "xterm-256color"]) -> CapabilityProbe {
    CapabilityProbe(
      environment: environment, windowSize: TerminalSize(columns: 80, rows: 24), startedAt: start)
  }

  @Test(
    "the query batch, inside save/restore cursor, asks for kitty flags first and ends with the DA1 sentinel")
  func queryBatchOrder() {
    let text = String(decoding: CapabilityProbe.queryBytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1b}7\u{1b}[?u"))
    #expect(text.hasSuffix("\u{1b}[c\u{1b}8\u{1b}[0m"))
    for query in [
      "\u{1b}[?2026$p", "\u{1b}[?1016$p", "\u{1b}[?2048$p", "\u{1b}[>0q", "\u{1b}[>c", "\u{1b}[16t",
      "\u{1b}[14t",
    ] {
      #expect(text.contains(query), "missing \(query.debugDescription)")
    }
  }

  @Test("a kitty flags reply before DA1 means the protocol is there")
  func kittyBeforeSentinel() {
    var probe = makeProbe()
    probe.handle(.kittyKeyboardFlags(0))
    #expect(!probe.isComplete)
    probe.handle(.primaryDeviceAttributes([62, 22]))
    #expect(probe.isComplete)
    #expect(probe.capabilities.kittyKeyboardFlags == 0)
    #expect(!probe.capabilities.probeTimedOut)
  }

  @Test("a kitty flags reply after DA1 does not count")
  func kittyAfterSentinel() {
    var probe = makeProbe()
    probe.handle(.primaryDeviceAttributes([62]))
    probe.handle(.kittyKeyboardFlags(1))
    #expect(probe.capabilities.kittyKeyboardFlags == nil)
  }

  @Test("without any answer the probe ends at its 300 ms deadline and assumes a legacy terminal")
  func timeout() {
    var probe = makeProbe()
    #expect(probe.deadline == start + .milliseconds(300))
    probe.expire(at: start + .milliseconds(299))
    #expect(!probe.isComplete)
    probe.expire(at: start + .milliseconds(300))
    #expect(probe.isComplete)
    #expect(probe.capabilities.probeTimedOut)
    #expect(!probe.capabilities.hasKittyKeyboard)
  }

  @Test("over SSH the probe waits up to a second")
  func sshDeadline() {
    let probe = makeProbe(["SSH_CONNECTION": "1 2 3 4"])
    #expect(probe.deadline == start + .milliseconds(1000))
  }

  @Test("DECRPM replies set mode support; 0 and 4 mean unsupported")
  func modeReports() {
    var probe = makeProbe()
    probe.handle(.modeReport(mode: 2026, value: 2))
    probe.handle(.modeReport(mode: 1016, value: 0))
    probe.handle(.modeReport(mode: 2048, value: 4))
    #expect(probe.capabilities.synchronizedOutput == .supported(isSet: false))
    #expect(probe.capabilities.pixelMouse == .unsupported)
    #expect(probe.capabilities.inBandResize == .unsupported)
  }

  @Test("XTVERSION names the terminal; tmux is recognised as a multiplexer")
  func terminalVersion() {
    var probe = makeProbe()
    probe.handle(.terminalVersion("tmux 3.3a"))
    #expect(probe.capabilities.family == "tmux")
    #expect(probe.capabilities.isMultiplexer)
    #expect(probe.capabilities.displayName == "tmux 3.3a")
  }

  @Test("cell size comes from the window's pixel fields, or from the CSI 16 t answer")
  func cellSize() {
    let sized = CapabilityProbe(
      environment: [:], windowSize: TerminalSize(columns: 80, rows: 24, pixelWidth: 720, pixelHeight: 432),
      startedAt: start)
    #expect(sized.capabilities.cellPixelWidth == 9)
    #expect(sized.capabilities.cellPixelHeight == 18)
    #expect(sized.capabilities.cellAspect == 2)
    var probe = makeProbe()
    #expect(probe.capabilities.cellPixelWidth == nil)
    probe.handle(.cellSizePixels(width: 10, height: 25))
    #expect(probe.capabilities.cellAspect == 2.5)
    probe.handle(.cellSizePixels(width: 0, height: 1_000_000))
    #expect(probe.capabilities.cellPixelWidth == 10)
  }
}

@Suite("ColorSupport")
struct ColorSupportTests {
  @Test(
    "colours follow NO_COLOR, COLORTERM and TERM",
    arguments: [
      (["NO_COLOR": "1", "COLORTERM": "truecolor"], ColorSupport.none),
      (["COLORTERM": "truecolor", "TERM": "xterm"], .trueColor),
      (["COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm-256color"], .palette256),
      (["TERM": "dumb"], .none),
      (["TERM": "xterm"], .sixteen),
      (["NO_COLOR": "", "TERM": "xterm-256color"], .palette256),
    ])
  func detection(environment: [String: String], expected: ColorSupport) {
    #expect(ColorSupport(environment: environment) == expected)
  }
}

@Suite("Colour depth from the probe")
struct ProbeColorTests {
  @Test("a terminal naming itself kitty gets truecolor even without COLORTERM; NO_COLOR still wins")
  func kittyIsTrueColor() {
    // TERM=xterm-kitty alone names kitty already (the terminal table); a neutral TERM shows
    // the answer doing it.
    let byTerm = CapabilityProbe(
      environment: ["TERM": "xterm-kitty"], windowSize: TerminalSize(columns: 80, rows: 24), startedAt: .zero)
    #expect(byTerm.capabilities.colors == .trueColor)
    var probe = CapabilityProbe(
      environment: ["TERM": "xterm"], windowSize: TerminalSize(columns: 80, rows: 24), startedAt: .zero)
    #expect(probe.capabilities.colors == .sixteen)
    probe.handle(.terminalVersion("kitty(0.26.5)"))
    #expect(probe.capabilities.colors == .trueColor)
    var plain = CapabilityProbe(
      environment: ["TERM": "xterm-kitty", "NO_COLOR": "1"], windowSize: TerminalSize(columns: 80, rows: 24),
      startedAt: .zero)
    plain.handle(.terminalVersion("kitty(0.26.5)"))
    #expect(plain.capabilities.colors == .none)
    var xterm = CapabilityProbe(
      environment: ["TERM": "xterm-256color"], windowSize: TerminalSize(columns: 80, rows: 24),
      startedAt: .zero)
    xterm.handle(.terminalVersion("XTerm(390)"))
    #expect(xterm.capabilities.colors == .palette256)
  }
}
