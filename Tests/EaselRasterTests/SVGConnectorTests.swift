import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Connectors in SVG (issue 14): each one a `<polyline>` of horizontal and vertical runs whose
/// ends lie on the sides of the frames of the boxes it joins, checked by python3's own parser.
@Suite("SVG export: connectors")
struct SVGConnectorTests {
  /// Reads the SVG on stdin; for every polyline of an `easel-line` group prints `ok` when its
  /// runs are axis-parallel and each end lies on a side of some `easel-frame` rect (between its
  /// corners), else `bad` and why; then the count of markers.
  static let checker = """
    import sys, xml.etree.ElementTree as ET
    root = ET.fromstring(sys.stdin.buffer.read())
    local = lambda tag: tag.rsplit("}", 1)[-1]
    frames = []
    for element in root.iter():
        if local(element.tag) == "rect" and element.get("class") == "easel-frame":
            x, y = float(element.get("x")), float(element.get("y"))
            frames.append((x, y, x + float(element.get("width")), y + float(element.get("height"))))
    def on_side(px, py):
        for (l, t, r, b) in frames:
            if (px in (l, r) and t < py < b) or (py in (t, b) and l < px < r):
                return True
        return False
    for group in root.iter():
        if local(group.tag) != "g" or group.get("class") != "easel-line":
            continue
        for line in group:
            if local(line.tag) != "polyline" or line.get("stroke") == "none":
                continue
            points = [tuple(float(v) for v in p.split(",")) for p in line.get("points").split()]
            slanted = [i for i in range(len(points) - 1)
                       if points[i][0] != points[i + 1][0] and points[i][1] != points[i + 1][1]]
            if slanted:
                print("bad", group.get("id"), "slanted run", slanted)
            elif not on_side(*points[0]) or not on_side(*points[-1]):
                print("bad", group.get("id"), "ends", points[0], points[-1], "not on a frame side")
            else:
                print("ok", group.get("id"), len(points))
    print("markers", sum(1 for e in root.iter() if local(e.tag) == "marker"))
    """

  static func run(_ document: Document) throws -> [String] {
    let result = try PipedProcess.run(
      executable: "/usr/bin/env", arguments: ["python3", "-c", checker], input: SVGExport.svg(document),
      timeout: .seconds(60))
    #expect(result.termination?.reason == .exited(0), "\(result.errorText)")
    return result.outputText.split(separator: "\n").map(String.init)
  }

  static func box(_ id: UInt64, _ column: Int, _ row: Int, _ style: FrameStyle = .light) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(
        Rectangle(bounds: CanvasRect(column: column, row: row, columns: 10, rows: 3), frameStyle: style)))
  }

  /// Boxes 1–4 and connectors 5–8 between them, routed as the editor routes them.
  static func diagram(arrows: Bool) throws -> Document {
    var shapes = [box(1, 0, 0), box(2, 30, 0, .rounded), box(3, 0, 12, .heavy), box(4, 30, 12)]
    for (offset, pair) in [(1, 2), (1, 3), (2, 4), (3, 4)].enumerated() {
      let line = Line(
        start: .zero, end: .zero, arrowAtEnd: arrows, route: .elbow,
        startBinding: LineBinding(shape: ShapeID(UInt64(pair.0))),
        endBinding: LineBinding(shape: ShapeID(UInt64(pair.1))))
      let document = try Document(shapes: shapes)
      shapes.append(
        Shape(
          id: ShapeID(UInt64(5 + offset)), kind: .line(document.routed(line, index: SpatialIndex(document)))))
    }
    return try Document(shapes: shapes)
  }

  @Test("every connector is a polyline of straight runs ending on its boxes' frames")
  func polylinesOnSides() throws {
    let lines = try Self.run(try Self.diagram(arrows: false))
    #expect(lines.filter { $0.hasPrefix("ok ") }.count == 4, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("bad") }, "\(lines)")
  }

  @Test("a connector with an arrowhead ends in a marker; the same checker refuses a line off the frames")
  func markersAndTheCheckerCanFail() throws {
    let lines = try Self.run(try Self.diagram(arrows: true))
    #expect(lines.last == "markers 1", "\(lines)")
    // A free elbow line nowhere near a frame: the checker must say so.
    var document = try Self.diagram(arrows: false)
    let stray = Line(
      start: CanvasPoint(column: 60, row: 30), end: CanvasPoint(column: 70, row: 33), route: .elbow,
      startBinding: nil, endBinding: nil, bends: [CanvasPoint(column: 70, row: 30)])
    try document.apply(document.adding([Shape(id: ShapeID(20), kind: .line(stray))]))
    let checked = try Self.run(document)
    #expect(checked.contains { $0.hasPrefix("bad shape-20") }, "\(checked)")
  }
}
