import EaselDocument

/// What the next shape is drawn with: the stroke colour (keys 1–9, 0), the frame style of boxes
/// (Shape → Frame), the style and arrowheads of lines (Shape → Connector) and the brush (`[` `]`,
/// Tools → Brush Character…).
public struct DrawingStyle: Hashable, Sendable {
  public var strokeColor: ShapeColor
  public var frameStyle: FrameStyle
  public var lineStyle: FrameStyle
  /// The arrowheads of the next lines; nil until the user picks some: then a line drawn to a
  /// shape (its end attached) gets one at its end, as an arrow, and a free line none.
  public var arrowheads: LineArrowheads?
  public var brush: BrushSettings

  public init(
    strokeColor: ShapeColor = .default, frameStyle: FrameStyle = .light, lineStyle: FrameStyle = .light,
    arrowheads: LineArrowheads? = nil, brush: BrushSettings = BrushSettings()
  ) {
    self.strokeColor = strokeColor
    self.frameStyle = frameStyle
    self.lineStyle = lineStyle
    self.arrowheads = arrowheads
    self.brush = brush
  }

  /// The arrowheads a new line gets, given whether its end is attached to a shape.
  public func arrowheads(endAttached: Bool) -> LineArrowheads {
    arrowheads ?? LineArrowheads(atStart: false, atEnd: endAttached)
  }
}

/// Which ends of a line carry an arrowhead.
public struct LineArrowheads: Hashable, Sendable {
  public var atStart: Bool
  public var atEnd: Bool

  public init(atStart: Bool, atEnd: Bool) {
    self.atStart = atStart
    self.atEnd = atEnd
  }
}
