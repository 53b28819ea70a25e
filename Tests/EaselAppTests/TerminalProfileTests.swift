import EaselCommands
import EaselInput
import EaselTestSupport
import Testing

@testable import EaselApp

/// The terminal table (issue 13): each terminal identified by what it answers (XTVERSION,
/// DA2) and, where it answers nothing, by its environment; and what the table says about it.
@Suite("Terminals: the table and identification")
struct TerminalProfileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var version: String?
    var secondary: [Int]?
    var environment: [String: String]
    var kind: TerminalKind?
    var outer: TerminalKind?
    var evidence: String?

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "xterm by XTVERSION", version: "XTerm(379)", environment: ["TERM": "xterm"], kind: .xterm,
      evidence: "XTVERSION"),
    Case(
      name: "xterm by XTERM_VERSION", environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"],
      kind: .xterm,
      evidence: "XTERM_VERSION"),
    Case(name: "kitty by XTVERSION", version: "kitty(0.26.5)", environment: [:], kind: .kitty),
    Case(name: "kitty by TERM", environment: ["TERM": "xterm-kitty"], kind: .kitty),
    Case(name: "tmux by XTVERSION", version: "tmux 3.3a", environment: ["TERM": "screen"], kind: .tmux),
    Case(name: "tmux by DA2 84", secondary: [84, 0, 0], environment: [:], kind: .tmux, evidence: "DA2 84"),
    Case(
      name: "tmux by TMUX, in xterm",
      environment: ["TERM": "screen-256color", "TMUX": "/tmp/t,1,0", "XTERM_VERSION": "XTerm(379)"],
      kind: .tmux, outer: .xterm),
    Case(
      name: "VTE by VTE_VERSION", environment: ["TERM": "xterm-256color", "VTE_VERSION": "7006"], kind: .vte,
      evidence: "VTE_VERSION"),
    Case(
      name: "VTE by DA2 65 (over ssh: no VTE_VERSION)", secondary: [65, 7006, 1],
      environment: ["TERM": "xterm-256color"],
      kind: .vte, evidence: "DA2 65"),
    Case(name: "VTE by XTVERSION", version: "VTE(7600)", environment: [:], kind: .vte),
    Case(
      name: "Konsole by KONSOLE_VERSION",
      environment: ["TERM": "xterm-256color", "KONSOLE_VERSION": "221203"],
      kind: .konsole),
    Case(name: "Konsole by XTVERSION", version: "Konsole 24.02.1", environment: [:], kind: .konsole),
    Case(name: "mlterm by MLTERM", environment: ["TERM": "xterm", "MLTERM": "3.9.0"], kind: .mlterm),
    Case(
      name: "mlterm started from GNOME Terminal",
      environment: ["TERM": "xterm", "MLTERM": "3.9.0", "VTE_VERSION": "7006"],
      kind: .mlterm),
    Case(name: "urxvt by TERM", environment: ["TERM": "rxvt-unicode-256color"], kind: .urxvt),
    Case(name: "urxvt by COLORTERM", environment: ["TERM": "xterm", "COLORTERM": "rxvt-xpm"], kind: .urxvt),
    Case(name: "urxvt by DA2 85", secondary: [85, 95, 0], environment: [:], kind: .urxvt),
    Case(name: "st by TERM", environment: ["TERM": "st-256color"], kind: .st, evidence: "TERM=st-256color"),
    Case(name: "st by plain TERM=st", environment: ["TERM": "st"], kind: .st),
    Case(name: "screen by STY", environment: ["TERM": "screen", "STY": "1.pts-0.host"], kind: .screen),
    Case(name: "screen by DA2 83", secondary: [83, 40900, 0], environment: [:], kind: .screen),
    Case(
      name: "screen in xterm",
      environment: ["TERM": "screen", "STY": "1.pts-0.host", "XTERM_VERSION": "XTerm(379)"],
      kind: .screen, outer: .xterm),
    Case(
      name: "screen in alacritty", environment: ["TERM": "screen", "STY": "1.x", "ALACRITTY_WINDOW_ID": "1"],
      kind: .screen, outer: .alacritty),
    Case(name: "alacritty by TERM", environment: ["TERM": "alacritty"], kind: .alacritty),
    Case(
      name: "alacritty by ALACRITTY_WINDOW_ID",
      environment: ["TERM": "xterm-256color", "ALACRITTY_WINDOW_ID": "4194307"],
      kind: .alacritty),
    Case(
      name: "XTVERSION wins over an inherited variable", version: "XTerm(379)",
      environment: ["TERM": "xterm", "VTE_VERSION": "7006"], kind: .xterm),
    Case(name: "an unknown terminal", environment: ["TERM": "xterm-256color"], kind: nil),
    Case(
      name: "DA2 of a VT model names nothing", secondary: [1, 10, 0], environment: ["TERM": "xterm"],
      kind: nil),
  ]

  @Test("each terminal is identified", arguments: cases)
  func identifies(_ example: Case) {
    let profile = TerminalProfile(
      terminalVersion: example.version, secondaryAttributes: example.secondary,
      environment: example.environment)
    #expect(profile.kind == example.kind)
    #expect(profile.outer == example.outer)
    if let evidence = example.evidence { #expect(profile.evidence == evidence) }
  }

  @Test("the table has one row per terminal, and what each row says")
  func table() {
    #expect(TerminalTraits.table.map(\.kind) == TerminalKind.allCases.map { $0 })
    #expect(TerminalTraits.of(.vte).takenKeys.map(\.label) == ["F1", "F10", "Alt+F/E/T/V/H"])
    #expect(TerminalTraits.of(.screen).takenKeys.map(\.label) == ["Ctrl-A"])
    #expect(TerminalTraits.of(.xterm).ctrlClick != nil && TerminalTraits.of(.mlterm).ctrlClick != nil)
    #expect(TerminalTraits.of(.kitty).ctrlClick == nil)
    #expect(TerminalTraits.of(.alacritty).wheelEventsPerNotch == 2)
    #expect(TerminalTraits.of(.konsole).wheelEventsPerNotch == 2)
    #expect(TerminalTraits.of(.xterm).wheelEventsPerNotch == 1)
    #expect(!TerminalTraits.of(.mlterm).hasBrailleInDefaultFont)
    #expect(TerminalTraits.of(.mlterm).needsMetaSendsEscape && TerminalTraits.of(.xterm).needsMetaSendsEscape)
    #expect(TerminalTraits.of(.st).misreadsKeyboardQueries)
    for row in TerminalTraits.table {
      for key in row.takenKeys { #expect(!key.setting.isEmpty, "\(row.name): \(key.label) needs a setting") }
    }
  }

  @Test("a chord is taken only when every deliverable expansion is (kitty keeps Ctrl+Shift+Z, not Super)")
  func takenChords() {
    let kitty = TerminalTraits.of(.kitty).takenKeys
    #expect(!TerminalKeyAlternatives.isTaken("Cmd-Shift-Z", on: .kitty, by: kitty))
    let screen = TerminalTraits.of(.screen).takenKeys
    #expect(TerminalKeyAlternatives.isTaken("Cmd-A", on: .legacy, by: screen))
    #expect(TerminalKeyAlternatives.isTaken("Ctrl-A", on: .modifyOtherKeys, by: screen))
    #expect(!TerminalKeyAlternatives.isTaken("Cmd-S", on: .legacy, by: screen))
    let vte = TerminalProfile(kind: .vte)
    #expect(TerminalKeyAlternatives.shown(["?", "F1"], on: .legacy, in: vte) == ["?"])
  }

  @Test("tmux in VTE keeps VTE's keys too; tmux in an unknown terminal claims nothing about the mouse")
  func multiplexerLayers() {
    let inVTE = TerminalProfile(
      terminalVersion: "tmux 3.3a", secondaryAttributes: nil,
      environment: ["VTE_VERSION": "7006", "TMUX": "x"])
    #expect(inVTE.takenKeys.map(\.label).contains("F1"))
    #expect(inVTE.mouseTerminal?.kind == .vte)
    let unknown = TerminalProfile(
      terminalVersion: "tmux 3.3a", secondaryAttributes: nil, environment: ["TMUX": "x"])
    #expect(unknown.mouseTerminal == nil)
    #expect(unknown.description == "tmux in an unknown terminal (XTVERSION)")
  }

  @Test("the probe asks DA2 and the text area, wrapped in save/restore cursor and an attribute reset")
  func probeBytes() {
    let text = String(decoding: CapabilityProbe.queryBytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1b}7"))
    #expect(text.hasSuffix("\u{1b}[c\u{1b}8\u{1b}[0m"))
    #expect(text.contains("\u{1b}[>c") && text.contains("\u{1b}[14t"))
    let st = CapabilityProbe(environment: ["TERM": "st-256color"], windowSize: nil, startedAt: .zero)
    let stText = String(decoding: st.queryBytes, as: UTF8.self)
    #expect(!stText.contains("\u{1b}[?u") && !stText.contains("\u{1b}[?4m"), "st misreads them")
    let xterm = CapabilityProbe(environment: ["TERM": "xterm"], windowSize: nil, startedAt: .zero)
    #expect(xterm.queryBytes == CapabilityProbe.queryBytes)
  }

  @Test("colours follow the terminal's own answer, not a variable it inherited")
  func inheritedVariableColours() {
    // xterm started from GNOME Terminal keeps VTE_VERSION; XTVERSION then names xterm.
    var probe = CapabilityProbe(
      environment: ["TERM": "xterm", "VTE_VERSION": "7006"], windowSize: nil, startedAt: .zero)
    #expect(probe.capabilities.colors == .trueColor, "VTE by its variable, before any answer")
    probe.handle(.terminalVersion("XTerm(379)"))
    #expect(probe.capabilities.colors == .sixteen, "xterm with TERM=xterm: as TERM says")
  }

  @Test("a text-area answer gives the cell size where the ioctl and CSI 16 t said nothing")
  func textAreaCellSize() {
    var probe = CapabilityProbe(
      environment: ["VTE_VERSION": "7006"], windowSize: TerminalSize(columns: 80, rows: 24), startedAt: .zero)
    probe.handle(.textAreaPixels(width: 800, height: 456))
    #expect(probe.capabilities.cellPixelWidth == 10 && probe.capabilities.cellPixelHeight == 19)
    var exact = CapabilityProbe(
      environment: [:], windowSize: TerminalSize(columns: 80, rows: 24), startedAt: .zero)
    exact.handle(.cellSizePixels(width: 9, height: 18))
    exact.handle(.textAreaPixels(width: 804, height: 460))
    #expect(exact.capabilities.cellPixelWidth == 9, "CSI 16 t is exact; the text area may include padding")
  }

  @Test(
    "--probe under VTE says how it was identified, the keys it keeps with their settings, and the cell size honestly"
  )
  func vteProbeReport() {
    var probe = CapabilityProbe(
      environment: ["TERM": "xterm-256color", "VTE_VERSION": "7006"],
      windowSize: TerminalSize(columns: 80, rows: 24),
      startedAt: .zero)
    probe.handle(.secondaryDeviceAttributes([65, 7006, 1]))
    probe.handle(.primaryDeviceAttributes([65, 1, 9]))
    let summary = CapabilitySummary(
      capabilities: probe.capabilities, modes: TerminalModes(capabilities: probe.capabilities))
    let report = Driver.probeReport(summary)
    #expect(report.contains("identified as: VTE (GNOME Terminal, xfce4-terminal) (DA2 65)"))
    #expect(report.contains("F1 opens its help; instead: ?; setting: xfce4-terminal: Preferences → Advanced"))
    #expect(report.contains("cell size: unknown (1:2 assumed; VTE 0.70 fills no pixel size"))
    #expect(probe.capabilities.colors == .trueColor)
  }

  @Test("the wheel's steps: the reports of one notch come together and scroll once; a lone report is a notch")
  func wheelSteps() {
    var steps = WheelSteps()
    let ms = Instant.milliseconds
    #expect(
      [steps.step(3, eventsPerNotch: 2, at: ms(100)), steps.step(3, eventsPerNotch: 2, at: ms(100))] == [
        3, 0,
      ])
    #expect(steps.step(3, eventsPerNotch: 2, at: ms(101)) == 3, "a third report is the next notch")
    #expect(steps.step(3, eventsPerNotch: 2, at: ms(300)) == 3, "a lone report later is a notch of its own")
    #expect(steps.step(-3, eventsPerNotch: 2, at: ms(305)) == -3, "turning back is a new notch")
    #expect(steps.step(-3, eventsPerNotch: 2, at: ms(306)) == 0)
    #expect(steps.step(3, eventsPerNotch: 1, at: ms(306)) == 3)
  }
}

@Suite("TerminalTableDocumentTests")
struct TerminalTableDocumentTests {
  static let path: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/docs/terminals.md"
  }()

  @Test(
    "docs/terminals.md's terminal table is what TerminalProfile.swift generates (EASEL_RECORD=1 rewrites it)")
  func noDrift() throws {
    let onDisk = try #require(TestFiles.read(Self.path), "docs/terminals.md is missing")
    let regenerated = try #require(
      TerminalTableDocument.replacingSection(in: onDisk), "docs/terminals.md has no terminal-table markers")
    if TestFiles.isRecording {
      #expect(TestFiles.write(regenerated, to: Self.path))
      return
    }
    #expect(
      onDisk == regenerated,
      "docs/terminals.md drifted from the table:\n\(GoldenFrame.lineDiff(onDisk, regenerated))")
  }

  @Test("every row of the table is in the document, with each taken key's setting")
  func everyRow() {
    let text = TerminalTableDocument.markdown()
    for row in TerminalTraits.table {
      #expect(text.contains("| \(row.name) |"), "\(row.name)")
      for key in row.takenKeys { #expect(text.contains(TerminalTableDocument.cell(key.setting))) }
    }
  }
}
