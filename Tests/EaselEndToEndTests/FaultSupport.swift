import EaselTestSupport
import Glibc
import Testing

/// Shared pieces of the fault and load tests (issue 7 item 5): the switch for the slow set, a
/// seeded random source, the input flood, a non-blocking writer, the check that nothing but
/// Easel's own sequences reaches the terminal, and a job-control shell for suspend cycles.
enum Fault {
  /// The slow load tests (30 s flood, 1,000 resizes, 100 MB paste, 100 suspend cycles) run only
  /// with `EASEL_LOAD_TESTS=1`, so a plain `swift test` stays fast; their quick variants always run.
  static let loadTestsEnabled: Bool = {
    guard let value = getenv("EASEL_LOAD_TESTS") else { return false }
    return String(cString: value) == "1"
  }()

  /// Whether this build runs under AddressSanitizer or ThreadSanitizer (the test runner and the
  /// `easel` beside it are built alike): memory and latency figures are then only reported.
  static let isSanitized: Bool = {
    let handle = dlopen(nil, RTLD_NOW)
    defer { if let handle { dlclose(handle) } }
    return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
  }()

  /// Prints a measured figure into the test log, where CI keeps it.
  static func report(_ line: String) {
    print("fault: " + line)
  }

  static func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }

  static func format(_ value: Double, digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
  }

  // MARK: Files

  static func temporaryFolder() throws -> String {
    var template = Array("/tmp/easel-fault-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer {
      mkdtemp($0.baseAddress!).map { String(cString: $0) }
    }
    return try #require(made)
  }

  /// Removes a folder made by `temporaryFolder` and the files in it (one level, as the tests
  /// make them).
  static func removeFolder(_ path: String) {
    if let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { _ = unlink(path + "/" + name) }
      }
      closedir(directory)
    }
    _ = rmdir(path)
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    try #require(fd >= 0, "cannot create \(PTYProcess.escaped(Array(path.utf8)))")
    defer { _ = close(fd) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      try #require(written > 0)
      offset += written
    }
  }

  static func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// A document of `count` rectangles spread over rows -40 ..< 60 and columns -20 ..< 140, so
  /// scrolling the view a few dozen rows or columns either way always changes the picture.
  static func scatteredDocument(count: Int) -> String {
    var shapes: [String] = []
    for index in 0..<count {
      let column = (index * 37) % 160 - 20
      let row = (index * 23) % 100 - 40
      shapes.append(
        "{\"id\": \(index + 1), \"kind\": \"rectangle\", \"bounds\": {\"column\": \(column), "
          + "\"row\": \(row), \"columns\": \(6 + index % 9), \"rows\": \(3 + index % 4)}, "
          + "\"label\": \"box \(index + 1)\"}")
    }
    return "{\"format\": \"easel\", \"version\": 1, \"shapes\": [\n" + shapes.joined(separator: ",\n")
      + "\n]}\n"
  }

  // MARK: Driving the pty without blocking

  /// Makes the master non-blocking, so a writer never waits on a child that reads slowly.
  /// `PTYProcess` polls before it reads and retries writes on EAGAIN, so it keeps working.
  static func makeNonBlocking(_ process: PTYProcess) {
    _ = fcntl(process.master, F_SETFL, fcntl(process.master, F_GETFL) | O_NONBLOCK)
  }

  /// Reads and throws away what the child wrote, without feeding `PTYProcess`'s screen model
  /// (which is too slow for megabytes of frames); `inspect` sees each chunk. Returns the bytes
  /// read. Needs a non-blocking master.
  @discardableResult
  static func discardOutput(
    _ process: PTYProcess, into buffer: inout [UInt8], inspect: ((ArraySlice<UInt8>) -> Void)? = nil
  ) -> Int {
    var total = 0
    while total < 4 << 20 {
      let count = buffer.withUnsafeMutableBytes { read(process.master, $0.baseAddress, $0.count) }
      if count > 0 {
        total += count
        inspect?(buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return total
  }

  /// How many times `needle` occurs in `bytes` (a chunk of output).
  static func occurrences(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int {
    var count = 0
    var index = bytes.startIndex
    while index + needle.count <= bytes.endIndex {
      if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        count += 1
        index += needle.count
      } else {
        index += 1
      }
    }
    return count
  }

  /// Output read straight from the master, each chunk time-stamped on arrival, so a latency is
  /// measured from when easel wrote rather than from when the (slow, debug-built) screen model
  /// got through it.
  struct RawCapture {
    var bytes: [UInt8] = []
    /// (end offset in `bytes`, monotonic ns when read) per chunk.
    var chunks: [(end: Int, at: UInt64)] = []
  }

  /// Reads the child's output into a capture until `done` says so, the output has been quiet
  /// for `quiet` after at least one byte, or `timeout` passes. Needs a non-blocking master.
  static func capture(
    _ process: PTYProcess, timeout: Duration, quiet: Duration? = nil,
    done: (RawCapture) -> Bool = { _ in false }
  ) -> RawCapture {
    var result = RawCapture()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = PTYProcess.now() + timeout.nanoseconds
    var lastByteAt = PTYProcess.now()
    while PTYProcess.now() < deadline {
      var descriptor = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
      _ = Glibc.poll(&descriptor, 1, 2)
      var gotAny = false
      discardOutput(process, into: &buffer) { chunk in
        result.bytes += chunk
        result.chunks.append((result.bytes.count, PTYProcess.now()))
        gotAny = true
      }
      if gotAny {
        lastByteAt = PTYProcess.now()
        if done(result) { break }
      } else if let quiet, !result.bytes.isEmpty, PTYProcess.now() - lastByteAt >= quiet.nanoseconds {
        break
      }
    }
    return result
  }

  /// Waits until `condition` holds or `timeout` passes, reading into `process` meanwhile.
  /// Returns when it held (monotonic ns), or nil.
  static func poll(
    _ process: PTYProcess, timeout: Duration, until condition: (PTYProcess) -> Bool
  ) -> UInt64? {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while true {
      if condition(process) { return PTYProcess.now() }
      guard PTYProcess.now() < deadline else { return nil }
      process.readAvailable(waitingMilliseconds: 2)
    }
  }

  /// The first offset at or after `start` where `needle` occurs in the child's output.
  static func find(_ needle: String, in process: PTYProcess, from start: Int) -> Int? {
    PTYProcess.find(Array(needle.utf8), in: process.output, from: start)?.lowerBound
  }

  /// How many times `needle` occurs in `bytes`.
  static func occurrences(of needle: String, in bytes: [UInt8], from start: Int = 0) -> Int {
    let pattern = Array(needle.utf8)
    var count = 0
    var position = start
    while let range = PTYProcess.find(pattern, in: bytes, from: position) {
      count += 1
      position = range.upperBound
    }
    return count
  }

  /// The unsaved marker of the menu bar.
  static let unsavedMarker = "•"
}

// MARK: - Random

extension SeededRandom {
  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { next(below: 100) < percent }
}

// MARK: - The input flood

/// A block of mouse motion and wheel reports (SGR) mixed with malformed sequences, sent over and
/// over. Every wheel report scrolls the view by a known amount, so the generator keeps the view
/// within a few dozen cells of where it started and brings it back by the end of the block:
/// the picture keeps changing (Easel keeps drawing) yet stays near the document.
///
/// The malformed pieces never decode to a command key: no `~`, `u` or letter-key finals, no C0
/// but CAN and SUB (Ctrl-X, Ctrl-Z: nothing to cut or undo in an unmodified document), no
/// 8-bit meta bytes (Alt + letter), no paste start. Button presses are not sent either, so
/// nothing gets selected and the document stays unmodified until the test's key.
struct FloodStream {
  private(set) var bytes: [UInt8] = []
  /// Offsets where the decoder is surely back in its ground state (after a well-formed report).
  private(set) var safeBoundaries: [Int] = []
  private(set) var reportCount = 0
  private(set) var malformedCount = 0

  private var random: SeededRandom
  private let columns: Int
  private let rows: Int
  /// How far the wheel reports so far scrolled the view (rows down, columns right).
  private var viewRows = 0
  private var viewColumns = 0

  init(byteCount: Int, columns: Int, rows: Int, seed: UInt64) {
    random = SeededRandom(seed: seed)
    self.columns = columns
    self.rows = rows
    bytes.reserveCapacity(byteCount + 512)
    while bytes.count < byteCount {
      if random.chance(20) {
        appendMalformed()
      } else {
        appendReport()
      }
    }
    // Scroll back to where the block started, so every repetition begins at the same view.
    while viewRows != 0 { appendWheel(button: viewRows > 0 ? 64 : 65) }
    while viewColumns != 0 { appendWheel(button: viewColumns > 0 ? 66 : 67) }
    appendMotion()
  }

  private mutating func append(_ text: String) { bytes += Array(text.utf8) }

  private mutating func endReport() {
    reportCount += 1
    safeBoundaries.append(bytes.count)
  }

  private mutating func appendMotion() {
    // 35: motion with no button; 32-34: motion with a button held (a drag with no press).
    let button = random.element(of: [35, 35, 35, 32, 33, 34])
    append("\u{1b}[<\(button);\(random.next(in: 1...columns));\(random.next(in: 1...rows))M")
    endReport()
  }

  /// Wheel up/down scroll 3 rows, left/right and Shift+up/down 6 columns (EditorScreen).
  private mutating func appendWheel(button: Int) {
    switch button {
    case 64: viewRows -= 3
    case 65: viewRows += 3
    case 66, 68: viewColumns -= 6
    default: viewColumns += 6
    }
    append("\u{1b}[<\(button);\(random.next(in: 1...columns));\(random.next(in: 2...max(2, rows - 1)))M")
    endReport()
  }

  private mutating func appendReport() {
    guard random.chance(35) else {
      appendMotion()
      return
    }
    if random.chance(60) {
      let down = viewRows <= -30 ? true : viewRows >= 30 ? false : random.chance(50)
      appendWheel(button: down ? 65 : 64)
    } else {
      let right = viewColumns <= -60 ? true : viewColumns >= 60 ? false : random.chance(50)
      // Horizontal wheel, or Shift + vertical wheel.
      appendWheel(button: random.chance(50) ? (right ? 67 : 66) : (right ? 69 : 68))
    }
  }

  private mutating func printable(_ count: Int) -> String {
    var text = ""
    for _ in 0..<count { text.unicodeScalars.append(Unicode.Scalar(UInt8(random.next(in: 0x20...0x7E)))) }
    return text
  }

  private mutating func digits(_ count: Int) -> String {
    var text = ""
    for _ in 0..<count { text.unicodeScalars.append(Unicode.Scalar(UInt8(random.next(in: 0x30...0x39)))) }
    return text
  }

  private mutating func appendMalformed() {
    malformedCount += 1
    let e = "\u{1b}"
    switch random.next(in: 0...13) {
    case 0:
      // Cut off before its final byte.
      append("\(e)[<35;\(random.next(in: 1...columns))")
      if random.chance(50) { append(";\(random.next(in: 1...rows))") }
    case 1:
      // Longer than any bound on parameters.
      append("\(e)[<" + digits(random.next(in: 260...420)) + "M")
    case 2:
      // Far too many fields.
      append("\(e)[<35" + String(repeating: ";7", count: random.next(in: 33...60)) + "M")
    case 3:
      // An intermediate byte in the middle of the parameters, or a sign where none belongs.
      append(random.chance(50) ? "\(e)[<35;1$;2M" : "\(e)[<35;-\(random.next(in: 1...9));+3M")
    case 4:
      // CAN or SUB inside a sequence.
      append("\(e)[<35;\(random.next(in: 1...99))")
      bytes.append(random.chance(50) ? 0x18 : 0x1A)
    case 5:
      // An OSC that never ends (the next report's ESC aborts it).
      append("\(e)]\(random.next(in: 0...52));" + printable(random.next(in: 0...80)))
    case 6:
      // DCS, APC, PM or SOS that never ends.
      append(e + random.element(of: ["P", "_", "^", "X"]) + printable(random.next(in: 0...60)))
    case 7:
      // 8-bit introducers: CSI cut off, OSC unterminated.
      bytes += random.chance(50) ? [0x9B] + Array("<35;\(random.next(in: 1...40))".utf8) : [0x9D, 0x30, 0x3B]
    case 8:
      // C1 bytes that introduce nothing: dropped.
      let c1: [UInt8] = Array(0x80...0x8D) + Array(0x91...0x97) + [0x99, 0x9A, 0x9C]
      for _ in 0..<random.next(in: 1...8) { bytes.append(random.element(of: c1)) }
    case 9:
      // UTF-8 cut off after its first continuation bytes.
      bytes += random.chance(50) ? [0xE2, 0x82] : [0xF0, 0x9F, 0x98]
    case 10:
      // Coordinates out of range: zero, or more digits than any counter holds.
      append(
        random.chance(50)
          ? "\(e)[<35;0;0M" : "\(e)[<35;" + digits(random.next(in: 12...30)) + ";" + digits(20) + "M")
    case 11:
      // Finals no key uses, with and without private prefixes; replies nobody asked for.
      append(
        random.element(of: [
          "\(e)[\(random.next(in: 0...999));\(random.next(in: 0...999))z",
          "\(e)[?\(random.next(in: 1...9999))$y",
          "\(e)[>\(random.next(in: 0...99));\(random.next(in: 0...99))c", "\(e)[=\(random.next(in: 0...9))w",
          "\(e)[?\(random.next(in: 0...99));\(random.next(in: 0...99))c",
        ]))
    case 12:
      // A lone ESC right before the next report (an Escape key or an Alt prefix).
      append(e)
    default:
      // An X10 mouse report: motion with no button, raw coordinate bytes.
      bytes += [
        0x1B, 0x5B, 0x4D, 0x43, UInt8(random.next(in: 0x21...0xFF)), UInt8(random.next(in: 0x21...0xFF)),
      ]
    }
  }

  /// The first safe boundary at or after `offset`; the block's start and end are both safe (it
  /// ends with a report).
  func safeBoundary(atOrAfter offset: Int) -> Int {
    guard offset > 0 else { return 0 }
    var low = 0
    var high = safeBoundaries.count
    while low < high {
      let middle = (low + high) / 2
      if safeBoundaries[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low < safeBoundaries.count ? safeBoundaries[low] : bytes.count
  }
}

/// What a flood delivered.
struct FloodReport: CustomStringConvertible {
  var offeredBytes = 0
  var writtenBytes = 0
  var nanoseconds: UInt64 = 0
  var outputBytes = 0
  /// Seconds (of the flood) in which the child wrote something: it kept drawing.
  var secondsWithOutput = 0
  var secondsTotal = 0
  /// The longest the writer waited for the pty to take more.
  var longestStallNanoseconds: UInt64 = 0
  /// Whether the unsaved marker was drawn during the flood (the flood itself changed the document).
  var sawUnsavedMarker = false
  /// False when the child went away (EIO) or the end of the flood could not be written in time.
  var completed = true

  var absorbedBytesPerSecond: Double { Double(writtenBytes) / max(Fault.seconds(nanoseconds), 1e-9) }

  var description: String {
    "wrote \(Fault.format(Double(writtenBytes) / 1e6)) MB of \(Fault.format(Double(offeredBytes) / 1e6)) MB "
      + "offered in \(Fault.format(Fault.seconds(nanoseconds), digits: 2)) s = "
      + "\(Fault.format(absorbedBytesPerSecond / 1e6, digits: 2)) MB/s absorbed; "
      + "\(Fault.format(Double(outputBytes) / 1e6, digits: 2)) MB drawn, output in "
      + "\(secondsWithOutput) of \(secondsTotal) s; longest stall "
      + "\(Fault.format(Double(longestStallNanoseconds) / 1e6)) ms"
  }
}

extension Fault {
  /// Offers `stream` (repeated) to the child at `bytesPerSecond` for `duration`, then finishes at
  /// the next safe boundary. The writer never blocks: when the pty is full it waits in `poll`
  /// for room or output, reading (and discarding) the child's frames so it never blocks either.
  static func flood(
    _ process: PTYProcess, stream: FloodStream, bytesPerSecond: Int, duration: Duration,
    finishTimeout: Duration = .seconds(20)
  ) -> FloodReport {
    makeNonBlocking(process)
    var report = FloodReport()
    var scratch = [UInt8](repeating: 0, count: 65_536)
    let source = stream.bytes
    let start = PTYProcess.now()
    let end = start + duration.nanoseconds
    let giveUp = end + finishTimeout.nanoseconds
    var finishTotal: Int?
    let marker = Array(unsavedMarker.utf8)
    var outputSeconds = Set<UInt64>()
    var blockedSince: UInt64?
    while true {
      let now = PTYProcess.now()
      let drawn = discardOutput(process, into: &scratch) { chunk in
        if occurrences(of: marker, in: chunk) > 0 { report.sawUnsavedMarker = true }
      }
      if drawn > 0 {
        report.outputBytes += drawn
        outputSeconds.insert((now - start) / 1_000_000_000)
      }
      let position = report.writtenBytes % source.count
      var allowed: Int
      if now < end {
        let due = Int(Double(now - start) * Double(bytesPerSecond) / 1e9) + 4096
        report.offeredBytes = max(report.offeredBytes, due)
        allowed = due - report.writtenBytes
      } else {
        // Time is up: finish the block up to the next report, so the decoder ends in ground.
        if finishTotal == nil {
          finishTotal = report.writtenBytes - position + stream.safeBoundary(atOrAfter: position)
        }
        allowed = finishTotal! - report.writtenBytes
        if allowed <= 0 { break }
        if now >= giveUp {
          report.completed = false
          break
        }
      }
      allowed = min(allowed, source.count - position, 65_536)
      guard allowed > 0 else {
        var descriptor = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
        _ = Glibc.poll(&descriptor, 1, 1)
        continue
      }
      let written = source.withUnsafeBytes {
        Glibc.write(process.master, $0.baseAddress! + position, allowed)
      }
      if written > 0 {
        report.writtenBytes += written
        if let since = blockedSince {
          report.longestStallNanoseconds = max(report.longestStallNanoseconds, PTYProcess.now() - since)
          blockedSince = nil
        }
      } else if written < 0 && (errno == EAGAIN || errno == EINTR) {
        if blockedSince == nil { blockedSince = now }
        var descriptor = pollfd(fd: process.master, events: Int16(POLLIN | POLLOUT), revents: 0)
        _ = Glibc.poll(&descriptor, 1, 5)
      } else {
        report.completed = false
        break
      }
    }
    report.nanoseconds = PTYProcess.now() - start
    report.secondsTotal = Int((report.nanoseconds + 999_999_999) / 1_000_000_000)
    report.secondsWithOutput = outputSeconds.count
    return report
  }

  /// Writes all of `bytes` without blocking, discarding the child's output meanwhile; false when
  /// the child went away or `timeout` passed first.
  static func writeAll(_ process: PTYProcess, _ bytes: [UInt8], timeout: Duration) -> Bool {
    makeNonBlocking(process)
    var scratch = [UInt8](repeating: 0, count: 65_536)
    let deadline = PTYProcess.now() + timeout.nanoseconds
    var offset = 0
    while offset < bytes.count {
      _ = discardOutput(process, into: &scratch)
      let count = min(bytes.count - offset, 65_536)
      let written = bytes.withUnsafeBytes { Glibc.write(process.master, $0.baseAddress! + offset, count) }
      if written > 0 {
        offset += written
      } else if written < 0 && (errno == EAGAIN || errno == EINTR) {
        guard PTYProcess.now() < deadline else { return false }
        var descriptor = pollfd(fd: process.master, events: Int16(POLLIN | POLLOUT), revents: 0)
        _ = Glibc.poll(&descriptor, 1, 5)
      } else {
        return false
      }
    }
    return true
  }
}

// MARK: - What may reach the terminal

/// Checks that output holds nothing but text and Easel's own control sequences.
///
/// Allowed: printable UTF-8, CR, LF, BS, `ESC 7` and `ESC 8`, and `ESC [` + parameter bytes (digits, `;`, `:`,
/// `<`, `=`, `>`, `?`) + one final byte (0x40-0x7E). Everything else is reported: other C0
/// bytes and DEL, any other use of ESC (OSC, DCS, charset switches, intermediates), malformed
/// UTF-8 (a raw 0x9B is CSI to some terminals), C1 controls as code points, the line and
/// paragraph separators, and the bidi controls (U+061C, U+200E/F, U+202A-E, U+2066-9).
enum TerminalOutput {
  static func isBidiControl(_ value: UInt32) -> Bool {
    value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// Up to `limit` problems, each with its offset and the bytes around it.
  static func violations(in bytes: [UInt8], from start: Int = 0, limit: Int = 8) -> [String] {
    var problems: [String] = []
    func problem(_ what: String, at offset: Int) {
      let context = bytes[max(start, offset - 24)..<min(bytes.count, offset + 24)]
      problems.append("\(what) at \(offset): …\(PTYProcess.escaped(context))…")
    }
    var index = start
    while index < bytes.count && problems.count < limit {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index =
          controlSequenceEnd(in: bytes, at: index)
          ?? {
            problem("an escape that is not a CSI sequence", at: index)
            return index + 1
          }()
      case 0x0D, 0x0A, 0x08:
        index += 1
      case 0x00..<0x20, 0x7F:
        problem("raw control byte 0x\(String(byte, radix: 16))", at: index)
        index += 1
      case 0x20..<0x7F:
        index += 1
      default:
        guard let (value, length) = decodeUTF8(bytes, at: index) else {
          problem("a byte that is not UTF-8 (0x\(String(byte, radix: 16)))", at: index)
          index += 1
          continue
        }
        if (0x80...0x9F).contains(value) {
          problem("C1 control U+\(String(value, radix: 16))", at: index)
        } else if isBidiControl(value) || value == 0x2028 || value == 0x2029 {
          problem("U+\(String(value, radix: 16, uppercase: true))", at: index)
        }
        index += length
      }
    }
    return problems
  }

  /// The end of the `ESC [ params final` starting at `start`, or nil when it is anything else.
  static func controlSequenceEnd(in bytes: [UInt8], at start: Int) -> Int? {
    // DECSC and DECRC (`ESC 7`, `ESC 8`), which wrap the start-up probe.
    if start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "7") || bytes[start + 1] == UInt8(ascii: "8")
    {
      return start + 2
    }
    guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
    var index = start + 2
    while index < bytes.count && (0x30...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count, (0x40...0x7E).contains(bytes[index]) else { return nil }
    return index + 1
  }

  /// A strict UTF-8 decode of the character at `index`: its code point and length.
  static func decodeUTF8(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(next & 0x3F)
    }
    let lowest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= lowest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
    return (value, length)
  }

  /// Where checking starts: after the start-up query batch (DA1 is its last query).
  static func afterQueries(_ output: [UInt8]) -> Int {
    PTYProcess.find(Array("\u{1b}[c".utf8), in: output)?.upperBound ?? 0
  }

  /// Problems in text meant for a terminal but not as a screen (stderr, `render`): only
  /// printable text and newlines, optionally SGR sequences.
  static func textViolations(in bytes: [UInt8], allowingSGR: Bool = false, limit: Int = 8) -> [String] {
    var problems: [String] = []
    var index = 0
    while index < bytes.count && problems.count < limit {
      let byte = bytes[index]
      if allowingSGR && byte == 0x1B, let end = controlSequenceEnd(in: bytes, at: index),
        bytes[end - 1] == UInt8(ascii: "m")
      {
        index = end
        continue
      }
      if byte == 0x0A || (0x20..<0x7F).contains(byte) {
        index += 1
        continue
      }
      if byte < 0x80 {
        problems.append("raw control byte 0x\(String(byte, radix: 16)) at \(index)")
        index += 1
        continue
      }
      guard let (value, length) = decodeUTF8(bytes, at: index) else {
        problems.append("a byte that is not UTF-8 (0x\(String(byte, radix: 16))) at \(index)")
        index += 1
        continue
      }
      if (0x80...0x9F).contains(value) || isBidiControl(value) || value == 0x2028 || value == 0x2029 {
        problems.append("U+\(String(value, radix: 16, uppercase: true)) at \(index)")
      }
      index += length
    }
    return problems
  }
}

// MARK: - Suspend under a job-control shell

/// `easel` run by a job-control shell on the pty, the way a user runs it: `sh` with `set -m`
/// puts it in its own process group in the foreground, so a SIGTSTP really stops it (a test
/// pty's session leader would be in an orphaned group, where the kernel discards the stop).
/// Each line written to the FIFO makes the shell `fg` the stopped job (tcsetpgrp + SIGCONT).
final class JobControlShell {
  let process: PTYProcess
  let folder: String
  private let fifo: Int32

  /// Straight-line rather than a loop: bash breaks out of a loop whose foreground job stops.
  /// While easel keeps stopping (status 128 + SIGTSTP) each step waits for a line, then `fg`.
  static func script(cycles: Int) -> String {
    let step =
      "[ \"$s\" -ge 128 ] || exit \"$s\"; IFS= read -r _ < \"$EASEL_FAULT_FIFO\" || exit 99; "
      + "fg > /dev/null; s=$?\n"
    return "set -m\n\"$0\" \"$@\"\ns=$?\n" + String(repeating: step, count: cycles) + "exit \"$s\"\n"
  }

  init(cycles: Int, arguments: [String] = [], rows: Int = 24, columns: Int = 80) throws {
    folder = try Fault.temporaryFolder()
    let path = folder + "/fg"
    try #require(mkfifo(path, 0o600) == 0)
    // Read-write, so writing never blocks or fails while the shell has not opened it yet.
    fifo = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    try #require(fifo >= 0)
    process = try PTYProcess(
      executable: "/bin/sh",
      arguments: ["-c", Self.script(cycles: cycles), PTYProcess.productPath("easel")] + arguments,
      rows: rows, columns: columns, environment: ["EASEL_FAULT_FIFO": path])
  }

  deinit {
    _ = close(fifo)
    _ = unlink(folder + "/fg")
    _ = rmdir(folder)
  }

  /// The pid of `easel`, the shell's child.
  func easelPID(timeout: Duration = .seconds(10)) -> pid_t? {
    let deadline = PTYProcess.now() + timeout.nanoseconds
    while PTYProcess.now() < deadline {
      let path = "/proc/\(process.pid)/task/\(process.pid)/children"
      if let text = try? Fault.readText(path), let first = text.split(separator: " ").first,
        let pid = pid_t(first.trimmingCharacters())
      {
        return pid
      }
      process.readAvailable(waitingMilliseconds: 5)
    }
    return nil
  }

  /// Lets the shell bring the stopped job back to the foreground.
  func foreground() {
    var newline: UInt8 = 0x0A
    _ = write(fifo, &newline, 1)
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> Substring {
    var text = self
    while let last = text.last, last == "\n" || last == " " { text.removeLast() }
    return text
  }
}

extension Fault {
  /// The text of a /proc file (PTYProcess's reader is internal to its module).
  static func readText(_ path: String) throws -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw PTYError.system(call: "open \(path)", errno: errno) }
    defer { _ = close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 { bytes += chunk[0..<count] } else { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
