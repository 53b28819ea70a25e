/// `EASEL_TEST_SCREEN=FILE` (debug builds only): after every frame written to the terminal, the
/// screen Easel believes the terminal shows is written to FILE as text, atomically. End-to-end
/// tests read it in terminals whose own screen cannot be read as text (urxvt, st, mlterm, VTE,
/// Konsole). A release build never reads the variable.
public struct ScreenDump: Sendable {
  public static let variable = "EASEL_TEST_SCREEN"
  public let path: String

  /// The dump the environment asks for, or nil (always nil in a release build).
  public static func requested(by environment: [String: String]) -> ScreenDump? {
    #if DEBUG
      if let path = environment[variable], !path.isEmpty { return ScreenDump(path: path) }
    #endif
    return nil
  }

  /// Writes `text` (and a final newline) over the file; a failure is ignored: the dump is for
  /// tests, and the editor must not stop for it.
  public func write(_ text: String) {
    try? AtomicFile.write(Array((text + "\n").utf8), toPath: path, mode: 0o644)
  }
}
