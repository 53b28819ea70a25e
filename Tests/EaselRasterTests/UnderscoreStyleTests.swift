import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

/// The underscore ASCII style (issue 16): `_` across, `|` down, the classic ` ____ ` over
/// `|____|` box; junctions with other styles drawn in those styles.
@Suite("ASCII underscore style")
struct UnderscoreStyleTests {
  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func text(_ scene: RasterizerScene) throws -> String {
    String(decoding: try TextExport.render(try Document(shapes: scene.shapes)), as: UTF8.self)
  }

  @Test func aBoxHasBlankTopCornersAndBarsAtTheBottom() throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 7, 3, .asciiUnderscore, label: "A")
    scene.box(8, 0, 4, 2, .asciiUnderscore)
    #expect(try Self.text(scene) == " _____   __\n|  A  | |__|\n|_____|\n")
  }

  @Test func boxesSharingASideJoinWithUnderscoresAndBars() throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 5, 3, .asciiUnderscore)
    scene.box(4, 0, 5, 3, .asciiUnderscore)
    #expect(try Self.text(scene) == " _______\n|   |   |\n|___|___|\n")
  }

  /// Each way an elbow turns: down is blank (the `_` before it draws the turn), up is `|`.
  @Test func cornersTurningDownAreBlankAndTurningUpAreBars() throws {
    var scene = RasterizerScene()
    for (start, bend, end) in [
      ((0, 0), (4, 0), (4, 2)), ((10, 0), (6, 0), (6, 2)), ((12, 0), (12, 2), (16, 2)),
      ((22, 0), (22, 2), (18, 2)),
    ] {
      scene.add(
        .line(
          Line(
            start: Self.point(start.0, start.1), end: Self.point(end.0, end.1), style: .asciiUnderscore,
            route: .elbow, bends: [Self.point(bend.0, bend.1)])))
    }
    #expect(
      try Self.text(scene) == "____   ____ |         |\n    | |     |         |\n    | |     |____ ____|\n")
  }

  @Test func arrowheadsAreASCII() throws {
    var scene = RasterizerScene()
    scene.line((0, 0), (5, 0), .asciiUnderscore, arrowAtStart: true, arrowAtEnd: true)
    scene.line((7, 0), (7, 2), .asciiUnderscore, arrowAtEnd: true)
    #expect(try Self.text(scene) == "<____> |\n       |\n       v\n")
  }

  /// Where an underscore line meets another style's frame, that style draws the junction, and
  /// an ASCII line meeting an underscore frame draws `+`.
  @Test func junctionsWithOtherStylesAreTheirs() throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 5, 3, .light)
    scene.box(12, 0, 5, 3, .ascii)
    scene.box(24, 0, 5, 3, .asciiUnderscore)
    scene.line((4, 1), (12, 1), .asciiUnderscore)
    scene.line((16, 1), (24, 1), .ascii)
    #expect(
      try Self.text(scene)
        == "┌───┐       +---+        ___\n│   ├_______+   +-------+   |\n└───┘       +---+       |___|\n")
  }

  @Test("Frames and connectors of every kind, as the terminal shows them")
  func golden() {
    var scene = RasterizerScene()
    scene.box(0, 0, 9, 3, .asciiUnderscore, label: "client")
    scene.box(24, 0, 9, 3, .asciiUnderscore, label: "server")
    scene.box(0, 8, 9, 3, .asciiUnderscore, label: "cache")
    scene.box(24, 8, 9, 4, .asciiUnderscore, label: "db")
    scene.box(37, 8, 6, 4, .light)
    scene.connect(1, 2, style: .asciiUnderscore, fromSide: .right, toSide: .left)
    scene.connect(1, 3, style: .asciiUnderscore, fromSide: .bottom, toSide: .top)
    scene.connect(2, 4, style: .asciiUnderscore, arrowAtStart: true, fromSide: .bottom, toSide: .top)
    scene.connect(3, 4, style: .ascii, fromSide: .right, toSide: .left)
    scene.connect(4, 5, style: .asciiUnderscore, fromSide: .right, toSide: .left)
    // A free elbow turning up, then down.
    scene.add(
      .line(
        Line(
          start: Self.point(12, 3), end: Self.point(20, 6), style: .asciiUnderscore, route: .elbow,
          bends: [Self.point(12, 5), Self.point(20, 5)])))
    GoldenFrame.expect(scene.render(columns: 44, rows: 12), matches: "underscore")
  }

  @Test func erasingAFramesSideLeavesItsCornersBlank() throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 6, 4, .asciiUnderscore)
    let document = try Document(shapes: scene.shapes)
    for area in [
      EraseArea(CanvasRect(column: 0, row: 1, columns: 1, rows: 3)),
      EraseArea(CanvasRect(column: 1, row: 0, columns: 4, rows: 1)),
      EraseArea(CanvasRect(column: 5, row: 1, columns: 1, rows: 1)),
    ] {
      let (after, _) = try EraseCheck.erased(document, area)
      #expect(EraseCheck.differences(before: document.shapes, after: after.shapes, area: area) == [])
    }
  }

  @Test func cuttingAnElbowBelowItsCornerLeavesTheCornerBlank() throws {
    var scene = RasterizerScene()
    scene.add(
      .line(
        Line(
          start: Self.point(0, 0), end: Self.point(5, 3), style: .asciiUnderscore, route: .elbow,
          bends: [Self.point(5, 0)])))
    let document = try Document(shapes: scene.shapes)
    let area = EraseArea(CanvasRect(column: 5, row: 1, columns: 1, rows: 1))
    let (after, _) = try EraseCheck.erased(document, area)
    #expect(EraseCheck.differences(before: document.shapes, after: after.shapes, area: area) == [])
    #expect(
      String(decoding: try TextExport.render(after), as: UTF8.self) == "_____\n\n     |\n     |\n")
  }
}
