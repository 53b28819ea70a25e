import EaselInput

/// Spring-loaded tool keys (spec §4): a tap switches tool for good; holding the key while
/// drawing uses that tool and brings the previous one back when the key goes up.
///
/// A key counts as held once it repeats, or, where the terminal reports releases, when a drag
/// starts while it is still down. On a legacy terminal a tap followed at once by a drag never
/// springs back: the release there is synthesized from silence and says nothing about the drag.
/// A key that goes up during a drag brings the previous tool back only when the drag ends, so a
/// stroke is never cut short. Space (spring-only) always springs back.
public struct SpringLoading<Tool: Equatable & Sendable>: Sendable {
  public struct Down: Equatable, Sendable {
    public var key: Key
    public var previous: Tool
    public var isHeld: Bool
    /// Space: the tool lasts only while the key is down, tapped or held.
    public var springsBackAlways: Bool
  }

  /// The tool key currently down, if any.
  public private(set) var down: Down?
  /// The tool to return to when the drag in progress ends (its key went up mid-drag).
  public private(set) var returnAfterDrag: Tool?

  public init() {}

  /// A tool key went down while `current` was the tool; the caller switches to the key's tool.
  public mutating func keyDown(_ key: Key, from current: Tool, springsBackAlways: Bool = false) {
    // Another tool key pressed while one is down: the first one's spring is forgotten, but
    // where it would have returned to is kept, so releasing both ends on the original tool.
    let previous = down?.isHeld == true ? (down?.previous ?? current) : current
    down = Down(key: key, previous: previous, isHeld: false, springsBackAlways: springsBackAlways)
    returnAfterDrag = nil
  }

  /// True when `key` is the tool key that is down (its repeats and release belong here).
  public func isDown(_ key: Key) -> Bool { down?.key == key }

  /// An auto-repeat of the key that is down: it is held.
  public mutating func keyRepeated(_ key: Key) {
    guard down?.key == key else { return }
    down?.isHeld = true
  }

  /// A drag started. Where releases are reported, the key being still down means it is held.
  public mutating func dragStarted(releasesReported: Bool) {
    guard releasesReported, down != nil else { return }
    down?.isHeld = true
  }

  /// The key went up. Returns the tool to switch back to now, if any; during a drag the
  /// return waits for `dragEnded`.
  public mutating func keyUp(_ key: Key, dragging: Bool) -> Tool? {
    guard let current = down, current.key == key else { return nil }
    down = nil
    guard current.isHeld || current.springsBackAlways else { return nil }
    if dragging {
      returnAfterDrag = current.previous
      return nil
    }
    return current.previous
  }

  /// The drag ended: the tool to return to if its key went up meanwhile.
  public mutating func dragEnded() -> Tool? {
    defer { returnAfterDrag = nil }
    return returnAfterDrag
  }
}
