import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// A responder the editor shows over the canvas (style guide §13): the menu bar, the command
/// menu, a path prompt, the recovery offer, the shortcut sheet, the brush-character picker,
/// the quit confirmation, text editing. Each owns its state, its handling of keys, mouse and
/// pastes (in that one method), its drawing, and the commands it offers while it leads.
protocol Surface: Sendable {
  /// Which surface this is; also its place in the stack.
  var kind: SurfaceKind { get }
  /// One event, offered front to back through the stack before the canvas.
  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response
  /// Draws it over the canvas and the bars (surfaces are drawn back to front).
  func draw(into grid: inout CellGrid, context: SurfaceContext)
  /// The catalog commands it offers while it leads, for the shortcut sheet, under this title.
  var commands: [CommandID] { get }
  var title: String { get }
  /// Said once it is open: what it shows first (text editing its preview and a hint).
  func presented(in context: SurfaceContext) -> [EditorEffect]
  /// Said when the editor closes it from outside (another tool picked, a second one of its
  /// kind opened): what it leaves behind (text editing commits its text).
  func dismissed(in context: SurfaceContext) -> [EditorEffect]
}

extension Surface {
  func draw(into grid: inout CellGrid, context: SurfaceContext) {}
  var commands: [CommandID] { [] }
  var title: String { "" }
  func presented(in context: SurfaceContext) -> [EditorEffect] { [] }
  func dismissed(in context: SurfaceContext) -> [EditorEffect] { [] }
}

/// What a responder did with an event.
enum Response: Sendable {
  /// Taken; these effects follow.
  case handled([EditorEffect])
  /// Not its business: the next responder gets it.
  case passed
  /// Taken, and the surface closes.
  case closed([EditorEffect])
  /// The surface closes and the event goes on to the next responder (a Cmd-key or a click
  /// ending text editing).
  case closedAndPassed([EditorEffect])
}

/// The surfaces, by their place from back to front. Events go front to back: a path prompt
/// and the command menu take every key; an open menu every key too; the recovery offer only
/// Enter and Esc; text editing what it types; the brush picker the next character; the sheet
/// only Esc (and PageDown and PageUp while it has pages to turn); the quit confirmation
/// nothing (it listens for the next command); a readied plain paste the next paste (any other
/// key stands it down).
enum SurfaceKind: Int, Comparable, Sendable, CaseIterable {
  case plainPaste
  case quitConfirmation
  case shortcutSheet
  case brushCharacter
  case textEdit
  case connectorEdit
  case recoveryOffer
  case menuBar
  case commandMenu
  case filePrompt

  static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// What a surface may read while it handles an event or draws: the editor's model and layout,
/// the time, what was run lately, and what the responders behind it offer.
struct SurfaceContext: Sendable {
  let model: EditorModel
  let size: TerminalSize
  let now: Instant
  let recentCommands: [CommandID]
  let surfaces: SurfaceStack

  /// What each responder offers, front to back: the open surfaces' own commands, then the
  /// canvas's (the whole catalog, grouped by menu: the keymap runs any of them there).
  var offeredCommands: [OfferedCommands] {
    // The objects panel leads when it has the focus: its keys first (spec §9).
    let panel =
      model.objects.isOpen && model.objects.hasFocus
      ? [OfferedCommands(title: "Objects Panel", ids: EditorCommands.objectsPanel.map(\.id))] : []
    return surfaces.surfaces.reversed().filter { !$0.commands.isEmpty }.map {
      OfferedCommands(title: $0.title, ids: $0.commands)
    } + panel + [
      OfferedCommands(
        title: nil,
        ids: EditorCommands.catalog.commands.map(\.id).filter { id in
          EditorCommands.catalog[id]?.scope != .objects
        })
    ]
  }

  var display: EditorDisplay { model.display }
  var keymap: Keymap { model.keymap }
  var viewport: Viewport { model.state.viewport }

  /// The menus as they are now: built from the catalog, the model and the keymap, with the
  /// chords this terminal delivers.
  var menuModel: MenuModel {
    MenuModel(
      catalog: EditorCommands.catalog, state: model, keymap: model.keymap,
      deliverableOn: display.keyboardLevel)
  }
}

/// The commands one responder offers; `title` nil for the canvas, whose commands the sheet
/// groups by menu.
struct OfferedCommands: Sendable {
  var title: String?
  var ids: [CommandID]
}

/// What responders and commands ask of the editor; `Editor` interprets them in order.
enum EditorEffect: Sendable {
  /// For the shell: bytes beside the frame, files, exit.
  case program(ProgramEffect)
  /// Open a surface (one already open of its kind is dismissed first).
  case present(any Surface)
  /// Open it, or close it if one of its kind is open (the sheet on `?`).
  case toggle(any Surface)
  /// Close the surface of this kind, letting it leave what it leaves (`dismissed`).
  case dismiss(SurfaceKind)
  /// Close the menu bar's open menu.
  case closeMenus
  /// Run a command chosen in a menu or the command menu, if it is (still) available.
  case run(CommandID)
  /// A change to the canvas, the document or the status bar, as tools say it.
  case canvas(ToolEffect)
  /// The context changed under a gesture (a latch toggled): the tool recomputes its preview.
  case refreshGesture
  /// Cmd-Q: quit, ask first, or wait for the save in progress.
  case quit
  /// Write the document to a new path (Save As).
  case saveAs(String)
  /// The recovered work replaces the document, as one undo step.
  case restoreRecovered(Document)
  /// The brush paints with this from now on.
  case setBrush(BrushSettings)
  /// The status bar says this, for as long as its lifetime says.
  case say(StatusMessage)
  /// Pasted text becomes one text shape as it is (Paste as Plain Text).
  case pastePlainText(String)
}

/// The open surfaces, kept in their order from back to front.
struct SurfaceStack: Sendable {
  private(set) var surfaces: [any Surface] = []

  init(_ surfaces: [any Surface] = []) {
    for surface in surfaces { push(surface) }
  }

  /// Adds a surface in its place (after any of a lower kind).
  mutating func push(_ surface: any Surface) {
    let index = surfaces.firstIndex { $0.kind > surface.kind } ?? surfaces.count
    surfaces.insert(surface, at: index)
  }

  func contains(_ kind: SurfaceKind) -> Bool { surfaces.contains { $0.kind == kind } }

  func first(_ kind: SurfaceKind) -> (any Surface)? { surfaces.first { $0.kind == kind } }

  /// Takes the surface of this kind out, returning it.
  @discardableResult
  mutating func remove(_ kind: SurfaceKind) -> (any Surface)? {
    guard let index = surfaces.firstIndex(where: { $0.kind == kind }) else { return nil }
    return surfaces.remove(at: index)
  }

  /// Offers `event` to the surfaces in front of `kind` (nil: all), front first, returning the
  /// position of the one that answered and its answer.
  mutating func handle(
    _ event: InputEvent, below kind: SurfaceKind?, in context: SurfaceContext
  ) -> (kind: SurfaceKind, response: Response)? {
    for index in surfaces.indices.reversed() {
      if let kind, surfaces[index].kind >= kind { continue }
      let response = surfaces[index].handle(event, in: context)
      if case .passed = response { continue }
      return (surfaces[index].kind, response)
    }
    return nil
  }

  /// Changes the surface of this kind in place.
  mutating func modify<S: Surface>(_ type: S.Type, _ change: (inout S) -> Void) {
    guard let index = surfaces.firstIndex(where: { $0 is S }), var surface = surfaces[index] as? S else {
      return
    }
    change(&surface)
    surfaces[index] = surface
  }
}
