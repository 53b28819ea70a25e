import EaselDocument
import EaselGeometry

/// Text shapes and rectangle labels as `<text>` with a `<tspan>` per line, on the cell grid.
///
/// Each line holds exactly the characters the terminal shows (`Rasterizer.textGlyph`): a
/// control character becomes U+FFFD, a zero-width character on its own (a bidi control, a
/// zero-width space) is left out, so no reordering the terminal would not show reaches the
/// image. `textLength` stretches or squeezes each line to its width in cells, so a line lines up
/// with the grid whatever monospace font draws it.
extension SVGScene {
  /// One `<tspan>` per line, every line included (an empty one has no characters), starting at
  /// the origin's column, in the stroke colour, spaces kept.
  mutating func drawText(_ text: TextShape, of shape: Shape) {
    var spans: [(attributes: Attributes, content: String)] = []
    var row = text.origin.row
    for line in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
      let (content, width) = Self.visible(line, columns: nil)
      var attributes: Attributes = [
        ("x", Self.number(x(text.origin.column))), ("y", Self.number(baseline(row))),
      ]
      if width > 0 { attributes += lengthAttributes(columns: width) }
      spans.append((attributes, content))
      row += 1
    }
    body.text(
      [
        ("xml:space", "preserve"),
        ("fill", SVGExport.strokeHex(shape.strokeColor)),
      ], spans: spans)
  }

  /// A label's lines where the terminal places them (`LabelLayout`: wrapped, each line
  /// aligned across, the block aligned down), anchored at the side they are aligned to (the
  /// start, the middle or the end of each line), with what does not fit left out: lines below
  /// the label's area, and characters past its right edge.
  mutating func drawLabel(_ layout: LabelLayout, color: String) {
    let interior = layout.interior
    var spans: [(attributes: Attributes, content: String)] = []
    let anchor: String
    switch layout.alignment.horizontal {
    case .left: anchor = "start"
    case .centre: anchor = "middle"
    case .right: anchor = "end"
    }
    layout.forEachLine(within: interior.minRow..<interior.maxRow) { row, line, start in
      let (content, width) = Self.visible(line, columns: interior.maxColumn - start)
      guard width > 0 else { return }
      let anchorX: Int
      switch layout.alignment.horizontal {
      case .left: anchorX = x(start)
      case .centre: anchorX = x(start) + x(width) / 2
      case .right: anchorX = x(start + width)
      }
      let attributes: Attributes = [("x", Self.number(anchorX)), ("y", Self.number(baseline(row)))]
      spans.append((attributes + lengthAttributes(columns: width), content))
    }
    guard !spans.isEmpty else { return }
    body.text(
      [
        ("class", "easel-label"), ("xml:space", "preserve"), ("text-anchor", anchor),
        ("fill", color),
      ], spans: spans)
  }

  private func lengthAttributes(columns: Int) -> Attributes {
    [("textLength", Self.number(x(columns))), ("lengthAdjust", "spacing")]
  }

  /// The characters of `line` as the terminal draws them, and the columns they take; with
  /// `columns`, only those that fit wholly in that many columns.
  static func visible(_ line: Substring, columns limit: Int?) -> (String, Int) {
    var content = ""
    var width = 0
    for character in line {
      guard let (glyph, glyphWidth) = Rasterizer.textGlyph(character) else { continue }
      if let limit, width + glyphWidth > limit { break }
      content.append(glyph)
      width += glyphWidth
    }
    return (content, width)
  }
}
