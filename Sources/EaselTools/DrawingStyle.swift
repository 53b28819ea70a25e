import EaselDocument

/// What the next shape is drawn with: the stroke colour (keys 1–9, 0), the frame style of boxes
/// (Shape → Frame) and the brush (`[` `]`, Tools → Brush Character…).
public struct DrawingStyle: Hashable, Sendable {
  public var strokeColor: ShapeColor
  public var frameStyle: FrameStyle
  public var brush: BrushSettings

  public init(
    strokeColor: ShapeColor = .default, frameStyle: FrameStyle = .light,
    brush: BrushSettings = BrushSettings()
  ) {
    self.strokeColor = strokeColor
    self.frameStyle = frameStyle
    self.brush = brush
  }
}
