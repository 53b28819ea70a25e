import Testing

@testable import EaselGeometry

@Suite("Viewport")
struct ViewportTests {
  let viewport = Viewport(
    origin: CanvasPoint(column: -20, row: 5), size: CellSize(columns: 80, rows: 22),
    screenOrigin: CellPoint(column: 0, row: 1))

  @Test("The viewport origin appears at its screen origin")
  func origin() {
    #expect(viewport.screenPoint(for: CanvasPoint(column: -20, row: 5)) == CellPoint(column: 0, row: 1))
    #expect(viewport.screenPoint(for: CanvasPoint(column: 0, row: 0)) == CellPoint(column: 20, row: -4))
    #expect(viewport.canvasPoint(for: CellPoint(column: 20, row: 1)) == CanvasPoint(column: 0, row: 5))
  }

  @Test("Screen and canvas conversions are inverse")
  func inverse() {
    for column in stride(from: -30, through: 90, by: 7) {
      for row in stride(from: -5, through: 30, by: 3) {
        let canvas = CanvasPoint(column: column, row: row)
        #expect(viewport.canvasPoint(for: viewport.screenPoint(for: canvas)) == canvas)
      }
    }
  }

  @Test("Only canvas points inside the viewport are visible")
  func visibility() {
    #expect(viewport.contains(CanvasPoint(column: 59, row: 26)))
    #expect(!viewport.contains(CanvasPoint(column: 60, row: 26)))
    #expect(!viewport.contains(CanvasPoint(column: -21, row: 10)))
    let rect = CanvasRect(column: -25, row: 3, columns: 10, rows: 4)
    #expect(viewport.visibleScreenRect(for: rect) == CellRect(column: 0, row: 1, columns: 5, rows: 2))
    #expect(viewport.visibleScreenRect(for: CanvasRect(column: 100, row: 0, columns: 3, rows: 3)).isEmpty)
  }

  @Test("Panning moves the canvas under a fixed screen area")
  func panning() {
    let panned = viewport.pannedBy(columns: 4, rows: -2)
    #expect(panned.origin == CanvasPoint(column: -16, row: 3))
    #expect(panned.screenRect == viewport.screenRect)
    #expect(panned.canvasPoint(for: CellPoint(column: 0, row: 1)) == CanvasPoint(column: -16, row: 3))
  }
}
