extension InputDecoder {
  /// The key of a letter-final sequence (`CSI 1 ; mods X`, `SS3 X`; terminal-input.md §3.3, §5.5).
  static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "E"): return .begin
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }

  /// The key of `CSI n ~` (xterm, VT220, rxvt and Linux console numbers; kitty's KP_BEGIN).
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    case 57427: return .keypad(.begin)
    default: return nil
    }
  }

  /// The key of a kitty key code (also modifyOtherKeys' code), with `.shift` for an upper-case
  /// ASCII letter (keys are stored unshifted). Nil for codes that name no key.
  static func codeKey(_ code: Int) -> (key: Key, shift: Bool)? {
    switch code {
    case 27: return (.escape, false)
    case 13: return (.enter, false)
    case 9: return (.tab, false)
    case 127, 8: return (.backspace, false)
    case 0x41...0x5A: return (.character(Unicode.Scalar(UInt8(code + 0x20))), true)
    case 0x20...0x7E: return (.character(Unicode.Scalar(UInt8(code))), false)
    case 57344...57454: return privateUseKey(code).map { ($0, false) }
    case 0xA0...0x10FFFF:
      guard let scalar = Unicode.Scalar(UInt32(code)), !(0xE000...0xF8FF).contains(code) else { return nil }
      return (.character(scalar), false)
    default: return nil
    }
  }

  /// kitty's functional keys in the Private Use Area (terminal-input.md §5.4). 57344–57357 and
  /// 57364–57375 are kitty's own numbers for keys it normally sends in legacy form.
  static let privateUseLegacyKeys: [Key] = [
    .escape, .enter, .tab, .backspace, .insert, .delete, .left, .right, .up, .down,
    .pageUp, .pageDown, .home, .end,
  ]

  static func privateUseKey(_ code: Int) -> Key? {
    switch code {
    case 57344...57357: return privateUseLegacyKeys[code - 57344]
    case 57358...57363: return SpecialKey(rawValue: code - 57358).map { .special($0) }
    case 57364...57398: return .function(code - 57363)
    case 57399...57427: return KeypadKey(rawValue: code - 57399).map { .keypad($0) }
    case 57428...57440: return .media(code - 57428)
    case 57441...57454: return ModifierKey(rawValue: code - 57441).map { .modifier($0) }
    default: return nil
    }
  }

  /// The keypad key of `SS3 j` ... `SS3 y`, `SS3 M`, `SS3 X` (DECKPAM application keypad).
  static func keypadKey(_ final: UInt8) -> KeypadKey? {
    switch final {
    case UInt8(ascii: "p")...UInt8(ascii: "y"): return KeypadKey(rawValue: Int(final - UInt8(ascii: "p")))
    case UInt8(ascii: "j"): return .multiply
    case UInt8(ascii: "k"): return .add
    case UInt8(ascii: "l"): return .separator
    case UInt8(ascii: "m"): return .subtract
    case UInt8(ascii: "n"): return .decimal
    case UInt8(ascii: "o"): return .divide
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "X"): return .equal
    default: return nil
    }
  }

  /// The keypad key of a CSI final in xterm's PC-style keypad table (`CSI 1 ; mods j` ...
  /// `y`, `M`, `X`): the application-keypad finals of `keypadKey`, as xterm sends them once a
  /// modifier is held.
  static func csiKeypadKey(_ final: UInt8) -> KeypadKey? {
    switch final {
    case UInt8(ascii: "j")...UInt8(ascii: "y"), UInt8(ascii: "M"), UInt8(ascii: "X"): return keypadKey(final)
    default: return nil
    }
  }

  /// `1 ; mods[:event]` and nothing else: the only shape a modified keypad key has in CSI form.
  var isKeypadCSIShape: Bool {
    params.fieldCount == 2 && params.value(0) == 1 && params.entryCount(inField: 0) == 1
      && params.value(1) != nil && params.entryCount(inField: 1) <= 2
  }

  /// Modifiers from a "1 + bits" parameter (absent or 0 means none); nil past the 8 kitty bits.
  @inline(__always)
  static func modifiers(parameter: Int?) -> Modifiers? {
    guard let parameter else { return [] }
    guard parameter <= 256 else { return nil }
    return Modifiers(parameter: parameter)
  }

  /// The event type sub-field (kitty `mods:event`): absent means a plain press.
  @inline(__always)
  static func phase(_ value: Int?) -> (phase: KeyPhase, isReported: Bool)? {
    guard let value else { return (.press, false) }
    switch value {
    case 1: return (.press, true)
    case 2: return (.repeat, true)
    case 3: return (.release, true)
    default: return nil
    }
  }

  /// Emits `key` with the modifiers and event type of field 1 (`; mods[:event]`).
  mutating func emitKey(
    _ key: Key, modifiersField: Int = 1, extraModifiers: Modifiers = [], into events: inout [InputEvent]
  ) {
    guard var modifiers = Self.modifiers(parameter: params.value(modifiersField)),
      let (phase, isReported) = Self.phase(params.value(modifiersField, 1))
    else {
      return dropSequence(into: &events)
    }
    modifiers.formUnion(extraModifiers)
    modifiers.formUnion(takeAltPrefix())
    events.append(.key(KeyEvent(key: key, modifiers: modifiers, phase: phase, hasReportedPhase: isReported)))
  }

  /// Letter-final keys: `CSI A`, `CSI 1 ; 5 A`, `CSI 1 ; 2:3 C` (kitty event type), `CSI 1 ; 5 P`,
  /// and xterm's old modifier-only form `CSI 2 D` (Shift+Left): a lone parameter is the
  /// modifier, as in the SS3 form `SS3 5 P`.
  mutating func decodeLetterKey(final: UInt8, into events: inout [InputEvent]) {
    guard let key = Self.letterKey(final) else { return dropSequence(into: &events) }
    emitKey(key, modifiersField: params.fieldCount >= 2 ? 1 : 0, into: &events)
  }

  /// `CSI Z` (Shift+Tab), optionally with more modifiers.
  mutating func decodeBacktab(into events: inout [InputEvent]) {
    emitKey(.tab, extraModifiers: .shift, into: &events)
  }

  /// rxvt arrows: Shift `CSI a`–`CSI d`, Ctrl `SS3 a`–`SS3 d`.
  mutating func decodeRxvtArrow(final: UInt8, modifiers: Modifiers, into events: inout [InputEvent]) {
    guard params.isEmpty,
      let key = Self.letterKey(final - UInt8(ascii: "a") + UInt8(ascii: "A"))
    else {
      return dropSequence(into: &events)
    }
    emitSequenceKey(KeyEvent(key: key, modifiers: modifiers), into: &events)
  }

  /// rxvt's modified `~` keys: `CSI 3 $` Shift, `CSI 3 ^` Ctrl, `CSI 3 @` Ctrl+Shift.
  mutating func decodeRxvtTildeKey(final: UInt8, into events: inout [InputEvent]) {
    guard params.fieldCount == 1, !params.hasSubParameters, let number = params.value(0),
      let key = Self.tildeKey(number)
    else {
      return dropSequence(into: &events)
    }
    let modifiers: Modifiers
    switch final {
    case UInt8(ascii: "$"): modifiers = .shift
    case UInt8(ascii: "^"): modifiers = .control
    default: modifiers = [.control, .shift]
    }
    emitSequenceKey(KeyEvent(key: key, modifiers: modifiers), into: &events)
  }

  /// `CSI n ; mods[:event] ~` keys, xterm modifyOtherKeys `CSI 27 ; mods ; code ~`, and the
  /// bracketed paste start `CSI 200 ~`.
  mutating func decodeTildeKey(into events: inout [InputEvent]) {
    guard let number = params.value(0) else { return dropSequence(into: &events) }
    switch number {
    case 200:
      emitPrefixEscape(into: &events)
      beginPaste()
    case 27 where params.fieldCount >= 3:
      guard let code = params.value(2), let (key, shift) = Self.codeKey(code) else {
        return dropSequence(into: &events)
      }
      emitKey(key, extraModifiers: shift ? .shift : [], into: &events)
    default:
      guard let key = Self.tildeKey(number) else { return dropSequence(into: &events) }
      emitKey(key, into: &events)
    }
  }

  /// The kitty keyboard protocol's key report, `CSI code[:shifted[:base]] ; mods[:event] ;
  /// text u` (terminal-input.md §5.3), also xterm's `formatOtherKeys` form `CSI code ; mods u`.
  /// Empty fields take their defaults; extra sub-fields are ignored.
  mutating func decodeKittyKey(into events: inout [InputEvent]) {
    guard let code = params.value(0),
      var modifiers = Self.modifiers(parameter: params.value(1)),
      let (phase, _) = Self.phase(params.value(1, 1))
    else {
      return dropSequence(into: &events)
    }
    var text: String?
    let textCount = params.entryCount(inField: 2)
    if textCount > 0 {
      var scalars = String.UnicodeScalarView()
      for sub in 0..<textCount {
        // Associated text never contains controls; anything else invalid is skipped too.
        if let value = params.value(2, sub), value >= 0x20, !(0x7F...0x9F).contains(value),
          value <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(value))
        {
          scalars.append(scalar)
        }
      }
      if !scalars.isEmpty { text = String(scalars) }
    }
    let key: Key
    if code == 0 {
      // A pure text event (IME, compose): the key is the text's first character.
      guard let first = text?.unicodeScalars.first else { return dropSequence(into: &events) }
      key = .character(first)
    } else {
      guard let (codeKey, shift) = Self.codeKey(code) else { return dropSequence(into: &events) }
      key = codeKey
      if shift { modifiers.insert(.shift) }
    }
    modifiers.formUnion(takeAltPrefix())
    let event = KeyEvent(
      key: key, modifiers: modifiers, phase: phase, text: text, shiftedKey: Self.scalar(params.value(0, 1)),
      baseLayoutKey: Self.scalar(params.value(0, 2)), hasReportedPhase: true)
    events.append(.key(event))
  }

  /// A printable scalar from a key-code field, or nil.
  static func scalar(_ value: Int?) -> Unicode.Scalar? {
    guard let value, value >= 0x20, value <= 0x10FFFF, !(0x7F...0x9F).contains(value) else { return nil }
    return Unicode.Scalar(UInt32(value))
  }

  /// SS3 keys: `SS3 A`–`D`, `H`, `F`, `E`, `P`–`S` (with an optional modifier, `SS3 1;5P` or
  /// `SS3 5P`), rxvt Ctrl arrows `SS3 a`–`d`, and the application keypad.
  mutating func dispatchSS3(final: UInt8, into events: inout [InputEvent]) {
    guard !params.overflow, params.prefix == 0, params.intermediate == 0 else {
      return dropSequence(into: &events)
    }
    let modifiersField = params.fieldCount >= 2 ? 1 : 0
    if let key = Self.letterKey(final) {
      emitKey(key, modifiersField: modifiersField, into: &events)
    } else if final >= UInt8(ascii: "a") && final <= UInt8(ascii: "d") {
      decodeRxvtArrow(final: final, modifiers: .control, into: &events)
    } else if let keypad = Self.keypadKey(final) {
      emitKey(.keypad(keypad), modifiersField: modifiersField, into: &events)
    } else {
      dropSequence(into: &events)
    }
  }
}
