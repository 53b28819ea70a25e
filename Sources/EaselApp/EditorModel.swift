import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// What the editor's commands work on: the drawing and its history (`EditorState`), the
/// canvas's tools, the style shapes are drawn with, the clipboard, the files, the terminal as
/// the probe found it, the keymap in effect and the folders path prompts complete from. The
/// surfaces (menus, prompts, sheets) are not here: a command opens one by returning it.
struct EditorModel: Sendable {
  var state: EditorState
  var canvas = CanvasPane()
  /// The objects panel beside the canvas (spec §9).
  var objects = ObjectsPane()
  var style = DrawingStyle()
  /// Shapes (and the groups they fill) copied or cut in Easel, for Cmd-V.
  var clipboard = ShapeCollection()
  var files = FileStatus()
  let display: EditorDisplay
  /// The effective key bindings: the catalog's defaults plus the user's overrides.
  let keymap: Keymap
  let folders: FolderAccess

  init(state: EditorState, display: EditorDisplay, keymap: Keymap, folders: FolderAccess) {
    self.state = state
    self.display = display
    self.keymap = keymap
    self.folders = folders
    if let width = display.capabilities.cellPixelWidth, let height = display.capabilities.cellPixelHeight {
      self.state.grid = Grid(cellAspect: CellAspect(pixelWidth: width, pixelHeight: height))
    }
  }

  /// What a tool reads for an event at `now` (`intent`: what the modifiers mean for it).
  func toolContext(now: Instant, intent: DragIntent? = nil) -> ToolContext {
    ToolContext(
      document: state.document, index: state.index, selection: state.selection,
      intent: intent ?? canvas.intent,
      aspect: display.cellAspect, grid: state.grid, style: style, viewport: state.viewport,
      cursor: state.cursor,
      now: now, rasterOptions: display.options, smartGuides: state.smartGuides)
  }

  /// Hands an event to the tool (the active one, else the picked one); nil when not taken.
  mutating func sendToTool(_ event: ToolEvent, now: Instant, intent: DragIntent? = nil) -> [ToolEffect]? {
    canvas.tools.handle(event, context: toolContext(now: now, intent: intent))
  }

  /// The label of the first chord bound to a command that this terminal delivers, as the
  /// status bar and messages name it (`Cmd-S`); nil when the command has no such chord.
  func keyLabel(for id: CommandID) -> String? {
    keymap.displayedChord(for: id, deliverableOn: display.keyboardLevel)?.description
  }

  /// How to ask for a command in a message: its key, else its menu path.
  func howTo(_ id: CommandID, menuPath: String) -> String { keyLabel(for: id) ?? menuPath }
}

/// Folder entries and `$HOME`, for completing paths typed in File → Open and Save As.
struct FolderAccess: Sendable {
  var listing: (any FolderListing)?
  var home: String?
}
