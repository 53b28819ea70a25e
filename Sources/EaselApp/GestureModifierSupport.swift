/// What each gesture modifier does in the terminal at hand (spec §5.4): whether a drag can see
/// it, and the setting or latch that helps where the terminal keeps it for itself.
public struct GestureModifierSupport: Sendable, Equatable {
  public enum Delivery: String, Sendable, Equatable {
    case delivered
    case midDragOnly = "only pressed mid-drag"
    case swallowed
    case viaKeyEvents = "via kitty modifier-key events"
  }

  public struct Row: Sendable, Equatable {
    public var modifier: String
    public var delivery: Delivery
    public var advice: String
  }

  public var rows: [Row]

  public init(capabilities: Capabilities) {
    let family = capabilities.family
    var rows: [Row] = []
    let shiftAdvice: String
    switch family {
    case "xterm":
      shiftAdvice = "press C to latch constrain, or set XTerm.vt100.shiftEscape: always"
    case "kitty":
      shiftAdvice = "press C to latch constrain, or mouse_map shift+left press grabbed no_op"
    default:
      shiftAdvice = "press C to latch constrain (most terminals keep Shift+drag for text selection)"
    }
    rows.append(
      Row(modifier: "Shift", delivery: family == "kitty" ? .midDragOnly : .swallowed, advice: shiftAdvice))
    if family == "xterm" {
      rows.append(
        Row(
          modifier: "Ctrl", delivery: .midDragOnly,
          advice: "xterm opens its menu on Ctrl+click: press G to latch snap, or omitTranslation: popup-menu")
      )
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
