import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// Copy, cut and paste (spec §6): shapes within Easel, OSC 52 for the system clipboard, text
/// pasted from the terminal.
@Suite("Editor clipboard")
struct EditorClipboardTests {
  static let ctrlC = "\u{03}"
  static let ctrlX = "\u{18}"
  static let ctrlV = "\u{16}"

  static func started(_ shapes: Shape...) throws -> DriverScript {
    EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
  }

  /// The OSC 52 payloads written so far, decoded.
  static func clipboardWrites(_ script: DriverScript) -> [String] {
    let bytes = script.written
    let opener = Array("\u{1b}]52;c;".utf8)
    var found: [String] = []
    var index = 0
    while index + opener.count <= bytes.count {
      guard Array(bytes[index..<index + opener.count]) == opener else {
        index += 1
        continue
      }
      var end = index + opener.count
      while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
      found.append(decode(String(decoding: bytes[(index + opener.count)..<end], as: UTF8.self)))
      index = end
    }
    return found
  }

  static func decode(_ base64: String) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var bits: UInt32 = 0
    var count = 0
    var bytes: [UInt8] = []
    for character in base64 where character != "=" {
      guard let value = alphabet.firstIndex(of: character) else { continue }
      bits = bits << 6 | UInt32(value)
      count += 6
      if count >= 8 {
        count -= 8
        bytes.append(UInt8(bits >> UInt32(count) & 0xFF))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("Base64 matches RFC 4648's test vectors")
  func base64() {
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
      "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors {
      #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
    }
  }

  @Test(
    "Cmd-C puts the selection's text rendering on the system clipboard; Cmd-V pastes a copy, one undo step")
  func copyPaste() throws {
    var script = try Self.started(EditorTests.box(1, column: 4, row: 3, columns: 6, rows: 3))
    script.send("\t")
    script.send(Self.ctrlC, after: 800)
    #expect(Self.clipboardWrites(script) == ["┌────┐\n│    │\n└────┘\n"])
    script.send(Self.ctrlV, after: 800)
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 2)
    let copy = try #require(document.shapes.last)
    #expect(copy.id != ShapeID(1))
    #expect(
      copy.bounds.origin == CanvasPoint(column: 6, row: 4), "beside the original, which holds the cursor")
    #expect(script.driver.editor?.state.selection.shapeIDs == [copy.id])
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.count == 1)
  }

  @Test("Cmd-X removes the selection and Cmd-V brings it back at the keyboard cursor")
  func cutPaste() throws {
    var script = try Self.started(EditorTests.box(1, column: 4, row: 3))
    script.send("\t")
    script.send(Self.ctrlX, after: 800)
    #expect(script.driver.editor?.state.document.isEmpty == true)
    script.send("\u{1b}[<0;31;12M\u{1b}[<0;31;12m", after: 800)  // click at canvas (30, 10)
    script.send(Self.ctrlV, after: 800)
    let pasted = try #require(script.driver.editor?.state.document.shapes.first)
    #expect(pasted.bounds.origin == CanvasPoint(column: 30, row: 10))
  }

  @Test("Text pasted from the terminal becomes a text shape at the cursor, controls and escapes removed")
  func pasteText() throws {
    var script = EditorTests.started()
    script.send(
      "\u{1b}[200~line one\r\nline\u{1b}[31m two\u{7}\u{1b}]0;title\u{7}\u{202E}!\u{1b}[201~", after: 10)
    let shape = try #require(script.driver.editor?.state.document.shapes.first)
    guard case .text(let text) = shape.kind else {
      Issue.record("expected a text shape, got \(shape.kind)")
      return
    }
    #expect(text.text == "line one\nline two!")
    #expect(text.origin == .zero)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.isEmpty == true, "one undo step")
  }

  @Test("A paste while text is edited goes into the text")
  func pasteIntoText() throws {
    var script = EditorTests.started()
    script.send("t")
    script.send("\u{1b}[<0;6;7M\u{1b}[<0;6;7m", after: 10)
    script.send("ab", after: 10)
    script.send("\u{1b}[200~XY\u{1b}[201~", after: 10)
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    guard case .text(let text) = script.driver.editor?.state.document.shapes.first?.kind else {
      Issue.record("no text shape")
      return
    }
    #expect(text.text == "abXY")
  }

  @Test("Pasted text sanitizing: CSI, OSC with BEL or ST, DCS, C1 and bidi controls go; tabs become spaces")
  func sanitizing() {
    #expect(EditorModel.pastableText("a\u{1b}[1;2Hb") == "ab")
    #expect(EditorModel.pastableText("a\u{1b}]52;c;Zm9v\u{1b}\\b") == "ab")
    #expect(EditorModel.pastableText("a\u{1b}P+q\u{1b}\\b\u{85}c\u{2067}d") == "abcd")
    #expect(EditorModel.pastableText("a\tb\rc") == "a    b\nc")
  }

  @Test("A selection whose rendering is over 1 MiB of Base64 is copied within Easel only")
  func oversizedClipboard() {
    #expect(EditorModel.osc52(Array(repeating: 0x41, count: 900_000)) == nil)
    #expect(EditorModel.osc52(Array(repeating: 0x41, count: 700_000)) != nil)
  }
}

@Suite("Copy of a drawing too large for the clipboard")
struct HugeCopyTests {
  @Test("Cmd-C of a box around the whole canvas says it is too large, sends no OSC 52 and draws nothing big")
  func boxAroundTheCanvas() throws {
    let limit = CanvasLimits.maximumCoordinate
    let box = Shape(
      id: ShapeID(1),
      kind: .rectangle(
        Rectangle(
          bounds: CanvasRect(column: -limit, row: -limit, columns: 2 * limit + 1, rows: 2 * limit + 1))))
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: [box])))
    script.send("\t", after: 10)
    script.written = []
    script.send("\u{03}", after: 800)  // Ctrl-C
    #expect(script.driver.editor?.state.message == "Copied 1 shape (too large for the system clipboard)")
    #expect(!script.text.contains("\u{1b}]52;"))
  }
}
