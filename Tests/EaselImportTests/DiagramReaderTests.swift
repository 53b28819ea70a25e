import EaselDocument
import EaselImport
import Testing

/// The one seam every caller of the import asks (spec §10): which bytes hold a diagram, in which
/// syntax, read as a document.
@Suite struct DiagramReaderTests {
  @Test("an Easel document, white space and an over-large text are not diagrams to read; text is")
  func holdsDiagram() {
    #expect(DiagramReader.holdsDiagram(Array("+--+\n|  |\n+--+\n".utf8)))
    #expect(DiagramReader.holdsDiagram(Array("  notes\n".utf8)))
    #expect(!DiagramReader.holdsDiagram(Array("  \n\t{\"format\": \"easel\"}".utf8)))
    #expect(!DiagramReader.holdsDiagram(Array(" \n\r\n\t ".utf8)))
    #expect(!DiagramReader.holdsDiagram([UInt8](repeating: 0x61, count: TextImport.maximumBytes + 1)))
  }

  @Test("text art is read as the text importer reads it, whatever the name")
  func readsTextArt() throws {
    let bytes = Array("+---+    +---+\n| a |--->| b |\n+---+    +---+\n".utf8)
    #expect(DiagramReader.syntax(of: bytes) == .textArt)
    #expect(DiagramReader.syntax(of: bytes, named: "README.md") == .textArt)
    let reading = try DiagramReader.read(bytes, named: "notes.txt")
    #expect(reading.document == (try TextImport.document(from: bytes)))
    #expect(reading.report == DiagramReading.Report(of: reading.document))
    #expect(reading.report.boxes == 2 && reading.report.connectors == 1)
  }

  @Test("a text no drawing can hold is refused with its line and column")
  func refusesWithWhere() {
    do {
      _ = try DiagramReader.read(Array("ok\nab\u{7}".utf8))
      Issue.record("a control character was read")
    } catch {
      #expect(error.line == 2 && error.column == 3)
    }
  }
}
