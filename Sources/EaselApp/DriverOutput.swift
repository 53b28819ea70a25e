import EaselInput

/// Why the program wants to end.
public enum ExitRequest: Sendable, Equatable {
  case success
  case failure(message: String)
}

/// What one step of the app asks the shell to do.
public struct DriverOutput: Sendable, Equatable {
  /// Written with one write() call.
  public var bytes: [UInt8] = []
  /// The earliest pending deadline (ESC timer, synthesized key up, probe timeout), if any.
  public var wakeAt: Instant?
  public var exit: ExitRequest?
  /// Set once the probe has decided which modes to use: the shell must write these bytes on
  /// every way out (quit, signals, crashes, suspend).
  public var restoreSequence: [UInt8]?
  /// Cmd-S: the shell writes these bytes atomically and reports back with `Driver.saveFinished`.
  public var save: SaveRequest?
  /// File → Open: the shell loads this path and answers with `Driver.openFinished`.
  public var open: String?
  /// The recovery file: write the unsaved document, or remove it (spec §6).
  public var recovery: RecoveryRequest?
  /// With `exit`: printed on stdout once the terminal is restored (the `easel --probe` report).
  public var textAfterRestore: String?

  public init(
    bytes: [UInt8] = [], wakeAt: Instant? = nil, exit: ExitRequest? = nil, restoreSequence: [UInt8]? = nil
  ) {
    self.bytes = bytes
    self.wakeAt = wakeAt
    self.exit = exit
    self.restoreSequence = restoreSequence
  }
}
