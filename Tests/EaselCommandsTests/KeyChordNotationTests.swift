import EaselCommands
import EaselInput
import EaselTestSupport
import Testing

@Suite("KeyChord notation")
struct KeyChordNotationTests {
  /// Chords in canonical notation with the chord each stands for.
  static let table: [(String, KeyChord)] = [
    ("Cmd-Shift-Z", KeyChord(.character("z"), [.command, .shift])),
    ("Shift-Tab", KeyChord(.tab, .shift)),
    ("F1", KeyChord(.function(1))),
    ("F10", KeyChord(.function(10))),
    ("F35", KeyChord(.function(35))),
    ("Alt-Up", KeyChord(.up, .alt)),
    ("Alt-Shift-Down", KeyChord(.down, [.alt, .shift])),
    ("Cmd-Backspace", KeyChord(.backspace, .command)),
    ("Cmd-Shift-]", KeyChord(.character("]"), [.command, .shift])),
    ("Cmd-Shift-[", KeyChord(.character("["), [.command, .shift])),
    ("?", KeyChord(.character("?"))),
    ("[", KeyChord(.character("["))),
    ("]", KeyChord(.character("]"))),
    ("1", KeyChord(.character("1"))),
    ("0", KeyChord(.character("0"))),
    ("Space", KeyChord(.space)),
    ("Esc", KeyChord(.escape)),
    ("Enter", KeyChord(.enter)),
    ("Tab", KeyChord(.tab)),
    ("Backspace", KeyChord(.backspace)),
    ("Delete", KeyChord(.delete)),
    ("Insert", KeyChord(.insert)),
    ("Home", KeyChord(.home)),
    ("End", KeyChord(.end)),
    ("PageUp", KeyChord(.pageUp)),
    ("PageDown", KeyChord(.pageDown)),
    ("Begin", KeyChord(.begin)),
    ("Left", KeyChord(.left)),
    ("Right", KeyChord(.right)),
    ("Ctrl-N", KeyChord(.character("n"), .control)),
    ("Super-K", KeyChord(.character("k"), .superKey)),
    ("Alt-F", KeyChord(.character("f"), .alt)),
    ("Cmd-E", KeyChord(.character("e"), .command)),
    ("V", KeyChord(.character("v"))),
    ("Shift-A", KeyChord(.character("a"), .shift)),
    (
      "Ctrl-Cmd-Super-Hyper-Meta-Alt-Shift-X",
      KeyChord(
        .character("x"),
        [
          .control, .command, .superKey, .hyper, .meta, .alt, .shift,
        ])
    ),
    ("Cmd--", KeyChord(.character("-"), .command)),
    ("-", KeyChord(.character("-"))),
    ("Ctrl-+", KeyChord(.character("+"), .control)),
    ("+", KeyChord(.character("+"))),
    ("É", KeyChord(.character("é"))),
    ("Alt-Ж", KeyChord(.character("ж"), .alt)),
    ("€", KeyChord(.character("€"))),
    ("KP_Enter", KeyChord(.keypad(.enter))),
    ("Shift-KP_5", KeyChord(.keypad(.digit5), .shift)),
    ("Caps_Lock", KeyChord(.special(.capsLock))),
    ("Left_Super", KeyChord(.modifier(.leftSuper))),
    ("Media_Play_Pause", KeyChord(.media(2))),
    ("U+0007", KeyChord(.character("\u{7}"))),
    ("Ctrl-U+00A0", KeyChord(.character("\u{A0}"), .control)),
  ]

  @Test("Every chord in the table prints as written and parses back to itself")
  func tableRoundTrips() throws {
    for (notation, chord) in Self.table {
      #expect(chord.description == notation)
      #expect(try KeyChord(parsing: notation) == chord, "\(notation)")
    }
  }

  @Test("Random chords print and parse back to themselves")
  func randomRoundTrips() throws {
    var random = SeededRandom(seed: 4)
    let keys: [Key] =
      [
        .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .insert, .delete, .pageUp,
        .pageDown, .begin, .space,
      ] + (1...35).map { .function($0) } + KeypadKey.allCases.map { .keypad($0) }
      + ModifierKey.allCases.map { .modifier($0) } + SpecialKey.allCases.map { .special($0) }
      + (0..<13).map { .media($0) }
    for _ in 0..<2000 {
      let key: Key
      switch random.next(below: 3) {
      case 0: key = random.element(of: keys)
      case 1: key = .character(Unicode.Scalar(UInt8(random.next(in: 0x21...0x7E))))
      default:
        var value = UInt32(random.next(in: 0xA0...0x2FFF))
        while Unicode.Scalar(value) == nil { value += 1 }
        key = .character(Unicode.Scalar(value)!)
      }
      let chord = KeyChord(key, ChordModifiers(rawValue: UInt8(random.next(below: 128))))
      let parsed = try KeyChord(parsing: chord.description)
      #expect(parsed == chord, "\(chord.description)")
      #expect(parsed.description == chord.description)
    }
  }

  @Test("Parsing accepts any modifier order, any case, aliases and + as a separator")
  func lenientParsing() throws {
    let cases: [(String, String)] = [
      ("shift-cmd-z", "Cmd-Shift-Z"), ("Command-Shift-z", "Cmd-Shift-Z"), ("CTRL-n", "Ctrl-N"),
      ("Control-N", "Ctrl-N"), ("Option-Up", "Alt-Up"), ("opt-shift-down", "Alt-Shift-Down"),
      ("Escape", "Esc"), ("esc", "Esc"), ("Return", "Enter"), ("Del", "Delete"), ("BS", "Backspace"),
      ("Cmd-BS", "Cmd-Backspace"), ("ctrl+e", "Ctrl-E"), ("Ctrl+Shift+Z", "Ctrl-Shift-Z"),
      ("pgup", "PageUp"), ("PgDn", "PageDown"), ("f10", "F10"), ("Win-K", "Super-K"), ("space", "Space"),
      (" ", "Space"), ("Cmd-Minus", "Cmd--"), ("Shift-Plus", "Shift-+"), ("kp_enter", "KP_Enter"),
      ("u+0041", "A"), ("Shift-Alt-Ctrl-Delete", "Ctrl-Alt-Shift-Delete"),
    ]
    for (input, canonical) in cases {
      #expect(try KeyChord(parsing: input).description == canonical, "\(input)")
    }
  }

  @Test("A letter is the same chord in either case; Shift is a modifier, never the letter's case")
  func lettersIgnoreCase() throws {
    #expect(try KeyChord(parsing: "Cmd-z") == KeyChord(parsing: "Cmd-Z"))
    #expect(KeyChord(.character("A")) == KeyChord(.character("a")))
    #expect(try KeyChord(parsing: "Cmd-Shift-Z") != KeyChord(parsing: "Cmd-Z"))
  }

  @Test("Invalid notation gives a typed error with a message naming the part and the whole")
  func errors() {
    let cases: [(String, ChordParseError, String)] = [
      ("Cmd-Foo", .unknownKey("Foo", notation: "Cmd-Foo"), "unknown key \"Foo\" in \"Cmd-Foo\""),
      ("Foo-E", .unknownModifier("Foo", notation: "Foo-E"), "unknown modifier \"Foo\" in \"Foo-E\""),
      ("", .empty, "empty key chord"),
      ("Cmd-", .missingKey(notation: "Cmd-"), "no key after the modifiers in \"Cmd-\""),
      ("Cmd-Shift", .missingKey(notation: "Cmd-Shift"), "no key after the modifiers in \"Cmd-Shift\""),
      (
        "Shift-Shift-A", .repeatedModifier("Shift", notation: "Shift-Shift-A"),
        "modifier \"Shift\" given twice in \"Shift-Shift-A\""
      ),
      ("Ctrl-Control-A", .repeatedModifier("Control", notation: "Ctrl-Control-A"), ""),
      ("F36", .unknownKey("F36", notation: "F36"), "unknown key \"F36\" in \"F36\""),
      ("U+D800", .unknownKey("U+D800", notation: "U+D800"), "unknown key \"U+D800\" in \"U+D800\""),
    ]
    for (notation, expected, message) in cases {
      #expect(throws: expected) { try KeyChord(parsing: notation) }
      if !message.isEmpty { #expect(expected.description == message) }
    }
  }

  @Test("Chords expand Cmd into Ctrl and Super")
  func expansions() {
    #expect(KeyChord("Cmd-E").expansions == ["Ctrl-E", "Super-E"])
    #expect(KeyChord("Cmd-Shift-Z").expansions == ["Ctrl-Shift-Z", "Super-Shift-Z"])
    #expect(KeyChord("Ctrl-Cmd-E").expansions == ["Ctrl-E", "Ctrl-Super-E"])
    #expect(KeyChord("Alt-E").expansions == ["Alt-E"])
  }

  @Test("Chords that fire on a common keystroke overlap")
  func overlaps() {
    #expect(KeyChord("Cmd-E").overlaps("Ctrl-E"))
    #expect(KeyChord("Cmd-E").overlaps("Super-E"))
    #expect(KeyChord("?").overlaps("Shift-/"))
    #expect(KeyChord("Cmd-Shift-]").overlaps("Ctrl-}"))
    #expect(!KeyChord("Cmd-E").overlaps("Cmd-Shift-E"))
    #expect(!KeyChord("Ctrl-E").overlaps("Super-E"))
    #expect(!KeyChord("1").overlaps("Shift-1"))
  }
}
