import Testing

@testable import EaselGeometry

@Suite("CellAspect")
struct CellAspectTests {
  @Test("Unknown cell sizes fall back to 1:2")
  func fallback() {
    #expect(CellAspect(pixelWidth: 0, pixelHeight: 18) == .fallback)
    #expect(CellAspect(pixelWidth: 9, pixelHeight: -1) == .fallback)
    #expect(CellAspect(windowPixelWidth: 0, windowPixelHeight: 0, columns: 80, rows: 24) == .fallback)
    #expect(CellAspect(windowPixelWidth: 800, windowPixelHeight: 480, columns: 0, rows: 24) == .fallback)
    #expect(CellAspect.fallback.pixelWidth == 1 && CellAspect.fallback.pixelHeight == 2)
  }

  @Test("The cell size comes from the window's pixel and cell sizes")
  func fromWindow() {
    let aspect = CellAspect(windowPixelWidth: 1800, windowPixelHeight: 1140, columns: 200, rows: 60)
    #expect(aspect == CellAspect(pixelWidth: 9, pixelHeight: 19))
  }

  @Test("With 1:2 cells a square is twice as many columns as rows")
  func halfCells() {
    let aspect = CellAspect.fallback
    #expect(aspect.squareSize(forRows: 5) == CellSize(columns: 10, rows: 5))
    #expect(aspect.squareSize(forColumns: 10) == CellSize(columns: 10, rows: 5))
    #expect(aspect.squareRows(forColumns: 7) == 4)  // 3.5 rounds up
    #expect(aspect.squareRows(forColumns: -7) == -4)  // mirrored
  }

  @Test("A square's width in pixels is as close as possible to its height")
  func closestSquare() {
    let aspect = CellAspect(pixelWidth: 9, pixelHeight: 19)
    for columns in 1...40 {
      let rows = aspect.squareRows(forColumns: columns)
      let error = abs(rows * 19 - columns * 9)
      #expect(abs((rows + 1) * 19 - columns * 9) >= error)
      #expect(abs((rows - 1) * 19 - columns * 9) >= error)
    }
    #expect(aspect.squareColumns(forRows: 4) == 8)  // 76 px: 8 × 9 = 72 beats 9 × 9 = 81
  }
}
