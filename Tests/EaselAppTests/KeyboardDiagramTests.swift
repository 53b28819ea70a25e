import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Keyboard diagramming (issue 14, spec §8): Cmd-Shift-arrow adds a connected copy one grid
/// step away, one per press; Alt+I/J/K/L walk the diagram; Shape → Connector sets the route.
@Suite("Keyboard diagramming")
struct KeyboardDiagramTests {
  static let ctrlShiftRight = "\u{1b}[1;6C"
  static let ctrlShiftDown = "\u{1b}[1;6B"

  static func oneBox() throws -> DriverScript {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 2, row: 2))))
    script.send("\t", after: 10)
    return script
  }

  static func rectangles(_ document: Document) -> [Shape] {
    document.shapes.filter { if case .rectangle = $0.kind { return true } else { return false } }
  }

  static func connectors(_ document: Document) -> [Line] {
    document.shapes.compactMap {
      if case .line(let line) = $0.kind, line.isConnector { return line } else { return nil }
    }
  }

  @Test("Cmd-Shift-Right three times makes a chain of four boxes, each joined to the next by an arrow")
  func chainOfFour() throws {
    var script = try Self.oneBox()
    for _ in 0..<3 { script.send(Self.ctrlShiftRight, after: 800) }
    let document = try #require(script.driver.editor?.state.document)
    let boxes = Self.rectangles(document)
    #expect(boxes.count == 4)
    // One grid step (8 columns) beyond each: 10 wide, so 18 columns apart.
    #expect(boxes.map(\.bounds.origin.column) == [2, 20, 38, 56])
    #expect(Set(boxes.map(\.bounds.origin.row)) == [2])
    let arrows = Self.connectors(document)
    #expect(arrows.count == 3)
    let pairs = Set(arrows.map { [$0.startBinding!.shape.rawValue, $0.endBinding!.shape.rawValue] })
    let ids = boxes.map(\.id.rawValue)
    #expect(pairs == [[ids[0], ids[1]], [ids[1], ids[2]], [ids[2], ids[3]]])
    #expect(arrows.allSatisfy { $0.arrowAtEnd && $0.route == .elbow })
    #expect(script.driver.editor?.state.selection.shapeIDs == [boxes[3].id], "the last copy is selected")
    #expect(document.invariantViolations() == [])
    for arrow in arrows {
      let from = try #require(document[arrow.startBinding!.shape]?.bounds)
      let to = try #require(document[arrow.endBinding!.shape]?.bounds)
      #expect(ConnectorFollowingTests.isOnSide(arrow.start, of: from))
      #expect(ConnectorFollowingTests.isOnSide(arrow.end, of: to))
    }
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(Self.rectangles(script.driver.editor!.state.document).count == 3, "each press is one undo step")
  }

  @Test("a held Cmd-Shift-Down (kitty repeats) adds one copy, not one per repeat")
  func heldAddsOne() throws {
    var script = DriverScript(
      kind: .editor(EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 2, row: 2)))))
    script.answerAsKitty()
    script.send("\t", after: 10)
    script.send("\u{1b}[1;6B", after: 10)
    for _ in 0..<8 { script.send("\u{1b}[1;6:2B", after: 40) }
    script.send("\u{1b}[1;6:3B", after: 30)
    let document = try #require(script.driver.editor?.state.document)
    #expect(Self.rectangles(document).count == 2)
    #expect(Self.rectangles(document).last?.bounds.origin == CanvasPoint(column: 2, row: 10))
  }

  @Test("Alt-L and Alt-J walk along the chain; Alt-K finds nothing below and says so")
  func walk() throws {
    var script = try Self.oneBox()
    for _ in 0..<2 { script.send(Self.ctrlShiftRight, after: 800) }
    let boxes = Self.rectangles(try #require(script.driver.editor?.state.document)).map(\.id)
    script.send("\u{1b}j", after: 800)  // Alt-J: left
    #expect(script.driver.editor?.state.selection.shapeIDs == [boxes[1]])
    script.send("\u{1b}j", after: 800)
    #expect(script.driver.editor?.state.selection.shapeIDs == [boxes[0]])
    script.send("\u{1b}[1;3C", after: 800)  // Alt-Right
    #expect(script.driver.editor?.state.selection.shapeIDs == [boxes[1]])
    script.send("\u{1b}k", after: 800)  // Alt-K: down, nothing there
    #expect(script.driver.editor?.state.selection.shapeIDs == [boxes[1]])
    #expect(script.driver.editor?.state.status?.text == "No connected shape below")
  }

  @Test("Connector: Straight makes the selected connector one segment; Elbow routes it again")
  func routeKind() throws {
    var script = try Self.oneBox()
    script.send(Self.ctrlShiftDown, after: 800)
    script.send(Self.ctrlShiftRight, after: 800)
    // Select the second arrow (box 2 → box 3: down then across, so it bends).
    let document = try #require(script.driver.editor?.state.document)
    let last = try #require(document.shapes.last)
    for _ in 0..<6 where script.driver.editor?.state.selection.shapeIDs != [last.id] {
      script.send("\t", after: 10)
    }
    script.runFromMenu("shape.routeStraight")
    guard case .line(let straight)? = script.driver.editor?.state.document[last.id]?.kind else {
      Issue.record("no line")
      return
    }
    #expect(straight.route == .straight && straight.bends.isEmpty && straight.isConnector)
    script.runFromMenu("shape.routeElbow")
    let after = try #require(script.driver.editor?.state.document)
    guard case .line(let elbow)? = after[last.id]?.kind else { return }
    #expect(elbow.route == .elbow)
    #expect(ConnectorFollowingTests.attachmentProblems(last.id.rawValue, in: after) == [])
  }
}
