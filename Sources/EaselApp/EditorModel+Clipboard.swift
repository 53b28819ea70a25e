import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender

/// Copy, cut and paste (spec §6): shapes within Easel, the selection's text rendering on the
/// system clipboard through OSC 52, and text pasted from the terminal becoming a text shape.
extension EditorModel {
  /// OSC 52 payloads above this are not sent: terminals cap them and a huge one stalls output.
  static let maximumClipboardBytes = 1 << 20

  /// Cmd-C: the selected shapes for pasting in Easel; their text rendering for the system
  /// clipboard, through OSC 52 where the terminal accepts it (never read back).
  mutating func copySelection() -> [UInt8] {
    let copied = state.document.collection(of: state.selection.shapeIDs)
    guard !copied.isEmpty else { return [] }
    clipboard = copied
    let shapes = copied.shapes
    // The system clipboard gets what is drawn: hidden shapes (spec §9) are left out there.
    let drawn = shapes.filter { state.document[$0.id].map(state.document.isDrawn) ?? true }
    guard let text = Self.textRendering(of: drawn, options: display.options) else {
      state.message = "Copied \(Self.count(shapes)) (too large for the system clipboard)"
      return []
    }
    guard !text.isEmpty else {
      state.status = .transient("Copied \(Self.count(shapes))")
      return []
    }
    guard let sequence = Self.osc52(text) else {
      state.message = "Copied \(Self.count(shapes)) (too large for the system clipboard)"
      return []
    }
    state.status = .transient("Copied \(Self.count(shapes))")
    return sequence
  }

  /// Cmd-X: copy, then delete, as one undo step.
  mutating func cutSelection() -> [UInt8] {
    let bytes = copySelection()
    deleteSelection(titled: "Cut")
    if !clipboard.isEmpty { state.status = .transient("Cut \(Self.count(clipboard.shapes))") }
    return bytes
  }

  /// Cmd-V: the copied shapes (and their groups), as new shapes with new IDs, one undo step,
  /// selected. They land at the keyboard cursor when it moved away from where they were copied;
  /// otherwise one step right and down, so the copy is seen.
  mutating func pasteShapes() {
    guard let first = clipboard.shapes.first else {
      state.message = "Nothing copied in Easel; your terminal's paste (often Ctrl-Shift-V) pastes text"
      return
    }
    let bounds = clipboard.shapes.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
    let offset =
      bounds.contains(state.cursor)
      ? (columns: 2, rows: 1)
      : (columns: state.cursor.column - bounds.minColumn, rows: state.cursor.row - bounds.minRow)
    var document = state.document
    let pasted = document.makeCopies(of: clipboard, columns: offset.columns, rows: offset.rows)
    state.perform(
      state.document.adding(pasted), titled: "Paste", selecting: Selection(Set(pasted.shapes.map(\.id))))
    // Pasting again steps on from the copy just made.
    clipboard = pasted
  }

  /// Text pasted from the terminal (bracketed paste) with nothing being edited: a new text
  /// shape at the keyboard cursor, as one undo step. Controls and escape sequences are removed.
  mutating func pasteText(_ raw: String) {
    let text = Self.pastableText(raw)
    guard !text.isEmpty else { return }
    let id = ShapeID(state.document.nextShapeID)
    let shape = Shape(
      id: id, kind: .text(TextShape(origin: state.cursor, text: text)), strokeColor: style.strokeColor)
    state.perform(state.document.adding([shape]), titled: "Paste Text", selecting: Selection([id]))
    if state.document[id] == nil { state.message = "Pasted text not added: too long for one text shape" }
  }

  static func count(_ shapes: [Shape]) -> String { shapes.count == 1 ? "1 shape" : "\(shapes.count) shapes" }

  /// The shapes drawn as `easel render` draws them, from their own top-left corner; nil when
  /// that would be more than the system clipboard takes (known before drawing anything).
  static func textRendering(of shapes: [Shape], options: RasterOptions) -> [UInt8]? {
    guard let first = shapes.first else { return [] }
    let bounds = shapes.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
    let moved = shapes.map { $0.translated(columns: -bounds.minColumn, rows: -bounds.minRow) }
    guard let document = try? Document(shapes: moved) else { return [] }
    // Base64 makes 4 bytes of every 3.
    return try? TextExport.render(
      document, options: RasterOptions(usesASCII: options.usesASCII, usesColor: false),
      limit: maximumClipboardBytes / 4 * 3)
  }

  /// `ESC ] 52 ; c ; base64 ST` setting the clipboard, or nil when the payload is over the limit.
  static func osc52(_ text: [UInt8]) -> [UInt8]? {
    let encoded = Base64.encode(text)
    guard encoded.count <= maximumClipboardBytes else { return nil }
    return Array("\u{1b}]52;c;".utf8) + encoded + [0x1B, 0x5C]
  }

  /// Pasted text made safe for a text shape: line breaks as "\n", tabs as spaces (kept, for
  /// the diagram import to expand to 8 columns, with `keepingTabs`), escape sequences (CSI,
  /// OSC, DCS and the like) and every other control removed, bidi controls too.
  static func pastableText(_ raw: String, keepingTabs: Bool = false) -> String {
    var result = String.UnicodeScalarView()
    var scalars = PushbackScalars(raw.unicodeScalars.makeIterator())
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x1B:
        skipEscapeSequence(&scalars)
      case 0x0D:
        // CR LF and a lone CR are both one line break.
        result.append("\n")
        if let following = scalars.next(), following != "\n" { scalars.pushBack(following) }
      case 0x0A:
        result.append("\n")
      case 0x09:
        result.append(contentsOf: keepingTabs ? "\t".unicodeScalars : "    ".unicodeScalars)
      default:
        if PrintableText.isUnsafe(scalar) { continue }
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Skips what follows an ESC: a CSI up to its final byte, an OSC/DCS/APC/PM/SOS string up to
  /// its terminator (BEL or ST), or a single character.
  private static func skipEscapeSequence(_ scalars: inout PushbackScalars) {
    guard let introducer = scalars.next() else { return }
    switch introducer {
    case "[":
      while let scalar = scalars.next() {
        if (0x40...0x7E).contains(scalar.value) { return }
        if scalar.value < 0x20 || scalar.value > 0x7E {
          // Not a CSI after all: keep what ended it.
          scalars.pushBack(scalar)
          return
        }
      }
    case "]", "P", "_", "^", "X":
      while let scalar = scalars.next() {
        if scalar.value == 0x07 { return }
        if scalar.value == 0x1B {
          if let after = scalars.next(), after != "\\" { scalars.pushBack(after) }
          return
        }
      }
    default:
      return
    }
  }
}

/// Scalars with one of look-back: what ended a sequence may be text of its own.
struct PushbackScalars {
  private var base: String.UnicodeScalarView.Iterator
  private var pending: Unicode.Scalar?

  init(_ base: String.UnicodeScalarView.Iterator) { self.base = base }

  mutating func next() -> Unicode.Scalar? {
    if let scalar = pending {
      pending = nil
      return scalar
    }
    return base.next()
  }

  mutating func pushBack(_ scalar: Unicode.Scalar) { pending = scalar }
}

/// Standard Base64 (RFC 4648) with padding, for OSC 52; Foundation stays out of the editor.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 2 < bytes.count {
      let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output += [18, 12, 6, 0].map { alphabet[Int(value >> $0 & 63)] }
      index += 3
    }
    let remaining = bytes.count - index
    if remaining > 0 {
      let value = UInt32(bytes[index]) << 16 | (remaining == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      output.append(alphabet[Int(value >> 18 & 63)])
      output.append(alphabet[Int(value >> 12 & 63)])
      output.append(remaining == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
      output.append(UInt8(ascii: "="))
    }
    return output
  }
}
