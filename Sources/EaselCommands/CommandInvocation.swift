import EaselInput

/// How a command was run: by a key event (its phase matters to a held nudge and to
/// spring-loaded tool keys) or from a menu or the command menu (no key), and when.
public struct CommandInvocation: Sendable {
  /// The key event that ran it; nil from a menu or the command menu.
  public var key: KeyEvent?
  public var now: Instant

  public init(key: KeyEvent? = nil, now: Instant) {
    self.key = key
    self.now = now
  }
}
