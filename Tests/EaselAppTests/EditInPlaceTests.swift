import EaselDocument
import EaselImport
import EaselInput
import Testing

@testable import EaselApp

/// `easel edit FILE:LINE` in the editor (spec §10): the bars name FILE:LINE, Cmd-S asks the
/// shell to write the drawing into its block, and the answer moves the block along.
@Suite("Edit in place")
struct EditInPlaceTests {
  static let file = Array("# Readme\n\n```\n+------+\n| box  |\n+------+\n```\n".utf8)

  static func started() throws -> (DriverScript, DiagramBlock) {
    let block = try DiagramBlock.find(in: file, line: 5)
    var launch = EditorLaunch(filePath: "/tmp/docs/README.md", document: try block.document())
    launch.block = EmbeddedBlock(line: 5, block: block)
    return (EditorTests.started(launch), block)
  }

  func editor(_ script: DriverScript) throws -> EditorProbe { try #require(script.driver.editor) }

  @Test("the menu bar names FILE:LINE; the status bar says which block and how it is saved")
  func titles() throws {
    let (script, _) = try Self.started()
    let shown = try #require(try editor(script).shown)
    #expect(shown.rowText(0).contains("— README.md:5"))
    #expect(shown.rowText(23).contains("Editing README.md, lines 4–6 (fenced block): Cmd-S saves it there"))
  }

  @Test("Cmd-S asks for the block to be written; the answer marks it saved with the block as it is now")
  func saveIntoTheBlock() throws {
    var (script, block) = try Self.started()
    script.send("\t", after: 10)
    script.send("\u{1b}[C", after: 800)
    script.send("\u{1b}[C", after: 800)
    #expect(try editor(script).state.isModified)
    #expect(try editor(script).shown?.rowText(0).contains("README.md:5 •") == true)
    let request = try #require(script.driver.receive(Array(EditorTests.ctrlS.utf8), at: script.now).save)
    #expect(request.block == block)
    #expect(request.path == "/tmp/docs/README.md")
    let moved = block.replaced(by: Array("  +------+\n  | box  |\n  +------+\n".utf8))
    script.record(script.driver.saveFinished(request, result: .savedInPlace(nil, moved), at: script.now))
    let state = try editor(script).state
    #expect(!state.isModified)
    #expect(state.block?.block == moved)
    #expect(try editor(script).statusText.contains("Saved into README.md, lines 4–6"))
    // The next save writes into the block as it is now.
    script.send("\u{1b}[C", after: 800)
    let next = try #require(
      script.driver.receive(Array(EditorTests.ctrlS.utf8), at: script.now + .milliseconds(900)).save)
    #expect(next.block == moved)
  }

  @Test("a file changed on disk: the refusal says the next Cmd-S writes the diagram into it")
  func changedOnDisk() throws {
    var (script, _) = try Self.started()
    script.send(EditorTests.ctrlN, after: 10)
    let request = try #require(script.driver.receive(Array(EditorTests.ctrlS.utf8), at: script.now).save)
    #expect(request.checksDisk)
    script.record(script.driver.saveFinished(request, result: .changedOnDisk, at: script.now))
    let status = try editor(script).statusText
    #expect(status.contains("README.md changed on disk: Cmd-S again writes the diagram into it"), "\(status)")
    let again = try #require(
      script.driver.receive(Array(EditorTests.ctrlS.utf8), at: script.now + .milliseconds(900)).save)
    #expect(!again.checksDisk)
    #expect(again.block != nil)
  }

  @Test("Save As makes the diagram an Easel document of its own: no block any more")
  func saveAs() throws {
    var (script, _) = try Self.started()
    var request = SaveRequest(path: "/tmp/docs/diagram.easel", document: try editor(script).state.document)
    request.checksDisk = false
    script.record(script.driver.saveFinished(request, result: .saved(nil), at: script.now))
    let state = try editor(script).state
    #expect(state.block == nil)
    #expect(state.filePath == "/tmp/docs/diagram.easel")
    #expect(try editor(script).shown?.rowText(0).contains("— diagram.easel") == true)
  }
}
