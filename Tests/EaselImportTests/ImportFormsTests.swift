import EaselDocument
import EaselGeometry
import EaselImport
import Testing

/// The forms real diagrams use (spec §10.1), each rule with its own small cases: what is found,
/// how it is bound, and that import then render gives the text back (`ImportCheck`).
@Suite("Import: the forms real diagrams use")
struct ImportFormsTests {
  static func lines(_ document: Document) -> [Line] {
    document.shapes.compactMap { shape in
      if case .line(let line) = shape.kind { return line }
      return nil
    }
  }

  static func boxes(_ document: Document) -> [Rectangle] {
    document.shapes.compactMap { shape in
      if case .rectangle(let rectangle) = shape.kind { return rectangle }
      return nil
    }
  }

  static func texts(_ document: Document) -> [String] {
    document.shapes.compactMap { shape in
      if case .text(let text) = shape.kind { return text.text }
      return nil
    }
  }

  static func report(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> DiagramReading
    .Report?
  {
    ImportCheck.imported(text, sourceLocation: sourceLocation).map(DiagramReading.Report.init(of:))
  }

  // MARK: Arrowheads standing in an edge

  @Test("an ASCII arrowhead standing in a top edge ends a connector on that box, bound a cell away")
  func asciiArrowheadInEdge() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        +-------+
        | start |
        +---+---+
            |
            |
        +---v---+
        |  end  |
        +-------+
        """))
    #expect(Self.boxes(document).count == 2)
    let line = try #require(Self.lines(document).first)
    #expect(line.arrowAtEnd && line.end == CanvasPoint(column: 4, row: 5), "the head stays in the edge")
    #expect(line.endBinding?.side == .top && line.endBinding?.gap == 1, "bound where Easel draws a head")
    #expect(line.startBinding?.side == .bottom && line.startBinding?.gap == 0)
  }

  @Test("a box-drawing arrowhead in an edge, a stroke from the junction above: one connector")
  func boxDrawingArrowheadInEdge() {
    let report = Self.report(
      """
      ┌───────┐
      │ start │
      └───┬───┘
          │
      ┌───▼───┐
      │  end  │
      └───────┘
      """)
    #expect(report?.boxes == 2 && report?.connectors == 1)
  }

  @Test("an arrowhead standing in a left side (│►) ends a connector from the box on the left")
  func arrowheadInSide() {
    let report = Self.report(
      """
      ┌─────┐        ┌─────┐
      │  A  ├────────►  B  │
      └─────┘        └─────┘
      """)
    #expect(report?.boxes == 2 && report?.connectors == 1)
  }

  @Test("a double head (>>) over an edge: the line ends before it, the second head stays text")
  func doubleHeadOverEdge() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        +-----+      +-----+
        |  A  |----->>  B  |
        +-----+      +-----+
        """))
    #expect(Self.boxes(document).count == 2)
    #expect(Self.lines(document).count == 1 && Self.lines(document)[0].isConnector)
    #expect(Self.texts(document) == [">"])
  }

  @Test("an arrowhead in an edge that nothing leads to does not stop the box being found")
  func loneArrowheadInEdge() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        +----v----+
        |  alone  |
        +---------+
        """))
    #expect(Self.boxes(document).count == 1 && Self.lines(document).isEmpty)
    #expect(Self.texts(document) == ["v"], "kept as text over the frame")
  }

  // MARK: Titles

  @Test("a title in the top border belongs to a box, kept as text over its frame")
  func titleInTopBorder() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        +--- Title ---+
        |             |
        |   content   |
        +-------------+
        """))
    let box = try #require(Self.boxes(document).first)
    #expect(box.bounds == CanvasRect(column: 0, row: 0, columns: 15, rows: 4))
    #expect(Self.texts(document).contains(" Title "))
  }

  @Test("titles in box-drawing borders: a titled frame around two boxes, ┤Service├ in a bottom edge")
  func titlesInBoxDrawingBorders() {
    let around = Self.report(
      """
      ┌─ Services ──────┐
      │ ┌─────┐ ┌─────┐ │
      │ │ api │ │ db  │ │
      │ └─────┘ └─────┘ │
      └─────────────────┘
      """)
    #expect(around?.boxes == 3)
    let tab = Self.report(
      """
      ┌─────────────────┐
      │ outer           │
      │ ┌───────┐       │
      └─┤Service├───────┘
        └───────┘
      """)
    #expect(tab?.boxes == 2)
  }

  @Test("writing between two junctions where lines meet a box's sides is a row, not a titled edge")
  func labelRowIsNoTitle() {
    let report = Self.report(
      """
      +---+    +==========+    +---+
      | a |--->+  step 2  +--->| b |
      +---+    +==========+    +---+
      """)
    #expect(report?.boxes == 3 && report?.connectors == 2)
  }

  @Test("two rows of prose between dashes are not a frame")
  func proseIsNoFrame() {
    let report = Self.report(
      """
      some ─┼─ words ─┼─ here
      more ─┼─ words ─┼─ there
      a ─┼─ ─┼─ b
      c ─┼─ ─┼─ d
      """)
    #expect(report?.boxes == 0)
  }

  // MARK: Corners and junctions

  @Test("a line from the junction where two boxes meet is bound there; one from a lone corner is not")
  func cornersAndJunctions() {
    let shared = Self.report(
      """
      +---+---+
      | a | b |
      +---+---+
          |
          v
       +-----+
       |  c  |
       +-----+
      """)
    #expect(shared?.boxes == 3 && shared?.connectors == 1)
    let lone = Self.report(
      """
      +-----+
      |  A  |
      +-----+-------+
                    |
                    v
                 +-----+
                 |  B  |
                 +-----+
      """)
    #expect(lone?.boxes == 2 && lone?.connectors == 0 && lone?.boundAtOneEnd == 1)
  }

  @Test("an arrow drawn onto a corner (-->+) ends beside it, bound to that box")
  func arrowOntoCorner() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        +-----+
        |  A  |---.
        +-----+   |
                  '-->+-----+
                      |  B  |
                      +-----+
        """))
    let line = try #require(Self.lines(document).first)
    #expect(line.isConnector && line.startBinding != nil && line.endBinding != nil)
    #expect(line.style == .asciiRounded, "the curve's corners, `.` and `'`, belong to the line")
    #expect(line.end == CanvasPoint(column: 13, row: 3), "beside the corner, which is the frame's")
  }

  // MARK: One-cell links

  @Test("a one-cell | between stacked boxes and a one-cell - between boxes side by side are connectors")
  func oneCellLinks() {
    let stacked = Self.report(
      """
      +--------+
      |  app   |
      +--------+
          |
      +--------+
      |  lib   |
      +--------+
      """)
    #expect(stacked?.boxes == 2 && stacked?.connectors == 1)
    let sideBySide = Self.report(
      """
      +-----+ +-----+
      |  A  |-|  B  |
      +-----+ +-----+
      """)
    #expect(sideBySide?.boxes == 2 && sideBySide?.connectors == 1)
  }

  @Test("boxes stacked with no row between, joined by ┬ over ▼ or + over v: two boxes, one connector")
  func stackedWithNoRowBetween() {
    for text in [
      "┌─────┐\n│  A  │\n└──┬──┘\n┌──▼──┐\n│  B  │\n└─────┘",
      "+-----+\n|  A  |\n+--+--+\n+--v--+\n|  B  |\n+-----+",
    ] {
      let report = Self.report(text)
      #expect(report?.boxes == 2 && report?.connectors == 1, "\(text)")
    }
  }

  @Test("a | in a table's row between two rules is a separator, not a link")
  func tableRowSeparatorIsNoLink() {
    let report = Self.report(
      """
      +-------------------+
      |        top        |
      +-------------------+
      | left    |  right  |
      +-------------------+
      """)
    #expect(report?.boxes == 2 && report?.lines == 0)
  }

  // MARK: Fans

  @Test("a trunk branching through ├ to three boxes gives three connectors over the shared trunk")
  func fanOut() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        ┌──────┐
        │ main │
        └──┬───┘
           ├─────────►┌─────┐
           │          │ one │
           │          └─────┘
           ├─────────►┌─────┐
           │          │ two │
           │          └─────┘
           └─────────►┌───────┐
                      │ three │
                      └───────┘
        """))
    let lines = Self.lines(document)
    #expect(lines.count == 3 && lines.allSatisfy { $0.startBinding != nil && $0.endBinding != nil })
    #expect(Set(lines.map(\.start)) == [CanvasPoint(column: 3, row: 2)], "all from main's junction")
    #expect(Set(lines.compactMap(\.endBinding?.shape)).count == 3)
  }

  @Test("a bus with one arrowhead is a fan-in: each other box joined to the one it points at")
  func fanIn() {
    let report = Self.report(
      """
      +----+    +----+    +----+
      | a  |    | b  |    | c  |
      +----+    +----+    +----+
         |         |         |
         +---------+---------+
                   |
                   v
                +-----+
                | bus |
                +-----+
      """)
    #expect(report?.boxes == 4 && report?.connectors == 3)
  }

  @Test("with no arrowheads, the one box on the other side of the trunk is the root (an org chart)")
  func orgChart() {
    let report = Self.report(
      """
              +-----+
              | CEO |
              +--+--+
                 |
         +-------+-------+
         |       |       |
      +--+--+ +--+--+ +--+--+
      |  a  | |  b  | |  c  |
      +-----+ +-----+ +-----+
      """)
    #expect(report?.boxes == 4 && report?.connectors == 3)
  }

  @Test("two arrows crossing at a junction are two lines, not a fan (and the place is noted)")
  func crossingIsNoFan() throws {
    let reading = try TextImport.reading(
      from: Array(
        """
        +---+          +---+
        | a |----+---->| b |
        +---+    |     +---+
                 |
        +---+    |     +---+
        | c |<---+-----| d |
        +---+          +---+
        """.utf8))
    #expect(reading.report.connectors == 2)
    #expect(reading.notes.contains { $0.line == 2 && $0.reason.contains("junction") })
  }

  @Test("a directory tree stays lines with no box to fan to")
  func treeIsNoFan() {
    let report = Self.report(
      """
      project/
      ├── src/
      │   ├── main.rs
      │   └── lib.rs
      └── Cargo.toml
      """)
    #expect(report?.boxes == 0 && report?.connectors == 0)
  }

  // MARK: Slanted and curved segments

  @Test("a slanted segment between two boxes' corners is a connector drawn under them")
  func slantBetweenBoxes() throws {
    let document = try #require(
      ImportCheck.imported(
        """
             +---+
             | A |
             +---+
            /     \\
           /       \\
        +---+     +---+
        | B |     | C |
        +---+     +---+
        """))
    let lines = Self.lines(document)
    #expect(lines.count == 2 && lines.allSatisfy { $0.startBinding != nil && $0.endBinding != nil })
    #expect(lines.allSatisfy { $0.route == .straight })
  }

  @Test("a slash in a word or a path is text")
  func slashInWordIsText() {
    let report = Self.report(
      """
      +------+------------------+
      | GET  | /search          |
      +------+------------------+
      | GET  | /hash/:string    |
      +------+------------------+
      """)
    #expect(report?.boxes == 4 && report?.lines == 0)
  }

  @Test("rounded corners ╭╮╰╯ continue the line they turn")
  func roundedTurns() {
    let report = Self.report(
      """
      ╭─────╮
      │  A  ├──╮
      ╰─────╯  │
               ╰──▶╭─────╮
                   │  B  │
                   ╰─────╯
      """)
    #expect(report?.connectors == 1)
  }

  // MARK: Dashed runs

  @Test("dashed and dotted arrows between boxes are connectors: - - ->, .....>, ╌╌╌▶")
  func dashedArrows() throws {
    for text in [
      "+-----+          +-----+\n|  A  |- - - - ->|  B  |\n+-----+          +-----+",
      "+-----+          +-----+\n|  A  |.........>|  B  |\n+-----+          +-----+",
      "┌─────┐          ┌─────┐\n│  A  │╌╌╌╌╌╌╌╌╌▶│  B  │\n└─────┘          └─────┘",
    ] {
      let report = Self.report(text)
      #expect(report?.boxes == 2 && report?.connectors == 1, "\(text)")
    }
  }

  @Test("a dashed ─ ─ ─ line is drawn dashed; a dotted run in prose (an ellipsis) stays text")
  func dashedLineStyle() throws {
    let document = try #require(
      ImportCheck.imported(
        """
        ┌───────┐
        │  one  │─ ─ ─ ─ ┌─────┐
        └───────┘        │ two │
                         └─────┘
        """))
    #expect(Self.lines(document).first?.style == .dashed)
    #expect(Self.report("Wait... then go -- and stop -- now.")?.lines == 0)
  }

  @Test("dashed and dotted frames are boxes: + - - + with : sides, ┌ ─ ─ ┐, ╌ and ╎, ......")
  func dashedFrames() {
    for text in [
      "+ - - - - - - +\n: optional    :\n: step        :\n+ - - - - - - +",
      "┌ ─ ─ ─ ─ ┐\n│ dashed  │\n└ ─ ─ ─ ─ ┘",
      "┌╌╌╌╌╌╌╌╌┐\n╎ dashed ╎\n└╌╌╌╌╌╌╌╌┘",
      "............\n.          .\n.  cloud   .\n.          .\n............",
    ] {
      #expect(Self.report(text)?.boxes == 1, "\(text)")
    }
  }

  @Test("numbers and prose with dots and bars make no frame")
  func dotsInTablesAreNoFrame() {
    let report = Self.report(
      """
              |         #cells/bucket         |
      #hashes |   1   |   2   |   4   |   8   |
      --------+-------+-------+-------+-------+
            1 | 0.006 | 0.006 | 0.03  | 0.12  |
            2 | 0.49  | 0.86  |>0.93< |>0.96< |
            3 | 0.91  | 0.97  | 0.98  | 0.999 |
      """)
    #expect(report?.boxes == 0)
  }

  // MARK: Shared borders

  @Test("a packet layout: a bit ruler's + marks stay text over the frames, each field a box")
  func packetLayout() {
    let report = Self.report(
      """
       0                   1
       0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5
      +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
      |     Type      |     Code      |
      +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
      |           Checksum            |
      +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
      """)
    #expect(report?.boxes == 3)
  }

  @Test("stacked cells, a +=+ header rule and + standing in a side are adjacent rectangles")
  func sharedBorders() {
    let stacked = Self.report(
      """
      ┌─────────────┐
      │    [A,B]    │
      ├─────────────┤
      │    NULL     │
      └─────────────┘
      """)
    #expect(stacked?.boxes == 2)
    let rule = Self.report(
      """
      +--------+---------+
      | name   | value   |
      +========+=========+
      | a      + 1       |
      +--------+---------+
      """)
    #expect(rule?.boxes == 4)
  }

  @Test("a | in a box's edge where a line crosses it: the line ends beside the box, bound")
  func barInEdge() {
    let report = Self.report(
      """
      +------+      +------+
      |    + |      |      |
      +----|-+      +------+
           |           ^
           +-----------+
      """)
    #expect(report?.boxes == 2 && report?.connectors == 1)
  }

  // MARK: Words across lines

  @Test("a word cutting a line (──Spawns──┼) keeps the line whole under it: a fan to three boxes")
  func wordAcrossALine() {
    let report = Self.report(
      """
                                 ┌───────────┐
                      ┌─────────>│  Service  │
                      │          └───────────┘
      ┌────────┐      │          ┌───────────┐
      │ Server │──Spawns──┼─────>│  Service  │
      └────────┘      │          └───────────┘
                      │          ┌───────────┐
                      └─────────>│  Service  │
                                 └───────────┘
      """)
    #expect(report?.boxes == 4)
  }

  @Test("a vertical line cut by a word on one row or two: one connector")
  func verticalWordAcrossALine() {
    let report = Self.report(
      """
      ┌─────────────┐
      │  HttpProxy  │
      └─────────────┘
             │
         implements   ┌─────────────┐
             │        │HttpServerApp│
             └───────>│   (trait)   │
                      └─────────────┘
                             │
                         contained    ┌─────────┐
                           within     │ Service │
                             └───────>│         │
                                      └─────────┘
      """)
    #expect(report?.connectors == 2)
  }

  @Test("hyphens in prose are not lines cut by words")
  func hyphensAreNoLines() {
    #expect(Self.report("a well-known, state-of-the-art and up-to-date x-y-z")?.lines == 0)
  }

  // MARK: Tabs and line endings

  @Test("TAB-indented rows and CRLF rows import as the same diagram")
  func tabsAndCarriageReturns() throws {
    let text = "\t+---+    +---+\r\n\t| a |--->| b |\r\n\t+---+    +---+\r\n"
    let reading = try TextImport.reading(from: Array(text.utf8))
    #expect(reading.report.boxes == 2 && reading.report.connectors == 1)
    #expect(Self.boxes(reading.document).first?.bounds.minColumn == 8)
  }

  // MARK: The report

  @Test("the report counts connectors with both ends bound and lines with one end bound apart")
  func reportCountsBothEnds() {
    let report = Self.report(
      """
      +---+     +---+
      | a |---->| b |---->  free
      +---+     +---+
      """)
    #expect(report?.connectors == 1 && report?.boundAtOneEnd == 1 && report?.lines == 2)
    #expect(report?.description == "2 boxes, 1 connector, 1 line with one end bound, 1 text shape")
  }

  @Test("the notes name what was left as text over a frame and a corner left unbound, by line and column")
  func notesNameTheirPlace() throws {
    let reading = try DiagramReader.read(
      Array(
        """
        +--- Title ---+
        |             |
        +-------------+-------+
                              |
                              v
                           +-----+
                           |  B  |
                           +-----+
        """.utf8))
    #expect(reading.notes.contains { $0.line == 1 && $0.column == 5 && $0.reason.contains("kept as text") })
    #expect(reading.notes.contains { $0.line == 3 && $0.column == 15 && $0.reason.contains("corner") })
    #expect(reading.notes == reading.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
  }
}
