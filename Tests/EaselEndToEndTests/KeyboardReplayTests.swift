import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Issue 5's keyboard drawing, Shape menu styles and clipboard replayed on the real executable.
  @Suite("Keyboard, style and clipboard replays through the real executable")
  struct KeyboardReplays {
    @Test("Enter with the rectangle tool starts a box at the cursor; arrows size it; Enter finishes")
    func enterDrawsRectangle() throws {
      let replay = try Replay()
      replay.send("r")
      try replay.waitForTool("Rectangle")
      replay.tap(.enter)
      try replay.waitForStatus("drawing from the keyboard") { $0.contains("Arrows draw") }
      for _ in 0..<5 { replay.tap(.right) }
      replay.tap(.down)
      try replay.waitForStatus("the far corner at 6,2") { $0.contains("│ 6,2 │") }
      replay.tap(.enter)
      try replay.waitForStatus("the box made and selected") { $0.contains("1 shape 7×3") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap(\.bounds) == [[0, 0, 7, 3]])
      let drawn = try replay.render()
      #expect(drawn == "┌─────┐\n│     │\n└─────┘\n")
      replay.quit()
    }

    @Test("Shape frame style from the command menu: Ctrl-K, \"double\", Enter redraws the frame doubled")
    func frameStyleFromCommandMenu() throws {
      let replay = try Replay([Replay.box(1, 2, 1, 8, 3)])
      replay.tap(.tab)
      try replay.waitForStatus("the box selected") { $0.contains("1 shape 8×3") }
      replay.control("k")
      try replay.process.expect("the command menu") { $0.screen.text.contains("Command Menu") }
      replay.send("double")
      try replay.process.expect("Frame: Double listed") { $0.screen.text.contains("Frame: Double") }
      replay.tap(.enter)
      try replay.process.expect("the menu closed, the frame doubled") {
        !$0.screen.text.contains("Command Menu") && replay.canvasText.contains("╔══════╗")
      }
      try replay.save()
      let drawn = try replay.render()
      #expect(drawn == "\n  ╔══════╗\n  ║      ║\n  ╚══════╝\n")
      #expect(try replay.savedShapes().first?["style"]?.string == "double")
      replay.quit()
    }

    @Test("Cmd-C (Ctrl-C) writes OSC 52 whose Base64 decodes to the render of the selection")
    func copyWritesOSC52() throws {
      let shapes = [Replay.box(1, 4, 3, 6, 3), Replay.text(2, 12, 7, "note"), Replay.box(3, 40, 2, 5, 3)]
      let replay = try Replay(shapes)
      replay.click(4, 4)
      replay.click(13, 7, modifiers: 4)  // Shift adds the text
      try replay.waitForStatus("two shapes selected") { $0.contains("2 shapes 12×5") }
      let mark = replay.process.output.count
      replay.control("c")
      try replay.waitForStatus("copied") { $0.contains("Copied 2 shapes") }
      let copied = try #require(Self.clipboardWrites(in: replay.process.output, from: mark).first)
      // The same two shapes with the selection's top-left at the origin, rendered by `easel render`.
      let folder = try Documents.temporaryFolder()
      let alone = folder + "/selection.easel"
      Documents.write(Replay.document([Replay.box(1, 0, 0, 6, 3), Replay.text(2, 8, 4, "note")]), to: alone)
      let rendered = try PipedProcess.run(arguments: ["render", alone])
      #expect(rendered.termination?.reason == .exited(0))
      #expect(copied == rendered.outputText)
      #expect(copied == "┌────┐\n│    │\n└────┘\n\n        note\n")
      _ = unlink(alone)
      _ = rmdir(folder)
      replay.quit()
    }

    @Test("A bracketed paste with escape sequences inside becomes a text shape without them")
    func pasteBecomesText() throws {
      let replay = try Replay()
      replay.click(5, 4)
      try replay.waitForStatus("the cursor at 5,4") { $0.contains("│ 5,4 │") }
      replay.send("\u{1b}[200~Hi\u{1b}[31m there\u{1b}[0m\u{1b}]0;title\u{7}!\u{1b}[201~")
      try replay.waitForStatus("the pasted text selected") { $0.contains("1 shape") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap { $0["text"]?.string } == ["Hi there!"])
      let drawn = try replay.render()
      #expect(drawn == "\n\n\n\n     Hi there!\n")
      replay.quit()
    }

    /// The payloads of every OSC 52 clipboard write in `output` from `start`, decoded.
    static func clipboardWrites(in output: [UInt8], from start: Int) -> [String] {
      let opener = Array("\u{1b}]52;c;".utf8)
      var found: [String] = []
      var position = start
      while let range = PTYProcess.find(opener, in: output, from: position) {
        var end = range.upperBound
        while end < output.count, output[end] != 0x1B, output[end] != 0x07 { end += 1 }
        found.append(String(decoding: base64Decoded(output[range.upperBound..<end]), as: UTF8.self))
        position = end
      }
      return found
    }

    static func base64Decoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
      let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
      var bits: UInt32 = 0
      var count = 0
      var bytes: [UInt8] = []
      for byte in text where byte != UInt8(ascii: "=") {
        guard let value = alphabet.firstIndex(of: byte) else { continue }
        bits = bits << 6 | UInt32(value)
        count += 6
        if count >= 8 {
          count -= 8
          bytes.append(UInt8(bits >> UInt32(count) & 0xFF))
        }
      }
      return bytes
    }
  }
}
