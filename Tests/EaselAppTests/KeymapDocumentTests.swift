import EaselTestSupport
import Testing

@testable import EaselApp

@Suite("KeymapDocumentTests")
struct KeymapDocumentTests {
  static let path: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/docs/keymap.md"
  }()

  @Test("docs/keymap.md is exactly what the catalog generates (EASEL_RECORD=1 rewrites it)")
  func noDrift() throws {
    let generated = KeymapDocument.markdown()
    if TestFiles.isRecording {
      #expect(TestFiles.write(generated, to: Self.path))
      return
    }
    let onDisk = try #require(TestFiles.read(Self.path), "docs/keymap.md is missing; run with EASEL_RECORD=1")
    #expect(
      onDisk == generated,
      "docs/keymap.md drifted from the catalog:\n\(GoldenFrame.lineDiff(onDisk, generated))")
  }

  @Test("the document lists every command of the catalog once")
  func everyCommand() {
    let text = KeymapDocument.markdown()
    for command in EditorCommands.catalog.commands {
      #expect(
        text.split(separator: "| `\(command.id.rawValue)` |", omittingEmptySubsequences: false).count == 2,
        "\(command.id)")
    }
  }
}
