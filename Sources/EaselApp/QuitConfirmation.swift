import EaselInput

/// Cmd-Q with unsaved changes (spec §6): the status bar asks, a second Cmd-Q quits without
/// saving, and any other command means the user went on working (the editor closes it then).
/// It takes no event itself.
struct QuitConfirmation: Surface {
  var kind: SurfaceKind { .quitConfirmation }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response { .passed }
}
