import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Connectors in SVG (issue 14): each one a `<polyline>` of horizontal and vertical runs whose
/// ends lie on the sides of the frames of the very boxes it joins (an end with an arrowhead stops
/// short of the side by at most the marker's length and names a marker that exists), checked by
/// python3's own parser.
@Suite("SVG export: connectors")
struct SVGConnectorTests {
  /// Reads the SVG on stdin and, from argv[1], a JSON object mapping each connector's group ID to
  /// the group IDs of its start and end boxes. For every such polyline prints `ok ID POINTS` when
  /// its runs are axis-parallel and each end lies on a side of its own box's frame (or, with a
  /// marker, reaches one within 8 px going on in the run's direction, and the marker exists; a
  /// double frame's side is the centre line between its rails),
  /// else `bad ID` and why; then the count of markers and of marker references.
  static let checker = """
    import sys, json, xml.etree.ElementTree as ET
    bindings = json.loads(sys.argv[1])
    root = ET.fromstring(sys.stdin.buffer.read())
    local = lambda tag: tag.rsplit("}", 1)[-1]
    frames, markers = {}, set()
    for group in root.iter():
        if local(group.tag) == "marker":
            markers.add(group.get("id"))
        if local(group.tag) != "g":
            continue
        for element in group:
            if local(element.tag) == "rect" and element.get("class") == "easel-frame":
                x, y = float(element.get("x")), float(element.get("y"))
                frames.setdefault(group.get("id"), []).append(
                    (x, y, x + float(element.get("width")), y + float(element.get("height"))))
    def on_side(px, py, rects):
        return any((px in (l, r) and t < py < b) or (py in (t, b) and l < px < r) for (l, t, r, b) in rects)
    def reach(end, previous, rects, limit):
        dx = (end[0] > previous[0]) - (end[0] < previous[0])
        dy = (end[1] > previous[1]) - (end[1] < previous[1])
        for step in range(limit + 1):
            if on_side(end[0] + dx * step, end[1] + dy * step, rects):
                return step
        return None
    for rects in frames.values():
        if len(rects) == 2:  # a double frame's two rails: lines meet the centre line between them
            rects.append(tuple((a + b) / 2 for a, b in zip(*rects)))
    references = 0
    for group in root.iter():
        if local(group.tag) != "g" or group.get("id") not in bindings:
            continue
        start_box, end_box = bindings[group.get("id")]
        for line in group:
            if local(line.tag) != "polyline" or line.get("stroke") == "none":
                continue
            points = [tuple(float(v) for v in p.split(",")) for p in line.get("points").split()]
            slanted = [i for i in range(len(points) - 1)
                       if points[i][0] != points[i + 1][0] and points[i][1] != points[i + 1][1]]
            problems = ["slanted run %s" % slanted] if slanted else []
            ends = [(points[0], points[1], start_box, "marker-start"), (points[-1], points[-2], end_box, "marker-end")]
            for end, previous, box, attribute in ends:
                marker = line.get(attribute)
                if marker is not None:
                    references += 1
                    if marker[5:-1] not in markers:
                        problems.append("%s names no marker: %s" % (attribute, marker))
                limit = 8 if marker is not None else 0
                if reach(end, previous, frames.get(box, []), limit) is None:
                    problems.append("end %s not on a side of %s" % (end, box))
            print(("bad %s %s" % (group.get("id"), problems)) if problems else ("ok %s %d" % (group.get("id"), len(points))))
    print("markers", len(markers), "references", references)
    """

  static func run(_ document: Document, bindings: [Int: (Int, Int)]) throws -> [String] {
    let json =
      "{"
      + bindings.sorted { $0.key < $1.key }.map {
        "\"shape-\($0.key)\": [\"shape-\($0.value.0)\", \"shape-\($0.value.1)\"]"
      }
      .joined(separator: ", ") + "}"
    let result = try PipedProcess.run(
      executable: "/usr/bin/env", arguments: ["python3", "-c", checker, json], input: SVGExport.svg(document),
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

  /// The boxes each connector of `diagram` joins.
  static let pairs = [(1, 2), (1, 3), (2, 4), (3, 4)]
  static let bindings = Dictionary(
    uniqueKeysWithValues: pairs.enumerated().map { (5 + $0.offset, $0.element) })

  /// Boxes 1–4 (light, rounded, heavy, double) and connectors 5–8 between them, routed as the
  /// editor routes them.
  static func diagram(arrowAtStart: Bool = false, arrowAtEnd: Bool) throws -> Document {
    var shapes = [box(1, 0, 0), box(2, 30, 0, .rounded), box(3, 0, 12, .heavy), box(4, 30, 12, .double)]
    for (offset, pair) in pairs.enumerated() {
      let line = Line(
        start: .zero, end: .zero, arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd, route: .elbow,
        startBinding: LineBinding(shape: ShapeID(UInt64(pair.0))),
        endBinding: LineBinding(shape: ShapeID(UInt64(pair.1))))
      let document = try Document(shapes: shapes)
      shapes.append(
        Shape(
          id: ShapeID(UInt64(5 + offset)), kind: .line(document.routed(line, index: SpatialIndex(document)))))
    }
    return try Document(shapes: shapes)
  }

  @Test(
    "every connector is a polyline of straight runs ending on its own boxes' frames, with and without arrowheads",
    arguments: [(false, false), (false, true), (true, true)])
  func polylinesOnSides(arrowAtStart: Bool, arrowAtEnd: Bool) throws {
    let lines = try Self.run(
      try Self.diagram(arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd), bindings: Self.bindings)
    #expect(lines.filter { $0.hasPrefix("ok ") }.count == 4, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("bad") }, "\(lines)")
    let references = (arrowAtStart ? 4 : 0) + (arrowAtEnd ? 4 : 0)
    let markers = (arrowAtStart ? 1 : 0) + (arrowAtEnd ? 1 : 0)
    #expect(lines.last == "markers \(markers) references \(references)", "\(lines)")
  }

  @Test("the checker refuses a line off the frames and a connector that ends on another box than its own")
  func theCheckerCanFail() throws {
    var document = try Self.diagram(arrowAtEnd: true)
    // A free elbow line nowhere near a frame.
    let stray = Line(
      start: CanvasPoint(column: 60, row: 30), end: CanvasPoint(column: 70, row: 33), route: .elbow,
      startBinding: nil, endBinding: nil, bends: [CanvasPoint(column: 70, row: 30)])
    try document.apply(document.adding([Shape(id: ShapeID(20), kind: .line(stray))]))
    var bindings = Self.bindings
    bindings[20] = (1, 2)
    bindings[5] = (1, 3)  // it really joins 1 and 2
    let checked = try Self.run(document, bindings: bindings)
    #expect(checked.contains { $0.hasPrefix("bad shape-20") }, "\(checked)")
    #expect(checked.contains { $0.hasPrefix("bad shape-5") }, "\(checked)")
    #expect(checked.filter { $0.hasPrefix("ok ") }.count == 3, "\(checked)")
  }
}
