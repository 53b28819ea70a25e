import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// The objects panel and groups through the real executable (issue 15): the list selection
  /// typed and clicked in the panel, its result seen in the saved file.
  @Suite("Objects panel replays through the real executable")
  struct ObjectsPanelReplays {
    /// Boxes 1…count down the canvas, 10×3, five rows apart (the panel lists count … 1).
    static func boxes(_ count: Int) -> [String] {
      (1...count).map { Replay.box($0, 2, ($0 - 1) * 4, 10, 3) }
    }

    /// The screen column (SGR, from 1) of text in the panel at 80 columns (it takes the last 24).
    static let panelColumn = 80 - 24 + 11

    /// A click on the panel's row `row` (0 is the first row listed), with SGR modifier bits.
    static func clickRow(_ replay: Replay, _ row: Int, modifiers: Int = 0) {
      let y = row + 3
      replay.send("\u{1b}[<\(modifiers);\(panelColumn);\(y)M\u{1b}[<\(modifiers);\(panelColumn);\(y)m")
    }

    /// Keys apart enough for the key tracker to take each as a tap.
    static func taps(_ replay: Replay, _ keys: String...) {
      for key in keys {
        replay.send(key)
        usleep(150_000)
      }
    }

    static func openPanel(_ replay: Replay) throws {
      replay.send("\u{1b}o")
      try replay.waitForStatus("the panel focused") { $0.hasPrefix(" Objects panel") }
    }

    static func saved(_ replay: Replay) throws -> SavedJSON {
      try SavedJSON.parse(try #require(TestFiles.readBytes(replay.path)))
    }

    @Test(
      "Open the panel, Shift+Down three times selects four shapes: Cmd-G then save gives one group of four")
    func shiftDownThenGroup() throws {
      let replay = try Replay(Self.boxes(6))
      try Self.openPanel(replay)
      Self.taps(replay, "\u{1b}[B", " ")
      try replay.waitForStatus("one shape") { $0.contains("1 shape") }
      Self.taps(replay, "\u{1b}[1;2B", "\u{1b}[1;2B", "\u{1b}[1;2B")
      try replay.waitForStatus("four shapes") { $0.contains("4 shapes") }
      replay.control("g")
      try replay.waitForStatus("grouped") { $0.contains("Grouped 4 objects") }
      try replay.save()
      let file = try Self.saved(replay)
      let groups = file["groups"]?.array ?? []
      #expect(groups.count == 1)
      let group = try #require(groups.first?["id"]?.int)
      let members = (file["shapes"]?.array ?? []).filter { $0["group"]?.int == group }.compactMap {
        $0["id"]?.int
      }
      #expect(members == [2, 3, 4, 5])
      #expect(file["version"]?.int == 4)
      replay.quit()
    }

    @Test("Cmd-click in the panel adds a row and takes it out again")
    func cmdClickToggles() throws {
      let replay = try Replay(Self.boxes(4))
      try Self.openPanel(replay)
      Self.clickRow(replay, 0)
      try replay.waitForStatus("one shape") { $0.contains("1 shape") }
      usleep(500_000)
      Self.clickRow(replay, 2, modifiers: 16)
      try replay.waitForStatus("two shapes") { $0.contains("2 shapes") }
      usleep(500_000)
      Self.clickRow(replay, 0, modifiers: 16)
      try replay.waitForStatus("one shape again") { $0.contains("1 shape 10×3") }
      // Row 2 is box 2: the one left selected is drawn with the selection outline there.
      replay.control("x")
      try replay.waitForStatus("cut") { $0.contains("Cut 1 shape") }
      try replay.save()
      #expect(try replay.savedShapes().compactMap { $0["id"]?.int } == [1, 3, 4])
      replay.quit()
    }

    @Test("Alt-Up in the panel moves the selected shape up in z-order, saved")
    func altUpReorders() throws {
      let replay = try Replay(Self.boxes(4))
      try Self.openPanel(replay)
      // Rows 4, 3, 2, 1: the third row is box 2; Alt-Up puts it in front of box 3.
      Self.taps(replay, "\u{1b}[B", "\u{1b}[B", " ")
      try replay.waitForStatus("box 2 selected") { $0.contains("1 shape") }
      Self.taps(replay, "\u{1b}[1;3A")
      try replay.save()
      #expect(try replay.savedShapes().compactMap { $0["id"]?.int } == [1, 3, 2, 4])
      replay.quit()
    }

    @Test("Cmd-G on the canvas, then a move: the saved file has the group and both boxes moved")
    func groupMoveSave() throws {
      let replay = try Replay([Replay.box(1, 2, 2, 10, 3), Replay.box(2, 20, 2, 10, 3)])
      replay.click(4, 3)
      try replay.waitForStatus("box 1 selected") { $0.contains("1 shape") }
      usleep(500_000)
      replay.click(22, 3, modifiers: 16)
      try replay.waitForStatus("both selected") { $0.contains("2 shapes") }
      replay.control("g")
      try replay.waitForStatus("grouped") { $0.contains("Grouped 2 objects") }
      usleep(500_000)
      // A click on box 1 selects the group; dragging it moves both.
      replay.drag(from: (4, 3), to: (8, 10), via: [(6, 6)])
      try replay.waitForStatus("the group moved") { $0.contains("2 shapes 28×3") }
      try replay.save()
      let file = try Self.saved(replay)
      let groups = file["groups"]?.array ?? []
      #expect(groups.count == 1)
      let group = try #require(groups.first?["id"]?.int)
      let shapes = file["shapes"]?.array ?? []
      #expect(shapes.compactMap(\.bounds) == [[6, 9, 10, 3], [24, 9, 10, 3]])
      #expect(shapes.allSatisfy { $0["group"]?.int == group })
      replay.quit()
    }
  }
}
