import EaselDocument
import EaselFileFormat
import EaselImport
import EaselRender
import EaselTestSupport
import Testing

/// Diagrams as people write them, with what the import should make of each.
@Suite struct ImportCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var boxes: Int
    var lines: Int
    var connected: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "light flowchart",
      text: """
        ┌───────┐     ┌──────┐
        │ Start ├────►│ Load │
        └───────┘     └──────┘
        """, boxes: 2, lines: 1, connected: 1),
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
        """, boxes: 3, lines: 2, connected: 2),
    Case(
      name: "ascii boxes",
      text: """
        +-------+      +------+
        | parse | ---> | eval |
        +-------+      +------+
        """, boxes: 2, lines: 1, connected: 0),
    Case(
      name: "table grid",
      text: """
        +-----+-----+
        | a   | b   |
        +-----+-----+
        | c   | d   |
        +-----+-----+
        """, boxes: 4, lines: 0, connected: 0),
    Case(
      name: "rounded, heavy and double",
      text: """
        ╭──────╮  ┏━━━━━━┓  ╔══════╗
        │ soft │  ┃ bold ┃  ║ twin ║
        ╰──────╯  ┗━━━━━━┛  ╚══════╝
        """, boxes: 3, lines: 0, connected: 0),
    Case(
      name: "tree",
      text: """
        root
        ├── src
        │   └── main.swift
        └── README.md
        """, boxes: 0, lines: 1, connected: 0),
    Case(
      name: "elbow",
      text: """
        ┌───┐
        │ A ├──────┐
        └───┘      │
                   ▼
        """, boxes: 1, lines: 1, connected: 1),
    Case(
      name: "prose",
      text: """
        This is not a diagram - just text, with a | b and c+d.
        """, boxes: 0, lines: 0, connected: 0),
  ]

  @Test(arguments: cases) func recognises(_ example: Case) {
    guard let report = ImportCheck.report(example.text) else { return }
    #expect(report.boxes == example.boxes, "\(report)")
    #expect(report.lines == example.lines, "\(report)")
    #expect(report.connected == example.connected, "\(report)")
  }

  /// Every example document, rendered, imports back to itself and renders the same again.
  @Test func examplesRenderImportRender() throws {
    var directory = "\(#filePath)"
    for _ in 0..<3 {
      directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
    }
    directory += "/docs/examples"
    for name in TestFiles.names(in: directory, endingWith: ".easel") {
      guard let bytes = TestFiles.readBytes(directory + "/" + name) else { continue }
      let document = try EaselFile.decode(bytes)
      let rendered = try TextExport.render(document)
      guard let imported = ImportCheck.imported(String(decoding: rendered, as: UTF8.self)) else { continue }
      let report = TextImport.Report(of: imported)
      var original = TextImport.Report(of: document)
      original.texts = report.texts
      print("import \(name): \(report) (drawn with \(original))")
    }
  }
}
