import EaselCommands

/// The terminals Easel knows by name (issue 13): one row each in `TerminalTraits.table`.
public enum TerminalKind: String, Sendable, Equatable, CaseIterable {
  case xterm
  case kitty
  case alacritty
  /// GNOME Terminal, xfce4-terminal and every other terminal built on VTE.
  case vte
  case konsole
  case mlterm
  case urxvt
  case st
  case tmux
  case screen

  /// tmux and GNU screen: a terminal inside a terminal, whose mouse is the outer one's.
  public var isMultiplexer: Bool { self == .tmux || self == .screen }
}

/// A key a terminal keeps for itself that Easel binds, what works instead, and the terminal's
/// own setting that hands the key over.
public struct TakenKey: Sendable, Equatable {
  /// The chords the terminal takes (every Easel chord overlapping one is never delivered).
  public var chords: [KeyChord]
  /// How the sheet and `--probe` name them: `F1`, `Alt+F/E/T/V/H`.
  public var label: String
  /// What the terminal does with them: `opens its help`.
  public var use: String
  /// What works instead in Easel: `?`, `click the menu bar or Cmd-K`.
  public var instead: String
  /// Typed in place of a taken chord in the sheet's chord column, when nothing else listed
  /// works (screen's `Ctrl-A a` sends a Ctrl-A through); nil when another chord already does.
  public var substitute: String?
  /// The terminal setting that hands the key to programs, or "no known setting".
  public var setting: String
}

/// A modifier+mouse gesture the terminal keeps (its selection, its menu) and the setting that
/// hands it over.
public struct TakenMouse: Sendable, Equatable {
  public var use: String
  public var setting: String
}

/// One row of the table: what a terminal swallows, what it can do, and how its wheel reports.
public struct TerminalTraits: Sendable, Equatable {
  /// Nil for `unknown`.
  public var kind: TerminalKind?
  /// `VTE (GNOME Terminal, xfce4-terminal)`.
  public var name: String
  /// How `TerminalProfile` recognises it (for docs/terminals.md).
  public var identifiedBy = ""
  /// Keys Easel binds that the terminal keeps, with the alternative and the setting.
  public var takenKeys: [TakenKey] = []
  /// Ctrl+click at the press (xterm's and mlterm's menus); nil: delivered.
  public var ctrlClick: TakenMouse?
  /// Shift+drag at the press (the terminal's text selection); nil: delivered.
  public var shiftDrag: TakenMouse?
  /// Whether a Shift pressed after the drag started reaches the program (kitty).
  public var shiftMidDragReported = false
  /// The colours it draws, when more than TERM/COLORTERM say (they often do not make it
  /// through); nil: as the environment says.
  public var colors: ColorSupport?
  /// Whether its default font draws Braille (pen strokes, ellipses and diagonals are Braille).
  public var hasBrailleInDefaultFont = true
  /// Alt+letter arrives ESC-prefixed only after metaSendsEscape (`CSI ? 1036 h`); otherwise
  /// as an 8-bit character (`ø` for Alt+x).
  public var needsMetaSendsEscape = false
  /// Whether it speaks the kitty keyboard protocol (the probe still decides).
  public var kittyKeyboard = false
  /// The most wheel reports it sends for one notch (they come together; Easel scrolls a notch once).
  public var wheelEventsPerNotch = 1
  /// What was measured where it is less than `wheelEventsPerNotch` allows for (docs/terminals.md).
  public var wheelNote: String?
  /// Misreads the kitty and modifyOtherKeys queries (st: `CSI ? u` restores the cursor,
  /// `CSI ? 4 m` underlines), so the probe does not send them there.
  public var misreadsKeyboardQueries = false
  /// Why the cell size stays unknown there, when it is known to stay unknown.
  public var cellSizeNote: String?
  /// Holds a lone Esc back until the next byte while a mouse mode is on (GNU screen 4.9,
  /// measured: Esc then `o` a second later arrive together as `ESC o`). Easel reads `ESC x`
  /// there as Esc then x, and turns mouse reports off while a surface Esc closes is open, so
  /// one Esc closes it at once.
  public var holdsLoneEscapeWithMouse = false

  /// Traits of a terminal Easel does not know: nothing taken, nothing claimed.
  public static let unknown = TerminalTraits(nil, "unknown terminal")

  init(_ kind: TerminalKind?, _ name: String) {
    self.kind = kind
    self.name = name
  }

  /// The row for `kind`.
  public static func of(_ kind: TerminalKind) -> TerminalTraits {
    table.first { $0.kind == kind } ?? .unknown
  }

  /// The table (docs/terminals.md shows it; the measurements are in issue 13 and
  /// ../shared/e2e/README.md, the settings from each terminal's documentation or source).
  public static let table: [TerminalTraits] = [
    xterm, kitty, alacritty, vte, konsole, mlterm, urxvt, st, tmux, screen,
  ]

  static let shiftSelection = "its text selection"

  static var xterm: TerminalTraits {
    var row = TerminalTraits(.xterm, "xterm")
    row.identifiedBy = "XTVERSION `XTerm(…)`; else `XTERM_VERSION`"
    row.ctrlClick = TakenMouse(use: "its popup menu", setting: "XTerm*omitTranslation: popup-menu")
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "XTerm.vt100.shiftEscape: always")
    row.needsMetaSendsEscape = true
    return row
  }

  static var kitty: TerminalTraits {
    var row = TerminalTraits(.kitty, "kitty")
    row.identifiedBy = "XTVERSION `kitty(…)`; else `TERM=xterm-kitty`, `KITTY_WINDOW_ID`"
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "mouse_map shift+left press grabbed no_op")
    row.shiftMidDragReported = true
    row.colors = .trueColor
    row.kittyKeyboard = true
    row.takenKeys = [
      TakenKey(
        chords: ["Ctrl-Shift-Z"], label: "Ctrl+Shift+Z", use: "scrolls to the previous prompt",
        instead: "Cmd-Y",
        substitute: nil, setting: "clear_all_shortcuts yes in kitty.conf")
    ]
    return row
  }

  static var alacritty: TerminalTraits {
    var row = TerminalTraits(.alacritty, "alacritty")
    row.identifiedBy =
      "`TERM=alacritty`, `ALACRITTY_WINDOW_ID`, `ALACRITTY_SOCKET` or `ALACRITTY_LOG` (it answers no XTVERSION)"
    row.shiftDrag = TakenMouse(
      use: "its text selection (Shift bypasses mouse mode)", setting: "no known setting")
    row.colors = .trueColor
    row.wheelEventsPerNotch = 2
    return row
  }

  static var vte: TerminalTraits {
    var row = TerminalTraits(.vte, "VTE (GNOME Terminal, xfce4-terminal)")
    row.identifiedBy = "XTVERSION `VTE(…)` (newer VTE); DA2 65; else `VTE_VERSION`"
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "no known setting")
    row.colors = .trueColor
    // VTE's source (vteseq.cc): CSI 14 t is answered with rows × cell height and columns × cell
    // width, exactly; CSI 16 t is not answered; 0.70 leaves the ioctl's pixel fields 0.
    row.cellSizeNote =
      "VTE 0.70 fills no pixel size in the window-size ioctl and answers no CSI 16 t; its CSI 14 t answer did not come"
    let preferences = "xfce4-terminal: Preferences → Advanced"
    let gnome = "GNOME Terminal: Preferences → General"
    row.takenKeys = [
      TakenKey(
        chords: ["F1"], label: "F1", use: "opens its help", instead: "?", substitute: nil,
        setting: "\(preferences) → Disable help window shortcut key (F1); "
          + "GNOME Terminal: Preferences → Shortcuts → Help → Contents"),
      TakenKey(
        chords: ["F10"], label: "F10", use: "opens its menu", instead: "click menu bar, Cmd-K",
        substitute: nil,
        setting:
          "\(preferences) → Disable menu shortcut key (F10); \(gnome) → Enable the menu accelerator key"),
      TakenKey(
        chords: ["Alt-F", "Alt-E", "Alt-T", "Alt-V", "Alt-H"], label: "Alt+F/E/T/V/H", use: "open its menus",
        instead: "click menu bar, Cmd-K", substitute: nil,
        setting: "\(preferences) → Disable all menu access keys; \(gnome) → Enable mnemonics"),
    ]
    return row
  }

  static var konsole: TerminalTraits {
    var row = TerminalTraits(.konsole, "Konsole")
    row.identifiedBy = "XTVERSION `Konsole …`; else `KONSOLE_VERSION`"
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "no known setting")
    row.colors = .trueColor
    // Issue 13 counted two reports a notch; the e2e suite measures one (Konsole 22.12 under
    // Xvfb). Folding costs nothing where one comes, so up to two are taken as one notch.
    row.wheelEventsPerNotch = 2
    row.wheelNote = "22.12 under Xvfb sent 1 in the e2e suite; issue 13 counted 2"
    return row
  }

  static var mlterm: TerminalTraits {
    var row = TerminalTraits(.mlterm, "mlterm")
    row.identifiedBy = "XTVERSION `mlterm(…)` (3.9.5 on); else `MLTERM`"
    // mlterm's source: `mod_keys_to_stop_mouse_report` (default shift,control; added in 3.9.4)
    // names the modifiers with which mlterm keeps the mouse; Debian 12 has 3.9.0 (3.9.0-1+b1),
    // whose binaries do not know the option.
    let keeps =
      "mlterm 3.9.4 and later: mod_keys_to_stop_mouse_report in ~/.mlterm/main lists the modifiers it keeps"
    let earlier = "earlier (Debian 12: 3.9.0): no known setting"
    row.ctrlClick = TakenMouse(
      use: "its menus", setting: "\(keeps) (= shift hands Ctrl over); \(earlier)")
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "\(keeps); \(earlier)")
    row.colors = .trueColor
    row.hasBrailleInDefaultFont = false
    // It knows metaSendsEscape (mode 1036: mod_meta_mode = esc) and XTSAVE/XTRESTORE.
    row.needsMetaSendsEscape = true
    return row
  }

  static var urxvt: TerminalTraits {
    var row = TerminalTraits(.urxvt, "urxvt")
    row.identifiedBy = "DA2 85; else `TERM=rxvt-unicode*`, `COLORTERM=rxvt*`"
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "no known setting")
    return row
  }

  static var st: TerminalTraits {
    var row = TerminalTraits(.st, "st")
    row.identifiedBy = "`TERM=st` or `st-*` (it answers only DA1)"
    row.shiftDrag = TakenMouse(use: shiftSelection, setting: "forcemousemod in config.h (compiled in)")
    row.colors = .trueColor
    row.misreadsKeyboardQueries = true
    return row
  }

  static var tmux: TerminalTraits {
    var row = TerminalTraits(.tmux, "tmux")
    row.identifiedBy = "XTVERSION `tmux …`; DA2 84; else `TMUX`, `TERM=tmux*`"
    row.colors = .palette256
    return row
  }

  static var screen: TerminalTraits {
    var row = TerminalTraits(.screen, "GNU screen")
    row.identifiedBy = "DA2 83; else `STY`, `TERM=screen*` (without `TMUX`)"
    row.takenKeys = [
      TakenKey(
        chords: ["Ctrl-A"], label: "Ctrl-A", use: "is its command prefix",
        instead: "Ctrl-A a", substitute: "Ctrl-A a",
        setting: "escape ^Bb in ~/.screenrc (the prefix becomes Ctrl-B)")
    ]
    row.holdsLoneEscapeWithMouse = true
    return row
  }
}

/// Which terminal Easel is talking to, from what it answered (XTVERSION, DA2) and, where it
/// answered nothing, from its environment; under tmux or screen also the terminal outside,
/// from the variables it left in the environment.
public struct TerminalProfile: Sendable, Equatable {
  /// The terminal Easel talks to (tmux or screen when inside one); nil when not known.
  public var kind: TerminalKind?
  /// Under a multiplexer: the terminal outside, where the mouse and the window are; nil when
  /// not known (or not under a multiplexer).
  public var outer: TerminalKind?
  /// What gave it away: `XTVERSION`, `DA2 65`, `VTE_VERSION`, `TERM=st-256color`.
  public var evidence: String?

  /// The environment variables identification reads (the probe keeps only these).
  public static let environmentKeys = [
    "TERM", "COLORTERM", "TMUX", "STY", "XTERM_VERSION", "VTE_VERSION", "KONSOLE_VERSION", "MLTERM",
    "KITTY_WINDOW_ID", "ALACRITTY_WINDOW_ID", "ALACRITTY_SOCKET", "ALACRITTY_LOG",
  ]

  public init(kind: TerminalKind?, outer: TerminalKind? = nil, evidence: String? = nil) {
    self.kind = kind
    self.outer = outer
    self.evidence = evidence
  }

  /// Identifies the terminal: XTVERSION first (it names itself), then DA2's terminal type
  /// (65 VTE, 83 screen, 84 tmux, 85 urxvt), then the environment.
  public init(terminalVersion: String?, secondaryAttributes: [Int]?, environment: [String: String]) {
    if let version = terminalVersion, let kind = Self.kind(fromVersion: version) {
      self.init(kind: kind, evidence: "XTVERSION")
    } else if let first = secondaryAttributes?.first, let kind = Self.kind(fromSecondaryType: first) {
      self.init(kind: kind, evidence: "DA2 \(first)")
    } else if let (kind, evidence) = Self.kind(fromEnvironment: environment) {
      self.init(kind: kind, evidence: evidence)
    } else {
      self.init(kind: nil)
    }
    if kind?.isMultiplexer == true {
      outer = Self.outerKind(fromEnvironment: environment)
    }
  }

  public var traits: TerminalTraits { kind.map(TerminalTraits.of) ?? .unknown }

  /// The terminal the pointer is in: the outer one under a multiplexer (tmux and screen pass
  /// modifier+mouse through; what the outer terminal keeps never reaches them). Nil when that
  /// is not known.
  public var mouseTerminal: TerminalTraits? {
    guard let kind else { return nil }
    guard kind.isMultiplexer else { return traits }
    return outer.map(TerminalTraits.of)
  }

  /// Whether the terminal (or, under a multiplexer, the one outside) is not known.
  public var isMouseTerminalUnknown: Bool { mouseTerminal == nil }

  /// Keys taken on the way in: the multiplexer's and, outside it, the outer terminal's.
  public var takenKeys: [TakenKey] {
    var keys = traits.takenKeys
    if let outer, kind?.isMultiplexer == true { keys += TerminalTraits.of(outer).takenKeys }
    return keys
  }

  /// How `--probe` and the status bar name what was found: `VTE (GNOME Terminal,
  /// xfce4-terminal) (VTE_VERSION)`, `tmux in xterm (XTVERSION)`.
  public var description: String {
    guard kind != nil else { return "not identified" }
    var text = traits.name
    if kind?.isMultiplexer == true {
      text += " in " + (outer.map { TerminalTraits.of($0).name } ?? "an unknown terminal")
    }
    if let evidence { text += " (\(evidence))" }
    return text
  }

  /// Where the terminal's default font has no Braille, the start-up message says so once.
  public var brailleNote: String? {
    guard kind != nil, !traits.hasBrailleInDefaultFont else { return nil }
    return "\(traits.name)'s default font has no Braille: pen strokes and ellipses show as boxes; "
      + "easel --ascii draws them with ASCII"
  }

  static func kind(fromVersion version: String) -> TerminalKind? {
    let name = version.lowercased()
    let prefixes: [(String, TerminalKind)] = [
      ("xterm", .xterm), ("kitty", .kitty), ("tmux", .tmux), ("screen", .screen), ("vte", .vte),
      ("konsole", .konsole), ("mlterm", .mlterm), ("alacritty", .alacritty), ("urxvt", .urxvt),
      ("rxvt", .urxvt), ("st ", .st), ("st(", .st),
    ]
    return prefixes.first { name.hasPrefix($0.0) }?.1
  }

  /// DA2's first parameter where it names one terminal (terminal-input.md §2.1); the others
  /// (0, 1, 41 …) are VT models many terminals claim.
  static func kind(fromSecondaryType type: Int) -> TerminalKind? {
    switch type {
    case 65: return .vte
    case 83: return .screen
    case 84: return .tmux
    case 85: return .urxvt
    default: return nil
    }
  }

  static func kind(fromEnvironment environment: [String: String]) -> (TerminalKind, String)? {
    let term = environment["TERM"] ?? ""
    if let tmux = environment["TMUX"], !tmux.isEmpty { return (.tmux, "TMUX") }
    if term.hasPrefix("tmux") { return (.tmux, "TERM=\(term)") }
    if let sty = environment["STY"], !sty.isEmpty { return (.screen, "STY") }
    if term.hasPrefix("screen") { return (.screen, "TERM=\(term)") }
    if term == "st" || term.hasPrefix("st-") { return (.st, "TERM=\(term)") }
    if term.hasPrefix("rxvt-unicode") { return (.urxvt, "TERM=\(term)") }
    if term == "xterm-kitty" { return (.kitty, "TERM=\(term)") }
    if term.hasPrefix("alacritty") { return (.alacritty, "TERM=\(term)") }
    return emulator(fromVariables: environment)
  }

  /// The emulator named by the variables it sets for its children (which survive into tmux and
  /// screen). VTE_VERSION comes late: a terminal started from GNOME Terminal inherits it.
  static func emulator(fromVariables environment: [String: String]) -> (TerminalKind, String)? {
    func has(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if has("KITTY_WINDOW_ID") { return (.kitty, "KITTY_WINDOW_ID") }
    for name in ["ALACRITTY_WINDOW_ID", "ALACRITTY_SOCKET", "ALACRITTY_LOG"] where has(name) {
      return (.alacritty, name)
    }
    if has("KONSOLE_VERSION") { return (.konsole, "KONSOLE_VERSION") }
    if has("MLTERM") { return (.mlterm, "MLTERM") }
    if environment["COLORTERM"]?.hasPrefix("rxvt") == true { return (.urxvt, "COLORTERM") }
    if has("VTE_VERSION") { return (.vte, "VTE_VERSION") }
    if has("XTERM_VERSION") { return (.xterm, "XTERM_VERSION") }
    return nil
  }

  static func outerKind(fromEnvironment environment: [String: String]) -> TerminalKind? {
    emulator(fromVariables: environment)?.0
  }
}
