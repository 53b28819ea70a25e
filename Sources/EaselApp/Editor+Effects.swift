import EaselCommands
import EaselDocument
import EaselInput
import EaselTools

/// The one interpreter of what responders, commands and tools ask for.
extension Editor {
  mutating func apply(_ effects: [EditorEffect], context: EventContext, into outbox: inout [ProgramEffect]) {
    for effect in effects {
      switch effect {
      case .program(let request):
        outbox.append(request)
      case .present(let surface):
        present(surface, context: context, into: &outbox)
      case .toggle(let surface):
        if surfaces.contains(surface.kind) {
          surfaces.remove(surface.kind)
        } else {
          present(surface, context: context, into: &outbox)
        }
      case .dismiss(let kind):
        dismiss(kind, context: context, into: &outbox)
      case .closeMenus:
        surfaces.modify(MenuBar.self) { $0.close() }
      case .run(let id):
        guard let command = EditorCommands.catalog[id], command.isAvailable(model) else { continue }
        let before = ViewFollowing(model.state)
        let more = run(command, invocation: CommandInvocation(key: nil, now: context.now))
        apply(more, context: context, into: &outbox)
        // A nudge from a menu is followed as one from its key is.
        model.state.follow(from: before)
      case .canvas(let change):
        apply(change, context: context, into: &outbox)
      case .refreshGesture:
        guard model.canvas.tools.isActive else { continue }
        let more = model.sendToTool(.refresh, now: context.now) ?? []
        apply(more.map { .canvas($0) }, context: context, into: &outbox)
      case .quit:
        quit(into: &outbox)
      case .saveAs(let path):
        outbox.append(.save(model.requestSave(as: path)))
      case .restoreRecovered(let document):
        model.restoreRecoveredWork(document)
      case .setBrush(let brush):
        model.style.brush = brush
      case .say(let message):
        model.state.status = message
      case .pastePlainText(let text):
        model.pasteText(text)
      }
    }
  }

  /// What a tool (or a surface speaking as one) asks of the canvas.
  private mutating func apply(_ change: ToolEffect, context: EventContext, into outbox: inout [ProgramEffect])
  {
    switch change {
    case .preview(let shapes, let hidden):
      model.state.setPreview(shapes, hiding: hidden)
    case .guides(let guides):
      model.state.guides = guides
    case .commit(let transaction, let title, let selection, let group):
      model.state.perform(transaction, titled: title, selecting: selection, group: group)
    case .select(let selection):
      model.state.selection = selection
    case .pan(let origin):
      model.state.viewOrigin = origin
    case .moveCursor(let point):
      model.state.cursor = point
    case .message(let text):
      // A tool's word lasts while its gesture goes on ("Arrows draw · Enter finishes").
      let lifetime: StatusMessage.Lifetime = model.canvas.tools.isActive ? .whileGesture : .untilNextAction
      model.state.status = text.map { StatusMessage($0, lifetime) }
    case .editText(let request):
      guard let surface = TextEditSurface(request, in: model) else { return }
      present(surface, context: context, into: &outbox)
    case .closeGroup(let group):
      model.state.closeGroup(group)
    case .discardGroup(let group):
      model.state.discardGroup(group)
    case .ended:
      model.canvas.gestureEnded()
    }
  }

  /// Opens a surface; one of its kind already open is dismissed first (and leaves what it
  /// leaves: text being edited is committed).
  private mutating func present(
    _ surface: any Surface, context: EventContext, into outbox: inout [ProgramEffect]
  ) {
    dismiss(surface.kind, context: context, into: &outbox)
    surfaces.push(surface)
    let shown = surface.presented(in: surfaceContext(at: context.now))
    apply(shown, context: context, into: &outbox)
  }

  private mutating func dismiss(
    _ kind: SurfaceKind, context: EventContext, into outbox: inout [ProgramEffect]
  ) {
    guard let surface = surfaces.remove(kind) else { return }
    let left = surface.dismissed(in: surfaceContext(at: context.now))
    apply(left, context: context, into: &outbox)
  }

  /// Cmd-Q: quits, unless there are unsaved changes and this is the first Cmd-Q in a row, or
  /// the save just asked for is still being written.
  private mutating func quit(into outbox: inout [ProgramEffect]) {
    // Cmd-S then Cmd-Q typed fast: the save is still being written. Quit once it is.
    if let saving = model.files.savingRevision, saving == model.state.document.revision {
      model.files.quitsAfterSave = true
      model.state.status = StatusMessage("Quitting once saved…", .untilReplaced)
      return
    }
    let quit = model.howTo("file.quit", menuPath: "File → Quit")
    if model.state.isModified && !surfaces.contains(.quitConfirmation) {
      surfaces.push(QuitConfirmation())
      let save = model.howTo("file.save", menuPath: "File → Save")
      model.state.status = StatusMessage(
        "Unsaved changes: \(save) saves, \(quit) again quits without saving", .whileOpen(.quitConfirmation))
      return
    }
    // Recovered work not yet restored is unsaved work too: it is kept for the next start.
    if surfaces.contains(.recoveryOffer) && !surfaces.contains(.quitConfirmation) {
      surfaces.push(QuitConfirmation())
      model.state.status = StatusMessage(
        "Recovered work not restored: Enter restores it, \(quit) again quits and keeps it for the next start",
        .whileOpen(.quitConfirmation))
      return
    }
    outbox.append(.exit(.success))
  }
}
