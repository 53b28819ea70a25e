import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender

/// The sans-I/O core of a running Easel: bytes and instants in, bytes to write, the next wake-up
/// and requests for the shell out. It probes the terminal, turns its modes on, decodes input,
/// completes key state and hands events to the program (the editor or the `easel keys`
/// viewer); after each batch it asks the program for its view and sends the terminal only what
/// changed since the last frame.
public struct Driver: Sendable {
  public enum ProgramKind: Sendable, Equatable {
    case editor(EditorLaunch)
    case keys
    /// `easel --probe`: the probe's queries, then, once it is complete, an exit with the
    /// report in `DriverOutput.textAfterRestore`. No terminal mode is ever switched on.
    case probe

    /// An editor on an empty document that would be saved to `documentName`.
    public static func editor(documentName: String?) -> ProgramKind {
      .editor(EditorLaunch(filePath: documentName))
    }
  }

  enum Phase: Sendable {
    case probing(CapabilityProbe, pending: [InputEvent])
    case running
  }

  let kind: ProgramKind
  var phase: Phase
  /// The running program, once the probe is done.
  var program: (any Program)?
  /// Folder entries and `$HOME` for the editor's path prompts, given before it starts.
  var folders: (listing: any FolderListing, home: String?)?
  var decoder: InputDecoder
  /// The terminal holds a lone Esc back while mouse reports are on (GNU screen).
  var holdsLoneEscape = false
  /// Mouse reports are off because a surface Esc closes is open there.
  var mouseSuspended = false
  var tracker: KeyTracker
  let startedAt: Instant
  /// The grid the terminal shows after the last frame; nil forces a full repaint.
  private(set) var screen: CellGrid?
  /// What the terminal shows after the last frame, as text (`EASEL_TEST_SCREEN`).
  public var screenText: String? { screen?.text }
  private var encoder = EscapeEncoder()
  /// Frames drawn so far (one per batch of input, for tests and statistics).
  private(set) var framesDrawn = 0
  public private(set) var size: TerminalSize
  public private(set) var capabilities: Capabilities
  public private(set) var modes: TerminalModes?

  public init(
    kind: ProgramKind, environment: [String: String], size: TerminalSize, settings: InputSettings,
    startedAt now: Instant
  ) {
    self.kind = kind
    let probe = CapabilityProbe(environment: environment, windowSize: size, startedAt: now)
    phase = .probing(probe, pending: [])
    capabilities = probe.capabilities
    decoder = InputDecoder(configuration: settings.decoder)
    tracker = KeyTracker(configuration: settings.tracker)
    startedAt = now
    self.size = size
  }

  /// The probe's query batch, written once before anything else (never inside a synchronized update).
  public mutating func start(at now: Instant) -> DriverOutput {
    guard case .probing(let probe, _) = phase else { return DriverOutput(wakeAt: wakeAt) }
    return DriverOutput(bytes: probe.queryBytes, wakeAt: wakeAt)
  }

  /// Bytes read from the terminal at `now`.
  public mutating func receive(_ bytes: UnsafeBufferPointer<UInt8>, at now: Instant) -> DriverOutput {
    var events: [InputEvent] = []
    decoder.feed(bytes, at: now, into: &events)
    return process(events, at: now)
  }

  public mutating func receive(_ bytes: [UInt8], at now: Instant) -> DriverOutput {
    bytes.withUnsafeBufferPointer { receive($0, at: now) }
  }

  /// Time passed: resolve a lone ESC, synthesize key ups, end the probe, wake the program.
  public mutating func tick(at now: Instant) -> DriverOutput {
    var events: [InputEvent] = []
    decoder.expire(at: now, into: &events)
    var output = process(events, at: now)
    if case .running = phase, output.exit == nil {
      let ups = tracker.expire(at: now)
      if !ups.isEmpty { output.merge(dispatch(ups, at: now)) }
      if output.exit == nil, let due = program?.deadline, due <= now {
        output.merge(deliver(.tick, at: now))
      }
    }
    output.wakeAt = wakeAt
    return output
  }

  /// The window changed size (SIGWINCH or an in-band report): lay out again at once.
  public mutating func resize(to newSize: TerminalSize, at now: Instant) -> DriverOutput {
    guard case .running = phase else {
      size = newSize
      return DriverOutput(wakeAt: wakeAt)
    }
    var output = DriverOutput()
    // Keys still held are released in the layout they were pressed in: the frame after the
    // releases is drawn at the size the program still has (drawing it at the new one, before
    // the program heard of it, broke the canvas layer's rows), and the next one repaints all.
    let released = tracker.releaseAll(at: now)
    if !released.isEmpty { output.merge(dispatch(released, at: now)) }
    size = newSize
    screen = nil
    if output.exit == nil { output.merge(deliver(.resized(newSize), at: now)) }
    output.wakeAt = wakeAt
    return output
  }

  /// About to stop (SIGTSTP): every held key is released, as on focus loss.
  public mutating func suspend(at now: Instant) -> DriverOutput {
    guard case .running = phase else { return DriverOutput(wakeAt: wakeAt) }
    var output = dispatch(tracker.releaseAll(at: now), at: now)
    output.bytes = []
    output.wakeAt = wakeAt
    return output
  }

  /// Back from a stop (SIGCONT): modes on again and a full redraw.
  public mutating func resume(at now: Instant) -> DriverOutput {
    guard case .running = phase, let modes else { return DriverOutput(wakeAt: wakeAt) }
    var output = DriverOutput(bytes: modes.reentryBytes)
    if mouseSuspended { output.bytes += modes.mouseOffBytes }
    forgetScreen()
    output.bytes += frame()
    output.wakeAt = wakeAt
    return output
  }

  /// The earliest moment something is due.
  public var wakeAt: Instant? {
    var earliest = decoder.deadline
    switch phase {
    case .probing(let probe, _): earliest = earliest.earliest(probe.deadline)
    case .running: earliest = earliest.earliest(tracker.deadline).earliest(program?.deadline)
    }
    return earliest
  }

  mutating func process(_ events: [InputEvent], at now: Instant) -> DriverOutput {
    switch phase {
    case .probing(var probe, var pending):
      for event in events {
        if case .reply(let reply) = event {
          probe.handle(reply)
        } else if pending.count < 4096 {
          pending.append(event)
        }
      }
      probe.expire(at: now)
      guard probe.isComplete else {
        phase = .probing(probe, pending: pending)
        return DriverOutput(wakeAt: wakeAt)
      }
      var output = begin(with: probe.capabilities, at: now)
      output.merge(feedTracker(pending, at: now))
      output.wakeAt = wakeAt
      return output
    case .running:
      var output = feedTracker(events, at: now)
      output.wakeAt = wakeAt
      return output
    }
  }

  /// The probe is done: choose modes, turn them on, start the program, draw the first frame.
  mutating func begin(with found: Capabilities, at now: Instant) -> DriverOutput {
    capabilities = found
    let chosen = TerminalModes(capabilities: found)
    if kind == .probe {
      phase = .running
      var output = DriverOutput(exit: .success)
      output.textAfterRestore = Self.probeReport(CapabilitySummary(capabilities: found, modes: chosen))
      return output
    }
    modes = chosen
    decoder.mousePixels = chosen.pixelMouse
    holdsLoneEscape = found.profile.traits.holdsLoneEscapeWithMouse
    decoder.escapePrefixIsAlt = !holdsLoneEscape
    tracker.releasesReported = chosen.reportsKeyReleases
    phase = .running
    encoder = EscapeEncoder(
      colorDepth: ColorDepth(found.colors), usesSynchronizedOutput: chosen.synchronizedOutput)
    switch kind {
    case .editor(let launch):
      program = Editor(
        launch: launch, size: size, capabilities: found, modes: chosen, folders: folders?.listing,
        home: folders?.home)
    case .keys:
      program = KeysViewer(size: size, capabilities: found, modes: chosen, startedAt: startedAt)
    case .probe:
      break
    }
    var output = DriverOutput(bytes: chosen.enterBytes, restoreSequence: chosen.restoreBytes)
    output.bytes += frame()
    return output
  }

  /// What `easel --probe` prints: the capabilities and modes, then how a drag sees each
  /// gesture modifier here.
  static func probeReport(_ summary: CapabilitySummary) -> String {
    (summary.lines + summary.profileLines).joined(separator: "\n") + "\ngesture modifiers during a drag:\n"
      + summary.gestureLines.joined(separator: "\n") + "\n"
  }

  /// Completes the key state of one read's events and hands them to the program in one batch,
  /// so a burst of input (a flood of mouse motion, a held key) costs one frame, not one each.
  mutating func feedTracker(_ events: [InputEvent], at now: Instant) -> DriverOutput {
    var output = DriverOutput()
    var batch: [InputEvent] = []
    for event in events {
      if case .reply(let reply) = event {
        // Replies may change the layout (in-band resize): what came before them goes first.
        if !batch.isEmpty { output.merge(dispatch(batch, at: now)) }
        batch.removeAll()
        if output.exit != nil { return output }
        output.merge(handleLateReply(reply, at: now))
        continue
      }
      batch += tracker.handle(event, at: now)
    }
    if !batch.isEmpty, output.exit == nil { output.merge(dispatch(batch, at: now)) }
    return output
  }

  mutating func handleLateReply(_ reply: TerminalReply, at now: Instant) -> DriverOutput {
    switch reply {
    case .inBandResize(let columns, let rows, let width, let height):
      return resize(
        to: TerminalSize(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height), at: now)
    case .kittyKeyboardFlags(let flags) where modes?.pushesKittyFlags == true:
      // The answer to the query sent after pushing: releases are reported only if flag 2 took.
      tracker.releasesReported = flags & 2 != 0
      capabilities.acceptedKittyFlags = flags
      return DriverOutput()
    case .cellSizePixels(let width, let height)
    where width > 0 && height > 0 && width < 1000 && height < 1000:
      capabilities.cellPixelWidth = width
      capabilities.cellPixelHeight = height
      capabilities.cellSizeSource = "CSI 16 t"
      return DriverOutput()
    default:
      return DriverOutput()
    }
  }

  /// The shell finished writing a save request; `error` says why it failed, nil on success.
  public mutating func saveFinished(_ request: SaveRequest, error: String?, at now: Instant) -> DriverOutput {
    saveFinished(request, result: error.map { .failed($0) } ?? .saved(nil), at: now)
  }

  /// The shell's answer to a save request.
  public mutating func saveFinished(_ request: SaveRequest, result: SaveResult, at now: Instant)
    -> DriverOutput
  {
    var output = deliver(.saveFinished(request, result), at: now)
    output.wakeAt = wakeAt
    return output
  }

  /// The shell's answer to File → Open.
  public mutating func openFinished(path: String, result: OpenResult, at now: Instant) -> DriverOutput {
    var output = deliver(.openFinished(path: path, result), at: now)
    output.wakeAt = wakeAt
    return output
  }

  /// Folder entries for completing paths typed in File → Open and Save As, with `$HOME` for `~`;
  /// given before the probe ends, handed to the editor when it starts.
  public mutating func setFolderListing(_ listing: any FolderListing, home: String?) {
    folders = (listing, home)
  }

  /// Where the editor's document lives now (nil: untitled, or not the editor).
  public var documentPath: String? { program?.documentPath }

  /// The unsaved document, for the shell to write to the recovery file on the way out (SIGHUP,
  /// SIGTERM, terminal loss); nil when there is nothing unsaved.
  public var unsavedDocument: Document? { program?.unsavedDocument }

  /// Hands completed events to the program, then draws once for the whole batch, so a burst of
  /// input costs one frame.
  mutating func dispatch(_ events: [InputEvent], at now: Instant) -> DriverOutput {
    var output = DriverOutput()
    guard program != nil else { return output }
    let context = context(at: now)
    for event in events {
      let effects = program?.update(.input(event), context: context) ?? []
      apply(effects, to: &output)
      if output.exit != nil { return output }
    }
    output.bytes += mouseTrackingChange()
    if !events.isEmpty { output.bytes += frame() }
    return output
  }

  /// One event that is not input, and the frame after it (after a tick only if it asks).
  private mutating func deliver(_ event: ProgramEvent, at now: Instant) -> DriverOutput {
    var output = DriverOutput()
    guard program != nil else { return output }
    let context = context(at: now)
    let effects = program?.update(event, context: context) ?? []
    apply(effects, to: &output)
    if output.exit == nil { output.bytes += mouseTrackingChange() }
    var draws = true
    if case .tick = event { draws = effects.contains(.redraw) }
    if output.exit == nil, draws { output.bytes += frame() }
    return output
  }

  /// Where the terminal holds a lone Esc back while mouse reports are on (GNU screen), they
  /// go off while a surface Esc closes is open, so one Esc reaches it at once, and on again
  /// when it closes.
  private mutating func mouseTrackingChange() -> [UInt8] {
    guard holdsLoneEscape, let modes, let program else { return [] }
    let suspend = program.closesOnEscape
    guard suspend != mouseSuspended else { return [] }
    mouseSuspended = suspend
    return suspend ? modes.mouseOffBytes : modes.mouseOnBytes
  }

  private func context(at now: Instant) -> EventContext {
    EventContext(now: now, heldModifiers: tracker.heldModifiers, releasesReported: tracker.releasesReported)
  }

  /// Turns a program's effects into what the shell is asked: bytes beside the frame go out
  /// before it, in order.
  private mutating func apply(_ effects: [ProgramEffect], to output: inout DriverOutput) {
    for effect in effects {
      switch effect {
      case .terminalBytes(let bytes): output.bytes += bytes
      case .save(let request): output.save = request
      case .open(let path): output.open = path
      case .recovery(let request): output.recovery = request
      case .exit(let request): output.exit = request
      case .repaint: forgetScreen()
      case .redraw: break
      }
    }
  }

  /// The bytes that bring the terminal from what it shows to the program's view now.
  private mutating func frame() -> [UInt8] {
    guard program != nil else { return [] }
    var next = CellGrid(size: CellSize(columns: max(0, size.columns), rows: max(0, size.rows)))
    program?.view(into: &next)
    framesDrawn += 1
    let bytes = encoder.encodeFrame(from: screen, to: next)
    screen = next
    return bytes
  }

  /// Forget what the terminal shows (resume, Ctrl-L): the next frame repaints everything.
  private mutating func forgetScreen() {
    screen = nil
    encoder.invalidate()
  }
}

extension DriverOutput {
  /// Appends another step's output: bytes concatenated, the later exit and restore sequence win.
  mutating func merge(_ other: DriverOutput) {
    bytes += other.bytes
    if let exit = other.exit { self.exit = exit }
    if let sequence = other.restoreSequence { restoreSequence = sequence }
    if let save = other.save { self.save = save }
    if let recovery = other.recovery { self.recovery = recovery }
    if let open = other.open { self.open = open }
    if let text = other.textAfterRestore { textAfterRestore = text }
  }
}

extension ColorDepth {
  init(_ colors: ColorSupport) {
    switch colors {
    case .none: self = .none
    case .sixteen: self = .ansi16
    case .palette256: self = .palette256
    case .trueColor: self = .trueColor
    }
  }
}
