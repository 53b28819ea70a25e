import EaselDocument
import EaselImport
import EaselRender

/// Saving, exporting and opening (spec §6): the editor asks, the shell writes or reads and
/// answers; nothing here touches a file.
extension EditorModel {
  /// File → Open and Save As: the path prompt, starting from the document's folder or path.
  func filePrompt(_ purpose: FilePrompt.Purpose) -> [EditorEffect] {
    [
      .present(FilePromptSurface(purpose, filePath: state.filePath, home: folders.home)),
      .canvas(.message(nil)),
    ]
  }

  /// Cmd-S: the document as it is now, for the shell to write where it lives.
  mutating func requestSave() -> SaveRequest? {
    guard let path = state.filePath else {
      state.message = "Untitled: start Easel with a file name to save (easel drawing.easel)"
      return nil
    }
    var request = SaveRequest(path: path, document: state.document)
    request.expected = state.fileIdentity
    request.block = state.block?.block
    request.checksDisk = !files.overwritesOnNextSave
    files.overwritesOnNextSave = false
    files.savingRevision = request.revision
    state.status = StatusMessage("Saving…", .untilReplaced)
    return request
  }

  /// Save As: the document written to `path`, which it lives at once saved.
  mutating func requestSave(as path: String) -> SaveRequest {
    var request = SaveRequest(path: path, document: state.document)
    request.checksDisk = false
    files.savingRevision = request.revision
    state.status = StatusMessage("Saving…", .untilReplaced)
    return request
  }

  /// File → Export: the drawing as FORMAT next to the document (`drawing.easel` →
  /// `drawing.svg`), replacing an earlier export.
  mutating func requestExport(_ format: ExportFormat) -> SaveRequest? {
    guard let path = state.filePath else {
      state.message = "Untitled: save first, or use easel export FILE --to \(format.rawValue)"
      return nil
    }
    let stem = path.hasSuffix(".easel") ? String(path.dropLast(6)) : path
    var request = SaveRequest(path: stem + "." + format.fileExtension, document: state.document)
    request.export = format
    request.checksDisk = false
    state.status = StatusMessage("Exporting…", .untilReplaced)
    return request
  }

  /// The shell's answer to a save request; true when Easel should now quit (Cmd-Q came while
  /// this save was being written, and it succeeded).
  mutating func saveFinished(_ request: SaveRequest, result: SaveResult) -> Bool {
    let name = EditorChrome.printable(EditorChrome.fileName(request.path), limit: 60)
    if request.export != nil {
      switch result {
      case .saved, .savedInPlace: state.status = .transient("Exported \(name)")
      case .failed(let error): state.message = "Not exported: \(error)"
      case .changedOnDisk: state.message = "Not exported: \(name) changed meanwhile"
      }
      return false
    }
    files.savingRevision = nil
    switch result {
    case .failed(let error):
      files.quitsAfterSave = false
      state.message = "Not saved: \(error)"
    case .changedOnDisk:
      files.quitsAfterSave = false
      files.overwritesOnNextSave = true
      let save = howTo("file.save", menuPath: "File → Save")
      state.message =
        request.block == nil
        ? "\(name) changed on disk since Easel read it: \(save) again overwrites it"
        : "\(name) changed on disk: \(save) again writes the diagram into it"
    case .saved(let identity):
      // Save As: the document lives at its new path from now on, as an Easel document (a
      // diagram edited in place becomes one).
      state.filePath = request.path
      state.fileIdentity = identity
      state.block = nil
      if state.document.revision == request.revision { state.markSaved() }
      state.status = .transient("Saved \(EditorChrome.printable(request.path, limit: 80))")
    case .savedInPlace(let identity, let block):
      state.fileIdentity = identity
      state.block?.block = block
      if state.document.revision == request.revision { state.markSaved() }
      let lines = state.block?.lines ?? ""
      state.status = .transient("Saved into \(name), \(lines)")
    }
    return files.quitsAfterSave && !state.isModified
  }

  /// The shell's answer to File → Open; true when a document was loaded (what was being
  /// edited and offered belongs to the old one).
  mutating func openFinished(path: String, result: OpenResult) -> Bool {
    let name = EditorChrome.printable(path, limit: 80)
    switch result {
    case .failed(let message):
      state.message = "Not opened: \(EditorChrome.printable(message, limit: 160))"
      return false
    case .missing:
      state.message = "No such file: \(name)"
      return false
    case .loaded(let document, let identity):
      var fresh = EditorState(document: document, filePath: path)
      fresh.fileIdentity = identity
      fresh.grid = state.grid
      fresh.showsGrid = state.showsGrid
      fresh.smartGuides = state.smartGuides
      fresh.viewSize = state.viewSize
      state = fresh
      state.invalidateAll()
      files.recoveryDue = nil
      files.recoveredRevision = nil
      state.status = .transient("Opened \(name)")
      return true
    }
  }
}

/// What the shell must write for Cmd-S: the document as it was when the user asked, and where.
public struct SaveRequest: Sendable, Equatable {
  public var path: String
  public var document: Document
  /// Refuse to write (`SaveResult.changedOnDisk`) unless the file on disk is `expected`
  /// (nil: that no file is there). False once the user said to overwrite.
  public var checksDisk = true
  public var expected: FileIdentity?
  /// File → Export: write the drawing in this format instead (beside the document, never
  /// marking it saved).
  public var export: ExportFormat?
  /// `easel edit`: write the drawing as text into this block of the file at `path`, every
  /// other byte of the file as it is (answered with `SaveResult.savedInPlace`).
  public var block: DiagramBlock?
  /// The document revision being saved, so a save that finishes after further edits does
  /// not mark those edits saved.
  public var revision: UInt64 { document.revision }
}

/// How File → Open went, as the shell reports it.
public enum OpenResult: Sendable, Equatable {
  case loaded(Document, FileIdentity?)
  case missing
  case failed(String)
}
