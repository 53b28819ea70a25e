import EaselInput

/// The terminal modes Easel turns on for the capabilities at hand, and the bytes that turn them
/// on and off again (terminal-input.md §11 and §1.4). Pure: the terminal module writes them.
public struct TerminalModes: Sendable, Equatable {
  /// kitty flags pushed: 1 disambiguate + 2 event types + 4 alternate keys + 8 all keys as
  /// escape codes + 16 associated text, so releases, bare modifiers and non-US text all arrive.
  public static let kittyFlags = 31

  public var pushesKittyFlags: Bool
  public var usesModifyOtherKeys: Bool
  public var requestsMetaSendsEscape: Bool
  public var pixelMouse: Bool
  public var inBandResize: Bool
  public var synchronizedOutput: Bool

  public init(capabilities: Capabilities) {
    pushesKittyFlags = capabilities.hasKittyKeyboard
    // modifyOtherKeys only where kitty is absent and the terminal said it knows it (xterm, or
    // an answer to the query); tmux forwards it only with extended-keys on, which its answer shows.
    usesModifyOtherKeys =
      !pushesKittyFlags && (capabilities.modifyOtherKeysLevel != nil || capabilities.isXTerm)
    // Alt+letter arrives as an 8-bit character in xterm and mlterm unless metaSendsEscape is
    // on (mlterm knows the mode too: issue 13); the terminal table says where.
    requestsMetaSendsEscape = capabilities.isXTerm || capabilities.profile.traits.needsMetaSendsEscape
    // No XTSHIFTESCAPE (CSI > 1 s): in xterm it overrides a user's `shiftEscape: always` — the
    // setting that hands Shift+click and Shift+drag to programs, which Easel recommends — with
    // a mode that frees only Shift+wheel, and CSI > 0 s on exit keeps overriding it after we
    // are gone (found by the real-terminal suite).
    pixelMouse = capabilities.pixelMouse.isSupported
    inBandResize = capabilities.inBandResize.isSupported
    synchronizedOutput = capabilities.synchronizedOutput.isSupported
  }

  /// Alternate screen, hidden cursor, keyboard protocol, mouse, paste, focus (and resize reports).
  public var enterBytes: [UInt8] {
    var text = "\u{1b}[?1049h\u{1b}[?25l"
    if pushesKittyFlags {
      // Pushed after entering the alternate screen: each screen has its own flag stack. The
      // query after it tells which flags the terminal really accepted.
      text += "\u{1b}[>\(TerminalModes.kittyFlags)u\u{1b}[?u"
    } else if usesModifyOtherKeys {
      text += "\u{1b}[>4;2m"
    }
    // metaSendsEscape is saved first (XTSAVE) so the exit restores the user's own setting.
    if requestsMetaSendsEscape { text += "\u{1b}[?1036s\u{1b}[?1036h" }
    text += String(decoding: mouseOnBytes, as: UTF8.self)
    text += "\u{1b}[?2004h\u{1b}[?1004h"
    if inBandResize { text += "\u{1b}[?2048h" }
    return Array(text.utf8)
  }

  /// Mouse reports on: buttons, motion, SGR encoding, pixels where chosen.
  public var mouseOnBytes: [UInt8] {
    Array(("\u{1b}[?1002h\u{1b}[?1003h\u{1b}[?1006h" + (pixelMouse ? "\u{1b}[?1016h" : "")).utf8)
  }

  /// Mouse reports off, in the restore's order (while a surface Esc closes is open in GNU screen).
  public var mouseOffBytes: [UInt8] {
    Array(((pixelMouse ? "\u{1b}[?1016l" : "") + "\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l").utf8)
  }

  /// The bytes to turn everything on again after a stop. Identical to `enterBytes` except that
  /// the kitty flags are popped before being pushed, so a resume that follows a stop we did not
  /// arrange (the modes never left) does not grow the terminal's flag stack.
  public var reentryBytes: [UInt8] {
    var bytes = enterBytes
    if requestsMetaSendsEscape, let save = bytes.firstRange(of: Array("\u{1b}[?1036s".utf8)) {
      // Restore before saving again, so a resume after a stop we did not arrange does not save
      // our own setting as the user's.
      bytes.insert(contentsOf: Array("\u{1b}[?1036r".utf8), at: save.lowerBound)
    }
    guard pushesKittyFlags else { return bytes }
    let push = Array("\u{1b}[>\(TerminalModes.kittyFlags)u".utf8)
    if let range = bytes.firstRange(of: push) {
      bytes.insert(contentsOf: Array("\u{1b}[<u".utf8), at: range.lowerBound)
    }
    return bytes
  }

  /// The reverse, in the order of terminal-input.md §1.4: close a synchronized update, pop the
  /// kitty flags before leaving the alternate screen, mouse off, paste/focus/resize off, cursor
  /// back, main screen. The screen is cleared (attributes reset, home, erase) before the switch:
  /// where the alternate screen works that erases only it; where it is ignored (GNU screen as
  /// Debian configures it, tmux with `alternate-screen off`) it keeps the last frame from
  /// staying behind on the user's screen.
  public var restoreBytes: [UInt8] {
    var text = "\u{1b}[?2026l"
    if pushesKittyFlags {
      text += "\u{1b}[<u"
    } else if usesModifyOtherKeys {
      text += "\u{1b}[>4m"
    }
    text += "\u{1b}[?1016l\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l"
    if requestsMetaSendsEscape { text += "\u{1b}[?1036r" }
    text += "\u{1b}[?2048l\u{1b}[?1004l\u{1b}[?2004l\u{1b}[?25h\u{1b}[0m\u{1b}[H\u{1b}[2J\u{1b}[?1049l"
    return Array(text.utf8)
  }

  /// Whether key releases will be reported (kitty flag 2 accepted).
  public var reportsKeyReleases: Bool { pushesKittyFlags }
}
