extension InputDecoder {
  /// Window sizes and other numbers in replies beyond this are garbage: the reply is dropped.
  static let maxReplyValue = 1 << 31

  /// Replies to the start-up queries (terminal-input.md §2.1), which never reach the app as keys:
  /// `CSI ? flags u`, DA1 `CSI ? … c`, DA2 `CSI > … c`, DECRPM `CSI ? mode ; value $ y`,
  /// `CSI > 4 ; level m`. Any other prefixed or intermediate sequence is dropped.
  mutating func dispatchReply(final: UInt8, into events: inout [InputEvent]) {
    let reply: TerminalReply?
    switch (params.prefix, params.intermediate, final) {
    case (UInt8(ascii: "?"), 0, UInt8(ascii: "u")):
      reply = .kittyKeyboardFlags(params.value(0, default: 0))
    case (UInt8(ascii: "?"), 0, UInt8(ascii: "c")):
      reply = .primaryDeviceAttributes(params.fieldValues)
    case (UInt8(ascii: ">"), 0, UInt8(ascii: "c")):
      reply = .secondaryDeviceAttributes(params.fieldValues)
    case (UInt8(ascii: "?"), UInt8(ascii: "$"), UInt8(ascii: "y")),
      (0, UInt8(ascii: "$"), UInt8(ascii: "y")):
      reply = .modeReport(mode: params.value(0, default: 0), value: params.value(1, default: 0))
    case (UInt8(ascii: ">"), 0, UInt8(ascii: "m")) where params.value(0) == 4:
      reply = .modifyOtherKeysLevel(params.value(1, default: 0))
    default:
      reply = nil
    }
    guard let reply else { return dropSequence(into: &events) }
    emitSequenceEvent(.reply(reply), into: &events)
  }

  /// Window reports ending in `t`: `CSI 6 ; h ; w t` cell size, `CSI 4 ; h ; w t` text area in
  /// pixels, `CSI 48 ; rows ; cols ; hpx ; wpx t` in-band resize (mode 2048). Sub-fields after
  /// `:` are ignored.
  mutating func decodeWindowReport(into events: inout [InputEvent]) {
    let values = (1..<5).map { params.value($0, default: 0) }
    guard values.allSatisfy({ $0 >= 0 && $0 < Self.maxReplyValue }) else {
      return dropSequence(into: &events)
    }
    let reply: TerminalReply
    switch params.value(0) {
    case 6: reply = .cellSizePixels(width: values[1], height: values[0])
    case 4: reply = .textAreaPixels(width: values[1], height: values[0])
    case 48:
      reply = .inBandResize(
        columns: values[1], rows: values[0], widthPixels: values[3], heightPixels: values[2])
    default: return dropSequence(into: &events)
    }
    emitSequenceEvent(.reply(reply), into: &events)
  }
}
