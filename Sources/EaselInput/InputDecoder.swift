/// Turns terminal input bytes into `InputEvent`s: a pure, incremental and total state machine.
///
/// Every byte moves the machine one step, so input cut at any byte boundary decodes exactly as
/// the whole does. Nothing traps on garbage: malformed sequences are dropped and counted in
/// `discardedSequenceCount`, numbers saturate, and every buffer has a fixed bound. A prefix that
/// only time can resolve (a lone ESC, a sequence cut off at the end of a read, an unterminated
/// paste) is held back until more bytes arrive or `deadline` passes.
///
/// Decisions where terminals are ambiguous (see `docs/terminal-input.md`):
/// - Plain typed characters carry `text`; control keys, Alt combinations and most escape-code
///   keys do not (consumers read `key`), kitty keys carry their associated text when reported.
/// - 0x7f is Backspace and 0x08 is Ctrl+Backspace (Ctrl-H cannot be told apart); 0x0a is Ctrl+J.
/// - A byte 0xA0–0xFF that does not start valid UTF-8 is "8-bit meta": Alt + (byte & 0x7F).
///   A UTF-8 sequence broken after one or more continuation bytes is dropped, as are C1 control
///   bytes (raw 0x80–0x9F or UTF-8 encoded U+0080–U+009F) other than the sequence introducers.
/// - `ESC [` or a string introducer cut off by the deadline is dropped (never turned into `[`);
///   `ESC O`, `ESC P`, `ESC ]` ... with nothing after them by then are Alt + that key.
/// - Under an ESC prefix (`ESC ESC [ A`, macOS Option) a key sequence gets `.alt`; a prefix in
///   front of anything else is an Escape key of its own.
public struct InputDecoder: Sendable, DeadlineDriven {
  public struct Configuration: Sendable {
    /// How long a lone ESC or an incomplete sequence waits for the rest of its bytes.
    public var escapeDelay: Interval
    /// How much silence ends an unterminated bracketed paste.
    public var pasteIdleTimeout: Interval
    /// Paste content kept; the rest is consumed and counted in `PasteEvent.droppedByteCount`.
    public var maxPasteBytes: Int
    /// How much silence a control string (an OSC or DCS reply such as XTVERSION's) that has
    /// begun waits for the rest of its bytes, its terminator's `\` after the ESC included;
    /// then the string is dropped and decoding resumes, with no Esc key made up. Never shorter
    /// than `escapeDelay`.
    public var controlStringTimeout: Interval

    public init(
      escapeDelay: Interval = .milliseconds(25), pasteIdleTimeout: Interval = .milliseconds(2000),
      maxPasteBytes: Int = 16 << 20, controlStringTimeout: Interval = .milliseconds(1000)
    ) {
      self.escapeDelay = escapeDelay
      self.pasteIdleTimeout = pasteIdleTimeout
      self.maxPasteBytes = max(0, maxPasteBytes)
      self.controlStringTimeout = controlStringTimeout
    }
  }

  /// What the machine is in the middle of.
  enum State: UInt8, Sendable {
    case ground
    /// After ESC (`escapeCount` says whether two came).
    case escape
    /// Inside a multi-byte UTF-8 character.
    case utf8
    /// Collecting a CSI or SS3 sequence's parameters.
    case sequence
    /// Inside an over-long or malformed CSI: consumed up to its final byte, then dropped.
    case sequenceIgnore
    /// After `CSI M`: the three raw bytes of an X10 mouse report.
    case x10Mouse
    /// After `CSI [`: the Linux console's F1–F5 letter.
    case linuxFunction
    /// Inside an OSC, DCS, APC, PM or SOS string.
    case string
    /// After ESC inside a string: `\` ends it, anything else aborts it, silence past
    /// `controlStringTimeout` drops it.
    case stringEscape
    /// Inside a bracketed paste.
    case paste
  }

  /// Which byte opened the control string being consumed.
  enum StringKind: UInt8, Sendable {
    case dcs, osc, other
  }

  public var configuration: Configuration
  /// Whether SGR mouse reports carry pixels (the app enabled mode 1016): marks them `isPixels`.
  public var mousePixels = false
  /// Whether an ESC before a character is Alt held with it (`ESC o` is Alt+O), as terminals
  /// send Alt. False where the terminal holds a lone Esc back until the next key and sends the
  /// two together (GNU screen while a mouse mode is on): there `ESC o` is Esc, then `o`, and
  /// `ESC ESC` two Escs; key sequences (`ESC [ …`, `ESC O …`) are read as always.
  public var escapePrefixIsAlt = true
  public private(set) var discardedSequenceCount = 0

  var state = State.ground
  /// Two ESCs in a row (in `.escape`): the first is an Alt prefix or, alone, Alt+Escape.
  var doubleEscape = false
  /// The sequence being read was preceded by an extra ESC: its key gets `.alt`.
  var altPrefix = false
  var lastInputTime = Instant.zero
  var pendingCursorReports = 0

  // Control sequence (CSI / SS3).
  var isSS3 = false
  var sequenceIsEightBit = false
  var params = Parameters()

  // UTF-8 character.
  var utf8Value: UInt32 = 0
  var utf8Remaining = 0
  var utf8Count = 0
  var utf8Lead: UInt8 = 0
  var utf8Low: UInt8 = 0x80
  var utf8High: UInt8 = 0xBF

  // X10 mouse report.
  var x10Bytes: (UInt8, UInt8, UInt8) = (0, 0, 0)
  var x10Count = 0

  // Control strings.
  var stringKind = StringKind.other
  var stringIntroducer: UInt8 = 0
  var stringIsEightBit = false
  var stringLength = 0
  var stringBuffer: [UInt8] = []

  // Bracketed paste.
  var pasteBuffer: [UInt8] = []
  var pasteDropped = 0
  var pasteMarkerMatched = 0

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// When the held-back prefix must be resolved, or nil when nothing is pending.
  public var deadline: Instant? {
    switch state {
    case .ground: return nil
    case .paste: return lastInputTime + configuration.pasteIdleTimeout
    case .string where stringLength > 0 || stringIsEightBit, .stringEscape:
      // A control string is a terminal's reply, whose bytes a slow link can split anywhere:
      // `ESC P` alone may still be Alt+Shift+P, but once content came it waits longer.
      return lastInputTime + max(configuration.controlStringTimeout, configuration.escapeDelay)
    default: return lastInputTime + configuration.escapeDelay
    }
  }

  /// Tells the decoder a `CSI 6 n` went out, so the next `CSI row ; col R` is a cursor
  /// position report rather than a modified F3.
  public mutating func expectCursorPositionReport() {
    pendingCursorReports = min(pendingCursorReports + 1, 64)
  }

  /// Decodes `bytes`, which arrived at `now`, appending the events they complete.
  ///
  /// A prefix still pending from earlier whose deadline passed before `now` is resolved first:
  /// the silence already happened.
  public mutating func feed(
    _ bytes: UnsafeBufferPointer<UInt8>, at now: Instant, into events: inout [InputEvent]
  ) {
    if let due = deadline, due <= now { resolvePending(into: &events) }
    guard !bytes.isEmpty else { return }
    lastInputTime = now
    var index = 0
    let count = bytes.count
    while index < count {
      switch state {
      case .ground: index = decodeGround(bytes, from: index, into: &events)
      case .escape:
        decodeEscape(bytes[index], into: &events)
        index += 1
      case .utf8:
        if decodeUTF8Continuation(bytes[index], into: &events) { index += 1 }
      case .sequence: index = decodeSequence(bytes, from: index, into: &events)
      case .sequenceIgnore:
        if decodeIgnoredSequence(bytes[index], into: &events) { index += 1 }
      case .x10Mouse:
        if decodeX10Byte(bytes[index], into: &events) { index += 1 }
      case .linuxFunction:
        if decodeLinuxFunction(bytes[index], into: &events) { index += 1 }
      case .string: index = decodeString(bytes, from: index, into: &events)
      case .stringEscape:
        decodeStringEscape(bytes[index], into: &events)
        index += 1
      case .paste: index = decodePaste(bytes, from: index, into: &events)
      }
    }
  }

  /// Decodes `bytes` and returns the events they complete.
  public mutating func feed(_ bytes: [UInt8], at now: Instant) -> [InputEvent] {
    var events: [InputEvent] = []
    bytes.withUnsafeBufferPointer { feed($0, at: now, into: &events) }
    return events
  }

  /// Resolves the pending prefix if its deadline has passed.
  public mutating func expire(at now: Instant) -> [InputEvent] {
    var events: [InputEvent] = []
    expire(at: now, into: &events)
    return events
  }

  /// Resolves the pending prefix if its deadline has passed.
  public mutating func expire(at now: Instant, into events: inout [InputEvent]) {
    if let due = deadline, due <= now { resolvePending(into: &events) }
  }

  /// Resolves everything pending now, as if its deadline had passed (end of input).
  public mutating func flush(into events: inout [InputEvent]) {
    resolvePending(into: &events)
  }

  /// What a held-back prefix means once no more bytes are coming.
  mutating func resolvePending(into events: inout [InputEvent]) {
    switch state {
    case .ground:
      return
    case .escape:
      var escape = KeyEvent(key: .escape)
      if doubleEscape {
        if escapePrefixIsAlt { escape.modifiers = .alt } else { events.append(.key(escape)) }
      }
      events.append(.key(escape))
    case .utf8:
      abandonUTF8(into: &events)
    case .sequence:
      if isSS3 && params.byteCount == 0 && !sequenceIsEightBit {
        emitPrefixEscape(into: &events)
        events.append(.key(KeyEvent(key: .character("o"), modifiers: [.shift, .alt])))
      } else {
        dropSequence(into: &events)
      }
    case .sequenceIgnore, .x10Mouse, .linuxFunction:
      dropSequence(into: &events)
    case .string:
      if stringLength == 0 && !stringIsEightBit {
        events.append(.key(Self.altKey(forASCII: stringIntroducer)))
      } else {
        discardedSequenceCount &+= 1
      }
    case .stringEscape:
      // The terminator's `\` never came: the string is dropped, and its ESC is no Esc key.
      discardedSequenceCount &+= 1
    case .paste:
      appendPasteMarkerPrefix()
      finishPaste(into: &events)
    }
    state = .ground
    doubleEscape = false
    altPrefix = false
  }

  /// Counts one dropped sequence or byte (diagnostics).
  @inline(__always)
  mutating func countDiscarded() {
    discardedSequenceCount &+= 1
  }

  /// The Escape key that an unused ESC prefix turns out to be.
  mutating func emitPrefixEscape(into events: inout [InputEvent]) {
    if altPrefix {
      events.append(.key(KeyEvent(key: .escape)))
      altPrefix = false
    }
  }

  /// Drops the sequence being read (its ESC prefix, if any, becomes an Escape key).
  mutating func dropSequence(into events: inout [InputEvent]) {
    emitPrefixEscape(into: &events)
    discardedSequenceCount &+= 1
    state = .ground
  }

  /// `.alt` when an ESC prefix preceded the sequence being decoded (consuming the prefix).
  @inline(__always)
  mutating func takeAltPrefix() -> Modifiers {
    guard altPrefix else { return [] }
    altPrefix = false
    return .alt
  }

  /// Appends a key decoded from a sequence, with `.alt` when an ESC prefix preceded it.
  @inline(__always)
  mutating func emitSequenceKey(_ event: KeyEvent, into events: inout [InputEvent]) {
    var event = event
    event.modifiers.formUnion(takeAltPrefix())
    events.append(.key(event))
  }

  /// Appends a non-key event decoded from a sequence (an ESC prefix becomes an Escape key first).
  @inline(__always)
  mutating func emitSequenceEvent(_ event: InputEvent, into events: inout [InputEvent]) {
    emitPrefixEscape(into: &events)
    events.append(event)
  }
}
