import EaselGeometry
import Testing

@testable import EaselRender

@Suite("FrameDiff")
struct FrameDiffTests {
  let size = CellSize(columns: 20, rows: 3)

  @Test("Identical frames have no runs")
  func identical() {
    var grid = CellGrid(size: size)
    grid.put("same", at: CellPoint(column: 2, row: 1))
    let diff = FrameDiff(from: grid, to: grid)
    #expect(diff.isEmpty)
    #expect(diff.runs.isEmpty)
  }

  @Test("Grids without cells diff to no runs")
  func emptyGrids() {
    let empty = CellGrid(size: CellSize(columns: 0, rows: 3))
    #expect(FrameDiff(from: empty, to: empty).isEmpty)
    #expect(FrameDiff(from: nil, to: empty).runs.isEmpty)
    var encoder = EscapeEncoder()
    #expect(encoder.encodeFrame(from: nil, to: empty) == Array("\u{1B}[m\u{1B}[2J".utf8))
  }

  @Test("A missing previous frame or a size change means a full repaint")
  func fullRepaint() {
    var grid = CellGrid(size: size)
    grid.put("hi", at: CellPoint(column: 3, row: 2))
    let first = FrameDiff(from: nil, to: grid)
    #expect(first.isFullRepaint)
    #expect(first.runs == [FrameDiff.Run(row: 2, columns: 3..<5)])
    let resized = FrameDiff(from: CellGrid(size: CellSize(columns: 20, rows: 4)), to: grid)
    #expect(resized.isFullRepaint)
    #expect(!resized.isEmpty)
    #expect(FrameDiff.fullRepaint(of: CellGrid(size: size)).isFullRepaint)
  }

  @Test("A space changing only its foreground, bold, dim or italic is no change")
  func bareSpaces() {
    var old = CellGrid(size: size)
    old.put("    ", at: CellPoint(column: 0, row: 0), style: Style(foreground: .ansi(3)))
    var new = CellGrid(size: size)
    new.put(" ", at: CellPoint(column: 0, row: 0), style: Style(attributes: [.bold, .dim, .italic]))
    new.put(" ", at: CellPoint(column: 2, row: 0), style: Style(attributes: .underline))
    new.put(" ", at: CellPoint(column: 3, row: 0), style: Style(background: .ansi(1)))
    #expect(FrameDiff(from: old, to: new).runs == [FrameDiff.Run(row: 0, columns: 2..<4)])
    // A repaint leaves out spaces that look like the cleared screen.
    #expect(FrameDiff(from: nil, to: old).runs.isEmpty)
    #expect(FrameDiff(from: nil, to: new).runs == [FrameDiff.Run(row: 0, columns: 2..<4)])
  }

  @Test("Changed cells form one run per stretch of a row")
  func runs() {
    let old = CellGrid(size: size)
    var new = old
    new.put("abc", at: CellPoint(column: 1, row: 0))
    new.put("xy", at: CellPoint(column: 12, row: 0))
    new.put("q", at: CellPoint(column: 0, row: 2))
    let diff = FrameDiff(from: old, to: new)
    #expect(!diff.isFullRepaint)
    #expect(
      diff.runs == [
        FrameDiff.Run(row: 0, columns: 1..<4), FrameDiff.Run(row: 0, columns: 12..<14),
        FrameDiff.Run(row: 2, columns: 0..<1),
      ])
    #expect(diff.cellCount == 6)
  }

  @Test("A short unchanged gap is swallowed when writing it is no dearer than skipping it")
  func gapSwallowing() {
    var old = CellGrid(size: size)
    old.put("a-b", at: CellPoint(column: 0, row: 0))
    old.put("a---b", at: CellPoint(column: 0, row: 1))
    var new = old
    new.put("A", at: CellPoint(column: 0, row: 0))
    new.put("B", at: CellPoint(column: 2, row: 0))
    new.put("A", at: CellPoint(column: 0, row: 1))
    new.put("B", at: CellPoint(column: 4, row: 1))
    let diff = FrameDiff(from: old, to: new)
    // One dash (1 byte) beats CSI C (3 bytes); three dashes (3 bytes) beat CSI 3 C (4 bytes).
    #expect(diff.runs == [FrameDiff.Run(row: 0, columns: 0..<3), FrameDiff.Run(row: 1, columns: 0..<5)])
  }

  @Test("A gap is kept when it is long, costly in UTF-8 bytes or needs another style")
  func gapKept() {
    var old = CellGrid(size: size)
    old.put("a-----b", at: CellPoint(column: 0, row: 0))
    old.put("a漢字b", at: CellPoint(column: 0, row: 1))
    old.put("a", at: CellPoint(column: 0, row: 2))
    old.put("-", at: CellPoint(column: 1, row: 2), style: Style(attributes: .bold))
    old.put("b", at: CellPoint(column: 2, row: 2))
    var new = old
    for row in 0..<3 {
      new.put("A", at: CellPoint(column: 0, row: row))
    }
    new.put("B", at: CellPoint(column: 6, row: 0))
    new.put("B", at: CellPoint(column: 5, row: 1))
    new.put("B", at: CellPoint(column: 2, row: 2))
    let diff = FrameDiff(from: old, to: new)
    #expect(
      diff.runs == [
        FrameDiff.Run(row: 0, columns: 0..<1), FrameDiff.Run(row: 0, columns: 6..<7),
        FrameDiff.Run(row: 1, columns: 0..<1), FrameDiff.Run(row: 1, columns: 5..<6),
        FrameDiff.Run(row: 2, columns: 0..<1), FrameDiff.Run(row: 2, columns: 2..<3),
      ])
  }

  @Test("Runs always cover both halves of a wide character")
  func wideBoundaries() {
    var old = CellGrid(size: size)
    old.put("漢", at: CellPoint(column: 4, row: 0))
    var new = old
    new.put("字", at: CellPoint(column: 4, row: 0))
    #expect(FrameDiff(from: old, to: new).runs == [FrameDiff.Run(row: 0, columns: 4..<6)])
    var styled = old
    styled.put("漢", at: CellPoint(column: 4, row: 0), style: Style(foreground: .ansi(2)))
    #expect(FrameDiff(from: old, to: styled).runs == [FrameDiff.Run(row: 0, columns: 4..<6)])
    var shifted = old
    shifted.put("字", at: CellPoint(column: 5, row: 0))
    #expect(FrameDiff(from: old, to: shifted).runs == [FrameDiff.Run(row: 0, columns: 4..<7)])
  }
}
