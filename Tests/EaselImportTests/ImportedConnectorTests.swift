import EaselDocument
import EaselGeometry
import EaselImport
import EaselRender
import Testing

/// A connector read from a text diagram keeps to horizontal and vertical runs when a box it
/// joins moves, as text diagrams do: imported lines of straight runs are elbow routes, so
/// `easel edit` of a README never turns an arrow into a slanted run of Braille dots.
@Suite("Import: connectors stay orthogonal when boxes move")
struct ImportedConnectorTests {
  static let diagram = """
    +-----+      +-----+
    |  A  |----->|  B  |
    +-----+      +-----+

    """

  /// The imported diagram with box B moved `rows` down, its connector following; rendered.
  static func movedDown(_ rows: Int, forcing route: LineRoute? = nil) throws -> (Document, String) {
    var document = try TextImport.document(from: Array(diagram.utf8))
    if let route {
      let lines = document.shapes.compactMap { shape -> Shape? in
        guard case .line(var line) = shape.kind else { return nil }
        line.route = route
        var changed = shape
        changed.kind = .line(line)
        return changed
      }
      try document.apply(document.updating(lines))
    }
    let b = try #require(
      document.shapes.first { shape in
        if case .rectangle(let box) = shape.kind { return box.bounds.minColumn > 5 }
        return false
      })
    let move = document.translating([b.id], columns: 0, rows: rows)
    try document.apply(move)
    try document.apply(document.connectorFollowUp(after: move, index: SpatialIndex(document)))
    return (document, String(decoding: try TextExport.render(document), as: UTF8.self))
  }

  static func hasBraille(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
  }

  @Test("the arrow between two boxes is an elbow connector bound to both")
  func importedAsElbow() throws {
    let document = try TextImport.document(from: Array(Self.diagram.utf8))
    let lines = document.shapes.compactMap { shape -> Line? in
      if case .line(let line) = shape.kind { return line }
      return nil
    }
    #expect(lines.count == 1)
    #expect(lines.first?.route == .elbow)
    #expect(lines.first?.boundShapes.count == 2)
  }

  @Test("box B moved four rows down: the arrow turns a corner, with no slanted run")
  func staysOrthogonal() throws {
    let (document, text) = try Self.movedDown(4)
    #expect(!Self.hasBraille(text), "\n\(text)")
    #expect(document.invariantViolations() == [])
    guard
      case .line(let line)? = document.shapes.first(where: { if case .line = $0.kind { true } else { false } }
      )?.kind
    else {
      Issue.record("the connector is gone")
      return
    }
    #expect(!line.bends.isEmpty, "it turns to reach B where it went")
    #expect(text.contains(">") || text.contains("v"), "the arrowhead is still there:\n\(text)")
    // The check can fail: the same move with the connector made straight draws a slanted run.
    let (_, straight) = try Self.movedDown(4, forcing: .straight)
    #expect(Self.hasBraille(straight), "\n\(straight)")
  }
}
