import EaselGeometry

extension Shape {
  /// Whether a click on `point` picks this shape: anywhere in its bounds, except for lines,
  /// which are picked only on the cells they run through (a slanted one within about a cell of
  /// it) and on their label, so a connector's wide bounds do not cover the boxes it joins.
  public func isHit(by point: CanvasPoint) -> Bool {
    guard bounds.contains(point) else { return false }
    guard case .line(let line) = kind else { return true }
    if let label = line.labelPlacement, label.area.contains(point) { return true }
    let vertices = line.vertices
    for (a, b) in zip(vertices, vertices.dropFirst()) {
      if a.row == b.row || a.column == b.column {
        if CanvasRect(corner: a, corner: b).contains(point) { return true }
      } else if Self.isNear(point, segmentFrom: a, to: b) {
        return true
      }
    }
    return false
  }

  /// Within one cell's width of the segment between the centres of `a` and `b`, as seen (rows
  /// count twice: a cell is about twice as tall as wide).
  static func isNear(_ point: CanvasPoint, segmentFrom a: CanvasPoint, to b: CanvasPoint) -> Bool {
    let (ax, ay) = (Double(a.column), Double(2 * a.row))
    let (bx, by) = (Double(b.column), Double(2 * b.row))
    let (px, py) = (Double(point.column), Double(2 * point.row))
    let (dx, dy) = (bx - ax, by - ay)
    let length = dx * dx + dy * dy
    let t = length > 0 ? max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0
    let (nx, ny) = (ax + t * dx - px, ay + t * dy - py)
    return nx * nx + ny * ny <= 1.0
  }
}
