import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// Connectors through the real executable (issue 14): drawn with the mouse, following a
  /// dragged box and a held arrow, undone in one step, and chains made at the keyboard.
  @Suite("Connector replays through the real executable")
  struct ConnectorReplays {
    /// Box 1 at (2, 2), box 2 at (40, 10), both 10×4, and arrow 3 from 1 to 2.
    static let connected = [
      Replay.box(1, 2, 2, 10, 4), Replay.box(2, 40, 10, 10, 4),
      "{\"id\": 3, \"kind\": \"line\", \"start\": {\"column\": 6, \"row\": 5}, \"end\": {\"column\": 40, \"row\": 11}, "
        + "\"arrowAtEnd\": true, \"route\": \"elbow\", \"startBinding\": {\"shape\": 1}, \"endBinding\": {\"shape\": 2}, "
        + "\"bends\": [6, 11]}",
    ]

    static func start(_ terminal: ReplayTerminal) throws -> Replay {
      try Replay(
        document: "{\"format\": \"easel\", \"version\": 2, \"shapes\": [\n"
          + connected.joined(separator: ",\n")
          + "\n]}\n", terminal: terminal)
    }

    /// True when `cell` is on a side of `bounds` (column, row, columns, rows), not a corner.
    static func isOnSide(_ cell: (Int, Int), of bounds: [Int]) -> Bool {
      let (left, top, right, bottom) = (
        bounds[0], bounds[1], bounds[0] + bounds[2] - 1, bounds[1] + bounds[3] - 1
      )
      guard (left...right).contains(cell.0), (top...bottom).contains(cell.1) else { return false }
      return (cell.0 == left || cell.0 == right) != (cell.1 == top || cell.1 == bottom)
    }

    /// Problems with the saved line `lineID`: bound to `from` and `to`, ends on their sides.
    static func attachmentProblems(_ shapes: [SavedJSON], line lineID: Int, from: Int, to: Int) -> [String] {
      func shape(_ id: Int) -> SavedJSON? { shapes.first { $0["id"]?.int == id } }
      guard let line = shape(lineID), let ends = line.ends else { return ["no line \(lineID)"] }
      var problems: [String] = []
      if line["startBinding"]?["shape"]?.int != from {
        problems.append("start not bound to \(from): \(line)")
      }
      if line["endBinding"]?["shape"]?.int != to { problems.append("end not bound to \(to): \(line)") }
      if let bounds = shape(from)?.bounds, !isOnSide((ends[0], ends[1]), of: bounds) {
        problems.append("start \(ends[0]),\(ends[1]) not on a side of \(bounds)")
      }
      if let bounds = shape(to)?.bounds, !isOnSide((ends[2], ends[3]), of: bounds) {
        problems.append("end \(ends[2]),\(ends[3]) not on a side of \(bounds)")
      }
      return problems
    }

    @Test("two boxes and an arrow drawn with the mouse; dragging a box away keeps the arrow on both")
    func drawAndDrag() throws {
      let replay = try Replay()
      replay.send("r")
      try replay.waitForTool("Rectangle")
      replay.drag(from: (2, 2), to: (11, 5))
      replay.drag(from: (40, 10), to: (49, 13))
      replay.send("l")
      try replay.waitForTool("Line")
      replay.drag(from: (6, 3), to: (44, 11), via: [(20, 6)])
      replay.send("v")
      try replay.waitForTool("Select")
      replay.drag(from: (45, 10), to: (45, 18), via: [(45, 14)])
      try replay.save()
      let shapes = try replay.savedShapes()
      #expect(shapes.count == 3)
      #expect(shapes.first { $0["id"]?.int == 2 }?.bounds == [40, 18, 10, 4], "box 2 moved 8 rows down")
      #expect(Self.attachmentProblems(shapes, line: 3, from: 1, to: 2) == [])
      let arrow = shapes.first { $0["id"]?.int == 3 }
      #expect(arrow?["arrowAtEnd"] == .bool(true), "a line drawn to a box is an arrow")
      #expect(arrow?["arrowAtStart"] == nil)
      replay.quit()
    }

    @Test(
      "a held Right moves the bound box and the arrow follows; one undo brings both back",
      arguments: [
        ReplayTerminal.legacy, .kitty,
      ])
    func heldRightAndUndo(_ terminal: ReplayTerminal) throws {
      let replay = try Self.start(terminal)
      let original = try replay.savedShapes()
      replay.tap(.tab)
      replay.tap(.tab)
      if terminal.isKitty {
        replay.send(ReplayKey.right.kitty(phase: 1))
        for _ in 0..<15 {
          usleep(35_000)
          replay.send(ReplayKey.right.kitty(phase: 2))
        }
        replay.send(ReplayKey.right.kitty(phase: 3))
      } else {
        replay.send(ReplayKey.right.legacy())
        usleep(400_000)
        for _ in 0..<15 {
          usleep(35_000)
          replay.send(ReplayKey.right.legacy())
        }
        usleep(900_000)  // past the synthesized release
      }
      try replay.save()
      let moved = try replay.savedShapes()
      let column = try #require(moved.first { $0["id"]?.int == 2 }?.bounds?[0])
      #expect(column > 45, "the held Right moved box 2 (to column \(column))")
      #expect(Self.attachmentProblems(moved, line: 3, from: 1, to: 2) == [])
      replay.control("z")
      usleep(200_000)
      try replay.save()
      let undone = try replay.savedShapes()
      #expect(undone == original, "one Ctrl-Z restores box 2 and the arrow together")
      replay.quit()
    }

    @Test("Cmd-Shift-Right three times makes a four-box chain")
    func chain() throws {
      let replay = try Replay([Replay.box(1, 2, 2, 10, 4)])
      replay.tap(.tab)
      for _ in 0..<3 {
        replay.send("\u{1b}[1;6C")
        usleep(900_000)
      }
      try replay.save()
      let shapes = try replay.savedShapes()
      let boxes = shapes.filter { $0.kind == "rectangle" }
      let lines = shapes.filter { $0.kind == "line" }
      #expect(boxes.count == 4 && lines.count == 3)
      let ids = boxes.compactMap { $0["id"]?.int }
      for (index, line) in lines.enumerated() {
        guard let id = line["id"]?.int, index + 1 < ids.count else { continue }
        #expect(Self.attachmentProblems(shapes, line: id, from: ids[index], to: ids[index + 1]) == [])
      }
      replay.quit()
    }
  }
}
