import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Connector labels (issue 14, spec §8 "Drawing"): drawn at the middle run, a blank either
/// side; the same place in the terminal, SVG and what the eraser leaves.
@Suite("Connector labels")
struct ConnectorLabelTests {
  @Test("Labels sit on the middle run: a straight arrow, a three-run elbow, two lines of text")
  func goldenLabels() {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 3)
    scene.box(30, 0, 8, 3)
    scene.connect(1, 2, label: "yes")
    scene.box(0, 6, 8, 3)
    scene.box(30, 12, 8, 3)
    scene.connect(4, 5, fromSide: .right, toSide: .left, label: "no")
    scene.box(0, 18, 8, 3)
    scene.box(30, 18, 8, 3)
    scene.connect(7, 8, label: "two\nlines")
    GoldenFrame.expect(scene.render(columns: 40, rows: 22), matches: "connector-labels")
  }

  @Test("With --ascii the label is the same and the line around it is ASCII")
  func asciiLabel() {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 3)
    scene.box(30, 0, 8, 3)
    scene.connect(1, 2, label: "sends")
    let text = scene.render(columns: 40, rows: 3, options: RasterOptions(usesASCII: true)).text
    let row = text.split(separator: "\n")[1]
    #expect(row.contains("-- sends --"), "\(text)")
    #expect(row.contains(">"), "\(text)")
  }

  @Test("SVG: the label's text where the terminal draws it, over a page-coloured background")
  func svgLabel() throws {
    var scene = RasterizerScene()
    scene.box(0, 0, 8, 3)
    scene.box(30, 0, 8, 3)
    scene.connect(1, 2, label: "yes")
    let document = try Document(shapes: scene.shapes)
    let svg = SVGExport.svgText(document)
    guard case .line(let line) = document.shapes[2].kind, let label = line.labelPlacement else {
      Issue.record("no label")
      return
    }
    let cellWidth = SVGExport.defaultCellWidth
    let centre = Double(label.lines[0].column * cellWidth) + Double(3 * cellWidth) / 2
    #expect(svg.contains("class=\"easel-label-background\""))
    #expect(svg.contains(">yes</tspan>"), "\(svg)")
    let number = centre == centre.rounded() ? String(Int(centre)) : String(centre)
    #expect(svg.contains("x=\"\(number)\""), "label centred at x \(number)")
  }

  @Test("Erasing half a line's label leaves the rest as text, and the picture as it was outside")
  func eraseHalfTheLabel() throws {
    let line = Line(
      start: CanvasPoint(column: 2, row: 1), end: CanvasPoint(column: 30, row: 1), arrowAtEnd: true,
      label: "labelled")
    let document = try Document(shapes: [Shape(id: ShapeID(1), kind: .line(line))])
    let label = try #require(line.labelPlacement)
    let first = label.lines[0]
    let area = EraseArea(CanvasRect(column: first.column, row: first.row, columns: 4, rows: 1))
    let (after, _) = try EraseCheck.erased(document, area)
    let texts = after.shapes.compactMap { shape -> String? in
      if case .text(let text) = shape.kind { return text.text } else { return nil }
    }
    #expect(texts == ["lled"])
    let lines = after.shapes.compactMap { shape -> Line? in
      if case .line(let line) = shape.kind { return line } else { return nil }
    }
    #expect(lines.allSatisfy { $0.label.isEmpty })
    #expect(EraseCheck.differences(before: document.shapes, after: after.shapes, area: area) == [])
  }

  @Test("A connector the area misses stays whole and attached when only its label is touched")
  func eraseBesideAVerticalRun() throws {
    var scene = RasterizerScene()
    scene.box(0, 6, 8, 3)
    scene.box(30, 12, 8, 3)
    scene.connect(1, 2, fromSide: .right, toSide: .left, label: "no")
    let document = try Document(shapes: scene.shapes)
    guard case .line(let line) = document.shapes[2].kind, let label = line.labelPlacement else {
      Issue.record("no label")
      return
    }
    // The blank left of the text, beside the vertical run: the line itself does not go there.
    let cell = CanvasPoint(column: label.lines[0].column - 1, row: label.lines[0].row)
    #expect(!document.shapes[2].isHit(by: cell.offsetBy(columns: -1, rows: 0)))
    let area = EraseArea(CanvasRect(origin: cell, size: CellSize(columns: 1, rows: 1)))
    let (after, _) = try EraseCheck.erased(document, area)
    let lines = after.shapes.compactMap { shape -> Line? in
      if case .line(let line) = shape.kind { return line } else { return nil }
    }
    #expect(lines.count == 1)
    #expect(lines.first?.boundShapes == [ShapeID(1), ShapeID(2)], "still attached to both boxes")
    #expect(lines.first?.label == "")
    let texts = after.shapes.compactMap { shape -> String? in
      if case .text(let text) = shape.kind { return text.text } else { return nil }
    }
    #expect(texts == ["no"])
    #expect(EraseCheck.differences(before: document.shapes, after: after.shapes, area: area) == [])
  }
}
