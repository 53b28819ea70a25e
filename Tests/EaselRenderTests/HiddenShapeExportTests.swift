import EaselDocument
import EaselGeometry
import EaselRaster
import Testing

@testable import EaselRender

/// Hidden shapes (spec §9) are neither drawn, rendered nor exported, whether hidden themselves
/// or by a group they are in.
@Suite("Hidden shapes in render and export")
struct HiddenShapeExportTests {
  static func box(_ id: UInt64, column: Int, label: String, hidden: Bool = false, group: ShapeID? = nil)
    -> Shape
  {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(
        Rectangle(bounds: CanvasRect(column: column, row: 0, columns: 9, rows: 3), label: label)),
      isHidden: hidden, groupID: group)
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("A hidden box is absent from render, the txt and ansi exports and the SVG; the visible one stays")
  func hiddenShape() throws {
    let document = try Document(shapes: [
      Self.box(1, column: 0, label: "Shown"), Self.box(2, column: 12, label: "Secret", hidden: true),
    ])
    let rendered = Self.text(try TextExport.render(document))
    #expect(rendered.contains("Shown"))
    #expect(!rendered.contains("Secret"))
    // The hidden box lay further right: the lines are no longer than the visible box.
    #expect(rendered.split(separator: "\n").allSatisfy { $0.count <= 9 })
    #expect(Self.text(try DocumentExport.export(document, as: .txt)) == rendered)
    let ansi = Self.text(try DocumentExport.export(document, as: .ansi))
    #expect(ansi.contains("Shown") && !ansi.contains("Secret"))
    let svg = Self.text(try DocumentExport.export(document, as: .svg))
    #expect(svg.contains("Shown") && !svg.contains("Secret"))
    // Shown again, it is back everywhere.
    var shown = document
    try shown.apply(shown.settingHidden([ShapeID(2)], false))
    #expect(Self.text(try DocumentExport.export(shown, as: .txt)).contains("Secret"))
    #expect(Self.text(try DocumentExport.export(shown, as: .svg)).contains("Secret"))
  }

  @Test("A hidden group hides its shapes everywhere; an all-hidden drawing renders as nothing")
  func hiddenGroup() throws {
    let document = try Document(
      shapes: [
        Self.box(1, column: 0, label: "One", group: ShapeID(9)),
        Self.box(2, column: 12, label: "Two", group: ShapeID(9)),
      ],
      groups: [ShapeGroup(id: ShapeID(9), isHidden: true)])
    #expect(try TextExport.render(document).isEmpty)
    #expect(try DocumentExport.export(document, as: .ansi).isEmpty)
    let svg = Self.text(try DocumentExport.export(document, as: .svg))
    #expect(!svg.contains("One") && !svg.contains("Two"))
  }

  @Test("The canvas layer does not draw a hidden shape, and draws it once shown")
  func canvasLayer() throws {
    var document = try Document(shapes: [Self.box(1, column: 0, label: "Gone", hidden: true)])
    var layer = CanvasLayer()
    let viewport = CanvasRect(column: 0, row: 0, columns: 20, rows: 4)
    layer.update(
      document: document, index: SpatialIndex(document), viewport: viewport, options: RasterOptions(),
      damage: nil)
    #expect(layer.grid.rowText(1).allSatisfy { $0 == " " })
    let show = document.settingHidden([ShapeID(1)], false)
    try document.apply(show)
    layer.update(
      document: document, index: SpatialIndex(document), viewport: viewport, options: RasterOptions(),
      damage: show.damage(in: document))
    #expect(layer.grid.rowText(1).contains("Gone"))
    // Shown moved (a drag's preview), a hidden shape stays undrawn too.
    var hidden = document[ShapeID(1)]!
    hidden.isHidden = true
    let moved = hidden.translated(columns: 5, rows: 0)
    layer.update(
      document: document, index: SpatialIndex(document), viewport: viewport, options: RasterOptions(),
      damage: nil, overlay: [moved], hidden: [ShapeID(1)])
    #expect(layer.grid.rowText(1).allSatisfy { $0 == " " })
  }
}
