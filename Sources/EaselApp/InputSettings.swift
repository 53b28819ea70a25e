import EaselInput

/// Decoder and key-tracker settings from the environment: `ESCDELAY` (milliseconds, as ncurses
/// reads it) overrides the lone-ESC timeout; over SSH every timeout gets 100 ms more.
public struct InputSettings: Sendable, Equatable {
  public var decoder: InputDecoder.Configuration
  public var tracker: KeyTracker.Configuration

  public init(environment: [String: String]) {
    let overSSH = environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil
    var escapeDelay = overSSH ? 100 : 25
    if let text = environment["ESCDELAY"], let value = Int(text), (0...5000).contains(value) {
      escapeDelay = value
    }
    decoder = InputDecoder.Configuration(escapeDelay: .milliseconds(escapeDelay))
    tracker = KeyTracker.Configuration()
    if overSSH { tracker.extraLatency = .milliseconds(100) }
  }

  public static func == (a: InputSettings, b: InputSettings) -> Bool {
    a.decoder.escapeDelay == b.decoder.escapeDelay && a.tracker.extraLatency == b.tracker.extraLatency
  }
}
