import EaselInput

/// Edit → Paste as Plain Text (spec §10). Easel cannot read the system clipboard (a terminal
/// hands it over only as a paste), so the command readies the next paste: the terminal's paste
/// (Ctrl-Shift-V, Shift-Insert, a middle click) then comes in as one text shape, as it is, with
/// no diagram recognised. Esc, or any other key, stands it down; mouse events pass, since a
/// middle click is how many terminals paste.
struct PlainPasteSurface: Surface {
  var kind: SurfaceKind { .plainPaste }

  static let hint =
    "Paste as Plain Text: paste now with your terminal (Ctrl-Shift-V, Shift-Insert) · Esc cancels"

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    switch event {
    case .paste(let paste):
      return .closed([.pastePlainText(paste.text)])
    case .key(let key) where key.phase == .press && !key.key.isModifier:
      if key.key == .escape { return .closed([.canvas(.message("Paste as Plain Text cancelled"))]) }
      return .closedAndPassed([])
    default:
      return .passed
    }
  }

  func presented(in context: SurfaceContext) -> [EditorEffect] {
    [.say(StatusMessage(Self.hint, .whileOpen(.plainPaste)))]
  }
}
