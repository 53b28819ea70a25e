import EaselDocument
import EaselImport

/// Text across the clipboard (spec §10): a pasted diagram recognised as objects, text pasted as
/// it is on request, and the selection copied as a Markdown fenced block.
extension EditorModel {
  /// The most pasted text read as a diagram: 64 KiB, hundreds of lines of diagram, which a
  /// release build recognises in about a tenth of a second (docs/import.md, "Pasting text"). A
  /// larger paste is one text shape, at once, so no paste holds the editor up for long.
  static let maximumRecognisedPasteBytes = 64 << 10

  /// A terminal paste with nothing being edited. Text holding a diagram (the import finds at
  /// least one box or line in it) becomes those boxes, lines, connectors and text shapes, its
  /// first column and row at the keyboard cursor, one undo step, selected. Other text — prose,
  /// a diagram the import refuses, a paste over the limit — is one text shape, as before.
  mutating func paste(_ raw: String) {
    let text = Self.pastableText(raw, keepingTabs: true)
    guard !text.isEmpty else { return }
    guard text.utf8.count <= Self.maximumRecognisedPasteBytes else {
      let limit = Self.maximumRecognisedPasteBytes >> 10
      pasteAsText(raw, saying: "Pasted as text: diagrams are recognised in pastes up to \(limit) KiB")
      return
    }
    let reading: DiagramReading
    do {
      reading = try DiagramReader.read(Array(text.utf8))
    } catch {
      pasteAsText(raw, saying: "Pasted as text, not as a diagram: \(error)")
      return
    }
    let (imported, report) = (reading.document, reading.report)
    guard report.boxes + report.lines > 0 else {
      pasteText(raw)
      return
    }
    var document = state.document
    var pasted = document.makeCopies(
      of: imported.shapes, columns: state.cursor.column, rows: state.cursor.row)
    for index in pasted.indices { pasted[index].strokeColor = style.strokeColor }
    let before = state.document.revision
    state.perform(
      state.document.adding(pasted), titled: "Paste Diagram", selecting: Selection(Set(pasted.map(\.id))))
    guard state.document.revision != before else { return }
    state.status = .transient("Pasted a diagram: \(report) · Edit → Paste as Plain Text pastes text as it is")
  }

  /// One text shape, and why the paste was not read as a diagram (unless the shape itself was
  /// refused, which says so).
  private mutating func pasteAsText(_ raw: String, saying why: String) {
    let before = state.document.revision
    pasteText(raw)
    if state.document.revision != before { state.message = why }
  }

  /// Edit → Copy as Markdown: what Copy puts on the system clipboard, in a fenced block.
  mutating func copySelectionAsMarkdown() -> [UInt8] {
    let copied = state.document.collection(of: state.selection.shapeIDs)
    guard !copied.isEmpty else { return [] }
    clipboard = copied
    let shapes = copied.shapes
    // As for Copy: hidden shapes (spec §9) are left out of the text.
    let drawn = shapes.filter { state.document[$0.id].map(state.document.isDrawn) ?? true }
    guard let text = Self.textRendering(of: drawn, options: display.options),
      let sequence = Self.osc52(Self.markdownBlock(text))
    else {
      state.message = "Copied \(Self.count(shapes)) (too large for the system clipboard)"
      return []
    }
    state.status = .transient("Copied \(Self.count(shapes)) as Markdown")
    return sequence
  }

  /// `text` (lines ending in `\n`) fenced: three backticks, or one more than the longest run of
  /// backticks starting a line of it, so no line of the drawing closes the fence.
  static func markdownBlock(_ text: [UInt8]) -> [UInt8] {
    var longest = 0
    var atLineStart = true
    var run = 0
    for byte in text {
      if atLineStart, byte == UInt8(ascii: "`") {
        run += 1
        longest = max(longest, run)
        continue
      }
      atLineStart = byte == 0x0A || (atLineStart && byte == 0x20)
      run = 0
    }
    let fence = [UInt8](repeating: UInt8(ascii: "`"), count: max(3, longest + 1))
    var block = fence + [0x0A] + text
    if let last = text.last, last != 0x0A { block.append(0x0A) }
    return block + fence + [0x0A]
  }
}
