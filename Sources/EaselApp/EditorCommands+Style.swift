import EaselCommands
import EaselDocument
import EaselTools

/// The Shape menu's styles (issue 5, keyboard item; issue 14): frame style and fill of the
/// selection, and under Connector the style and arrowheads of its lines; each also sets what the
/// next shapes of its kind are drawn with. Menu and command-menu only: no keys of their own.
extension EditorCommands {
  static let styles: [EditorCommand] = frameStyles + fills + lineStyles + arrowheads + arrowheadStyles

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

  /// Shape → Connector: the line style of the selected lines and of the lines drawn next.
  static let lineStyles: [EditorCommand] = FrameStyle.allCases.enumerated().map { order, style in
    EditorCommand(
      id: CommandID("shape.line\(style.title.replacingSpaces)"), title: "Connector: \(style.title) Line",
      discoverabilityTitle: "Draw Lines and Connectors \(style.title)",
      menu: .shape.inGroup(9, order: 10 + order),
      perform: { model in
        model.style.lineStyle = style
        model.restyleSelection(titled: "Line Style") { shape in
          guard case .line(var line) = shape.kind else { return }
          line.style = style
          shape.kind = .line(line)
        }
        return []
      })
  }

  static let arrowChoices: [(title: String, start: Bool, end: Bool)] = [
    ("No Arrowheads", false, false), ("Arrowhead at End", false, true), ("Arrowhead at Start", true, false),
    ("Arrowheads at Both Ends", true, true),
  ]

  /// Shape → Connector: the arrowheads of the selected lines and of the lines drawn next (until
  /// one is picked, a line drawn to a shape gets one at its end).
  static let arrowheads: [EditorCommand] = zip(["None", "End", "Start", "BothEnds"], arrowChoices)
    .enumerated()
    .map { order, pair in
      let (name, choice) = pair
      return EditorCommand(
        id: CommandID("shape.arrows\(name)"), title: "Connector: \(choice.title)",
        menu: .shape.inGroup(9, order: 20 + order),
        perform: { model in
          model.style.arrowheads = LineArrowheads(atStart: choice.start, atEnd: choice.end)
          model.restyleSelection(titled: "Arrowheads") { shape in
            guard case .line(var line) = shape.kind else { return }
            line.arrowAtStart = choice.start
            line.arrowAtEnd = choice.end
            shape.kind = .line(line)
          }
          return []
        })
    }

  /// Shape → Connector: what the arrowheads of the selected lines are drawn with (`→`, `>`, `▶`,
  /// `►`), whichever ends have them.
  static let arrowheadStyles: [EditorCommand] = ArrowheadStyle.allCases.enumerated().map { order, head in
    EditorCommand(
      id: CommandID("shape.arrowhead\(head.title.replacingSpaces)"),
      title: "Connector: \(head.title) Arrowheads", menu: .shape.inGroup(9, order: 30 + order),
      isAvailable: selectionHolds(["line"]),
      perform: { model in
        model.restyleSelection(titled: "Arrowhead Style") { shape in
          guard case .line(var line) = shape.kind else { return }
          line.arrowhead = head
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
    case .asciiRounded: return "ASCII Rounded"
    case .asciiDouble: return "ASCII Double"
    case .asciiUnderscore: return "ASCII Underscore"
    }
  }
}

extension ArrowheadStyle {
  var title: String {
    switch self {
    case .standard: return "Standard"
    case .ascii: return "ASCII"
    case .arrow: return "Arrow"
    case .triangle: return "Triangle"
    case .pointer: return "Pointer"
    }
  }
}

extension String {
  /// "Both Ends" → "BothEnds", for command IDs made from titles.
  var replacingSpaces: String { split(separator: " ").joined() }
}
