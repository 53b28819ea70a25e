import Testing

@testable import EaselGeometry

@Suite("Grid")
struct GridTests {
  @Test("The default grid is 8 columns by 4 rows")
  func defaultGrid() {
    #expect(Grid() == Grid(columns: 8, rows: 4))
    #expect(Grid.standard.columns == 8)
    #expect(Grid.standard.rows == 4)
  }

  @Test("With a known cell size the row step is round(8 × width / height)")
  func gridFromAspect() {
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 10, pixelHeight: 20)).rows == 4)
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 9, pixelHeight: 19)).rows == 4)  // 3.79
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 8, pixelHeight: 17)).rows == 4)  // 3.76
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 7, pixelHeight: 16)).rows == 4)  // 3.5 rounds up
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 6, pixelHeight: 16)).rows == 3)
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 10, pixelHeight: 10)).rows == 8)
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 11, pixelHeight: 22)).columns == 8)
  }

  @Test("Extremely wide cells still give a row step of at least one")
  func minimumStep() {
    #expect(Grid(cellAspect: CellAspect(pixelWidth: 1, pixelHeight: 100)).rows == 1)
    #expect(Grid(columns: 0, rows: -2) == Grid(columns: 1, rows: 1))
  }

  @Test("A point snaps to the nearest grid intersection, halves right and down")
  func snapPoint() {
    let grid = Grid()
    #expect(grid.snap(CanvasPoint(column: 3, row: 1)) == CanvasPoint(column: 0, row: 0))
    #expect(grid.snap(CanvasPoint(column: 4, row: 2)) == CanvasPoint(column: 8, row: 4))
    #expect(grid.snap(CanvasPoint(column: -5, row: -3)) == CanvasPoint(column: -8, row: -4))
    #expect(grid.snap(CanvasPoint(column: -4, row: -2)) == CanvasPoint(column: 0, row: 0))
  }
}
