import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Taps are taps on a legacy terminal (issue 13, spec §5.3 "a tap moves exactly one cell"),
/// through the driver as xterm or tmux deliver them: every tap and every auto-repeat is the
/// same bytes again, and only the timing tells them apart.
@Suite("Legacy taps and holds")
struct LegacyTapTests {
  static let right = "\u{1b}[C"
  static let tapGaps = [150, 200, 400, 600]

  /// A legacy editor with one box selected; returns the script and the box's column.
  static func withSelectedBox() throws -> (DriverScript, Int) {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 4, row: 2))))
    script.send("\t")
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1)])
    return (script, 4)
  }

  static func column(_ script: DriverScript) throws -> Int {
    try #require(script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin.column)
  }

  @Test("Five taps of Right 200 ms apart move the box exactly 5 cells (it moved 7)")
  func fiveTapsFiveCells() throws {
    var (script, start) = try Self.withSelectedBox()
    script.send(Self.right, after: 800)
    for _ in 0..<4 { script.send(Self.right, after: 200) }
    script.advance(by: 2_000)
    #expect(try Self.column(script) - start == 5)
  }

  @Test(
    "Five taps of Right at 150, 200, 400 or 600 ms move it 5 cells; ten at 600 ms, 10 (it moved 35)",
    arguments: tapGaps)
  func tapsAreOneCellEach(gap: Int) throws {
    var (script, start) = try Self.withSelectedBox()
    script.send(Self.right, after: 800)
    for _ in 0..<4 { script.send(Self.right, after: gap) }
    script.advance(by: 2_000)
    #expect(try Self.column(script) - start == 5)
    let afterFive = try Self.column(script)
    script.send(Self.right, after: 800)
    for _ in 0..<9 { script.send(Self.right, after: gap) }
    script.advance(by: 2_000)
    #expect(try Self.column(script) - afterFive == 10)
  }

  @Test("Each tap is an undo step of its own")
  func tapsUndoOneByOne() throws {
    var (script, start) = try Self.withSelectedBox()
    script.send(Self.right, after: 800)
    for _ in 0..<2 { script.send(Self.right, after: 200) }
    script.advance(by: 2_000)
    script.send(EditorTests.ctrlZ, after: 100)
    #expect(try Self.column(script) - start == 2)
  }

  @Test("Three Ctrl-N 300 ms apart make 3 boxes (they made 1)")
  func threeCtrlNThreeBoxes() {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN, after: 800)
    script.send(EditorTests.ctrlN, after: 300)
    script.send(EditorTests.ctrlN, after: 300)
    script.advance(by: 2_000)
    #expect(script.driver.editor?.state.document.count == 3)
  }

  @Test("Three Ctrl-N at 150, 200, 400 or 600 ms make 3 boxes", arguments: tapGaps)
  func ctrlNTaps(gap: Int) {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN, after: 800)
    script.send(EditorTests.ctrlN, after: gap)
    script.send(EditorTests.ctrlN, after: gap)
    script.advance(by: 2_000)
    #expect(script.driver.editor?.state.document.count == 3)
  }

  @Test(
    "A held Right at X's 660/25 ms and Xvfb's 300/33 ms accelerates as before and is one undo step",
    arguments: [(660, 25), (300, 33)])
  func heldArrowAccelerates(delay: Int, interval: Int) throws {
    var (script, start) = try Self.withSelectedBox()
    script.send(Self.right, after: 800)
    script.send(Self.right, after: delay)
    let repeats = 1 + (1_400 - delay) / interval
    for _ in 1..<repeats { script.send(Self.right, after: interval) }
    script.advance(by: 2_000)
    // The press 1 cell; the first two repeats 1 each; then a repeat in the first half second
    // 1, then 2, from one second 4.
    var expected = 1
    for index in 0..<repeats {
      let heldFor = delay + index * interval
      expected += index < 2 ? 1 : heldFor >= 1_000 ? 4 : heldFor >= 500 ? 2 : 1
    }
    #expect(try Self.column(script) - start == expected)
    #expect(expected > 1 + repeats, "it accelerated")
    script.send(EditorTests.ctrlZ, after: 100)
    #expect(try Self.column(script) == start, "one undo step")
  }

  @Test("A held Ctrl-N at 300/33 ms makes one box")
  func heldCtrlNOneBox() {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN, after: 800)
    script.send(EditorTests.ctrlN, after: 300)
    for _ in 0..<20 { script.send(EditorTests.ctrlN, after: 33) }
    script.advance(by: 2_000)
    #expect(script.driver.editor?.state.document.count == 1)
  }
}
