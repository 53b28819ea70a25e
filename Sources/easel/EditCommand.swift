import EaselApp
import EaselDocument
import EaselImport
import EaselTerminal

/// `easel edit FILE:LINE` (spec §10): the block around LINE found and imported, then the
/// editor on it; Cmd-S writes the drawing back into the block (`FileRequests.replaceBlock`).
enum EditCommand {
  static func run(file: String, line: Int, asciiOnly: Bool) -> Int32 {
    let shownFile = CommandLineOptions.printable(file)
    // Taken before the read: a change in between makes the first save refuse, never slip by.
    let identity = DocumentFiles.identity(file)
    guard let bytes = ImportCommand.readText(file) else { return 1 }
    let block: DiagramBlock
    let document: Document
    do {
      block = try DiagramBlock.find(in: bytes, line: line, markdown: DiagramBlock.isMarkdown(fileName: file))
    } catch {
      Console.writeError("easel: \(shownFile):\(line): no diagram to edit: \(error)\n")
      return 1
    }
    do {
      document = try block.document()
    } catch {
      Console.writeError("easel: \(shownFile): the \(block.kindDescription) is not imported: \(error)\n")
      return 1
    }
    var launch = EditorLaunch(filePath: file, document: document, asciiOnly: asciiOnly)
    launch.fileIdentity = identity
    launch.block = EmbeddedBlock(line: line, block: block)
    return EditorStartup.start(launch, documentPath: file, anchor: ":\(block.firstLine)")
  }
}
