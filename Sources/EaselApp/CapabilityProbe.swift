import EaselInput

/// The start-up capability probe (terminal-input.md §2) as a pure state machine: it gives the
/// query batch to write, takes replies as the decoder reports them, and says when it is done —
/// at the DA1 sentinel or at its deadline, whichever comes first.
public struct CapabilityProbe: Sendable {
  /// kitty flags query, DECRQM 2026/1016/2048, XTVERSION, modifyOtherKeys query, cell size, and
  /// DA1 last: every terminal answers DA1, so its reply ends the wait.
  public static let queryBytes: [UInt8] = Array(
    "\u{1b}[?u\u{1b}[?2026$p\u{1b}[?1016$p\u{1b}[?2048$p\u{1b}[>0q\u{1b}[?4m\u{1b}[16t\u{1b}[c".utf8)

  public private(set) var capabilities: Capabilities
  public private(set) var isComplete = false
  public let deadline: Instant

  /// Starts a probe at `now`. The wait is 300 ms locally and 1 s over SSH (replies take a round trip).
  public init(environment: [String: String], windowSize: TerminalSize?, startedAt now: Instant) {
    var capabilities = Capabilities()
    capabilities.colors = ColorSupport(environment: environment)
    capabilities.termName = environment["TERM"]
    capabilities.isMultiplexer = environment["TMUX"] != nil || environment["STY"] != nil
    // A clamped size (`TerminalSize.maximumColumns`) says nothing exact about one cell.
    if let size = windowSize, size.pixelWidth > 0, size.pixelHeight > 0, size.columns > 0, size.rows > 0,
      size.columns < TerminalSize.maximumColumns, size.rows < TerminalSize.maximumRows
    {
      capabilities.cellPixelWidth = size.pixelWidth / size.columns
      capabilities.cellPixelHeight = size.pixelHeight / size.rows
    }
    self.capabilities = capabilities
    let overSSH = environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil
    deadline = now + .milliseconds(overSSH ? 1000 : 300)
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
    case .secondaryDeviceAttributes:
      break
    case .terminalVersion(let version):
      capabilities.terminalVersion = version
      if version.lowercased().hasPrefix("tmux") || version.lowercased().hasPrefix("screen") {
        capabilities.isMultiplexer = true
      }
      // Terminals that name themselves this way all draw 24-bit colour, even when COLORTERM
      // did not make it through (sudo, ssh); NO_COLOR still wins.
      if capabilities.colors != .none,
        let family = capabilities.family, ["kitty", "wezterm", "foot", "ghostty", "iterm2"].contains(family)
      {
        capabilities.colors = .trueColor
      }
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
      }
    case .modifyOtherKeysLevel(let level):
      capabilities.modifyOtherKeysLevel = level
    case .cursorPosition, .textAreaPixels, .inBandResize:
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
