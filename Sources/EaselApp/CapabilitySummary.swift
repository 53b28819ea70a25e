/// Human-readable descriptions of the capabilities and chosen modes, shared by the status bar,
/// the `easel keys` header and `easel --probe` so they never disagree.
public struct CapabilitySummary: Sendable, Equatable {
  public var capabilities: Capabilities
  public var modes: TerminalModes

  public init(capabilities: Capabilities, modes: TerminalModes) {
    self.capabilities = capabilities
    self.modes = modes
  }

  /// The terminal's name with anything unprintable replaced, so a hostile XTVERSION cannot
  /// write control sequences to the screen.
  public var terminalName: String { Self.printableASCII(capabilities.displayName, limit: 40) }

  public var keyboard: String {
    if let flags = capabilities.kittyKeyboardFlags {
      return "kitty protocol (had flags \(flags), pushed \(TerminalModes.kittyFlags)): key releases reported"
    }
    if modes.usesModifyOtherKeys {
      return "xterm modifyOtherKeys 2: key releases synthesized from auto-repeat"
    }
    return "legacy: key releases synthesized from auto-repeat"
  }

  public var keyboardShort: String {
    if capabilities.hasKittyKeyboard { return "kitty keys" }
    return modes.usesModifyOtherKeys ? "modifyOtherKeys" : "legacy keys"
  }

  public var mouse: String { modes.pixelMouse ? "SGR 1006 + pixels 1016" : "SGR 1006" }

  public var cellSize: String {
    guard let width = capabilities.cellPixelWidth, let height = capabilities.cellPixelHeight else {
      if let note = capabilities.profile.traits.cellSizeNote { return "unknown (1:2 assumed; \(note))" }
      return "unknown (1:2 assumed)"
    }
    return "\(width)x\(height) px"
  }

  /// What the terminal table says about this terminal, for `--probe`: how it was identified,
  /// the keys it takes (what works instead, the setting), its wheel and its font.
  public var profileLines: [String] {
    let profile = capabilities.profile
    var result = ["identified as: \(profile.description)"]
    let taken = TerminalKeyAlternatives.probeLines(profile)
    if !taken.isEmpty { result += ["keys the terminal keeps:"] + taken }
    if let pointer = profile.mouseTerminal, pointer.wheelEventsPerNotch > 1 {
      result.append(
        "wheel: up to \(pointer.wheelEventsPerNotch) reports a notch (a notch still scrolls 3 rows)")
    }
    if let note = profile.brailleNote { result.append("font: \(note)") }
    return result
  }

  public var synchronizedOutput: String { modes.synchronizedOutput ? "yes" : "no" }

  /// `key: value` lines for `--probe` and the keys viewer's header.
  public var lines: [String] {
    var result = [
      "terminal: \(terminalName)\(capabilities.isMultiplexer ? " (multiplexer)" : "")",
      "keyboard: \(keyboard)",
      "mouse: \(mouse)",
      "synchronized output: \(synchronizedOutput)",
      "in-band resize: \(modes.inBandResize ? "yes" : "no")",
      "cell size: \(cellSize)",
      "colours: \(capabilities.colors.rawValue)",
    ]
    if capabilities.probeTimedOut {
      result.append("probe: no answer within the deadline; legacy terminal assumed")
    }
    return result
  }

  /// One line per gesture modifier: how a drag sees it here, and what helps.
  public var gestureLines: [String] {
    GestureModifierSupport(capabilities: capabilities).rows.map { row in
      let name = row.modifier.padding(toLength: 6)
      return "  \(name)\(row.delivery.rawValue) - \(row.advice)"
    }
  }

  static func printableASCII(_ text: String, limit: Int) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      result.unicodeScalars.append((0x20..<0x7F).contains(scalar.value) ? scalar : "?")
    }
    return result
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
