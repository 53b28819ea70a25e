/// What each gesture modifier does in the terminal at hand (spec §5.4): whether a drag can see
/// it, and the setting or latch that helps where the terminal keeps it for itself. It reads the
/// terminal table (`TerminalTraits`) for the terminal the pointer is in: under tmux or screen
/// the one outside, which keeps what it keeps before the multiplexer sees anything.
public struct GestureModifierSupport: Sendable, Equatable {
  public enum Delivery: String, Sendable, Equatable {
    case delivered
    case midDragOnly = "only pressed mid-drag"
    case swallowed
    case viaKeyEvents = "via kitty modifier-key events"
    /// Under a multiplexer in a terminal Easel cannot name: nothing is claimed.
    case unknown = "depends on the terminal outside"
  }

  public struct Row: Sendable, Equatable {
    public var modifier: String
    public var delivery: Delivery
    public var advice: String
  }

  public var rows: [Row]

  public init(capabilities: Capabilities) {
    let profile = capabilities.profile
    let family = capabilities.family
    let pointer = profile.mouseTerminal
    let isUnknownOuter = profile.kind?.isMultiplexer == true && pointer == nil
    var rows: [Row] = []
    let shiftAdvice: String
    let shiftDelivery: Delivery
    if let pointer, let taken = pointer.shiftDrag {
      shiftDelivery = pointer.shiftMidDragReported ? .midDragOnly : .swallowed
      let setting = taken.setting == "no known setting" ? "" : ", or set \(taken.setting)"
      shiftAdvice = "press C to latch constrain\(setting)"
    } else if family == "kitty" {
      shiftDelivery = .midDragOnly
      shiftAdvice = "press C to latch constrain, or mouse_map shift+left press grabbed no_op"
    } else {
      shiftDelivery = .swallowed
      shiftAdvice = "press C to latch constrain (most terminals keep Shift+drag for text selection)"
    }
    rows.append(Row(modifier: "Shift", delivery: shiftDelivery, advice: shiftAdvice))
    if let pointer, let taken = pointer.ctrlClick {
      let setting = taken.setting == "no known setting" ? "; no known setting" : ", or \(taken.setting)"
      // xterm reports a Ctrl pressed mid-drag (measured); mlterm's mid-drag Ctrl is not measured.
      rows.append(
        Row(
          modifier: "Ctrl", delivery: pointer.kind == .xterm ? .midDragOnly : .swallowed,
          advice: "\(pointer.name) opens \(taken.use) on Ctrl+click: press G to latch snap\(setting)"))
    } else if isUnknownOuter {
      rows.append(
        Row(
          modifier: "Ctrl", delivery: .unknown,
          advice: "press G to latch snap if the terminal around \(profile.traits.name) keeps Ctrl+click"))
    } else {
      rows.append(Row(modifier: "Ctrl", delivery: .delivered, advice: "snaps to the grid while dragging"))
    }
    rows.append(
      Row(
        modifier: "Alt", delivery: family == "iterm2" ? .swallowed : .delivered,
        advice: family == "iterm2" ? "iTerm2 keeps Option+click; no setting" : "from the centre / duplicate"))
    if capabilities.hasKittyKeyboard {
      rows.append(Row(modifier: "Super", delivery: .viaKeyEvents, advice: "counts as Cmd during a drag"))
    } else {
      rows.append(
        Row(
          modifier: "Super", delivery: .swallowed, advice: "mouse reports carry no Super bit; use Ctrl as Cmd"
        ))
    }
    self.rows = rows
  }
}
