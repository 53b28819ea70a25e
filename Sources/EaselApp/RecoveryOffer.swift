import EaselDocument
import EaselInput

/// Work recovered from an earlier session, offered at start (spec §6) until Enter restores it
/// or Esc sets it aside; other keys pass on, so the editor can be used meanwhile. Until then the
/// recovery file stays as it was (the session writes a file of its own), and Cmd-Q asks first.
struct RecoveryOffer: Surface {
  let document: Document

  var kind: SurfaceKind { .recoveryOffer }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    guard case .key(let key) = event, key.phase == .press else { return .passed }
    switch key.key {
    case .enter:
      return .closed([
        .restoreRecovered(document), .program(.recovery(.offerSettled)), .dismiss(.quitConfirmation),
      ])
    case .escape:
      return .closed([
        .canvas(.message("Recovered work set aside: it is replaced by this session's unsaved changes")),
        .program(.recovery(.offerSettled)), .dismiss(.quitConfirmation),
      ])
    default:
      return .passed
    }
  }
}
