import EaselInput

/// The start-up capability probe (terminal-input.md §2) as a pure state machine: it gives the
/// query batch to write, takes replies as the decoder reports them, and says when it is done —
/// at the DA1 sentinel or at its deadline, whichever comes first.
public struct CapabilityProbe: Sendable {
  /// kitty flags query, DECRQM 2026/1016/2048, XTVERSION, DA2, modifyOtherKeys query, cell and
  /// text-area size, and DA1 last: every terminal answers DA1, so its reply ends the wait.
  ///
  /// The batch is wrapped so that a terminal misreading a query cannot change the screen: st
  /// 0.9 reads `CSI ? u` as "restore cursor" and `CSI ? 4 m` as "underline on" (issue 13), so
  /// the cursor is saved first (`ESC 7`) and, after the queries, restored (`ESC 8`, which also
  /// restores the attributes) and the attributes reset (`CSI 0 m`).
  public static let queryBytes: [UInt8] = queries(sendsKeyboardQueries: true)

  static let kittyQuery = "\u{1b}[?u"
  static let modifyOtherKeysQuery = "\u{1b}[?4m"

  /// The batch, with or without the two keyboard queries (left out where the terminal is
  /// known to misread them).
  static func queries(sendsKeyboardQueries: Bool) -> [UInt8] {
    var text = "\u{1b}7"
    if sendsKeyboardQueries { text += kittyQuery }
    text += "\u{1b}[?2026$p\u{1b}[?1016$p\u{1b}[?2048$p\u{1b}[>0q\u{1b}[>c"
    if sendsKeyboardQueries { text += modifyOtherKeysQuery }
    text += "\u{1b}[16t\u{1b}[14t\u{1b}[c\u{1b}8\u{1b}[0m"
    return Array(text.utf8)
  }

  public private(set) var capabilities: Capabilities
  public private(set) var isComplete = false
  public let deadline: Instant
  /// What this probe writes: `queryBytes`, less the keyboard queries where TERM names a
  /// terminal that misreads them (st).
  public let queryBytes: [UInt8]
  /// The colours TERM, COLORTERM and NO_COLOR say.
  private let environmentColors: ColorSupport
  /// The window in cells, to turn a text-area answer (`CSI 14 t`) into a cell size.
  private let windowCells: (columns: Int, rows: Int)?

  /// Starts a probe at `now`. The wait is 300 ms locally and 1 s over SSH (replies take a round trip).
  public init(environment: [String: String], windowSize: TerminalSize?, startedAt now: Instant) {
    var capabilities = Capabilities()
    environmentColors = ColorSupport(environment: environment)
    capabilities.colors = environmentColors
    capabilities.termName = environment["TERM"]
    capabilities.terminalEnvironment = environment.filter { TerminalProfile.environmentKeys.contains($0.key) }
    capabilities.isMultiplexer = environment["TMUX"] != nil || environment["STY"] != nil
    // A clamped size (`TerminalSize.maximumColumns`) says nothing exact about one cell.
    if let size = windowSize, size.columns > 0, size.rows > 0, size.columns < TerminalSize.maximumColumns,
      size.rows < TerminalSize.maximumRows
    {
      windowCells = (size.columns, size.rows)
      if size.pixelWidth > 0, size.pixelHeight > 0 {
        capabilities.cellPixelWidth = size.pixelWidth / size.columns
        capabilities.cellPixelHeight = size.pixelHeight / size.rows
        capabilities.cellSizeSource = "window-size ioctl"
      }
    } else {
      windowCells = nil
    }
    // Before any answer only the environment can say which terminal this is; st is known by
    // TERM alone (it answers neither XTVERSION nor DA2).
    let profile = capabilities.profile
    queryBytes =
      profile.traits.misreadsKeyboardQueries
      ? Self.queries(sendsKeyboardQueries: false) : Self.queryBytes
    self.capabilities = capabilities
    let overSSH = environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil
    deadline = now + .milliseconds(overSSH ? 1000 : 300)
    applyProfile()
  }

  /// What the table knows about the terminal: its colours, when more than the environment says
  /// (recomputed from the environment's at each answer, so a guess from an inherited variable
  /// does not outlive the terminal's own name).
  private mutating func applyProfile() {
    let profile = capabilities.profile
    if profile.kind?.isMultiplexer == true { capabilities.isMultiplexer = true }
    var colors = environmentColors.raised(to: profile.traits.colors)
    // Terminals that name themselves this way all draw 24-bit colour, even when COLORTERM
    // did not make it through (sudo, ssh); NO_COLOR still wins.
    if let family = capabilities.family, ["kitty", "wezterm", "foot", "ghostty", "iterm2"].contains(family) {
      colors = colors.raised(to: .trueColor)
    }
    capabilities.colors = colors
  }

  /// Takes one decoded reply. Replies after completion still refine what they can (late XTVERSION).
  public mutating func handle(_ reply: TerminalReply) {
    switch reply {
    case .kittyKeyboardFlags(let flags):
      // Only a reply before DA1 counts (the protocol's own rule); later ones answer our re-query.
      if !isComplete { capabilities.kittyKeyboardFlags = flags }
    case .primaryDeviceAttributes(let attributes):
      capabilities.primaryDeviceAttributes = attributes
      isComplete = true
    case .secondaryDeviceAttributes(let attributes):
      capabilities.secondaryDeviceAttributes = attributes
      applyProfile()
    case .terminalVersion(let version):
      capabilities.terminalVersion = version
      if version.lowercased().hasPrefix("tmux") || version.lowercased().hasPrefix("screen") {
        capabilities.isMultiplexer = true
      }
      applyProfile()
    case .modeReport(let mode, let value):
      let support = ModeSupport(decrpmValue: value)
      switch mode {
      case 2026: capabilities.synchronizedOutput = support
      case 1016: capabilities.pixelMouse = support
      case 2048: capabilities.inBandResize = support
      default: break
      }
    case .cellSizePixels(let width, let height):
      if width > 0, height > 0, width < 1000, height < 1000 {
        capabilities.cellPixelWidth = width
        capabilities.cellPixelHeight = height
        capabilities.cellSizeSource = "CSI 16 t"
      }
    case .modifyOtherKeysLevel(let level):
      capabilities.modifyOtherKeysLevel = level
    case .textAreaPixels(let width, let height):
      // Only where neither the ioctl nor `CSI 16 t` said it: the text area over the cells.
      guard capabilities.cellSizeSource == nil || capabilities.cellSizeSource == "CSI 14 t",
        let cells = windowCells, width > 0, height > 0, width / cells.columns < 1000,
        height / cells.rows < 1000,
        width / cells.columns > 0, height / cells.rows > 0
      else { break }
      capabilities.cellPixelWidth = width / cells.columns
      capabilities.cellPixelHeight = height / cells.rows
      capabilities.cellSizeSource = "CSI 14 t"
    case .cursorPosition, .inBandResize:
      break
    }
  }

  /// Ends the wait if the deadline passed without the DA1 sentinel.
  public mutating func expire(at now: Instant) {
    guard !isComplete, now >= deadline else { return }
    isComplete = true
    capabilities.probeTimedOut = true
  }
}
