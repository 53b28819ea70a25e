import Testing

/// What the test terminal answers to Easel's start-up queries, and therefore which modes Easel
/// must turn on and, on the way out, off again (terminal-input.md §2, §11 and §1.4).
enum ScriptedTerminal: String, CaseIterable, CustomTestStringConvertible {
  /// Answers nothing: Easel must give up after its bounded wait.
  case silent
  /// Answers only DA1, like the Linux console: a legacy terminal.
  case legacy
  /// Answers the kitty keyboard query (flags 0) before DA1.
  case kitty
  /// XTerm: XTVERSION, DECRPM (pixel mouse and in-band resize supported), modifyOtherKeys level.
  case xterm

  var testDescription: String { rawValue }

  static let escape = "\u{1b}"

  /// The bytes sent once the query batch has arrived.
  var replies: String {
    let e = ScriptedTerminal.escape
    switch self {
    case .silent: return ""
    case .legacy: return "\(e)[?6c"
    case .kitty: return "\(e)[?0u\(e)[?62;22c"
    case .xterm:
      return "\(e)[?2026;0$y\(e)[?1016;2$y\(e)[?2048;2$y\(e)P>|XTerm(390)\(e)\\\(e)[>4;0m"
        + "\(e)[?64;1;2;6;9;15;16;17;18;21;22;28c"
    }
  }

  /// Mode-enabling sequences that must follow the probe, in this order.
  var enterSequence: [String] {
    let e = ScriptedTerminal.escape
    var keyboard: [String] = []
    switch self {
    case .silent, .legacy: break
    case .kitty: keyboard = ["\(e)[>31u"]
    case .xterm: keyboard = ["\(e)[>4;2m", "\(e)[?1036s", "\(e)[?1036h"]
    }
    var sequence = ["\(e)[?1049h", "\(e)[?25l"] + keyboard + ["\(e)[?1002h", "\(e)[?1003h", "\(e)[?1006h"]
    if self == .xterm { sequence += ["\(e)[?1016h"] }
    sequence += ["\(e)[?2004h", "\(e)[?1004h"]
    if self == .xterm { sequence.append("\(e)[?2048h") }
    return sequence
  }

  /// Sequences that must not be sent to this terminal at all.
  var forbiddenSequences: [String] {
    let e = ScriptedTerminal.escape
    switch self {
    case .silent, .legacy:
      return ["\(e)[>31u", "\(e)[>4;2m", "\(e)[?1036h", "\(e)[?1016h", "\(e)[>1s", "\(e)[?2048h"]
    case .kitty:
      return ["\(e)[>4;2m", "\(e)[?1036h", "\(e)[?1016h", "\(e)[>1s", "\(e)[?2048h"]
    case .xterm:
      return ["\(e)[>31u", "\(e)[>1s", "\(e)[>0s"]
    }
  }

  /// The restore sequence, in the order the spec demands.
  var restoreSequence: [String] {
    let e = ScriptedTerminal.escape
    var sequence = ["\(e)[?2026l"]
    if self == .kitty { sequence.append("\(e)[<u") }
    if self == .xterm { sequence.append("\(e)[>4m") }
    sequence += ["\(e)[?1016l", "\(e)[?1006l", "\(e)[?1003l", "\(e)[?1002l", "\(e)[?1000l"]
    if self == .xterm { sequence.append("\(e)[?1036r") }
    sequence += [
      "\(e)[?2048l", "\(e)[?1004l", "\(e)[?2004l", "\(e)[?25h", "\(e)[0m\(e)[H\(e)[2J", "\(e)[?1049l",
    ]
    return sequence
  }
}
