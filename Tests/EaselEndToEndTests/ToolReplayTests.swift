import EaselTestSupport
import Testing

extension EndToEnd {
  /// Issue 5's tools replayed on the real executable: tool keys, freehand strokes from SGR and
  /// SGR-pixel drags, the eraser, the hand, the text tool and spring-loaded tool keys.
  @Suite("Tool replays through the real executable")
  struct ToolReplays {
    @Test("P B R O L T E H V switch the tool, named in the status bar; each draws its own kind")
    func toolKeys() throws {
      let replay = try Replay()
      replay.send("p")
      try replay.waitForTool("Pen")
      replay.drag(from: (2, 1), to: (10, 3), via: [(6, 2)])
      replay.send("b")
      try replay.waitForTool("Brush")
      replay.drag(from: (2, 5), to: (10, 5))
      replay.send("r")
      try replay.waitForTool("Rectangle")
      replay.drag(from: (14, 1), to: (22, 4))
      replay.send("o")
      try replay.waitForTool("Ellipse")
      replay.drag(from: (26, 1), to: (36, 5))
      replay.send("l")
      try replay.waitForTool("Line")
      replay.drag(from: (40, 2), to: (60, 2))
      replay.send("t")
      try replay.waitForTool("Text")
      replay.click(2, 8)
      replay.send("x")
      try replay.waitForStatus("typing") { $0.contains("Typing") }
      replay.tap(.escape)
      try replay.waitForStatus("typing finished") { !$0.contains("Typing") }
      replay.send("e")
      try replay.waitForTool("Eraser")
      replay.drag(from: (50, 0), to: (50, 4))
      replay.send("h")
      try replay.waitForTool("Hand")
      replay.send("v")
      try replay.waitForTool("Select")
      try replay.save()
      let kinds = try replay.savedShapes().compactMap(\.kind).sorted()
      #expect(kinds == ["brush", "ellipse", "line", "line", "pen", "rectangle", "text"], "\(kinds)")
      replay.quit()
    }

    @Test("Pen and brush strokes from SGR drags on a legacy terminal are saved as drawn")
    func penAndBrushLegacy() throws {
      let replay = try Replay()
      replay.send("p")
      try replay.waitForTool("Pen")
      replay.drag(from: (2, 1), to: (12, 3), via: [(5, 1), (8, 2)])
      replay.send("b")
      try replay.waitForTool("Brush")
      replay.drag(from: (2, 6), to: (9, 7), via: [(5, 6)])
      try replay.save()
      let drawn = try replay.render()
      #expect(
        drawn == """

            ⠠⠤⠤⠤⣀
                 ⠑⠢⣀
                    ⠉⠒⠤


            █████
                 ███

          """)
      let kinds = try replay.savedShapes().compactMap(\.kind)
      #expect(kinds == ["pen", "brush"])
      replay.quit()
    }

    @Test("Under kitty with SGR-pixel reports the pen draws the exact dots inside a cell")
    func penPixels() throws {
      let replay = try Replay(terminal: .kittyPixels)
      #expect(
        PTYProcess.find(Array("\u{1b}[?1016h".utf8), in: replay.process.output) != nil,
        "SGR-pixel mouse mode turned on")
      replay.send("\u{1b}[112u\u{1b}[112;1:3u")  // P tapped
      try replay.waitForTool("Pen")
      // Canvas cell (5, 5) spans pixels x 40..<48, y 96..<112 (the menu bar is the first row).
      func pixelDrag(x: Int) {
        replay.send("\u{1b}[<0;\(x);96M\u{1b}[<32;\(x);103M\u{1b}[<32;\(x);111M\u{1b}[<0;\(x);111m")
      }
      pixelDrag(x: 41)
      try replay.save()
      let left = try replay.render()
      replay.control("z")
      pixelDrag(x: 46)
      try replay.save()
      let right = try replay.render()
      #expect(left != right)
      #expect(left == "\n\n\n\n\n     ⡇\n", "the left column of dots")
      #expect(right == "\n\n\n\n\n     ⢸\n", "the right column of dots")
      replay.quit()
    }

    @Test("An eraser drag across a line cuts it in two")
    func eraserCutsLine() throws {
      let replay = try Replay([Replay.line(1, from: (0, 3), to: (30, 3))])
      replay.send("e")
      try replay.waitForTool("Eraser")
      replay.drag(from: (15, 1), to: (15, 6), via: [(15, 3)])
      try replay.save()
      let drawn = try replay.render()
      #expect(
        drawn == "\n\n\n" + String(repeating: "─", count: 15) + " " + String(repeating: "─", count: 15) + "\n"
      )
      let ends = try replay.savedShapes().compactMap(\.ends).sorted { $0[0] < $1[0] }
      #expect(ends == [[0, 3, 14, 3], [16, 3, 30, 3]])
      replay.quit()
    }

    @Test("A hand drag pans the view: the shapes move on screen and the document is unchanged")
    func handPans() throws {
      let replay = try Replay([Replay.box(1, 30, 10, 6, 3)])
      let top = "┌────┐"
      try replay.process.expect("the box drawn") { _ in replay.screenPosition(of: top) != nil }
      #expect(replay.screenPosition(of: top)! == (11, 30))
      replay.send("h")
      try replay.waitForTool("Hand")
      replay.drag(from: (40, 15), to: (30, 12), via: [(35, 13)])
      try replay.process.expect("the box moved with the view") { _ in
        replay.screenPosition(of: top).map { $0 == (8, 20) } ?? false
      }
      #expect(!replay.process.screen.line(0).contains("•"), "panning changes no shape")
      replay.quit()
    }

    @Test("Text: a click, \"Hi 世界\", Esc; a double-click edits it; Enter on a rectangle edits its label")
    func textTool() throws {
      let replay = try Replay([Replay.box(1, 30, 2, 12, 5)])
      replay.send("t")
      try replay.waitForTool("Text")
      replay.click(5, 5)
      try replay.waitForStatus("typing") { $0.contains("Typing") }
      replay.send("Hi 世界")
      replay.tap(.escape)
      try replay.waitForStatus("typing finished, the text selected") {
        !$0.contains("Typing") && $0.contains("1 shape")
      }
      replay.send("v")
      try replay.waitForTool("Select")
      replay.click(6, 5)
      replay.click(6, 5)
      try replay.waitForStatus("editing again") { $0.contains("Typing") }
      replay.send("!")  // the caret is where the double-click landed: after "H"
      replay.tap(.escape)
      try replay.waitForStatus("editing finished") { !$0.contains("Typing") }
      replay.click(30, 4)  // the rectangle's left edge
      try replay.waitForStatus("the rectangle selected") { $0.contains("1 shape 12×5") }
      replay.tap(.enter)
      try replay.waitForStatus("editing the label") { $0.contains("Typing") }
      replay.send("OK")
      replay.tap(.escape)
      try replay.waitForStatus("label finished") { !$0.contains("Typing") }
      try replay.save()
      let drawn = try replay.render()
      #expect(
        drawn == """


                                        ┌──────────┐
                                        │          │
                                        │    OK    │
               H!i 世界                 │          │
                                        └──────────┘

          """, "wide characters take two columns; the label is centred")
      let shapes = try replay.savedShapes()
      #expect(shapes.compactMap { $0["text"]?.string } == ["H!i 世界"])
      #expect(shapes.compactMap { $0["label"]?.string } == ["OK"])
      replay.quit()
    }

    @Test("Spring-loaded P under kitty: press, repeat, drag, release brings the select tool back")
    func springLoadedKitty() throws {
      let replay = try Replay(terminal: .kitty)
      replay.send("\u{1b}[112u")
      try replay.waitForTool("Pen")
      replay.send("\u{1b}[112;1:2u")
      replay.drag(from: (2, 2), to: (10, 4), via: [(6, 3)])
      replay.send("\u{1b}[112;1:2u")
      try replay.process.expect("the stroke drawn") { _ in replay.canvasText.contains("⠤") }
      #expect(replay.statusLine.hasPrefix(" Pen "), "still the pen while P is down")
      replay.send("\u{1b}[112;1:3u")
      try replay.waitForTool("Select")
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.kind) == ["pen"])
      replay.quit()
    }

    @Test("Spring-loaded P on a legacy terminal: repeats, a drag, then silence springs back to select")
    func springLoadedLegacy() throws {
      let replay = try Replay()
      replay.send("p")
      try replay.waitForTool("Pen")
      // Auto-repeat as the OS sends it, while the pointer draws; then the key goes up (silence).
      replay.process.pump(for: .milliseconds(60))
      replay.send("p")
      replay.process.pump(for: .milliseconds(60))
      replay.send("p" + Replay.sgr(0, 2, 2) + Replay.sgr(32, 6, 3))
      replay.process.pump(for: .milliseconds(60))
      replay.send("p" + Replay.sgr(32, 10, 4) + Replay.sgr(0, 10, 4, release: true))
      try replay.waitForTool("Select", timeout: .seconds(3))
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.kind) == ["pen"])
      replay.quit()
    }

    @Test("On a legacy terminal a P tap followed at once by a drag keeps the pen after the key's release")
    func tapThenDragLegacy() throws {
      let replay = try Replay()
      replay.send("p")
      try replay.waitForTool("Pen")
      replay.drag(from: (2, 2), to: (8, 3))
      // Past the first-repeat timeout (750 ms) the release is synthesized; the next report is
      // handled after it, so the second stroke shows which tool the release left.
      replay.process.pump(for: .milliseconds(800))
      replay.drag(from: (2, 6), to: (8, 7))
      try replay.save()
      #expect(replay.statusLine.hasPrefix(" Pen "), "\(replay.statusLine)")
      #expect(try replay.savedShapes().compactMap(\.kind) == ["pen", "pen"])
      replay.quit()
    }
  }
}
