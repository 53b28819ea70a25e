import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import Testing

@testable import EaselApp

/// Text across the clipboard (spec §10): a terminal paste recognised as a diagram, Paste as
/// Plain Text readying the next paste, Copy as Markdown.
@Suite("Text clipboard")
struct TextClipboardTests {
  static let diagram = "┌───────┐    ┌──────┐\n│ Start ├───→┤ Load │\n└───────┘    └──────┘\n"

  static func bracketed(_ text: String) -> String { "\u{1b}[200~" + text + "\u{1b}[201~" }

  func editor(_ script: DriverScript) throws -> EditorProbe { try #require(script.driver.editor) }

  static func count(_ document: Document) -> (boxes: Int, lines: Int, connected: Int, texts: Int) {
    var counts = (boxes: 0, lines: 0, connected: 0, texts: 0)
    for shape in document.shapes {
      switch shape.kind {
      case .rectangle: counts.boxes += 1
      case .line(let line):
        counts.lines += 1
        if line.isConnector { counts.connected += 1 }
      case .text: counts.texts += 1
      default: break
      }
    }
    return counts
  }

  @Test("a pasted diagram becomes boxes and a bound connector at the cursor, selected, one undo step")
  func pasteRecognisesADiagram() throws {
    var script = EditorTests.started()
    // Three right and two down: the cursor at (3, 2).
    script.send("\u{1b}[C\u{1b}[C\u{1b}[C\u{1b}[B\u{1b}[B", after: 10)
    #expect(try editor(script).state.cursor == CanvasPoint(column: 3, row: 2))
    script.send(Self.bracketed(Self.diagram.split(separator: "\n").joined(separator: "\r\n")), after: 800)
    let state = try editor(script).state
    let counts = Self.count(state.document)
    #expect(counts.boxes == 2 && counts.lines == 1 && counts.connected == 1)
    #expect(state.selection.shapeIDs == Set(state.document.shapes.map(\.id)))
    // Drawn where the text was pasted: each line three columns in, two rows down.
    let rendered = String(decoding: try TextExport.render(state.document), as: UTF8.self)
    let expected = "\n\n" + Self.diagram.split(separator: "\n").map { "   " + $0 + "\n" }.joined()
    #expect(rendered == expected)
    #expect(
      try editor(script).statusText.contains(
        "Pasted a diagram: 2 boxes, 1 connector, 0 lines with one end bound"))
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(try editor(script).state.document.isEmpty, "one undo step")
  }

  @Test("prose pasted is one text shape, as before: nothing in it is a box or a line")
  func prosePastedAsText() throws {
    var script = EditorTests.started()
    script.send(Self.bracketed("Some notes\r\nabout   the   plan"), after: 10)
    let shapes = try editor(script).state.document.shapes
    #expect(shapes.count == 1)
    guard case .text(let text) = shapes.first?.kind else {
      Issue.record("expected one text shape, got \(shapes)")
      return
    }
    #expect(text.text == "Some notes\nabout   the   plan")
  }

  @Test("a paste over 64 KiB is one text shape at once, and says why")
  func largePasteIsText() throws {
    var script = EditorTests.started()
    let big = String(repeating: "+--+ ", count: 14_000)
    script.send(Self.bracketed(big), after: 10)
    let shapes = try editor(script).state.document.shapes
    #expect(shapes.count == 1)
    guard case .text = shapes.first?.kind else {
      Issue.record("expected a text shape")
      return
    }
    #expect(try editor(script).statusText.contains("up to 64 KiB"))
  }

  @Test(
    "Paste as Plain Text readies the next paste: the diagram comes in as one text shape; the one after is recognised"
  )
  func pasteAsPlainText() throws {
    var script = EditorTests.started()
    script.runFromMenu("edit.pastePlainText")
    #expect(try editor(script).isShowing(.plainPaste))
    script.advance(by: 10)
    #expect(try editor(script).statusText.contains("paste now with your terminal"))
    // A mouse press (a middle click is how many terminals paste) leaves it ready.
    script.send("\u{1b}[<1;40;12M\u{1b}[<1;40;12m", after: 50)
    #expect(try editor(script).isShowing(.plainPaste))
    script.send(Self.bracketed(Self.diagram), after: 50)
    var state = try editor(script).state
    #expect(state.document.count == 1)
    guard case .text(let text) = state.document.shapes.first?.kind else {
      Issue.record("expected one text shape")
      return
    }
    #expect(text.text == Self.diagram)
    #expect(try !editor(script).isShowing(.plainPaste))
    // Only the next paste: the one after is recognised again.
    script.send("\u{1b}[B\u{1b}[B\u{1b}[B\u{1b}[B", after: 800)
    script.send(Self.bracketed(Self.diagram), after: 800)
    state = try editor(script).state
    #expect(Self.count(state.document).boxes == 2)
  }

  @Test("a readied plain paste is stood down by Esc, or by another key, which then does its own work")
  func plainPasteCancelled() throws {
    var script = EditorTests.started()
    script.runFromMenu("edit.pastePlainText")
    script.send("\u{1b}", after: 50)
    script.advance(by: 100)
    #expect(try !editor(script).isShowing(.plainPaste))
    #expect(try editor(script).statusText.contains("Paste as Plain Text cancelled"))
    script.runFromMenu("edit.pastePlainText")
    script.send("r", after: 800)
    #expect(try !editor(script).isShowing(.plainPaste))
    #expect(try editor(script).tool == .rectangle, "the key went on to pick its tool")
    script.send(Self.bracketed(Self.diagram), after: 800)
    #expect(Self.count(try editor(script).state.document).boxes == 2, "recognised: no longer readied")
  }

  @Test(
    "Copy as Markdown puts the selection's text in a fenced block on the clipboard, and copies the shapes")
  func copyAsMarkdown() throws {
    var script = EditorTests.started(
      EditorLaunch(
        document: try Document(shapes: [EditorTests.box(1, column: 4, row: 3, columns: 6, rows: 3)])))
    let item = try editor(script).menuModel.menu(.edit).items.first { $0.id == "edit.copyMarkdown" }
    #expect(item?.isEnabled == false, "nothing selected")
    script.send("\t")
    script.send(CommandMenuTests.ctrlK, after: 800)
    script.send("copy as markdown", after: 50)
    script.send("\r", after: 50)
    #expect(EditorClipboardTests.clipboardWrites(script) == ["```\n┌────┐\n│    │\n└────┘\n```\n"])
    #expect(try editor(script).statusText.contains("Copied 1 shape as Markdown"))
    script.send(EditorClipboardTests.ctrlV, after: 800)
    #expect(try editor(script).state.document.count == 2, "the shapes were copied too")
  }

  @Test("the fence is longer than any run of backticks that starts a line of the drawing")
  func markdownFence() {
    let block = { (text: String) in
      String(decoding: EditorModel.markdownBlock(Array(text.utf8)), as: UTF8.self)
    }
    #expect(block("a\n") == "```\na\n```\n")
    #expect(block("a ``` b\n") == "```\na ``` b\n```\n", "not at a line's start")
    #expect(block("x\n  ````\n") == "`````\nx\n  ````\n`````\n")
    #expect(block("no newline") == "```\nno newline\n```\n")
  }
}
