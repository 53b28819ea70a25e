import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// File → Open (Cmd-O) and Save As (Cmd-Shift-S, F12): a path typed on the status bar with Tab
/// completion; questions (replace a file, drop unsaved changes) are answered with a second Enter.
extension EditorScreen {
  mutating func openFilePrompt(_ purpose: FilePrompt.Purpose) {
    let start: String
    switch purpose {
    case .open: start = state.filePath.map { Self.folderPart(of: $0) } ?? ""
    case .saveAs: start = state.filePath ?? "untitled.easel"
    }
    filePrompt = FilePrompt(purpose: purpose, path: start, home: home)
    state.message = nil
  }

  static func folderPart(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// The prompt's keys; every key is taken while it is open.
  mutating func handleFilePromptKey(_ key: KeyEvent) -> Bool {
    guard var prompt = filePrompt else { return false }
    guard key.phase != .release else { return true }
    switch key.key {
    case .escape:
      filePrompt = nil
      state.message = nil
      return true
    case .enter:
      filePrompt = nil
      submit(prompt)
      return true
    case .tab:
      prompt.complete(using: folderListing)
    case .backspace:
      prompt.editing.backspace()
    case .delete:
      prompt.editing.deleteForward()
    case .left:
      prompt.editing.moveLeft()
    case .right:
      prompt.editing.moveRight()
    case .home:
      prompt.editing.moveToLineStart()
    case .end:
      prompt.editing.moveToLineEnd()
    default:
      let commandHeld = !key.modifiers.isDisjoint(with: [.control, .superKey, .hyper, .meta])
      guard !commandHeld, let text = key.text ?? key.typedText else { return true }
      // One line: a pasted line break ends nothing, it is simply not part of a path.
      prompt.editing.insert(String(text.filter { $0 != "\n" }))
    }
    prompt.confirmedPath = nil
    prompt.candidates = key.key == .tab ? prompt.candidates : []
    filePrompt = prompt
    return true
  }

  private mutating func submit(_ prompt: FilePrompt) {
    let path = prompt.expandedPath
    guard !path.isEmpty, !path.hasSuffix("/") else {
      state.message = "\(prompt.title): type a file name (Tab completes)"
      return
    }
    var asked = prompt
    switch prompt.purpose {
    case .open:
      if state.isModified, prompt.confirmedPath != path {
        asked.confirmedPath = path
        filePrompt = asked
        state.message = "Unsaved changes: Enter again opens it without saving them, Esc cancels"
        return
      }
      pendingOpen = path
      state.message = "Opening…"
    case .saveAs:
      if path != state.filePath, FilePrompt.exists(path, in: folderListing), prompt.confirmedPath != path {
        asked.confirmedPath = path
        filePrompt = asked
        state.message =
          "\(EditorChrome.printable(Self.fileName(path), limit: 60)) exists: Enter again replaces it"
        return
      }
      var request = SaveRequest(path: path, document: state.document)
      request.checksDisk = false
      pendingSave = request
      savingRevision = request.revision
      state.message = "Saving…"
    }
  }

  /// The shell's answer to File → Open.
  mutating func openFinished(path: String, result: OpenResult) {
    let name = EditorChrome.printable(path, limit: 80)
    switch result {
    case .failed(let message):
      state.message = "Not opened: \(EditorChrome.printable(message, limit: 160))"
    case .missing:
      state.message = "No such file: \(name)"
    case .loaded(let document, let identity):
      var fresh = EditorState(document: document, filePath: path)
      fresh.fileIdentity = identity
      fresh.grid = state.grid
      fresh.showsGrid = state.showsGrid
      state = fresh
      state.invalidateAll()
      textEdit = nil
      recoveryOffer = nil
      recoveryDue = nil
      recoveredRevision = nil
      state.message = "Opened \(name)"
    }
  }

  /// The prompt on the status bar row, with its caret.
  func drawFilePrompt(_ prompt: FilePrompt, into screen: inout CellGrid) {
    let row = size.rows - 1
    let style = Style(attributes: .reverse)
    let label = " \(prompt.title): "
    let shownPath = EditorChrome.printable(prompt.path, limit: 4096)
    var text = label + shownPath
    if !prompt.candidates.isEmpty { text += "   " + prompt.candidates.joined(separator: "  ") }
    if let message = state.message { text += "   " + EditorChrome.printable(message, limit: 160) }
    screen.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(style: style))
    screen.put(text, at: CellPoint(column: 0, row: row), style: style)
    let caret = TextWidth.width(of: label) + prompt.editing.cursorCell.column
    guard caret < size.columns else { return }
    let point = CellPoint(column: caret, row: row)
    var cell = screen[point]
    cell.style.attributes.formSymmetricDifference(.reverse)
    screen[point] = cell
  }
}

/// How File → Open went, as the shell reports it.
public enum OpenResult: Sendable, Equatable {
  case loaded(Document, FileIdentity?)
  case missing
  case failed(String)
}
