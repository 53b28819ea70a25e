import EaselGeometry

/// What a shape is, with the geometry of its kind.
public enum ShapeKind: Hashable, Sendable {
  case rectangle(Rectangle)
  case ellipse(Ellipse)
  case line(Line)
  case pen(PenStroke)
  case brush(BrushStroke)
  case text(TextShape)

  /// The kind's name as the file format and messages use it.
  public var name: String {
    switch self {
    case .rectangle: return "rectangle"
    case .ellipse: return "ellipse"
    case .line: return "line"
    case .pen: return "pen"
    case .brush: return "brush"
    case .text: return "text"
    }
  }
}

/// One object on the canvas: an identity, a kind with its geometry, and its colours; and, for
/// the objects panel (spec §9), an optional name, whether it is hidden or locked, and the group
/// it belongs to.
public struct Shape: Hashable, Sendable, Identifiable {
  public let id: ShapeID
  public var kind: ShapeKind
  /// The colour lines, dots, characters and text are drawn in.
  public var strokeColor: ShapeColor
  /// The background of filled interiors (a rectangle's fill, a brush's cells); `.default`
  /// keeps the terminal's background.
  public var fillColor: ShapeColor
  /// The name the user gave it in the objects panel; nil for none (the panel then shows its
  /// label, its text or its kind and ID).
  public var name: String?
  /// Not drawn, rendered or exported, nor picked on the canvas (spec §9).
  public var isHidden: Bool
  /// Not picked or moved on the canvas, only in the objects panel (spec §9).
  public var isLocked: Bool
  /// The group it is a member of (`Document.groups`); nil at the top level.
  public var groupID: ShapeID?
  /// The box it lies in and goes with (spec §10.1, `Document+Containment`): moving, copying or
  /// deleting that box takes it along. Nil when it is in none. Independent of `groupID`.
  public var containerID: ShapeID?

  public init(
    id: ShapeID, kind: ShapeKind, strokeColor: ShapeColor = .default, fillColor: ShapeColor = .default,
    name: String? = nil, isHidden: Bool = false, isLocked: Bool = false, groupID: ShapeID? = nil,
    containerID: ShapeID? = nil
  ) {
    self.id = id
    self.kind = kind
    self.strokeColor = strokeColor
    self.fillColor = fillColor
    self.name = name
    self.isHidden = isHidden
    self.isLocked = isLocked
    self.groupID = groupID
    self.containerID = containerID
  }

  /// The same shape under another identity, for duplicates and pastes: name, flags, group and
  /// container too (the caller moves a copy to the copied group and container).
  public func withID(_ id: ShapeID) -> Shape {
    Shape(
      id: id, kind: kind, strokeColor: strokeColor, fillColor: fillColor, name: name, isHidden: isHidden,
      isLocked: isLocked, groupID: groupID, containerID: containerID)
  }
}

extension Shape {
  /// This shape, but a connector moved without any shape it is attached to (`moving`, the
  /// shapes moved with it) lets go of them: moved with one of them, it stays attached and
  /// follows.
  public func detached(keeping moving: Set<ShapeID>) -> Shape {
    guard case .line(var line) = kind, line.isConnector, line.boundShapes.isDisjoint(with: moving) else {
      return self
    }
    line.startBinding = nil
    line.endBinding = nil
    var shape = self
    shape.kind = .line(line)
    return shape
  }
}
