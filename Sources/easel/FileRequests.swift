import EaselApp
import EaselDocument
import EaselFileFormat
import EaselImport
import EaselInput
import EaselRender
import EaselTerminal

/// The shell's half of Cmd-S, Save As, Export and File → Open: the disk work the driver asked
/// for, its outcome reported back to the driver, and the recovery files following the document.
enum FileRequests {
  /// Cmd-S, Save As and Export: write the file and tell the driver how it went.
  static func save(
    _ request: SaveRequest, driver: inout Driver, recovery: inout RecoverySession?
  ) -> DriverOutput {
    let output = driver.saveFinished(request, result: replaceFile(for: request), at: .now())
    // Save As moved the document: its recovery file and lock follow it.
    if request.export == nil, request.block == nil, request.path != recovery?.documentPath,
      driver.documentPath == request.path
    {
      recovery?.move(to: request.path, unsaved: driver.unsavedDocument)
    }
    return output
  }

  /// Encodes and replaces the file atomically. Refuses (`changedOnDisk`) when the file is no
  /// longer what Easel read or wrote, unless the user said to overwrite.
  static func replaceFile(for request: SaveRequest) -> SaveResult {
    if request.checksDisk, DocumentFiles.identity(request.path) != request.expected { return .changedOnDisk }
    if let block = request.block { return replaceBlock(block, for: request) }
    let bytes: [UInt8]
    if let format = request.export {
      do {
        bytes = try DocumentExport.export(request.document, as: format, options: ExportOptions())
      } catch {
        return .failed(error.description)
      }
    } else {
      bytes = EaselFile.encode(request.document)
    }
    do {
      try AtomicFile.write(bytes, toPath: request.path)
    } catch {
      return .failed(error.description)
    }
    return .saved(DocumentFiles.identity(request.path))
  }

  /// `easel edit`: the drawing as `easel render` prints it, put into its block of the text
  /// file, the rest of the file as it is on disk now; then the file replaced atomically. At
  /// most what the import reads, so the block can be edited again.
  static func replaceBlock(_ block: DiagramBlock, for request: SaveRequest) -> SaveResult {
    let text: [UInt8]
    let file: [UInt8]
    let spliced: (file: [UInt8], block: DiagramBlock)
    do {
      text = try TextExport.render(request.document, limit: TextImport.maximumBytes)
      file = try AtomicFile.read(atPath: request.path, maximumBytes: TextImport.maximumBytes)
      spliced = try block.splice(text, into: file)
      try AtomicFile.write(spliced.file, toPath: request.path)
    } catch {
      return .failed("\(error)")
    }
    return .savedInPlace(DocumentFiles.identity(request.path), spliced.block)
  }

  /// File → Open: read and decode as at start, and tell the driver.
  static func openDocument(_ path: String, driver: inout Driver, recovery: inout RecoverySession?)
    -> DriverOutput
  {
    let output: DriverOutput
    switch DocumentFiles.load(path) {
    case .loaded(let document):
      output = driver.openFinished(
        path: path, result: .loaded(document, DocumentFiles.identity(path)), at: .now())
    case .imported:
      let message =
        "\(CommandLineOptions.printable(path)) is text, not an Easel document: "
        + "open it with easel FILE (or easel import FILE) to import it"
      output = driver.openFinished(path: path, result: .failed(message), at: .now())
    case .missing:
      output = driver.openFinished(path: path, result: .missing, at: .now())
    case .failed(let message):
      output = driver.openFinished(path: path, result: .failed(message), at: .now())
    }
    if driver.documentPath == path { recovery?.move(to: path, unsaved: nil) }
    return output
  }
}
