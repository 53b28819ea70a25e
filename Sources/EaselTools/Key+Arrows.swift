import EaselInput

extension Key {
  /// The arrow keys: nudges, keyboard gestures and the keyboard marquee move by them.
  public var isArrow: Bool { arrowStep != nil }

  /// The cell step of an arrow key.
  public var arrowStep: (columns: Int, rows: Int)? {
    switch self {
    case .left: return (-1, 0)
    case .right: return (1, 0)
    case .up: return (0, -1)
    case .down: return (0, 1)
    default: return nil
    }
  }
}
