import EaselInput

/// The properties each fuzz target checks; a violation traps, which libFuzzer reports as a crash.
enum FuzzChecks {
  /// The decoder never traps, and input cut anywhere decodes exactly as the whole does.
  static func decoder(_ bytes: UnsafeBufferPointer<UInt8>) {
    var whole = InputDecoder()
    var expected: [InputEvent] = []
    whole.feed(bytes, at: .zero, into: &expected)
    whole.flush(into: &expected)

    var pieces = InputDecoder()
    var actual: [InputEvent] = []
    var start = 0
    var step = 1
    while start < bytes.count {
      // Cut lengths vary with the data itself, so the fuzzer explores the boundaries too.
      step = (step * 7 + Int(bytes[start])) % 13 + 1
      let end = min(bytes.count, start + step)
      pieces.feed(UnsafeBufferPointer(rebasing: bytes[start..<end]), at: .zero, into: &actual)
      start = end
    }
    pieces.flush(into: &actual)
    precondition(actual == expected, "cut input decoded differently from whole input")
  }

  /// The key tracker never traps, keeps its state bounded, keeps deadlines in the future, and
  /// lets go of every key once time runs out or everything is released.
  static func keyTracker(_ bytes: UnsafeBufferPointer<UInt8>) {
    let keys: [Key] = [
      .up, .right, .character("a"), .character("p"), .modifier(.leftSuper), .modifier(.leftShift), .enter,
    ]
    let phases: [KeyPhase] = [.press, .repeat, .release]
    var tracker = KeyTracker(releasesReported: bytes.first.map { $0 & 1 == 1 } ?? false)
    var now = Instant.milliseconds(1)
    var index = 1
    while index + 2 < bytes.count {
      let a = bytes[index]
      let b = bytes[index + 1]
      let c = bytes[index + 2]
      index += 3
      now = now + .milliseconds(Int(c) * 4)
      let event: InputEvent
      switch a % 5 {
      case 0:
        event = .focus(b & 1 == 0)
      case 1:
        event = .mouse(
          MouseEvent(
            action: .drag, button: .left, x: Int(b), y: Int(c), modifiers: Modifiers(rawValue: b & 7)))
      default:
        event = .key(
          KeyEvent(
            key: keys[Int(b) % keys.count], modifiers: Modifiers(rawValue: c & 0x0F),
            phase: phases[Int(a / 5) % 3], hasReportedPhase: a & 0x80 != 0))
      }
      if let due = tracker.deadline, due <= now {
        _ = tracker.expire(at: now)
      }
      _ = tracker.handle(event, at: now)
      precondition(tracker.heldKeys.count <= KeyTracker.maximumHeldKeys, "held keys unbounded")
      if let due = tracker.deadline { precondition(due > now || due == now, "deadline in the past") }
    }
    _ = tracker.releaseAll(at: now)
    precondition(tracker.heldKeys.isEmpty, "keys still held after releaseAll")
  }
}
