import EaselDocument

/// One thing for the shell to do with the recovery folder, as `RecoveryPlan` decides it.
///
/// Steps come in lists and run in order. A `.write` needs the `.makeFolder` before it in its
/// list: when that failed, the write is skipped (there is nowhere to put it); removals always run.
public enum RecoveryStep: Sendable, Equatable {
  /// Create the folder and every missing folder above it with `mode` (`mkdir -p`).
  case makeFolder(path: String, mode: UInt32)
  /// Replace the file at `path` atomically with `content`.
  case write(RecoveryContent, path: String)
  /// Remove the file at `path`; one already gone is fine.
  case remove(path: String)
}

/// What a `RecoveryStep.write` puts in the file.
public enum RecoveryContent: Sendable, Equatable {
  /// A drawing, which the shell encodes in the `.easel` format.
  case document(Document)
  /// Bytes as they are.
  case bytes([UInt8])
}

extension RecoveryStep {
  /// Carries out `steps` in order through the shell's operations, skipping each write whose
  /// folder could not be made and attempting everything else: a failure never keeps a lock from
  /// being removed. `makeFolder` and `replaceFile` say whether they succeeded; failures are the
  /// shell's to ignore, since the recovery file must never stop the editing it protects.
  /// Returns what changed: the files written, and those removed.
  @discardableResult
  public static func perform(
    _ steps: [RecoveryStep], makeFolder: (_ path: String, _ mode: UInt32) -> Bool,
    replaceFile: (_ content: RecoveryContent, _ path: String) -> Bool, removeFile: (_ path: String) -> Void
  ) -> (written: [String], removed: [String]) {
    var hasFolder = true
    var written: [String] = []
    var removed: [String] = []
    for step in steps {
      switch step {
      case .makeFolder(let path, let mode):
        hasFolder = makeFolder(path, mode)
      case .write(let content, let path):
        if hasFolder, replaceFile(content, path) { written.append(path) }
      case .remove(let path):
        removeFile(path)
        removed.append(path)
      }
    }
    return (written, removed)
  }
}
