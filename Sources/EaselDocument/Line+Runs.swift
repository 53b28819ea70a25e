import EaselGeometry

/// The user's own runs (spec §8 "Editing"): dragging an inner run of an elbow route moves it
/// across itself; the route then keeps that run while its shapes move, only the first and last
/// runs stretching to follow the ends, until an end moves past what the kept runs allow and
/// the route is found again.
extension Line {
  /// The runs a user may move, with the cell their handle is drawn on: every run of an elbow
  /// route but the first and the last, which leave and enter the shapes. The handle sits at
  /// the run's middle, or, where the label covers that, on the run just before the label.
  public var runHandles: [(run: Int, cell: CanvasPoint)] {
    guard route == .elbow, bends.count >= 2 else { return [] }
    let vertices = self.vertices
    let label = labelPlacement
    return (1..<vertices.count - 2).map { run in
      let (a, b) = (vertices[run], vertices[run + 1])
      var cell = CanvasPoint(column: (a.column + b.column) / 2, row: (a.row + b.row) / 2)
      if let area = label?.area, area.contains(cell) {
        let (low, high) = (min(a, b), max(a, b))
        if a.row == b.row {
          let before = area.minColumn - 1
          cell.column = before >= low.column ? before : Swift.min(area.maxColumn, high.column)
        } else {
          let before = area.minRow - 1
          cell.row = before >= low.row ? before : Swift.min(area.maxRow, high.row)
        }
      }
      return (run, cell)
    }
  }

  /// Whether run `run` (from vertex `run` to the next) goes along a row.
  public func isHorizontalRun(_ run: Int) -> Bool {
    let vertices = self.vertices
    guard run >= 0, run + 1 < vertices.count else { return false }
    return vertices[run].row == vertices[run + 1].row
  }

  /// The line with inner run `run` moved `distance` cells across itself (down for a
  /// horizontal run, right for a vertical one; negative the other way), marked as the user's;
  /// nil when `run` is not an inner run. Runs that come to nothing are dropped.
  public func movingRun(_ run: Int, by distance: Int) -> Line? {
    guard runHandles.contains(where: { $0.run == run }) else { return nil }
    var vertices = self.vertices
    let horizontal = isHorizontalRun(run)
    for index in [run, run + 1] {
      if horizontal {
        vertices[index].row += distance
      } else {
        vertices[index].column += distance
      }
    }
    var moved = self
    moved.bends = Array(Self.simplified(vertices).dropFirst().dropLast())
    moved.userRuns = true
    return moved
  }

  /// The route through `start` and `end` keeping every inner run where it is: the first and
  /// last runs stretch or shrink to meet the new ends. Nil when that no longer works: a run
  /// would leave its side of a bound frame backwards or come to nothing, or turn on the cell
  /// just outside it (a route leaves and enters a side straight for a cell, so an arrowhead
  /// beside the frame never lands on it).
  func keepingRuns(start: CanvasPoint, startSide: ShapeSide?, end: CanvasPoint, endSide: ShapeSide?) -> Line?
  {
    // Simplified first, so each run turns from the one before and stays straight when an end
    // stretches it.
    var vertices = Self.simplified(self.vertices)
    let last = vertices.count - 1
    guard last >= 3 else { return nil }
    let firstHorizontal = vertices[0].row == vertices[1].row
    let lastHorizontal = vertices[last - 1].row == vertices[last].row
    vertices[0] = start
    vertices[last] = end
    if firstHorizontal { vertices[1].row = start.row } else { vertices[1].column = start.column }
    if lastHorizontal { vertices[last - 1].row = end.row } else { vertices[last - 1].column = end.column }
    func leaves(_ from: CanvasPoint, to next: CanvasPoint, side: ShapeSide?, horizontal: Bool) -> Bool {
      guard from != next else { return false }
      guard let side else { return true }
      guard abs(next.column - from.column) + abs(next.row - from.row) >= 2 else { return false }
      switch side {
      case .right: return horizontal && next.column > from.column
      case .left: return horizontal && next.column < from.column
      case .top: return !horizontal && next.row < from.row
      case .bottom: return !horizontal && next.row > from.row
      }
    }
    guard leaves(vertices[0], to: vertices[1], side: startSide, horizontal: firstHorizontal),
      leaves(vertices[last], to: vertices[last - 1], side: endSide, horizontal: lastHorizontal)
    else { return nil }
    var kept = self
    kept.start = start
    kept.end = end
    kept.bends = Array(Self.simplified(vertices).dropFirst().dropLast())
    return kept
  }

  private func min(_ a: CanvasPoint, _ b: CanvasPoint) -> CanvasPoint {
    CanvasPoint(column: Swift.min(a.column, b.column), row: Swift.min(a.row, b.row))
  }

  private func max(_ a: CanvasPoint, _ b: CanvasPoint) -> CanvasPoint {
    CanvasPoint(column: Swift.max(a.column, b.column), row: Swift.max(a.row, b.row))
  }

  /// `vertices` without repeated points and without corners that are not corners (a vertex
  /// between two runs along the same row or column); the ends always stay.
  static func simplified(_ vertices: [CanvasPoint]) -> [CanvasPoint] {
    var result: [CanvasPoint] = []
    for vertex in vertices {
      if result.last == vertex { continue }
      if result.count >= 2 {
        let (a, b) = (result[result.count - 2], result[result.count - 1])
        if (a.row == b.row && b.row == vertex.row) || (a.column == b.column && b.column == vertex.column) {
          result.removeLast()
        }
      }
      result.append(vertex)
    }
    if result.count == 1, let last = vertices.last { result.append(last) }
    return result
  }
}
