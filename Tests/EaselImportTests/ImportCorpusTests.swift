import EaselDocument
import EaselImport
import Testing

/// Diagrams as people write them, with what the import should make of each: flowcharts,
/// sequence-like box rows, trees, tables, ASCII with labels on lines, every frame alphabet.
@Suite struct ImportCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var boxes: Int
    var lines: Int
    /// Lines with at least one end bound: connectors, and lines with one end bound.
    var bound: Int
    /// Lines with a label.
    var labelled: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "light flowchart",
      text: """
        ┌───────┐     ┌──────┐
        │ Start ├────►│ Load │
        └───────┘     └──────┘
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "connected boxes",
      text: """
        ┌───────┐    ┌──────┐
        │ Start ├───→┤ Load │
        └───┬───┘    └──────┘
            │
        ┌───┴───┐
        │  End  │
        └───────┘
        """,
      boxes: 3, lines: 2, bound: 2, labelled: 0),
    Case(
      name: "ascii boxes, an arrow pointing at a box one cell away",
      text: """
        +-------+      +------+
        | parse | ---> | eval |
        +-------+      +------+
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "ascii arrow stopping beside its box",
      text: """
        +-------+     +------+
        | start |---->| load |
        +-------+     +------+
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "rounded ascii boxes joined down",
      text: """
        .-------.
        | begin |
        '-------'
            |
            v
        .-------.
        |  end  |
        '-------'
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "double ascii boxes and line",
      text: """
        +=======+      +=======+
        | input |=====>| model |
        +=======+      +=======+
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "table grid",
      text: """
        +-----+-----+
        | a   | b   |
        +-----+-----+
        | c   | d   |
        +-----+-----+
        """,
      boxes: 4, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "table with a header row",
      text: """
        +------+------+------+
        | id   | name | age  |
        +------+------+------+
        | 1    | Ann  | 34   |
        +------+------+------+
        | 2    | Bob  | 27   |
        +------+------+------+
        """,
      boxes: 9, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "rounded, heavy and double",
      text: """
        ╭──────╮  ┏━━━━━━┓  ╔══════╗
        │ soft │  ┃ bold ┃  ║ twin ║
        ╰──────╯  ┗━━━━━━┛  ╚══════╝
        """,
      boxes: 3, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "sequence-like box row with lifelines and messages",
      text: """
        +--------+   +--------+   +--------+
        | Client |   | Server |   |   DB   |
        +--------+   +--------+   +--------+
             |            |            |
             |----------->|            |
             |            |----------->|
             |            |<-----------|
             |<-----------|            |
        """,
      boxes: 3, lines: 7, bound: 3, labelled: 0),
    Case(
      name: "tree under a word",
      text: """
        root
        ├── src
        │   └── main.swift
        └── README.md
        """,
      boxes: 0, lines: 3, bound: 0, labelled: 0),
    Case(
      name: "directory tree",
      text: """
        .
        ├── Sources
        │   └── main.swift
        ├── Tests
        └── README.md
        """,
      boxes: 0, lines: 4, bound: 0, labelled: 0),
    Case(
      name: "elbow",
      text: """
        ┌───┐
        │ A ├──────┐
        └───┘      │
                   ▼
        """,
      boxes: 1, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "ascii flowchart with a decision",
      text: """
            +-----------+
            |   start   |
            +-----------+
                  |
                  v
            +-----------+  no   +---------+
            |  valid?   |------>|  error  |
            +-----------+       +---------+
                  | yes
                  v
            +-----------+
            |   save    |
            +-----------+
        """,
      boxes: 4, lines: 3, bound: 3, labelled: 0),
    Case(
      name: "label on an ascii connector",
      text: """
        +---+           +---+
        | A |--- yes -->| B |
        +---+           +---+
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 1),
    Case(
      name: "label on a vertical connector",
      text: """
        +-------+           +--------+
        | parse |---------->|  eval  |
        +-------+           +--------+
            |
            |
          error
            |
            v
        +-------+
        |report |
        +-------+
        """,
      boxes: 3, lines: 2, bound: 2, labelled: 1),
    Case(
      name: "label on a heavy connector, as Easel draws it",
      text: """
        ╔════════╗           ┏━━━━━━━━┓
        ║ Valid? ┣━━━ no ━━━→┫ Error  ┃
        ╚════════╝           ┗━━━━━━━━┛
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 1),
    Case(
      name: "triangle arrowheads",
      text: """
        ┌────────┐      ┌────────┐
        │ browser│─────▶│  proxy │
        └────────┘      └───┬────┘
                            │
                            ▼
                       ┌─────────┐
                       │ backend │
                       └─────────┘
        """,
      boxes: 3, lines: 2, bound: 2, labelled: 0),
    Case(
      name: "slanted roof",
      text: """
            /\\
           /  \\
          /    \\
         /______\\
        """,
      // The floor is an underscore line.
      boxes: 0, lines: 3, bound: 0, labelled: 0),
    Case(
      name: "slanted branches",
      text: """
           A
          / \\
         /   \\
        B     C
        """,
      boxes: 0, lines: 2, bound: 0, labelled: 0),
    Case(
      name: "a light arrow onto an ASCII box, drawn under it, and a word",
      text: """
          │
          ↓
        +-+-+  x
        | A |
        +---+
        """,
      boxes: 1, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "underscore box with a label",
      text: """
         _________
        |  label  |
        |_________|
        """,
      boxes: 1, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "two underscore boxes joined by an ASCII arrow",
      text: """
         _______        _______
        | parse |----->| eval  |
        |_______|      |_______|
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "an underline under a word and underscores in words stay text",
      text: """
        Installation
        ____________

        Run make_install.sh, then see __init__.py.
        """,
      boxes: 0, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "underscore boxes sharing a side, joined below by an underscore line",
      text: """
         ___________________
        |  api   |  worker  |
        |________|__________|
            |          ^
            |__________|
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "underscore elbow connector turning down onto a box",
      text: """
         _______
        | start |____
        |_______|    |
                     v
                  ___|___
                 |  end  |
                 |_______|
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 0),
    Case(
      name: "underscore connector with a label",
      text: """
         ________            ________
        | client |__ req __>| server |
        |________|          |________|
        """,
      boxes: 2, lines: 1, bound: 1, labelled: 1),
    Case(
      name: "labels holding underscores stay labels, with no line drawn over them",
      text: """
        ┌────────────┐   ____________
        │ Name: ____ │  | snake_case |
        └────────────┘  |____________|
        """,
      boxes: 2, lines: 0, bound: 0, labelled: 0),
    Case(
      name: "prose",
      text: """
        This is not a diagram - just text, with a | b and c+d, don't e.g. x = y.
        """,
      boxes: 0, lines: 0, bound: 0, labelled: 0),
  ]

  /// The underscore cases come back in the underscore style, and an underline or an identifier
  /// keeps its `_` as text.
  @Test func underscoreDiagramsAreUnderscoreStyled() throws {
    for example in Self.cases where example.name.hasPrefix("underscore") {
      let document = try #require(ImportCheck.imported(example.text))
      for shape in document.shapes {
        switch shape.kind {
        case .rectangle(let rectangle): #expect(rectangle.frameStyle == .asciiUnderscore, "\(example.name)")
        case .line(let line): #expect(line.style == .asciiUnderscore, "\(example.name)")
        default: break
        }
      }
    }
    let prose = try #require(Self.cases.first { $0.name.hasPrefix("an underline") })
    let document = try #require(ImportCheck.imported(prose.text))
    let texts = document.shapes.compactMap { shape -> String? in
      if case .text(let text) = shape.kind { return text.text } else { return nil }
    }
    #expect(texts == ["Installation", "____________", "Run make_install.sh, then see __init__.py."])
    let labels = try #require(Self.cases.first { $0.name.hasPrefix("labels holding") })
    let boxes = try #require(ImportCheck.imported(labels.text)).shapes.compactMap { shape -> String? in
      if case .rectangle(let rectangle) = shape.kind { return rectangle.label } else { return nil }
    }
    #expect(boxes == ["Name: ____", "snake_case"])
  }

  @Test(arguments: cases) func recognises(_ example: Case) {
    guard let document = ImportCheck.imported(example.text) else { return }
    let report = DiagramReading.Report(of: document)
    #expect(report.boxes == example.boxes, "\(report)")
    #expect(report.lines == example.lines, "\(report)")
    #expect(report.connectors + report.boundAtOneEnd == example.bound, "\(report)")
    let labelled = document.shapes.filter {
      if case .line(let line) = $0.kind { return !line.label.isEmpty }
      return false
    }
    #expect(labelled.count == example.labelled, "\(report)")
  }
}
