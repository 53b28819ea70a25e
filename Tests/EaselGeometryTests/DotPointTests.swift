import Testing

@testable import EaselGeometry

@Suite("DotPoint")
struct DotPointTests {
  @Test("Each cell holds 2 × 4 dots")
  func dotToCell() {
    #expect(DotPoint(x: 0, y: 0).cell == CellPoint(column: 0, row: 0))
    #expect(DotPoint(x: 1, y: 3).cell == CellPoint(column: 0, row: 0))
    #expect(DotPoint(x: 2, y: 4).cell == CellPoint(column: 1, row: 1))
    #expect(DotPoint(x: 9, y: 11).cell == CellPoint(column: 4, row: 2))
  }

  @Test("Negative dots belong to cells left of and above zero")
  func negativeDots() {
    #expect(DotPoint(x: -1, y: -1).cell == CellPoint(column: -1, row: -1))
    #expect(DotPoint(x: -2, y: -4).cell == CellPoint(column: -1, row: -1))
    #expect(DotPoint(x: -3, y: -5).cell == CellPoint(column: -2, row: -2))
    #expect(DotPoint(x: -1, y: -1).dotColumn == 1)
    #expect(DotPoint(x: -1, y: -1).dotRow == 3)
    #expect(DotPoint(x: -3, y: -5).canvasCell == CanvasPoint(column: -2, row: -2))
  }

  @Test("Dot bits follow Unicode's Braille numbering")
  func bits() {
    #expect(DotPoint(x: 0, y: 0).bit == 0x01)
    #expect(DotPoint(x: 0, y: 1).bit == 0x02)
    #expect(DotPoint(x: 0, y: 2).bit == 0x04)
    #expect(DotPoint(x: 1, y: 0).bit == 0x08)
    #expect(DotPoint(x: 1, y: 1).bit == 0x10)
    #expect(DotPoint(x: 1, y: 2).bit == 0x20)
    #expect(DotPoint(x: 0, y: 3).bit == 0x40)
    #expect(DotPoint(x: 1, y: 3).bit == 0x80)
    #expect(DotPoint(x: -1, y: -1).bit == 0x80)
    var mask: UInt8 = 0
    for y in 0..<4 { for x in 0..<2 { mask |= DotPoint(x: x + 6, y: y + 8).bit } }
    #expect(mask == 0xFF)
  }

  @Test("A dot made from a cell and an offset converts back to that cell")
  func roundTrip() {
    for column in -3...3 {
      for row in -3...3 {
        for dotColumn in 0..<2 {
          for dotRow in 0..<4 {
            let cell = CellPoint(column: column, row: row)
            let dot = DotPoint(cell: cell, dotColumn: dotColumn, dotRow: dotRow)
            #expect(dot.cell == cell)
            #expect(dot.dotColumn == dotColumn && dot.dotRow == dotRow)
          }
        }
      }
    }
  }
}
