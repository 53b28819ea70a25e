import EaselCommands
import EaselInput
import Testing

/// Key events the way each kind of terminal reports one keystroke.
enum Events {
  static func key(
    _ key: Key, _ modifiers: Modifiers = [], text: String? = nil, shifted: Unicode.Scalar? = nil,
    base: Unicode.Scalar? = nil, phase: KeyPhase = .press
  ) -> KeyEvent {
    KeyEvent(
      key: key, modifiers: modifiers, phase: phase, text: text, shiftedKey: shifted, baseLayoutKey: base)
  }

  static func char(_ scalar: Unicode.Scalar, _ modifiers: Modifiers = [], text: String? = nil) -> KeyEvent {
    key(.character(scalar), modifiers, text: text)
  }

  /// The events the real decoder makes of some bytes.
  static func decoded(_ text: String) -> [KeyEvent] {
    var decoder = InputDecoder()
    var events = decoder.feed(Array(text.utf8), at: .zero)
    decoder.flush(into: &events)
    return events.compactMap { event in
      if case .key(let key) = event { return key }
      return nil
    }
  }
}

@Suite("KeyChord matching")
struct KeyChordMatchingTests {
  @Test("Cmd matches Ctrl and Super, but not both missing or extra modifiers")
  func commandMatchesSuperOrControl() {
    let chord: KeyChord = "Cmd-E"
    #expect(chord.matches(Events.char("e", .control)))
    #expect(chord.matches(Events.char("e", .superKey)))
    #expect(!chord.matches(Events.char("e")))
    #expect(!chord.matches(Events.char("e", [.control, .shift])))
    #expect(!chord.matches(Events.char("e", [.control, .alt])))
    #expect(!KeyChord("Ctrl-E").matches(Events.char("e", .superKey)))
    #expect(!KeyChord("Super-E").matches(Events.char("e", .control)))
  }

  @Test("Letters match without case; Shift is significant")
  func lettersAndShift() {
    #expect(KeyChord("Cmd-Z").matches(Events.char("z", .control)))
    #expect(!KeyChord("Cmd-Z").matches(Events.char("z", [.control, .shift])))
    #expect(KeyChord("Cmd-Shift-Z").matches(Events.char("z", [.control, .shift])))
    #expect(KeyChord("Cmd-Shift-Z").matches(Events.char("z", [.superKey, .shift])))
    #expect(!KeyChord("Cmd-Shift-Z").matches(Events.char("z", .control)))
    // A legacy capital arrives as the lower-case key with Shift; kitty adds the shifted key.
    #expect(KeyChord("Shift-A").matches(Events.decoded("A")[0]))
    #expect(KeyChord("Shift-A").matches(Events.key(.character("a"), .shift, text: "A", shifted: "A")))
    #expect(!KeyChord("A").matches(Events.decoded("A")[0]))
    #expect(KeyChord("V").matches(Events.decoded("v")[0]))
    // A non-ASCII capital typed on a legacy terminal has no Shift bit.
    #expect(KeyChord("Shift-É").matches(Events.char("É", text: "É")))
  }

  @Test("A shifted symbol matches a legacy character, with or without Shift, and kitty's base key with Shift")
  func shiftedSymbols() {
    let question: KeyChord = "?"
    let encodings: [KeyEvent] = [
      Events.decoded("?")[0],  // legacy: the character, no Shift bit
      Events.char("?", .shift),  // a terminal that also sets Shift
      Events.decoded("\u{1b}[47;2u")[0],  // kitty: `/` with Shift, nothing else
      Events.decoded("\u{1b}[47:63;2u")[0],  // kitty flag 4: shifted key `?`
      Events.decoded("\u{1b}[47;2;63u")[0],  // kitty flags 8+16: text `?`
      Events.decoded("\u{1b}[47:63;2:1;63u")[0],  // kitty flags 31, as Easel asks
      Events.key(.character("ß"), .shift, text: "?", shifted: "?"),  // German layout
    ]
    for event in encodings { #expect(question.matches(event), "\(event)") }
    #expect(!question.matches(Events.decoded("/")[0]))
    #expect(KeyChord("/").matches(Events.decoded("/")[0]))
    #expect(!KeyChord("/").matches(Events.decoded("\u{1b}[47;2u")[0]))
    #expect(KeyChord("Shift-/").matches(Events.decoded("?")[0]))
  }

  @Test("Shift on a digit is its symbol: Shift-1 does not pick colour 1")
  func digits() {
    #expect(KeyChord("1").matches(Events.decoded("1")[0]))
    #expect(KeyChord("1").matches(Events.decoded("\u{1b}[49u")[0]))
    #expect(!KeyChord("1").matches(Events.decoded("\u{1b}[49:33;2u")[0]))
    #expect(KeyChord("!").matches(Events.decoded("\u{1b}[49:33;2u")[0]))
    #expect(KeyChord("!").matches(Events.decoded("!")[0]))
  }

  @Test("Cmd-Shift-] matches kitty and modifyOtherKeys reports, whichever character they carry")
  func shiftedBracket() {
    let chord: KeyChord = "Cmd-Shift-]"
    #expect(chord.matches(Events.decoded("\u{1b}[93;6u")[0]))  // kitty, no alternate keys
    #expect(chord.matches(Events.decoded("\u{1b}[93:125;6u")[0]))  // kitty flag 4
    #expect(chord.matches(Events.decoded("\u{1b}[93;10u")[0]))  // kitty Super+Shift+]
    #expect(chord.matches(Events.decoded("\u{1b}[27;6;125~")[0]))  // modifyOtherKeys, shifted code
    #expect(chord.matches(Events.decoded("\u{1b}[27;6;93~")[0]))  // modifyOtherKeys, base code
    #expect(!chord.matches(Events.decoded("\u{1d}")[0]))  // legacy Ctrl-] (Shift is lost)
    #expect(KeyChord("Ctrl-]").matches(Events.decoded("\u{1d}")[0]))
  }

  @Test("Legacy control bytes match the chords they stand for")
  func legacyControlBytes() {
    #expect(KeyChord("Cmd-Z").matches(Events.decoded("\u{1a}")[0]))
    #expect(KeyChord("Ctrl-N").matches(Events.decoded("\u{0e}")[0]))
    #expect(KeyChord("Cmd-Backspace").matches(Events.decoded("\u{08}")[0]))
    #expect(KeyChord("Backspace").matches(Events.decoded("\u{7f}")[0]))
    #expect(KeyChord("Tab").matches(Events.decoded("\t")[0]))
    #expect(KeyChord("Shift-Tab").matches(Events.decoded("\u{1b}[Z")[0]))
    #expect(KeyChord("Enter").matches(Events.decoded("\r")[0]))
    #expect(KeyChord("Esc").matches(Events.decoded("\u{1b}")[0]))
    #expect(KeyChord("Space").matches(Events.decoded(" ")[0]))
    #expect(KeyChord("Ctrl-Space").matches(Events.decoded("\u{0}")[0]))
    #expect(KeyChord("Alt-F").matches(Events.decoded("\u{1b}f")[0]))
    #expect(KeyChord("Alt-Shift-F").matches(Events.decoded("\u{1b}F")[0]))
    #expect(KeyChord("Alt-Up").matches(Events.decoded("\u{1b}[1;3A")[0]))
    #expect(KeyChord("Alt-Shift-Down").matches(Events.decoded("\u{1b}[1;4B")[0]))
    #expect(KeyChord("Cmd-Left").matches(Events.decoded("\u{1b}[1;5D")[0]))
    #expect(KeyChord("F1").matches(Events.decoded("\u{1b}OP")[0]))
    #expect(KeyChord("F10").matches(Events.decoded("\u{1b}[21~")[0]))
    #expect(KeyChord("Delete").matches(Events.decoded("\u{1b}[3~")[0]))
    #expect(KeyChord("PageUp").matches(Events.decoded("\u{1b}[5~")[0]))
  }

  @Test("kitty reports of the same keys match the same chords")
  func kittyReports() {
    #expect(KeyChord("Cmd-Z").matches(Events.decoded("\u{1b}[122;5u")[0]))
    #expect(KeyChord("Cmd-Z").matches(Events.decoded("\u{1b}[122;9u")[0]))
    #expect(KeyChord("Cmd-Shift-Z").matches(Events.decoded("\u{1b}[122;6u")[0]))
    #expect(KeyChord("Cmd-Shift-Z").matches(Events.decoded("\u{1b}[122:90;10u")[0]))
    #expect(KeyChord("Esc").matches(Events.decoded("\u{1b}[27u")[0]))
    #expect(KeyChord("Shift-Enter").matches(Events.decoded("\u{1b}[13;2u")[0]))
    #expect(KeyChord("Enter").matches(Events.decoded("\u{1b}[13u")[0]))
    #expect(KeyChord("F1").matches(Events.decoded("\u{1b}[P")[0]))
    #expect(KeyChord("Super-K").matches(Events.decoded("\u{1b}[107;9u")[0]))
    #expect(KeyChord("Cmd-K").matches(Events.decoded("\u{1b}[107;9u")[0]))
    #expect(KeyChord("V").matches(Events.decoded("\u{1b}[118;1:2u")[0]))
  }

  @Test("Lock keys are ignored; Hyper and Meta only match chords that ask for them")
  func locksHyperMeta() {
    #expect(KeyChord("Cmd-E").matches(Events.char("e", [.control, .capsLock])))
    #expect(KeyChord("E").matches(Events.key(.character("e"), .capsLock, text: "E")))
    #expect(KeyChord("Up").matches(Events.key(.up, .numLock)))
    #expect(!KeyChord("Cmd-E").matches(Events.char("e", [.control, .hyper])))
    #expect(!KeyChord("E").matches(Events.char("e", .meta)))
    #expect(KeyChord("Hyper-E").matches(Events.char("e", .hyper)))
    #expect(KeyChord("Meta-E").matches(Events.char("e", .meta)))
  }

  @Test("On a non-US layout, kitty's base-layout key matches the US chord")
  func baseLayoutKey() {
    let cyrillicCtrlC = Events.decoded("\u{1b}[1089::99;5u")[0]
    #expect(KeyChord("Cmd-C").matches(cyrillicCtrlC))
    #expect(KeyChord("Ctrl-с").matches(cyrillicCtrlC))
    #expect(!KeyChord("Cmd-V").matches(cyrillicCtrlC))
  }

  @Test("kitty's keypad keys match their own chords, and the main keys they duplicate")
  func keypad() {
    let keypadEnter = Events.decoded("\u{1b}[57414u")[0]
    #expect(keypadEnter.key == .keypad(.enter))
    #expect(KeyChord("KP_Enter").matches(keypadEnter))
    #expect(KeyChord("Enter").matches(keypadEnter))
    #expect(!KeyChord("KP_Enter").matches(Events.key(.enter)))
    #expect(KeyChord("1").matches(Events.key(.keypad(.digit1), .numLock, text: "1")))
    #expect(KeyChord("Cmd-Up").matches(Events.key(.keypad(.up), .control)))
  }

  @Test("A lone modifier key matches its chord whether its own bit is set (press) or not (release)")
  func modifierKeys() {
    let chord: KeyChord = "Left_Super"
    #expect(chord.matches(Events.key(.modifier(.leftSuper), .superKey)))
    #expect(chord.matches(Events.key(.modifier(.leftSuper), [], phase: .release)))
    #expect(!chord.matches(Events.key(.modifier(.leftSuper), [.superKey, .control])))
  }

  @Test("Matching ignores the phase")
  func phases() {
    for phase in [KeyPhase.press, .repeat, .release] {
      #expect(KeyChord("Left").matches(Events.key(.left, phase: phase)))
    }
  }
}
