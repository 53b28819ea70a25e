extension InputDecoder {
  /// XTVERSION text kept at most; the rest of the string is consumed and ignored.
  static let maxVersionBytes = 128

  /// Starts an OSC, DCS, APC, PM or SOS string. Only DCS content is kept (for XTVERSION).
  mutating func beginString(kind: StringKind, introducer: UInt8, isEightBit: Bool) {
    state = .string
    doubleEscape = false
    stringKind = kind
    stringIntroducer = introducer
    stringIsEightBit = isEightBit
    stringLength = 0
    stringBuffer.removeAll(keepingCapacity: true)
  }

  /// Consumes string content up to its terminator: ST (`ESC \`; 0x9c only after an 8-bit
  /// introducer, since 0x9c is a UTF-8 continuation byte too) or BEL.
  mutating func decodeString(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte == 0x07 || (byte == 0x9C && stringIsEightBit) {
        finishString(into: &events)
        return index
      }
      if byte == 0x1B {
        state = .stringEscape
        return index
      }
      stringLength &+= 1
      if stringKind == .dcs && stringBuffer.count < Self.maxVersionBytes + 2 {
        stringBuffer.append(byte)
      }
    }
    return index
  }

  /// The byte after ESC inside a string: `\` completes ST; anything else aborts the string
  /// and starts an escape sequence with that byte.
  mutating func decodeStringEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == UInt8(ascii: "\\") {
      finishString(into: &events)
      return
    }
    countDiscarded()
    state = .escape
    doubleEscape = false
    decodeEscape(byte, into: &events)
  }

  /// A complete string: XTVERSION `DCS > | text ST` becomes a reply, anything else is dropped.
  mutating func finishString(into events: inout [InputEvent]) {
    state = .ground
    let isVersion =
      stringKind == .dcs && stringBuffer.count >= 2 && stringBuffer[0] == UInt8(ascii: ">")
      && stringBuffer[1] == UInt8(ascii: "|")
    guard isVersion else {
      countDiscarded()
      return
    }
    // Printable ASCII only: the text ends up in diagnostics and on screen.
    var text = ""
    for byte in stringBuffer.dropFirst(2) where byte >= 0x20 && byte < 0x7F {
      text.unicodeScalars.append(Unicode.Scalar(byte))
    }
    events.append(.reply(.terminalVersion(text)))
  }
}
