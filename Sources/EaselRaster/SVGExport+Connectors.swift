import EaselDocument

extension SVGScene {
  typealias Point = (x: Double, y: Double)

  /// A connector or an elbow line as one `<polyline>` through the centres of its vertices' cells
  /// (a bound end's cell lies on its shape's frame, so the line ends on the frame), with
  /// arrowhead markers; double lines as two rails offset either side, mitred at the corners.
  mutating func drawPolyline(_ line: Line, of shape: Shape) {
    let color = SVGExport.strokeHex(shape.strokeColor)
    // In eighths of a pixel; consecutive repeats would give a corner no direction.
    var points: [Point] = []
    for vertex in line.vertices {
      let point: Point = (Double(centreX(vertex.column)), Double(centreY(vertex.row)))
      if let last = points.last, last == point { continue }
      points.append(point)
    }
    guard points.count >= 2 else {
      drawLine(Line(start: line.start, end: line.end, style: line.style), of: shape)
      return
    }
    if line.arrowAtStart { points[0] = pulledBack(points[0], from: points[1]) }
    if line.arrowAtEnd {
      points[points.count - 1] = pulledBack(points[points.count - 1], from: points[points.count - 2])
    }
    var markers: Attributes = []
    if line.arrowAtStart { markers.append(("marker-start", arrowMarker(atEnd: false, color: color))) }
    if line.arrowAtEnd { markers.append(("marker-end", arrowMarker(atEnd: true, color: color))) }
    let fill: Attributes = [("fill", "none"), ("stroke-linejoin", "miter")]
    guard line.style == .double || line.style == .asciiDouble else {
      let attributes: Attributes = [("points", Self.pointList(points))] + fill
      body.empty("polyline", attributes + strokeAttributes(line.style, color: color) + markers)
      return
    }
    for side in [1.0, -1.0] {
      let rail = Self.offset(points, by: side * Double(doubleOffset))
      let attributes: Attributes = [("points", Self.pointList(rail))] + fill
      body.empty("polyline", attributes + strokeAttributes(line.style, color: color))
    }
    if !markers.isEmpty {
      let attributes: Attributes = [("points", Self.pointList(points)), ("fill", "none"), ("stroke", "none")]
      body.empty("polyline", attributes + markers)
    }
  }

  /// `point` moved towards `other` by the arrow's inset, so the marker's tip lands on `point`.
  private func pulledBack(_ point: Point, from other: Point) -> Point {
    let (dx, dy) = (other.0 - point.0, other.1 - point.1)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return point }
    let inset = min(Double(arrowInset), max(0, length / 2 - 1))
    return (point.0 + dx / length * inset, point.1 + dy / length * inset)
  }

  /// The polyline moved `distance` to the left of its direction of travel: each vertex by the
  /// sum of the unit normals of the runs beside it (the mitre point of a right-angle corner).
  static func offset(_ points: [Point], by distance: Double) -> [Point] {
    func normal(_ a: Point, _ b: Point) -> Point {
      let (dx, dy) = (b.0 - a.0, b.1 - a.1)
      let length = (dx * dx + dy * dy).squareRoot()
      return length > 0 ? (dy / length, -dx / length) : (0, 0)
    }
    return points.indices.map { index in
      var shift: Point = (0, 0)
      if index > 0 {
        let n = normal(points[index - 1], points[index])
        shift = (shift.0 + n.0, shift.1 + n.1)
      }
      if index < points.count - 1 {
        let n = normal(points[index], points[index + 1])
        if index == 0 || (n.0 * shift.0 + n.1 * shift.1) < 0.999 { shift = (shift.0 + n.0, shift.1 + n.1) }
      }
      return (points[index].0 + shift.0 * distance, points[index].1 + shift.1 * distance)
    }
  }

  static func pointList(_ points: [Point]) -> String {
    points.map { SVGMarkup.number(SVGMarkup.eighths($0.x)) + "," + SVGMarkup.number(SVGMarkup.eighths($0.y)) }
      .joined(separator: " ")
  }

  /// A line's label where the terminal draws it: the page colour over the label's cells (the
  /// blank either side included, as the terminal leaves them), then one `<text>` line a row.
  mutating func drawLineLabel(_ label: LineLabelPlacement, color: String) {
    var spans: [(attributes: Attributes, content: String)] = []
    for line in label.lines {
      let (content, width) = Self.visible(line.text, columns: nil)
      body.empty(
        "rect",
        [
          ("class", "easel-label-background"), ("x", Self.number(x(line.column - 1))),
          ("y", Self.number(y(line.row))), ("width", Self.number(x(width + 2))),
          ("height", Self.number(y(1))), ("fill", SVGExport.pageColor),
        ])
      guard width > 0 else { continue }
      let attributes: Attributes = [
        ("x", Self.number(x(line.column) + x(width) / 2)), ("y", Self.number(baseline(line.row))),
        ("textLength", Self.number(x(width))), ("lengthAdjust", "spacing"),
      ]
      spans.append((attributes, content))
    }
    guard !spans.isEmpty else { return }
    body.text(
      [
        ("class", "easel-label"), ("xml:space", "preserve"), ("text-anchor", "middle"),
        ("fill", color),
      ], spans: spans)
  }
}
