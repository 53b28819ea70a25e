import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Label alignment and insets (spec §10.1 "A box keeps its content"): each line aligned left,
/// centre or right, the block top, middle or bottom, inside the frame less the insets; and the
/// way back from drawn text to such a label.
@Suite("Label layout: alignment and insets")
struct LabelAlignmentTests {
  static let all: [LabelAlignment] = LabelAlignment.Vertical.allCases.flatMap { vertical in
    LabelAlignment.Horizontal.allCases.map { LabelAlignment(horizontal: $0, vertical: vertical) }
  }

  /// The box drawn as text, frame included.
  static func picture(
    _ label: String, columns: Int, rows: Int, _ alignment: LabelAlignment, insets: LabelInsets = .zero
  ) -> String {
    var scene = RasterizerScene()
    scene.box(0, 0, columns, rows, label: label, alignment: alignment, insets: insets)
    return scene.render(columns: columns, rows: rows).text
  }

  /// A box of `columns` × `rows` inside with `lines` written at the given offsets inside it.
  static func expected(columns: Int, rows: Int, _ lines: [(row: Int, column: Int, text: String)]) -> String {
    var grid = [[String]](repeating: [String](repeating: " ", count: columns), count: rows)
    for line in lines {
      var column = line.column
      for character in line.text {
        grid[line.row][column] = String(character)
        let width = TextWidth.width(of: character)
        if width == 2 { grid[line.row][column + 1] = "" }
        column += width
      }
    }
    let top = "┌" + String(repeating: "─", count: columns) + "┐"
    let bottom = "└" + String(repeating: "─", count: columns) + "┘"
    let middle = grid.map { row -> String in
      var text = "│" + row.joined() + "│"
      while text.last == " " { text.removeLast() }
      return text
    }
    return ([top] + middle + [bottom]).joined(separator: "\n")
  }

  @Test("Each of the nine alignments puts a two-line label where it says", arguments: all)
  func nineAlignments(alignment: LabelAlignment) {
    // Inside: 8 columns, 4 rows. "ab" is 2 wide, "wxyz" 4.
    let across: [LabelAlignment.Horizontal: (Int, Int)] = [.left: (0, 0), .centre: (3, 2), .right: (6, 4)]
    let down: [LabelAlignment.Vertical: Int] = [.top: 0, .middle: 1, .bottom: 2]
    let (first, second) = across[alignment.horizontal]!
    let row = down[alignment.vertical]!
    #expect(
      Self.picture("ab\nwxyz", columns: 10, rows: 6, alignment)
        == Self.expected(columns: 8, rows: 4, [(row, first, "ab"), (row + 1, second, "wxyz")]))
  }

  @Test("Wide characters are aligned by their drawn width in every alignment", arguments: all)
  func wideCharacters(alignment: LabelAlignment) {
    // Inside: 9 columns, 3 rows; "漢字" is 4 wide, "é" 1.
    let across: [LabelAlignment.Horizontal: (Int, Int)] = [.left: (0, 0), .centre: (2, 4), .right: (5, 8)]
    let down: [LabelAlignment.Vertical: Int] = [.top: 0, .middle: 0, .bottom: 1]
    let (first, second) = across[alignment.horizontal]!
    let row = down[alignment.vertical]!
    #expect(
      Self.picture("漢字\né", columns: 11, rows: 5, alignment)
        == Self.expected(columns: 9, rows: 3, [(row, first, "漢字"), (row + 1, second, "é")]))
  }

  @Test("A label wraps to the width less the insets, each wrapped line aligned, overflow cut with …")
  func wrapping() {
    let right = LabelAlignment(horizontal: .right, vertical: .bottom)
    let layout = LabelLayout(
      label: "one two three four five six", area: CanvasRect(column: 0, row: 0, columns: 12, rows: 3),
      alignment: right, insets: LabelInsets(left: 2, right: 1))
    // Room: columns 2..<11, 3 rows; "three four" (10) does not fit in 9, "six" is a fourth line.
    #expect(layout.lines.map(\.text) == ["one two", "three", "four fiv…"])
    #expect(layout.lines.map(\.column) == [4, 6, 2])
    #expect(layout.lines.map(\.row) == [0, 1, 2])
    let left = LabelLayout(
      label: "漢字漢字 ok", area: CanvasRect(column: 0, row: 0, columns: 6, rows: 4),
      alignment: LabelAlignment(horizontal: .left, vertical: .bottom), insets: LabelInsets(left: 1))
    #expect(left.lines.map(\.text) == ["漢字", "漢字", "ok"])
    #expect(left.lines.map(\.column) == [1, 1, 1])
    #expect(left.lines.map(\.row) == [1, 2, 3])
  }

  @Test("A line that fits is never reflowed: its spaces, leading ones too, stay as typed")
  func noReflow() {
    let area = CanvasRect(column: 0, row: 0, columns: 9, rows: 3)
    for alignment in Self.all {
      let layout = LabelLayout(label: "a  b   c\n  x y", area: area, alignment: alignment)
      #expect(layout.lines.map(\.text) == ["a  b   c", "  x y"], "\(alignment)")
    }
    let right = LabelLayout(
      label: "a  b   c", area: area, alignment: LabelAlignment(horizontal: .right, vertical: .top))
    #expect(right.lines.map(\.column) == [1])
  }

  @Test("Insets move the label in from each side; insets that leave no room show no label")
  func insets() {
    let topLeft = LabelAlignment(horizontal: .left, vertical: .top)
    let bottomRight = LabelAlignment(horizontal: .right, vertical: .bottom)
    #expect(
      Self.picture("ab\ncd", columns: 10, rows: 6, topLeft, insets: LabelInsets(left: 1, top: 1))
        == Self.expected(columns: 8, rows: 4, [(1, 1, "ab"), (2, 1, "cd")]))
    #expect(
      Self.picture("ab", columns: 10, rows: 6, bottomRight, insets: LabelInsets(right: 2, bottom: 1))
        == Self.expected(columns: 8, rows: 4, [(2, 4, "ab")]))
    #expect(
      Self.picture("ab", columns: 10, rows: 6, .centred, insets: LabelInsets(left: 2))
        == Self.expected(columns: 8, rows: 4, [(1, 4, "ab")]))
    let none = LabelLayout(
      label: "ab", area: CanvasRect(column: 0, row: 0, columns: 8, rows: 4), alignment: topLeft,
      insets: LabelInsets(left: 5, right: 3))
    #expect(none.lines.isEmpty)
    #expect(none.interior.isEmpty)
  }

  @Test("The caret of an empty label sits where its first character would go")
  func caret() {
    let area = CanvasRect(column: 1, row: 1, columns: 10, rows: 3)
    func caret(_ horizontal: LabelAlignment.Horizontal, _ vertical: LabelAlignment.Vertical) -> CanvasPoint {
      LabelLayout(
        label: "", area: area, alignment: LabelAlignment(horizontal: horizontal, vertical: vertical)
      ).caret(atUTF8Offset: 0, in: "")
    }
    #expect(caret(.left, .top) == CanvasPoint(column: 1, row: 1))
    #expect(caret(.centre, .middle) == CanvasPoint(column: 6, row: 2))
    #expect(caret(.right, .bottom) == CanvasPoint(column: 10, row: 3))
    let label = "ab"
    let right = LabelLayout(label: label, area: area, alignment: LabelAlignment(horizontal: .right))
    #expect(right.caret(atUTF8Offset: 2, in: label) == CanvasPoint(column: 11, row: 2))
  }

  @Test("The rectangle's own alignment and insets are what the rasterizer and the eraser use")
  func rectangleLayout() {
    let rectangle = Rectangle(
      bounds: CanvasRect(column: 0, row: 0, columns: 10, rows: 5), label: "hi",
      labelAlignment: LabelAlignment(horizontal: .right, vertical: .top), labelInsets: LabelInsets(right: 1))
    let layout = LabelLayout(rectangle)
    #expect(layout.lines.map { [$0.row, $0.column] } == [[1, 6]])
    let placed = Eraser.placeLabel(of: rectangle)
    #expect(placed.map(\.row) == [1])
    #expect(placed.first?.characters.map(\.column) == [6, 7])
  }

  // MARK: From drawn text back to a label

  @Test("Drawn text reads as the most telling label: centred, one off centre, along an edge, in a corner")
  func fittingReadings() throws {
    let area = CanvasRect(column: 1, row: 1, columns: 12, rows: 5)
    func fit(_ lines: [(Int, Int, String)]) -> FittedLabel? {
      LabelLayout.fitting(lines.map { LabelLayout.DrawnLine(row: $0.0, column: $0.1, text: $0.2) }, in: area)
    }
    // Centred as Easel centres: nothing to add.
    #expect(fit([(3, 5, "abcd")]) == FittedLabel(label: "abcd"))
    // A cell right of Easel's centre: centred with a left inset of one.
    #expect(fit([(3, 6, "abc")]) == FittedLabel(label: "abc", insets: LabelInsets(left: 1)))
    // Two lines one column in from the left border, at the top.
    #expect(
      fit([(1, 2, "name: x"), (2, 2, "id: 7")])
        == FittedLabel(
          label: "name: x\nid: 7", alignment: LabelAlignment(horizontal: .left, vertical: .top),
          insets: LabelInsets(left: 1)))
    // In the top-right corner, a cell in from the right border.
    #expect(
      fit([(1, 10, "v2")])
        == FittedLabel(
          label: "v2", alignment: LabelAlignment(horizontal: .right, vertical: .top),
          insets: LabelInsets(right: 1)))
    // Near the bottom, right edges shared.
    #expect(
      fit([(4, 11, "ab"), (5, 9, "cdef")])
        == FittedLabel(label: "ab\ncdef", alignment: LabelAlignment(horizontal: .right, vertical: .bottom)))
    // No shared edge: left-aligned at the leftmost line, the others indented, a blank row kept;
    // the block is in the middle.
    #expect(
      fit([(2, 3, "a"), (4, 5, "bc")])
        == FittedLabel(
          label: "a\n\n  bc", alignment: LabelAlignment(horizontal: .left, vertical: .middle),
          insets: LabelInsets(left: 2)))
    #expect(
      fit([(1, 3, "a"), (2, 5, "bc")])
        == FittedLabel(
          label: "a\n  bc", alignment: LabelAlignment(horizontal: .left, vertical: .top),
          insets: LabelInsets(left: 2)))
    // Outside the area, or overlapping rows: none.
    #expect(fit([(0, 2, "x")]) == nil)
    #expect(fit([(2, 11, "abc")]) == nil)
    #expect(fit([(2, 2, "a"), (2, 5, "b")]) == nil)
  }

  @Test("Any text placed inside a box comes back from its fitted label cell for cell (random placements)")
  func fittingRoundTrip() throws {
    var random = SeededRandom(seed: 25)
    let words = ["a", "id", "name:", "x=1", "漢字", "é", "--", "api", "v2.1", "😀", "(db)"]
    var fitted = 0
    for _ in 0..<400 {
      let columns = random.next(in: 4...18)
      let rows = random.next(in: 1...6)
      let box = CanvasRect(
        column: random.next(in: -5...5), row: random.next(in: -3...3), columns: columns + 2, rows: rows + 2)
      let area = Rectangle(bounds: box).interior
      var lines: [LabelLayout.DrawnLine] = []
      var row = area.minRow + random.next(in: 0...(rows - 1))
      while row < area.maxRow && lines.count < 4 {
        var text = words[random.next(in: 0...(words.count - 1))]
        for _ in 0..<random.next(in: 0...2) {
          text +=
            String(repeating: " ", count: random.next(in: 1...2))
            + words[random.next(in: 0...(words.count - 1))]
        }
        let width = Rasterizer.textWidth(of: text[...])
        if width <= columns {
          let column = area.minColumn + random.next(in: 0...(columns - width))
          lines.append(LabelLayout.DrawnLine(row: row, column: column, text: text))
        }
        row += random.next(in: 1...2)
      }
      guard !lines.isEmpty else { continue }
      let label = try #require(LabelLayout.fitting(lines, in: area), "\(lines) in \(area)")
      fitted += 1
      // The box with its label draws exactly what the box with the lines as text draws.
      var drawn = RasterizerScene()
      drawn.box(box.minColumn, box.minRow, box.size.columns, box.size.rows)
      for line in lines { drawn.text(line.column, line.row, line.text) }
      var labelled = RasterizerScene()
      labelled.box(
        box.minColumn, box.minRow, box.size.columns, box.size.rows, label: label.label,
        alignment: label.alignment, insets: label.insets)
      let from = CanvasPoint(column: box.minColumn, row: box.minRow)
      #expect(
        labelled.render(columns: box.size.columns, rows: box.size.rows, from: from).text
          == drawn.render(columns: box.size.columns, rows: box.size.rows, from: from).text,
        "\(lines) as \(label)")
    }
    #expect(fitted > 300)
  }

  // MARK: SVG

  @Test("SVG anchors each label at the side it is aligned to, where the terminal draws it")
  func svgAnchors() throws {
    func span(_ horizontal: LabelAlignment.Horizontal) throws -> (anchor: String?, x: String?, y: String?) {
      let shape = Shape(
        id: ShapeID(1),
        kind: .rectangle(
          Rectangle(
            bounds: CanvasRect(column: 0, row: 0, columns: 12, rows: 5), label: "Hi",
            labelAlignment: LabelAlignment(horizontal: horizontal, vertical: .bottom),
            labelInsets: LabelInsets(left: 1, right: 2))))
      let svg = try SVGScan.svg([shape])
      let text = try #require(SVGScan.elements(svg, named: "text").first)
      let tspan = try #require(SVGScan.elements(text.content ?? "", named: "tspan").first)
      #expect(tspan["textLength"] == "16")
      return (text["text-anchor"], tspan["x"], tspan["y"])
    }
    // Room: columns 2..<9 (7 wide), bottom row 3. Left: "Hi" at 2; centre at 2 + 2 = 4; right at 7.
    let left = try span(.left)
    #expect(left.anchor == "start")
    #expect(left.x == "16")
    #expect(left.y == "60.625")
    let centre = try span(.centre)
    #expect(centre.anchor == "middle")
    #expect(centre.x == "40")
    let right = try span(.right)
    #expect(right.anchor == "end")
    #expect(right.x == "72")
  }
}
