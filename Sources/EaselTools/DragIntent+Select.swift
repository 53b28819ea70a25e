extension DragIntent {
  /// Alt on a move: drop a duplicate at the new place and leave the original (spec §5.1). The
  /// same key as `fromCenter`, named for what it means to the select tool.
  public var duplicates: Bool { fromCenter }

  /// Alt on a marquee: also select the shapes it touches, not only those wholly inside.
  public var selectsTouching: Bool { fromCenter }
}
