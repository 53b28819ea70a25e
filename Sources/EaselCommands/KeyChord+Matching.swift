import EaselInput

extension KeyChord {
  /// Whether a key event fires this chord (whatever its phase).
  ///
  /// - `Cmd` is satisfied by Super or Ctrl; every other modifier must be exactly as asked, so
  ///   `Cmd-Z` does not fire on Ctrl+Shift+Z, and Hyper or Meta held stop a match unless asked for.
  /// - Letters compare without case, with Shift significant (`Cmd-Shift-Z` vs `Cmd-Z`).
  /// - A symbol that takes Shift (`?`) matches a legacy `?` with or without the Shift bit, and a
  ///   kitty `/` with Shift (its shifted key or text `?`, or the US layout when neither is given).
  /// - Caps Lock and Num Lock are ignored.
  /// - With kitty's base-layout key, a key on a non-US layout also matches the US key at its place.
  public func matches(_ event: KeyEvent) -> Bool {
    let mine = patterns
    let (primary, alternate) = event.chordPatterns
    if mine.contains(primary) { return true }
    if let alternate { return mine.contains(alternate) }
    return false
  }
}
