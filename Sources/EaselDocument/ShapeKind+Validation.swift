import EaselGeometry

/// Bounds every document respects, so arithmetic on coordinates never overflows and a hostile
/// file cannot ask for unbounded work.
public enum CanvasLimits {
  /// Largest absolute canvas coordinate, in cells.
  public static let maximumCoordinate = 1_000_000
  /// Most points in one pen stroke or cells in one brush stroke.
  public static let maximumPointsPerStroke = 1_000_000
  /// Longest text or label, in UTF-8 bytes.
  public static let maximumTextBytes = 1 << 18
  /// Shape IDs stay below this (2^53, exact in any JSON reader), so `nextShapeID` never overflows.
  public static let maximumShapeID: UInt64 = 1 << 53
  /// Most groups in a chain of groups inside groups: walking up from a shape stays short.
  public static let maximumGroupDepth = 32
  /// Longest name of a shape or a group, in UTF-8 bytes: a panel row shows a few dozen cells.
  public static let maximumNameBytes = 1024
  /// Most boxes in a chain of boxes inside boxes (`Shape.containerID`): walking up from a
  /// shape stays short.
  public static let maximumContainerDepth = 32
  /// Largest inset of a label on any side, in cells: the widest a box can be.
  public static let maximumLabelInset = 2 * maximumCoordinate + 1

  /// True when `name` may name a shape or a group: one line of at least one character, no
  /// control character, at most `maximumNameBytes`.
  public static func isAllowedName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= maximumNameBytes
      && !name.unicodeScalars.contains(where: isControl)
  }

  public static func contains(_ point: CanvasPoint) -> Bool {
    let range = -maximumCoordinate...maximumCoordinate
    return range.contains(point.column) && range.contains(point.row)
  }

  /// True when every cell of `rect` lies within the limits and it covers at least one cell.
  public static func contains(_ rect: CanvasRect) -> Bool {
    let span = 2 * maximumCoordinate + 1
    guard contains(rect.origin), (1...span).contains(rect.size.columns), (1...span).contains(rect.size.rows)
    else { return false }
    return contains(CanvasPoint(column: rect.maxColumn - 1, row: rect.maxRow - 1))
  }

  /// True when `text` holds no control character other than the newline.
  public static func isAllowedText(_ text: String) -> Bool {
    text.utf8.count <= maximumTextBytes
      && text.unicodeScalars.allSatisfy { scalar in
        scalar == "\n" || !isControl(scalar)
      }
  }

  /// C0, DEL, C1 and the line/paragraph separators: never stored, never drawn raw.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
  }
}

extension ShapeKind {
  /// What is wrong with this geometry, if anything: sizes below one cell, coordinates beyond
  /// `CanvasLimits`, empty strokes, control characters in text.
  public func geometryViolations() -> [String] {
    var problems: [String] = []
    func check(_ rect: CanvasRect, _ what: String) {
      if !CanvasLimits.contains(rect) { problems.append("\(what) \(rect) is empty or out of range") }
    }
    func check(_ point: CanvasPoint, _ what: String) {
      if !CanvasLimits.contains(point) { problems.append("\(what) \(point) is out of range") }
    }
    func checkCharacter(_ character: Character, _ what: String) {
      if character.unicodeScalars.contains(where: CanvasLimits.isControl)
        || TextWidth.width(of: character) == 0
      {
        problems.append("\(what) is not a printable character")
      }
    }
    switch self {
    case .rectangle(let rectangle):
      check(rectangle.bounds, "bounds")
      if let fill = rectangle.fillCharacter { checkCharacter(fill, "fill character") }
      if !CanvasLimits.isAllowedText(rectangle.label) { problems.append("label has control characters") }
      if !rectangle.labelInsets.isWithinLimits {
        problems.append("label insets are not within 0…\(CanvasLimits.maximumLabelInset)")
      }
    case .ellipse(let ellipse):
      check(ellipse.bounds, "bounds")
    case .line(let line):
      check(line.start, "start")
      check(line.end, "end")
      let route = Self.routeViolations(of: line)
      problems += route
      if !CanvasLimits.isAllowedText(line.label) { problems.append("label has control characters") }
      // The label is drawn beside the middle run, so it may reach past the canvas even when
      // every vertex is inside (the loader refuses such a file; the model must too).
      if !line.label.isEmpty, route.isEmpty, CanvasLimits.contains(line.start),
        CanvasLimits.contains(line.end),
        line.label.utf8.count <= CanvasLimits.maximumTextBytes
      {
        check(bounds, "label extent")
      }
    case .pen(let stroke):
      if stroke.points.isEmpty { problems.append("pen stroke has no points") }
      if stroke.points.count > CanvasLimits.maximumPointsPerStroke { problems.append("too many points") }
      for point in stroke.points where !CanvasLimits.contains(point.canvasCell) {
        problems.append("point \(point) is out of range")
        break
      }
    case .brush(let stroke):
      if stroke.cells.isEmpty { problems.append("brush stroke has no cells") }
      if stroke.cells.count > CanvasLimits.maximumPointsPerStroke { problems.append("too many cells") }
      if Set(stroke.cells).count != stroke.cells.count { problems.append("brush cells repeat") }
      for cell in stroke.cells where !CanvasLimits.contains(cell) {
        problems.append("cell \(cell) is out of range")
        break
      }
      checkCharacter(stroke.character, "brush character")
      if stroke.size < 1 { problems.append("brush size \(stroke.size) is below 1") }
    case .text(let text):
      check(text.origin, "origin")
      if CanvasLimits.contains(text.origin) && text.text.utf8.count <= CanvasLimits.maximumTextBytes {
        check(bounds, "text extent")
      }
      if text.text.isEmpty { problems.append("text is empty") }
      if !CanvasLimits.isAllowedText(text.text) { problems.append("text has control characters") }
    }
    return problems
  }
}

extension ShapeKind {
  /// A straight line has no bends; an elbow line's vertices share a row or a column pair by pair.
  static func routeViolations(of line: Line) -> [String] {
    if line.bends.count > CanvasLimits.maximumPointsPerStroke { return ["too many bends"] }
    for bend in line.bends where !CanvasLimits.contains(bend) {
      return ["bend (\(bend.column), \(bend.row)) is out of range"]
    }
    switch line.route {
    case .straight:
      return line.bends.isEmpty ? [] : ["a straight line has no bends"]
    case .elbow:
      let vertices = line.vertices
      for (a, b) in zip(vertices, vertices.dropFirst()) where a.row != b.row && a.column != b.column {
        return [
          "the elbow run from (\(a.column), \(a.row)) to (\(b.column), \(b.row)) is neither horizontal nor vertical"
        ]
      }
      return []
    }
  }
}
