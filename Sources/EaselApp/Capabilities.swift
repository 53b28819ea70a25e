import EaselInput

/// How many colours the terminal shows, from `COLORTERM`, `TERM` and `NO_COLOR`.
public enum ColorSupport: String, Sendable, Equatable {
  case none = "no colour"
  case sixteen = "16 colours"
  case palette256 = "256 colours"
  case trueColor = "truecolor"

  /// `NO_COLOR` (any non-empty value) wins; `COLORTERM=truecolor|24bit` means 24-bit;
  /// a `TERM` naming 256 colours means 256; `TERM=dumb` means none; else 16.
  public init(environment: [String: String]) {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      self = .none
      return
    }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    let term = environment["TERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColor
    } else if term.contains("256color") || term.contains("direct") {
      self = .palette256
    } else if term == "dumb" {
      self = .none
    } else {
      self = .sixteen
    }
  }

  var rank: Int {
    switch self {
    case .none: 0
    case .sixteen: 1
    case .palette256: 2
    case .trueColor: 3
    }
  }

  /// The richer of the two, except that "no colour" (NO_COLOR, TERM=dumb) always wins.
  func raised(to other: ColorSupport?) -> ColorSupport {
    guard self != .none, let other, other.rank > rank else { return self }
    return other
  }
}

/// A DECRPM answer for one mode (terminal-input.md §2.1).
public enum ModeSupport: Sendable, Equatable {
  case unknown
  case unsupported
  case supported(isSet: Bool)

  init(decrpmValue value: Int) {
    switch value {
    case 1, 3: self = .supported(isSet: true)
    case 2: self = .supported(isSet: false)
    default: self = .unsupported
    }
  }

  public var isSupported: Bool {
    if case .supported = self { return true }
    return false
  }
}

/// What the terminal at hand can do, as learnt by the start-up probe (never assumed from TERM alone).
public struct Capabilities: Sendable, Equatable {
  /// XTVERSION's answer, e.g. `XTerm(379)`, `kitty(0.26.5)`, `tmux 3.3a`; nil when unanswered.
  public var terminalVersion: String?
  /// kitty keyboard flags reported before DA1 (the protocol's own detection rule); nil: no kitty protocol.
  public var kittyKeyboardFlags: Int?
  /// The kitty flags the terminal reported after Easel pushed its own (partial support shows here).
  public var acceptedKittyFlags: Int?
  /// xterm modifyOtherKeys level reported by `CSI ? 4 m`, if any.
  public var modifyOtherKeysLevel: Int?
  public var synchronizedOutput: ModeSupport = .unknown
  public var pixelMouse: ModeSupport = .unknown
  public var inBandResize: ModeSupport = .unknown
  /// Cell size in pixels from TIOCGWINSZ or `CSI 16 t`; nil when unknown (1:2 is assumed then).
  public var cellPixelWidth: Int?
  public var cellPixelHeight: Int?
  /// Where the cell size came from, for `--probe`: nil when unknown.
  public var cellSizeSource: String?
  public var primaryDeviceAttributes: [Int]?
  /// DA2's answer (`CSI > Pp ; Pv ; Pc c`): Pp names a few terminals (65 VTE, 83 screen, 84 tmux).
  public var secondaryDeviceAttributes: [Int]?
  /// The environment variables that name a terminal (`TerminalProfile.environmentKeys`).
  public var terminalEnvironment: [String: String] = [:]
  public var colors: ColorSupport = .sixteen
  /// True when the probe timed out without a DA1 answer: a legacy terminal (or none) is assumed.
  public var probeTimedOut = false
  /// TERM, for naming the terminal when XTVERSION is silent.
  public var termName: String?
  /// Inside tmux or screen (TMUX / STY set, or XTVERSION says so).
  public var isMultiplexer = false

  public init() {}

  public var hasKittyKeyboard: Bool { kittyKeyboardFlags != nil }

  /// Which terminal this is, from its answers and its environment (`TerminalProfile`).
  public var profile: TerminalProfile {
    TerminalProfile(
      terminalVersion: terminalVersion, secondaryAttributes: secondaryDeviceAttributes,
      environment: terminalEnvironment)
  }

  /// A short lower-case family name: `xterm`, `kitty`, `tmux`, … or nil.
  public var family: String? {
    let name = (terminalVersion ?? "").lowercased()
    for family in [
      "xterm", "kitty", "tmux", "foot", "wezterm", "ghostty", "iterm2", "konsole", "vte", "alacritty",
    ]
    where name.hasPrefix(family) {
      return family
    }
    return nil
  }

  public var isXTerm: Bool { family == "xterm" }

  /// The name shown in the status bar and by `--probe`.
  public var displayName: String {
    if let version = terminalVersion, !version.isEmpty { return version }
    if let term = termName, !term.isEmpty { return "TERM=\(term)" }
    return "unknown terminal"
  }

  /// The cell aspect (height / width) used for "square" and "circle"; 2 when unknown (spec §1).
  public var cellAspect: Double {
    guard let width = cellPixelWidth, let height = cellPixelHeight, width > 0, height > 0 else { return 2 }
    return Double(height) / Double(width)
  }
}
