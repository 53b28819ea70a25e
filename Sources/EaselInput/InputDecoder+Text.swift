extension InputDecoder {
  /// The key each 7-bit byte stands for on its own (terminal-input.md §3.1).
  ///
  /// Printable characters carry their text; upper-case letters become the lower-case key with
  /// `.shift`. C0 controls: 0x00 Ctrl+Space, 0x01–0x1a Ctrl+letter except 0x08 Ctrl+Backspace,
  /// 0x09 Tab, 0x0d Enter; 0x1c–0x1f Ctrl+\ ] ^ _; 0x7f Backspace. 0x1b (Escape) is in the table
  /// for completeness but never read from it.
  static let asciiEvents: [InputEvent] = (0..<128).map { index in
    .key(asciiKey(UInt8(index)))
  }

  static func asciiKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x00: return KeyEvent(key: .space, modifiers: .control)
    case 0x08: return KeyEvent(key: .backspace, modifiers: .control)
    case 0x09: return KeyEvent(key: .tab)
    case 0x0D: return KeyEvent(key: .enter)
    case 0x1B: return KeyEvent(key: .escape)
    case 0x01...0x1A: return KeyEvent(key: .character(Unicode.Scalar(byte + 0x60)), modifiers: .control)
    case 0x1C...0x1F: return KeyEvent(key: .character(Unicode.Scalar(byte + 0x40)), modifiers: .control)
    case 0x7F: return KeyEvent(key: .backspace)
    case 0x41...0x5A:
      let text = String(Character(Unicode.Scalar(byte)))
      return KeyEvent(key: .character(Unicode.Scalar(byte + 0x20)), modifiers: .shift, text: text)
    default:
      let text = String(Character(Unicode.Scalar(byte)))
      return KeyEvent(key: .character(Unicode.Scalar(byte)), text: text)
    }
  }

  /// Alt + the key a 7-bit byte stands for (`ESC x`, 8-bit meta): no text, since Alt keys type none.
  static func altKey(forASCII byte: UInt8) -> KeyEvent {
    var event = asciiKey(byte & 0x7F)
    event.modifiers.insert(.alt)
    event.text = nil
    return event
  }

  /// Decodes bytes in the ground state: a run of plain keys, or the start of something longer.
  @inline(__always)
  mutating func decodeGround(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x1B {
          if index + 2 < count && bytes[index + 1] == 0x5B,
            let next = decodeWholeSequence(bytes, escapeAt: index, into: &events)
          {
            index = next
            if state != .ground { return index }
            continue
          }
          state = .escape
          doubleEscape = false
          return index + 1
        }
        events.append(Self.asciiEvents[Int(byte)])
        index += 1
        continue
      }
      beginNonASCII(byte, into: &events)
      index += 1
      if state != .ground { return index }
    }
    return index
  }

  /// A byte ≥ 0x80 in the ground state: a UTF-8 lead, 8-bit meta, or a C1 control.
  mutating func beginNonASCII(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte >= 0xC2 && byte <= 0xF4 {
      beginUTF8(byte)
    } else if byte >= 0xA0 {
      events.append(.key(Self.altKey(forASCII: byte)))
    } else {
      beginC1(byte)
    }
  }

  /// 8-bit C1 controls (terminal-input.md §2.1): CSI 0x9b, SS3 0x8f, and the string
  /// introducers DCS 0x90, SOS 0x98, OSC 0x9d, PM 0x9e, APC 0x9f. Any other is dropped.
  mutating func beginC1(_ byte: UInt8) {
    switch byte {
    case 0x9B: beginSequence(isSS3: false, isEightBit: true)
    case 0x8F: beginSequence(isSS3: true, isEightBit: true)
    case 0x90: beginString(kind: .dcs, introducer: byte, isEightBit: true)
    case 0x9D: beginString(kind: .osc, introducer: byte, isEightBit: true)
    case 0x98, 0x9E, 0x9F: beginString(kind: .other, introducer: byte, isEightBit: true)
    default: countDiscarded()
    }
  }

  /// The byte after ESC: a sequence introducer, an Alt key, or a second ESC (§3.2).
  mutating func decodeEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    if doubleEscape && !escapePrefixIsAlt {
      // The first ESC was an Esc key of its own (held back by the terminal); the second starts
      // afresh with this byte.
      events.append(.key(KeyEvent(key: .escape)))
      doubleEscape = false
      decodeEscape(byte, into: &events)
      return
    }
    if doubleEscape {
      switch byte {
      case UInt8(ascii: "["):
        altPrefix = true
        beginSequence(isSS3: false, isEightBit: false)
      case UInt8(ascii: "O"):
        altPrefix = true
        beginSequence(isSS3: true, isEightBit: false)
      case 0x1B:
        // ESC ESC ESC: the first two are Alt+Escape, the third starts afresh.
        events.append(.key(KeyEvent(key: .escape, modifiers: .alt)))
        doubleEscape = false
      default:
        events.append(.key(KeyEvent(key: .escape, modifiers: .alt)))
        doubleEscape = false
        state = .ground
        reprocessInGround(byte, into: &events)
      }
      return
    }
    switch byte {
    case 0x1B:
      doubleEscape = true
    case UInt8(ascii: "["):
      beginSequence(isSS3: false, isEightBit: false)
    case UInt8(ascii: "O"):
      beginSequence(isSS3: true, isEightBit: false)
    case UInt8(ascii: "P"):
      beginString(kind: .dcs, introducer: byte, isEightBit: false)
    case UInt8(ascii: "]"):
      beginString(kind: .osc, introducer: byte, isEightBit: false)
    case UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      beginString(kind: .other, introducer: byte, isEightBit: false)
    case 0x00...0x7F where !escapePrefixIsAlt:
      events.append(.key(KeyEvent(key: .escape)))
      state = .ground
      reprocessInGround(byte, into: &events)
    case 0x00...0x7F:
      events.append(.key(Self.altKey(forASCII: byte)))
      state = .ground
    case 0xC2...0xF4 where !escapePrefixIsAlt:
      events.append(.key(KeyEvent(key: .escape)))
      state = .ground
      reprocessInGround(byte, into: &events)
    case 0xC2...0xF4:
      // Alt + a non-ASCII character.
      altPrefix = true
      beginUTF8(byte)
    default:
      events.append(.key(KeyEvent(key: .escape)))
      state = .ground
      reprocessInGround(byte, into: &events)
    }
  }

  /// Handles one byte as if it had arrived in the ground state.
  mutating func reprocessInGround(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte < 0x80 {
      if byte == 0x1B {
        state = .escape
        doubleEscape = false
      } else {
        events.append(Self.asciiEvents[Int(byte)])
      }
    } else {
      beginNonASCII(byte, into: &events)
    }
  }

  /// Starts a UTF-8 character at its lead byte (0xC2–0xF4), with the range its second byte
  /// must fall in (no overlong forms, surrogates or code points past U+10FFFF).
  mutating func beginUTF8(_ lead: UInt8) {
    state = .utf8
    utf8Lead = lead
    utf8Count = 1
    utf8Low = 0x80
    utf8High = 0xBF
    switch lead {
    case 0xC2...0xDF:
      utf8Remaining = 1
      utf8Value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      utf8Remaining = 2
      utf8Value = UInt32(lead & 0x0F)
      if lead == 0xE0 { utf8Low = 0xA0 }
      if lead == 0xED { utf8High = 0x9F }
    default:
      utf8Remaining = 3
      utf8Value = UInt32(lead & 0x07)
      if lead == 0xF0 { utf8Low = 0x90 }
      if lead == 0xF4 { utf8High = 0x8F }
    }
  }

  /// One byte inside a UTF-8 character. Returns false when the byte is not part of it and must
  /// be decoded again in the ground state.
  mutating func decodeUTF8Continuation(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    guard byte >= utf8Low && byte <= utf8High else {
      abandonUTF8(into: &events)
      return false
    }
    utf8Value = utf8Value << 6 | UInt32(byte & 0x3F)
    utf8Count += 1
    utf8Remaining -= 1
    utf8Low = 0x80
    utf8High = 0xBF
    if utf8Remaining == 0 {
      state = .ground
      emitCharacter(utf8Value, into: &events)
    }
    return true
  }

  /// A character decoded from UTF-8 (with `.alt` and no text after an ESC prefix).
  mutating func emitCharacter(_ value: UInt32, into events: inout [InputEvent]) {
    guard let scalar = Unicode.Scalar(value), value >= 0xA0 else {
      // U+0080–U+009F: C1 controls are never text.
      emitPrefixEscape(into: &events)
      countDiscarded()
      return
    }
    if altPrefix {
      altPrefix = false
      events.append(.key(KeyEvent(key: .character(scalar), modifiers: .alt)))
    } else {
      events.append(.key(KeyEvent(key: .character(scalar), text: String(Character(scalar)))))
    }
  }

  /// A UTF-8 character cut short: a lone lead byte is 8-bit meta, a longer fragment is dropped.
  mutating func abandonUTF8(into events: inout [InputEvent]) {
    emitPrefixEscape(into: &events)
    state = .ground
    if utf8Count == 1 {
      events.append(.key(Self.altKey(forASCII: utf8Lead)))
    } else {
      countDiscarded()
    }
  }
}
