extension InputDecoder {
  /// Starts a CSI (`ESC [`, 0x9b) or SS3 (`ESC O`, 0x8f) sequence.
  mutating func beginSequence(isSS3: Bool, isEightBit: Bool) {
    state = .sequence
    doubleEscape = false
    self.isSS3 = isSS3
    sequenceIsEightBit = isEightBit
    params.reset()
  }

  /// The common case of a whole CSI sequence inside one read (`ESC [ < 35 ; 12 ; 7 M`,
  /// `ESC [ 97 ; 5 : 3 u`): scanned in a tight loop into the same `params` and dispatched the
  /// same way as by `decodeSequence`. Returns nil, having consumed nothing, for anything else
  /// (cut off by the end of the read, signs, intermediates, over-long): the state machine then
  /// decodes it from its ESC, so both paths always agree.
  @inline(__always)
  mutating func decodeWholeSequence(
    _ bytes: UnsafeBufferPointer<UInt8>, escapeAt start: Int, into events: inout [InputEvent]
  ) -> Int? {
    let count = bytes.count
    var index = start + 2
    guard index < count else { return nil }
    params.reset()
    let first = bytes[index]
    if first >= 0x3C && first <= 0x3F {
      params.prefix = first
      index += 1
    }
    var value = 0
    var present = false
    while index < count {
      let byte = bytes[index]
      index += 1
      let digit = byte &- 0x30
      if digit < 10 {
        value = value < Parameters.saturated ? value &* 10 &+ Int(digit) : Parameters.saturated
        present = true
        continue
      }
      guard index - start < Self.wholeSequenceLimit else { return nil }
      params.current = value
      params.currentPresent = present
      value = 0
      present = false
      switch byte {
      case 0x3B:
        params.nextField()
      case 0x3A:
        params.nextSubField()
      case 0x40...0x7E:
        params.endEntry()
        isSS3 = false
        sequenceIsEightBit = false
        altPrefix = false
        dispatchCSI(final: byte, into: &events)
        return index
      default:
        return nil
      }
    }
    return nil
  }

  /// Longer sequences take the state machine's path (well under `Parameters.maxBytes`).
  static let wholeSequenceLimit = 128

  /// Collects a sequence's parameter, intermediate and final bytes (ECMA-48 syntax:
  /// `[<=>?] digits ; digits : digits ... [0x20–0x2f] final`). Returns where decoding goes on.
  @inline(__always)
  mutating func decodeSequence(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte &- 0x30 < 10 && params.intermediate == 0 {
        // A run of digits, the bulk of every sequence: accumulated in a register.
        var value = params.current
        var end = index
        repeat {
          let digit = bytes[end] &- 0x30
          guard digit < 10 else { break }
          value = value < Parameters.saturated ? value &* 10 &+ Int(digit) : Parameters.saturated
          end += 1
        } while end < count
        params.current = value
        params.currentPresent = true
        params.byteCount += end - index
        index = end
        if params.byteCount > Parameters.maxBytes {
          state = .sequenceIgnore
          return index
        }
        continue
      }
      if params.byteCount == 0 && isSS3 && !(byte >= 0x30 && byte <= 0x3B) && !(byte >= 0x40 && byte <= 0x7E)
      {
        // `ESC O` followed by something that cannot continue SS3: it was Alt+Shift+O.
        if sequenceIsEightBit {
          dropSequence(into: &events)
        } else {
          emitPrefixEscape(into: &events)
          events.append(.key(KeyEvent(key: .character("o"), modifiers: [.shift, .alt])))
          state = .ground
        }
        return index
      }
      index += 1
      params.byteCount += 1
      switch byte {
      case 0x30...0x39:
        guard params.intermediate == 0 else {
          state = .sequenceIgnore
          return index
        }
        params.appendDigit(byte &- 0x30)
      case 0x3B:
        params.nextField()
      case 0x3A:
        params.nextSubField()
      case 0x3C...0x3F:
        guard params.byteCount == 1 && !isSS3 else {
          state = .sequenceIgnore
          return index
        }
        params.prefix = byte
      case 0x40...0x7E:
        params.endEntry()
        state = .ground
        if isSS3 {
          dispatchSS3(final: byte, into: &events)
        } else {
          dispatchCSI(final: byte, into: &events)
        }
        if state == .ground { altPrefix = false }
        return index
      case 0x20...0x2F:
        if byte == UInt8(ascii: "-") && params.prefix == UInt8(ascii: "<") && params.isAtEntryStart {
          // SGR-pixel coordinates may be negative while dragging outside the window.
          params.currentNegative = true
        } else if byte == UInt8(ascii: "$") && isRxvtShiftFinal {
          params.endEntry()
          state = .ground
          dispatchCSI(final: byte, into: &events)
          if state == .ground { altPrefix = false }
          return index
        } else {
          params.intermediate = byte
        }
      case 0x1B:
        dropSequence(into: &events)
        state = .escape
        doubleEscape = false
        return index
      default:
        // A control or non-ASCII byte cannot be inside a sequence: drop it and decode the byte anew.
        dropSequence(into: &events)
        return index - 1
      }
      if params.byteCount > Parameters.maxBytes {
        state = .sequenceIgnore
        return index
      }
    }
    return index
  }

  /// rxvt's Shift form of the `~` keys, `CSI 3 $`: one plain number then `$`. With anything
  /// else before it, `$` is an intermediate byte (DECRPM `CSI ? 2026 ; 1 $ y`).
  var isRxvtShiftFinal: Bool {
    !isSS3 && params.prefix == 0 && params.fieldCount == 1 && !params.hasSubParameters
      && params.currentPresent && params.intermediate == 0
  }

  /// A malformed or over-long sequence: swallowed up to its final byte, then dropped.
  /// Returns false when `byte` ends it without belonging to it and must be decoded anew.
  mutating func decodeIgnoredSequence(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch byte {
    case 0x20...0x3F:
      return true
    case 0x40...0x7E:
      dropSequence(into: &events)
      return true
    case 0x1B:
      dropSequence(into: &events)
      state = .escape
      doubleEscape = false
      return true
    default:
      dropSequence(into: &events)
      return false
    }
  }

  /// Dispatches a complete CSI sequence on its final byte.
  mutating func dispatchCSI(final: UInt8, into events: inout [InputEvent]) {
    guard !params.overflow else {
      dropSequence(into: &events)
      return
    }
    switch (params.prefix, params.intermediate) {
    case (0, 0):
      dispatchPlainCSI(final: final, into: &events)
    case (UInt8(ascii: "<"), 0) where final == UInt8(ascii: "M") || final == UInt8(ascii: "m"):
      decodeSGRMouse(isRelease: final == UInt8(ascii: "m"), into: &events)
    default:
      dispatchReply(final: final, into: &events)
    }
  }

  /// CSI sequences without a prefix or intermediate byte: keys, mouse, focus, paste, CPR.
  mutating func dispatchPlainCSI(final: UInt8, into events: inout [InputEvent]) {
    if isKeypadCSIShape, let keypad = Self.csiKeypadKey(final) {
      // xterm's PC-style keypad with a modifier, `CSI 1 ; 2 j` (Shift+KP *): the `1 ; mods`
      // shape tells it from the kitty key, window report and urxvt mouse on the same finals.
      return emitKey(.keypad(keypad), into: &events)
    }
    switch final {
    case UInt8(ascii: "u"):
      decodeKittyKey(into: &events)
    case UInt8(ascii: "~"):
      decodeTildeKey(into: &events)
    case UInt8(ascii: "R"):
      if pendingCursorReports > 0 && !params.hasSubParameters && params.fieldCount <= 2 {
        // CPR `CSI row ; column R`, only while a `CSI 6 n` is outstanding.
        pendingCursorReports -= 1
        let row = params.value(0, default: 1)
        let column = params.value(1, default: 1)
        emitSequenceEvent(.reply(.cursorPosition(row: row, column: column)), into: &events)
      } else {
        decodeLetterKey(final: final, into: &events)
      }
    case UInt8(ascii: "A")...UInt8(ascii: "H"), UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "S"):
      decodeLetterKey(final: final, into: &events)
    case UInt8(ascii: "Z"):
      decodeBacktab(into: &events)
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      decodeRxvtArrow(final: final, modifiers: .shift, into: &events)
    case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      decodeRxvtTildeKey(final: final, into: &events)
    case UInt8(ascii: "M"):
      if params.isEmpty {
        // X10 `CSI M Cb Cx Cy`: three raw bytes follow.
        state = .x10Mouse
        x10Count = 0
      } else {
        decodeURXVTMouse(into: &events)
      }
    case UInt8(ascii: "I"), UInt8(ascii: "O"):
      // Focus reporting (mode 1004).
      guard params.isEmpty else { return dropSequence(into: &events) }
      emitSequenceEvent(.focus(final == UInt8(ascii: "I")), into: &events)
    case UInt8(ascii: "["):
      // Linux console F1–F5: `CSI [ A` ... `CSI [ E`.
      guard params.isEmpty else { return dropSequence(into: &events) }
      state = .linuxFunction
    case UInt8(ascii: "t"):
      decodeWindowReport(into: &events)
    default:
      dropSequence(into: &events)
    }
  }

  /// The letter after `CSI [` on the Linux console: `A`–`E` are F1–F5.
  /// Returns false when the byte is not one and must be decoded anew.
  mutating func decodeLinuxFunction(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    state = .ground
    guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "E") else {
      dropSequence(into: &events)
      return false
    }
    emitSequenceKey(KeyEvent(key: .function(Int(byte - UInt8(ascii: "A")) + 1)), into: &events)
    return true
  }
}
