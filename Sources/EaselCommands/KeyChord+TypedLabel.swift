extension KeyChord {
  /// The chord as a user of any terminal types it: Cmd spelled Ctrl, since Ctrl satisfies Cmd
  /// everywhere while Super only does under the kitty protocol (`Cmd-Q` → `Ctrl-Q`).
  public var typedLabel: String {
    guard modifiers.contains(.command) else { return description }
    return KeyChord(key, modifiers.subtracting(.command).union(.control)).description
  }
}
