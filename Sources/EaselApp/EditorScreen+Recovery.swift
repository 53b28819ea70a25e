import EaselDocument
import EaselInput

/// What the shell should do with the recovery file (spec §6): write the unsaved document, or
/// remove the file once there is nothing unsaved left to recover.
public enum RecoveryRequest: Sendable, Equatable {
  case write(Document)
  case remove
}

/// Unsaved work is written to a recovery file within 2 seconds of an edit (spec §6), so a
/// SIGKILL or a crash loses at most the last 2 seconds; the shell also writes it on SIGHUP,
/// SIGTERM and terminal loss. At the next start the editor offers the recovered work.
extension EditorScreen {
  /// From the first unsaved edit to the recovery file being written: under the 2 s promised,
  /// with room for a slow disk. Later edits do not push it back, so typing never starves it.
  static let recoveryDelay = Interval.milliseconds(1500)

  /// After each batch of events: schedules a write for new unsaved edits, or asks for the file
  /// to go once the document is back at its saved state (saved, or undone to it).
  mutating func noteEditsForRecovery(at now: Instant) {
    if state.isModified {
      if state.document.revision != recoveredRevision, recoveryDue == nil {
        recoveryDue = now + Self.recoveryDelay
      }
    } else if recoveredRevision != nil || recoveryDue != nil {
      recoveryDue = nil
      recoveredRevision = nil
      pendingRecovery = .remove
    }
  }

  /// The recovery write falls due: returns true when a request was made.
  mutating func expireRecovery(at now: Instant) -> Bool {
    guard let due = recoveryDue, due <= now else { return false }
    recoveryDue = nil
    guard state.isModified else { return false }
    recoveredRevision = state.document.revision
    pendingRecovery = .write(state.document)
    return true
  }

  /// Enter on the offer: the recovered drawing replaces the file's, as one undo step, so Cmd-Z
  /// goes back to the file as saved.
  mutating func restoreRecoveredWork() {
    guard let recovered = recoveryOffer else { return }
    recoveryOffer = nil
    let all = Set(state.document.shapes.map(\.id))
    let transaction = state.document.removing(all).followed(
      by: Transaction(
        recovered.shapes.enumerated().map {
          .insert($0.element, at: $0.offset)
        }))
    state.perform(transaction, titled: "Restore Recovered Work", selecting: .empty)
    state.message = "Recovered work restored: Cmd-S saves it, Cmd-Z goes back to the file"
  }

  /// The offer's keys: Enter restores, Esc keeps the file as saved; other keys pass on.
  mutating func handleRecoveryOfferKey(_ key: KeyEvent) -> Bool {
    guard recoveryOffer != nil, key.phase == .press else { return false }
    switch key.key {
    case .enter:
      restoreRecoveredWork()
      return true
    case .escape:
      recoveryOffer = nil
      state.message = "Recovered work set aside: it is replaced by this session's unsaved changes"
      return true
    default:
      return false
    }
  }
}
