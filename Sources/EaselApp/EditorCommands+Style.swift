import EaselCommands
import EaselDocument

/// The Shape menu's styles (issue 5, keyboard item): frame style, fill and arrowheads of the
/// selection. Menu and command-menu only: they have no keys of their own.
extension EditorCommands {
  static let styles: [EditorCommand] = frameStyles + fills + arrowheads

  /// Available while the selection holds a shape of one of these kinds (`ShapeKind.name`).
  static func selectionHolds(_ kinds: Set<String>) -> @Sendable (EditorModel) -> Bool {
    // Asked for every command whenever a menu is drawn: no sorting, and done at the first hit.
    { model in
      let document = model.state.document
      return model.state.selection.shapeIDs.contains { id in
        document[id].map { kinds.contains($0.kind.name) } ?? false
      }
    }
  }

  static let frameStyles: [EditorCommand] = FrameStyle.allCases.enumerated().map { order, style in
    EditorCommand(
      id: CommandID("shape.frame\(style.title.replacingSpaces)"), title: "Frame: \(style.title)",
      menu: .shape.inGroup(4, order: order + 1),
      perform: { model in
        model.style.frameStyle = style
        model.restyleSelection(titled: "Frame Style") { shape in
          switch shape.kind {
          case .rectangle(var rectangle):
            rectangle.frameStyle = style
            shape.kind = .rectangle(rectangle)
          case .line(var line):
            line.style = style
            shape.kind = .line(line)
          default:
            break
          }
        }
        return []
      })
  }

  static let fillChoices: [(title: String, character: Character?)] = [
    ("None", nil), ("Solid", "█"), ("Shade", "░"), ("Dots", "·"),
  ]

  static let fills: [EditorCommand] = fillChoices.enumerated().map { order, fill in
    EditorCommand(
      id: CommandID("shape.fill\(fill.title)"), title: "Fill: \(fill.title)",
      menu: .shape.inGroup(5, order: order + 1),
      isAvailable: selectionHolds(["rectangle", "ellipse"]),
      perform: { model in
        let character = model.display.options.usesASCII && fill.character != nil ? "#" : fill.character
        model.restyleSelection(titled: "Fill") { shape in
          switch shape.kind {
          case .rectangle(var rectangle):
            rectangle.fillCharacter = character
            shape.kind = .rectangle(rectangle)
          case .ellipse(var ellipse):
            ellipse.isFilled = character != nil
            shape.kind = .ellipse(ellipse)
          default:
            break
          }
        }
        return []
      })
  }

  static let arrowChoices: [(title: String, start: Bool, end: Bool)] = [
    ("None", false, false), ("End", false, true), ("Start", true, false), ("Both Ends", true, true),
  ]

  static let arrowheads: [EditorCommand] = arrowChoices.enumerated().map { order, choice in
    EditorCommand(
      id: CommandID("shape.arrows\(choice.title.replacingSpaces)"), title: "Arrowheads: \(choice.title)",
      menu: .shape.inGroup(6, order: order + 1),
      isAvailable: selectionHolds(["line"]),
      perform: { model in
        model.restyleSelection(titled: "Arrowheads") { shape in
          guard case .line(var line) = shape.kind else { return }
          line.arrowAtStart = choice.start
          line.arrowAtEnd = choice.end
          shape.kind = .line(line)
        }
        return []
      })
  }
}

extension FrameStyle {
  var title: String {
    switch self {
    case .light: return "Light"
    case .heavy: return "Heavy"
    case .double: return "Double"
    case .rounded: return "Rounded"
    case .ascii: return "ASCII"
    case .dashed: return "Dashed"
    }
  }
}

extension String {
  /// "Both Ends" → "BothEnds", for command IDs made from titles.
  var replacingSpaces: String { split(separator: " ").joined() }
}
