import EaselInput
import EaselTools

/// Tools → Brush Character…: the next typed character becomes the brush's; Esc keeps it.
struct BrushCharacterPicker: Surface {
  var kind: SurfaceKind { .brushCharacter }

  func presented(in context: SurfaceContext) -> [EditorEffect] {
    [
      .say(
        StatusMessage(
          "Type the brush character · Esc keeps \(context.model.style.brush.character)",
          .whileOpen(.brushCharacter)))
    ]
  }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    guard case .key(let key) = event else { return .passed }
    guard key.phase == .press else { return .handled([]) }
    let brush = context.model.style.brush
    if key.key == .escape { return .closed([.canvas(.message(nil))]) }
    guard let text = key.text ?? key.typedText, text.count == 1, let character = text.first,
      BrushSettings.isUsable(character)
    else {
      return .closed([.canvas(.message("Not a brush character: the brush keeps \(brush.character)"))])
    }
    return .closed([
      .setBrush(brush.withCharacter(character)), .say(.transient("Brush character \(character)")),
    ])
  }
}
