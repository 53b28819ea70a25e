import EaselCommands
import EaselGeometry
import EaselRaster

/// What the terminal showing the editor is like, as the probe found it: the capabilities and
/// modes, how shapes are drawn there (ASCII or not, colours or not), which chords its keyboard
/// protocol delivers and the real cell aspect.
struct EditorDisplay: Sendable {
  let summary: CapabilitySummary
  let options: RasterOptions
  /// Which terminal this is (the terminal table's row, and the one outside tmux or screen).
  let profile: TerminalProfile

  init(capabilities: Capabilities, modes: TerminalModes, asciiOnly: Bool) {
    summary = CapabilitySummary(capabilities: capabilities, modes: modes)
    options = RasterOptions(usesASCII: asciiOnly, usesColor: capabilities.colors != .none)
    profile = capabilities.profile
  }

  /// Wheel reports the terminal the pointer is in sends per notch (alacritty 0.11 and Konsole
  /// 22.12 send two).
  var wheelEventsPerNotch: Int { max(1, profile.mouseTerminal?.wheelEventsPerNotch ?? 1) }

  var capabilities: Capabilities { summary.capabilities }

  /// What this terminal's keyboard protocol can deliver, for the chords shown.
  var keyboardLevel: KeyboardProtocolLevel {
    if summary.modes.pushesKittyFlags { return .kitty }
    if summary.modes.usesModifyOtherKeys { return .modifyOtherKeys }
    return .legacy
  }

  /// The real cell aspect from the probe, 1:2 when unknown (spec §1).
  var cellAspect: CellAspect {
    if let width = capabilities.cellPixelWidth, let height = capabilities.cellPixelHeight, width > 0,
      height > 0
    {
      return CellAspect(pixelWidth: width, pixelHeight: height)
    }
    return .fallback
  }

  /// Text the editor itself draws (bars, menus), in ASCII punctuation under `--ascii`.
  func displayed(_ text: String) -> String { options.usesASCII ? EditorChrome.asciiOnly(text) : text }
}
