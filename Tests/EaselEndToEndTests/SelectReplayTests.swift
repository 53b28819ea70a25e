import EaselTestSupport
import Testing

extension EndToEnd {
  /// Issue 5's select-tool gestures replayed on the real executable: moves (plain, Alt
  /// duplicating, Ctrl snapping), resizing by a handle, marquees and region erasing, modifier
  /// clicks, Shift+arrows and held arrows, each checked in the saved document.
  @Suite("Select tool replays through the real executable")
  struct SelectReplays {
    @Test("Dragging a box moves it by the drag")
    func moveByDrag() throws {
      let replay = try Replay([Replay.box(1, 10, 5, 8, 3)])
      replay.drag(from: (10, 6), to: (14, 8), via: [(12, 7)])
      try replay.waitForStatus("the box selected") { $0.contains("1 shape 8×3") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.bounds) == [[14, 7, 8, 3]])
      let drawn = try replay.render()
      #expect(
        drawn == String(repeating: "\n", count: 7)
          + "              ┌──────┐\n              │      │\n              └──────┘\n")
      replay.quit()
    }

    @Test("Alt-drag moves a duplicate and leaves the original")
    func altDragDuplicates() throws {
      let replay = try Replay([Replay.box(1, 10, 5, 8, 3)])
      replay.drag(from: (10, 6), to: (20, 9), via: [(15, 7)], modifiers: 8)
      try replay.waitForStatus("the copy selected") { $0.contains("1 shape 8×3") }
      try replay.save()
      let shapes = try replay.savedShapes()
      #expect(shapes.compactMap(\.bounds) == [[10, 5, 8, 3], [20, 8, 8, 3]])
      #expect(shapes.compactMap { $0["id"]?.int } == [1, 2])
      replay.quit()
    }

    @Test("Ctrl-drag lands the moved box on the grid (8×4 with an unknown cell size)")
    func ctrlDragSnaps() throws {
      let replay = try Replay([Replay.box(1, 10, 5, 8, 3)])
      replay.drag(from: (11, 5), to: (19, 7), via: [(15, 6)], modifiers: 16)
      try replay.waitForStatus("the box selected") { $0.contains("1 shape 8×3") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.bounds) == [[16, 8, 8, 3]])
      replay.quit()
    }

    @Test("Dragging the bottom-right handle resizes the box")
    func resizeByHandle() throws {
      let replay = try Replay([Replay.box(1, 10, 5, 10, 4)])
      replay.click(10, 6)
      try replay.waitForStatus("the box selected") { $0.contains("1 shape 10×4") }
      // The handles sit one cell outside the outline: the bottom-right one at (20, 9).
      replay.drag(from: (20, 9), to: (25, 11), via: [(22, 10)])
      try replay.waitForStatus("the new size") { $0.contains("1 shape 15×6") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.bounds) == [[10, 5, 15, 6]])
      let drawn = try replay.render()
      let middle = String(repeating: "          │             │\n", count: 4)
      #expect(
        drawn == String(repeating: "\n", count: 5) + "          ┌─────────────┐\n" + middle
          + "          └─────────────┘\n")
      replay.quit()
    }

    @Test("A marquee then Cmd-E (Ctrl-E) removes what is inside and cuts a line and a box frame")
    func marqueeErase() throws {
      let replay = try Replay([
        Replay.line(1, from: (0, 3), to: (30, 3)), Replay.box(2, 12, 1, 4, 3), Replay.box(3, 5, 8, 20, 6),
      ])
      replay.drag(from: (10, 0), to: (19, 10), via: [(15, 5)])
      try replay.waitForStatus("the small box selected") { $0.contains("1 shape 4×3") }
      replay.control("e")
      try replay.process.expect("the region erased") { _ in !replay.canvasText.contains("┌──┐") }
      try replay.save()
      let drawn = try replay.render()
      #expect(
        drawn == """



          ──────────          ───────────




               ┌────          ────┐
               │                  │
               │                  │
               │                  │
               │                  │
               └──────────────────┘

          """)
      // The line in two; the box inside gone; the crossing frame now lines: the top in two
      // pieces, the left, right and bottom edges whole.
      let kinds = try replay.savedShapes().compactMap(\.kind)
      #expect(kinds == Array(repeating: "line", count: 7), "\(kinds)")
      replay.quit()
    }

    @Test("Shift-click adds to the selection and Ctrl-click toggles; Delete removes what is selected")
    func modifierClicks() throws {
      let replay = try Replay([
        Replay.box(1, 2, 2, 8, 3), Replay.box(2, 20, 2, 8, 3), Replay.box(3, 40, 2, 8, 3),
      ])
      replay.click(4, 2)
      try replay.waitForStatus("one selected") { $0.contains("1 shape 8×3") }
      replay.click(22, 2, modifiers: 4)  // Shift
      try replay.waitForStatus("two selected") { $0.contains("2 shapes 26×3") }
      replay.click(42, 2, modifiers: 16)  // Ctrl: in
      try replay.waitForStatus("three selected") { $0.contains("3 shapes 46×3") }
      replay.click(5, 2, modifiers: 16)  // Ctrl: the first one out
      try replay.waitForStatus("the last two selected") { $0.contains("2 shapes 28×3") }
      replay.tap(.delete)
      try replay.waitForStatus("nothing selected") { !$0.contains("shape") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap { $0["id"]?.int } == [1])
      replay.quit()
    }

    @Test("Shift+arrows grow a marquee from the cursor that selects what it wholly covers")
    func shiftArrowsMarquee() throws {
      let replay = try Replay([Replay.box(1, 1, 1, 3, 2), Replay.box(2, 3, 4, 10, 2)])
      for _ in 0..<4 { replay.tap(.right, shift: true) }
      for _ in 0..<3 { replay.tap(.down, shift: true) }
      try replay.waitForStatus("the cursor at 4,3 and the small box selected") {
        $0.contains("│ 4,3 │") && $0.contains("1 shape 3×2")
      }
      replay.tap(.delete)
      try replay.waitForStatus("nothing selected") { !$0.contains("shape") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap { $0["id"]?.int } == [2])
      replay.quit()
    }

    @Test(
      "A held arrow under kitty moves the selection faster and faster, stops on release, undoes in one step")
    func heldArrow() throws {
      let replay = try Replay([Replay.box(1, 2, 5, 6, 3)], terminal: .kitty)
      replay.tap(.tab)
      try replay.waitForStatus("the box selected") { $0.contains("1 shape 6×3") }
      replay.send(ReplayKey.right.kitty(phase: 1))
      var events = 1
      let start = PTYProcess.now()
      while PTYProcess.now() - start < 1_200_000_000 {
        replay.process.pump(for: .milliseconds(40))
        replay.send(ReplayKey.right.kitty(phase: 2))
        events += 1
      }
      replay.send(ReplayKey.right.kitty(phase: 3))
      try replay.save()
      let moved = try #require(replay.savedShapes().first?.bounds)[0] - 2
      #expect(moved > events, "bigger steps after half a second: \(moved) cells for \(events) events")
      #expect(moved <= 4 * events)
      let canvas = replay.canvasText
      let cursor = replay.statusLine.split(separator: "│")[1]
      replay.process.pump(for: .milliseconds(300))
      #expect(replay.canvasText == canvas, "nothing moves after the release")
      #expect(replay.statusLine.split(separator: "│")[1] == cursor)
      try replay.save()
      #expect(try replay.savedShapes().first?.bounds == [2 + moved, 5, 6, 3])
      replay.control("z")
      try replay.save()
      #expect(try replay.savedShapes().first?.bounds == [2, 5, 6, 3], "one undo step for the whole hold")
      replay.quit()
    }
  }
}
