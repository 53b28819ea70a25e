import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// File → Open (Cmd-O) and Save As (Cmd-Shift-S, F12) on the status bar (spec §6): a path typed
/// with Tab completion; questions (replace a file, drop unsaved changes) are answered with a
/// second Enter. It takes every key while open.
struct FilePromptSurface: Surface {
  var prompt: FilePrompt

  var kind: SurfaceKind { .filePrompt }

  /// The prompt for `purpose`, starting from the document's folder (Open) or path (Save As).
  init(_ purpose: FilePrompt.Purpose, filePath: String?, home: String?) {
    let start: String
    switch purpose {
    case .open: start = filePath.map { Self.folderPart(of: $0) } ?? ""
    case .saveAs: start = filePath ?? "untitled.easel"
    }
    prompt = FilePrompt(purpose: purpose, path: start, home: home)
  }

  static func folderPart(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    switch event {
    case .key(let key):
      return handle(key, in: context)
    case .paste(let paste):
      // One line: a pasted line break ends nothing, it is simply not part of a path.
      let text = EditorModel.pastableText(paste.text).filter { $0 != "\n" }
      prompt.editing.insert(String(text))
      prompt.confirmedPath = nil
      prompt.candidates = []
      return .handled([])
    case .mouse, .focus, .reply:
      return .passed
    }
  }

  private mutating func handle(_ key: KeyEvent, in context: SurfaceContext) -> Response {
    guard key.phase != .release else { return .handled([]) }
    switch key.key {
    case .escape:
      return .closed([.canvas(.message(nil))])
    case .enter:
      return submit(in: context)
    case .tab:
      prompt.complete(using: context.model.folders.listing)
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
      guard !commandHeld, let text = key.text ?? key.typedText else { return .handled([]) }
      prompt.editing.insert(String(text.filter { $0 != "\n" }))
    }
    prompt.confirmedPath = nil
    if key.key != .tab { prompt.candidates = [] }
    return .handled([])
  }

  /// Enter: open or save as the typed path, or ask first (a second Enter on the same path goes
  /// ahead); the prompt stays open while it asks.
  private mutating func submit(in context: SurfaceContext) -> Response {
    let path = prompt.expandedPath
    let state = context.model.state
    guard !path.isEmpty, !path.hasSuffix("/") else {
      return .closed([.canvas(.message("\(prompt.title): type a file name (Tab completes)"))])
    }
    switch prompt.purpose {
    case .open:
      if state.isModified, prompt.confirmedPath != path {
        prompt.confirmedPath = path
        return .handled([
          .canvas(.message("Unsaved changes: Enter again opens it without saving them, Esc cancels"))
        ])
      }
      return .closed([.program(.open(path)), .say(StatusMessage("Opening…", .untilReplaced))])
    case .saveAs:
      let listing = context.model.folders.listing
      if path != state.filePath, FilePrompt.exists(path, in: listing), prompt.confirmedPath != path {
        prompt.confirmedPath = path
        let name = EditorChrome.printable(EditorChrome.fileName(path), limit: 60)
        return .handled([.canvas(.message("\(name) exists: Enter again replaces it"))])
      }
      return .closed([.saveAs(path)])
    }
  }

  /// The prompt on the status bar row, with its caret.
  func draw(into grid: inout CellGrid, context: SurfaceContext) {
    let size = context.size
    let row = size.rows - 1
    let style = Style(attributes: .reverse)
    let label = " \(prompt.title): "
    var text = label + EditorChrome.printable(prompt.path, limit: 4096)
    if !prompt.candidates.isEmpty { text += "   " + prompt.candidates.joined(separator: "  ") }
    if let message = context.model.state.message {
      text += "   " + EditorChrome.printable(message, limit: 160)
    }
    grid.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(style: style))
    grid.put(text, at: CellPoint(column: 0, row: row), style: style)
    let caret = TextWidth.width(of: label) + prompt.editing.cursorCell.column
    guard caret < size.columns else { return }
    let point = CellPoint(column: caret, row: row)
    var cell = grid[point]
    cell.style.attributes.formSymmetricDifference(.reverse)
    grid[point] = cell
  }
}
