import EaselDocument
import EaselInput

/// Where the document's files stand: a save being written, what Cmd-Q and Cmd-S do next, and
/// when the recovery file is due (spec §6).
struct FileStatus: Sendable {
  /// The document revision of the save being written, until the shell answers.
  var savingRevision: UInt64?
  /// Cmd-Q came while that save was being written: quit when it succeeds.
  var quitsAfterSave = false
  /// The file changed on disk and the user was told: the next Cmd-S overwrites it.
  var overwritesOnNextSave = false
  /// When unsaved edits are due in the recovery file.
  var recoveryDue: Instant?
  /// The document revision last handed over for the recovery file.
  var recoveredRevision: UInt64?

  /// From the first unsaved edit to the recovery file being written: under the 2 s promised,
  /// with room for a slow disk. Later edits do not push it back, so typing never starves it.
  static let recoveryDelay = Interval.milliseconds(1500)

  /// After each event: schedules a write for new unsaved edits, or asks for the file to go
  /// once the document is back at its saved state (saved, or undone to it).
  mutating func noteEdits(of state: EditorState, at now: Instant) -> RecoveryRequest? {
    if state.isModified {
      if state.document.revision != recoveredRevision, recoveryDue == nil {
        recoveryDue = now + Self.recoveryDelay
      }
    } else if recoveredRevision != nil || recoveryDue != nil {
      recoveryDue = nil
      recoveredRevision = nil
      return .remove
    }
    return nil
  }

  /// The recovery write falls due: what to write, if anything is unsaved.
  mutating func expireRecovery(of state: EditorState, at now: Instant) -> RecoveryRequest? {
    guard let due = recoveryDue, due <= now else { return nil }
    recoveryDue = nil
    guard state.isModified else { return nil }
    recoveredRevision = state.document.revision
    return .write(state.document)
  }
}

/// What the shell should do with the recovery file (spec §6): write the unsaved document, or
/// remove the file once there is nothing unsaved left to recover.
public enum RecoveryRequest: Sendable, Equatable {
  case write(Document)
  case remove
  /// The recovered work offered at start was restored or set aside: the document's recovery
  /// file may now be written over.
  case offerSettled
}
