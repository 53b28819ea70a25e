import EaselDocument

/// What box-drawing lines meet in one cell: four arms (up, down, left, right), each with a
/// weight, plus the style of the topmost shape that drew there.
///
/// Frames and straight lines add arms cell by cell in z-order, so where a line ends on a box
/// edge, two boxes share an edge or lines cross, the cell shows the merged junction (`├`, `┼`,
/// `╪` …) rather than whichever shape came last.
@usableFromInline
struct BoxJunction: Hashable, Sendable {
  /// How heavy one arm is; `none` when the arm is absent.
  enum Weight: UInt8, Hashable, Sendable {
    case none
    case light
    case heavy
    case double
  }

  var up: Weight
  var down: Weight
  var left: Weight
  var right: Weight
  /// The style of the topmost contributor: it decides rounded corners, ASCII glyphs and the
  /// weight every arm falls back to when Unicode has no glyph for a mix.
  var style: FrameStyle

  init(
    up: Weight = .none, down: Weight = .none, left: Weight = .none, right: Weight = .none,
    style: FrameStyle
  ) {
    self.up = up
    self.down = down
    self.left = left
    self.right = right
    self.style = style
  }

  /// Arms for a shape of `style`: each flag that is set becomes an arm of the style's weight.
  init(up: Bool, down: Bool, left: Bool, right: Bool, style: FrameStyle) {
    let weight = Self.weight(of: style)
    self.init(
      up: up ? weight : .none, down: down ? weight : .none, left: left ? weight : .none,
      right: right ? weight : .none, style: style)
  }

  /// The weight a frame style draws with; rounded and ASCII frames join like light ones.
  static func weight(of style: FrameStyle) -> Weight {
    switch style {
    case .light, .rounded, .ascii, .dashed, .asciiRounded, .asciiDouble, .asciiUnderscore: return .light
    case .heavy: return .heavy
    case .double: return .double
    }
  }

  var hasArms: Bool { up != .none || down != .none || left != .none || right != .none }

  /// This junction with `top` drawn over it: every arm `top` has replaces the one below (so a
  /// light box drawn over a heavy edge makes it light), arms `top` lacks are kept. The style is
  /// `top`'s, except that underscores draw no junction with another style (`_` and `|` cannot
  /// show a line meeting a `+--+` or `┌──┐` frame): that style draws it, above or below.
  func merged(under top: BoxJunction) -> BoxJunction {
    let style =
      top.style == .asciiUnderscore && hasArms && self.style != .asciiUnderscore ? self.style : top.style
    return BoxJunction(
      up: top.up == .none ? up : top.up, down: top.down == .none ? down : top.down,
      left: top.left == .none ? left : top.left, right: top.right == .none ? right : top.right,
      style: style)
  }

  /// Every present arm set to `weight`.
  func withAllArms(_ weight: Weight) -> BoxJunction {
    func convert(_ arm: Weight) -> Weight { arm == .none ? .none : weight }
    return BoxJunction(
      up: convert(up), down: convert(down), left: convert(left), right: convert(right), style: style)
  }

  /// A lone arm (a line's end cell, a one-row box's end) extended across the cell, so the line
  /// runs to the cell's far edge instead of stopping halfway as `╴` would.
  func extendingLoneArm() -> BoxJunction {
    var result = self
    switch (up != .none, down != .none, left != .none, right != .none) {
    case (true, false, false, false): result.down = up
    case (false, true, false, false): result.up = down
    case (false, false, true, false): result.right = left
    case (false, false, false, true): result.left = right
    default: break
    }
    return result
  }
}
