import EaselCommands
import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender
import EaselTools

@testable import EaselApp

/// The editor as a test sees it after a step: its state read through key paths, and the
/// screen the driver last drew for it.
@dynamicMemberLookup
struct EditorProbe {
  let editor: Editor
  /// What the terminal shows after the last frame.
  let shown: CellGrid?

  subscript<Value>(dynamicMember path: KeyPath<Editor, Value>) -> Value { editor[keyPath: path] }
}

extension Driver {
  /// The running editor, if the program is one.
  var editor: EditorProbe? { (program as? Editor).map { EditorProbe(editor: $0, shown: screen) } }

  /// The key viewer's lines, if the program is `easel keys`.
  var keysLog: [String] { (program as? KeysViewer)?.lines ?? [] }
}

/// What tests read of the editor, named as before the responder chain.
extension Editor {
  var state: EditorState { model.state }
  var tool: ToolID { model.canvas.tools.current }
  var latches: Latches { model.canvas.latches }
  var brush: BrushSettings { model.style.brush }
  var frameStyle: FrameStyle { model.style.frameStyle }
  var keymap: Keymap { model.keymap }
  var isGestureActive: Bool { model.canvas.tools.isActive }
  var isShowingShortcuts: Bool { isShowing(.shortcutSheet) }
  var isPickingBrushCharacter: Bool { isShowing(.brushCharacter) }
  var isConfirmingQuit: Bool { isShowing(.quitConfirmation) }
  var filePrompt: FilePrompt? { (surfaces.first(.filePrompt) as? FilePromptSurface)?.prompt }
  var commandMenu: CommandMenu? { surfaces.first(.commandMenu) as? CommandMenu }
  var textEdit: TextEditSurface? { surfaces.first(.textEdit) as? TextEditSurface }
  var menuNavigator: MenuNavigator { (surfaces.first(.menuBar) as? MenuBar)?.navigator ?? MenuNavigator() }
  var menuModel: MenuModel { surfaceContext(at: .zero).menuModel }
  var options: EaselRaster.RasterOptions { model.display.options }
}

extension EditorProbe {
  /// The command menu's results for a query, as it would list them now.
  func commandMenuResults(for query: String) -> [(candidate: FuzzyCandidate, chord: String?)] {
    CommandMenu.results(for: query, in: editor.surfaceContext(at: .zero))
  }

  /// The command menu's box on this screen.
  func commandMenuBox(resultRows: Int) -> CellRect {
    CommandMenu.box(resultRows: resultRows, size: editor.size)
  }

  /// The screen the editor would draw after `change`.
  func composed(after change: (inout Editor) -> Void = { _ in }) -> CellGrid {
    var changed = editor
    change(&changed)
    var grid = CellGrid(size: CellSize(columns: editor.size.columns, rows: editor.size.rows))
    changed.view(into: &grid)
    return grid
  }
}

extension Editor {
  var viewport: Viewport { model.state.viewport }
}

extension DriverScript {
  /// Runs a command as the menus do (availability checked), without a key.
  mutating func runFromMenu(_ id: CommandID) {
    guard var editor = driver.program as? Editor else { return }
    driver.program = nil
    var outbox: [ProgramEffect] = []
    editor.apply([.run(id)], context: EventContext(now: now), into: &outbox)
    driver.program = editor
  }
}

extension EditorProbe {
  func isShowing(_ kind: SurfaceKind) -> Bool { editor.isShowing(kind) }
}
