import EaselCommands
import EaselInput
import Testing

@Suite("Chord deliverability")
struct DeliverabilityTests {
  /// Chord, then whether legacy, modifyOtherKeys and kitty deliver it.
  static let table: [(KeyChord, Bool, Bool, Bool)] = [
    ("Cmd-E", true, true, true),
    ("Cmd-Shift-Z", false, true, true),
    ("Ctrl-Shift-Z", false, true, true),
    ("Super-K", false, false, true),
    ("Super-Up", false, false, true),
    ("Cmd-Y", true, true, true),
    ("Ctrl-[", false, true, true),
    ("Esc", true, true, true),
    ("Alt-Esc", true, true, true),
    ("Ctrl-I", false, true, true),
    ("Ctrl-M", false, true, true),
    ("Ctrl-H", false, true, true),
    ("Ctrl-J", false, true, true),
    ("Ctrl-K", true, true, true),
    ("Ctrl-Alt-K", true, true, true),
    ("Ctrl-N", true, true, true),
    ("Cmd-Backspace", false, true, true),
    ("Backspace", true, true, true),
    ("Alt-Backspace", true, true, true),
    ("Delete", true, true, true),
    ("Ctrl-Delete", true, true, true),
    ("Enter", true, true, true),
    ("Shift-Enter", false, true, true),
    ("Ctrl-Enter", false, true, true),
    ("Alt-Enter", true, true, true),
    ("Tab", true, true, true),
    ("Shift-Tab", true, true, true),
    ("Ctrl-Tab", false, true, true),
    ("Space", true, true, true),
    ("Ctrl-Space", true, true, true),
    ("Shift-Space", false, true, true),
    ("Cmd-Shift-]", false, true, true),
    ("Cmd-Shift-[", false, true, true),
    ("Ctrl-]", true, true, true),
    ("Ctrl-\\", true, true, true),
    ("Ctrl-/", false, true, true),
    ("Ctrl-2", false, true, true),
    ("Ctrl-1", false, true, true),
    ("?", true, true, true),
    ("Shift-/", true, true, true),
    ("[", true, true, true),
    ("Alt-[", true, true, true),
    ("1", true, true, true),
    ("Alt-1", true, true, true),
    ("V", true, true, true),
    ("Shift-V", true, true, true),
    ("Alt-Shift-V", true, true, true),
    ("Alt-F", true, true, true),
    ("Alt-Up", true, true, true),
    ("Alt-Shift-Down", true, true, true),
    ("Ctrl-Alt-Shift-Left", true, true, true),
    ("Cmd-Left", true, true, true),
    ("F1", true, true, true),
    ("Ctrl-F12", true, true, true),
    ("F13", false, false, true),
    ("KP_Enter", false, false, true),
    ("Left_Super", false, false, true),
    ("Hyper-A", false, false, true),
    ("Meta-A", false, false, true),
    ("é", true, true, true),
    ("Ctrl-é", false, true, true),
  ]

  @Test("Each chord is deliverable exactly on the levels the rules say")
  func table() {
    for (chord, legacy, modifyOtherKeys, kitty) in Self.table {
      #expect(chord.isDeliverable(on: .legacy) == legacy, "\(chord) on legacy")
      #expect(chord.isDeliverable(on: .modifyOtherKeys) == modifyOtherKeys, "\(chord) on modifyOtherKeys")
      #expect(chord.isDeliverable(on: .kitty) == kitty, "\(chord) on kitty")
    }
  }

  @Test("The minimum level is the first that delivers the chord")
  func minimumLevel() {
    #expect(KeyChord("Cmd-E").minimumProtocolLevel == .legacy)
    #expect(KeyChord("Cmd-Shift-Z").minimumProtocolLevel == .modifyOtherKeys)
    #expect(KeyChord("Super-K").minimumProtocolLevel == .kitty)
  }

  @Test("Letter chords deemed legacy-deliverable are exactly those the decoder turns into a match")
  func legacyLettersReallyArrive() {
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") {
      let letter = Unicode.Scalar(byte)
      let chords: [(KeyChord, String)] = [
        (KeyChord(.character(letter)), String(letter)),
        (KeyChord(.character(letter), .shift), String(Unicode.Scalar(byte - 0x20))),
        (KeyChord(.character(letter), .control), String(Unicode.Scalar(byte - 0x60))),
        (KeyChord(.character(letter), .alt), "\u{1b}" + String(letter)),
      ]
      for (chord, bytes) in chords {
        // 0x0a decodes as Ctrl-J, but terminals also send it for Enter variants: not counted.
        if chord == "Ctrl-J" { continue }
        let arrives = Events.decoded(bytes).first.map { chord.matches($0) } ?? false
        #expect(chord.isDeliverable(on: .legacy) == arrives, "\(chord)")
      }
    }
  }
}
