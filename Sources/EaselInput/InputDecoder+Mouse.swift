extension InputDecoder {
  /// Coordinates beyond this (in cells or pixels, either sign) drop the report.
  static let maxMouseCoordinate = 1_000_000

  /// The event of a mouse button code (terminal-input.md §7.2): bits 0–1 button (3 = none),
  /// +4 Shift, +8 Alt, +16 Ctrl, +32 motion, +64 wheel group, +128 buttons 8–11.
  /// `isRelease` is SGR's `m` final; X10 reports a release as button 3 without motion.
  static func mouseEvent(code: Int, x: Int, y: Int, isRelease: Bool, isPixels: Bool) -> MouseEvent? {
    guard code >= 0 && code < 256,
      abs(x) <= maxMouseCoordinate && abs(y) <= maxMouseCoordinate
    else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: MouseButton
    if code & 64 != 0 && code & 128 == 0 && code & 32 != 0 {
      // A report with the motion bit is motion, whatever its button: urxvt sends plain pointer
      // motion after a wheel notch with the wheel's code plus 32 (96, 97). A wheel is never
      // held, so this is motion with no button down.
      return MouseEvent(action: .move, button: .none, x: x, y: y, modifiers: modifiers, isPixels: isPixels)
    } else if code & 128 != 0 {
      guard code & 64 == 0 else { return nil }
      button = .extra(8 + low)
    } else if code & 64 != 0 {
      // The wheel has no release.
      guard !isRelease else { return nil }
      let wheel: MouseButton
      switch low {
      case 0: wheel = .wheelUp
      case 1: wheel = .wheelDown
      case 2: wheel = .wheelLeft
      default: wheel = .wheelRight
      }
      return MouseEvent(action: .wheel, button: wheel, x: x, y: y, modifiers: modifiers, isPixels: isPixels)
    } else {
      switch low {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: button = .none
      }
    }
    let action: MouseAction
    if isRelease {
      action = .release
    } else if code & 32 != 0 {
      action = button == .none ? .move : .drag
    } else {
      action = button == .none ? .release : .press
    }
    return MouseEvent(action: action, button: button, x: x, y: y, modifiers: modifiers, isPixels: isPixels)
  }

  /// SGR mouse (1006) and SGR-pixel (1016): `CSI < Cb ; Cx ; Cy M` press or motion, `m` release.
  mutating func decodeSGRMouse(isRelease: Bool, into events: inout [InputEvent]) {
    guard params.fieldCount == 3, let code = params.value(0), let x = params.value(1),
      let y = params.value(2),
      let event = Self.mouseEvent(code: code, x: x, y: y, isRelease: isRelease, isPixels: mousePixels)
    else {
      return dropSequence(into: &events)
    }
    emitSequenceEvent(.mouse(event), into: &events)
  }

  /// urxvt mouse (1015): `CSI Cb ; Cx ; Cy M` with the button code + 32, decimal coordinates.
  mutating func decodeURXVTMouse(into events: inout [InputEvent]) {
    guard params.fieldCount == 3, !params.hasSubParameters, let code = params.value(0),
      let x = params.value(1), let y = params.value(2), code >= 32,
      let event = Self.mouseEvent(code: code - 32, x: x, y: y, isRelease: false, isPixels: false)
    else {
      return dropSequence(into: &events)
    }
    emitSequenceEvent(.mouse(event), into: &events)
  }

  /// One of the three raw bytes of an X10 report `CSI M Cb Cx Cy` (each value + 32).
  /// Returns false when a control byte cuts the report short and must be decoded anew.
  mutating func decodeX10Byte(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    guard byte >= 0x20 else {
      dropSequence(into: &events)
      return false
    }
    switch x10Count {
    case 0: x10Bytes.0 = byte
    case 1: x10Bytes.1 = byte
    default: x10Bytes.2 = byte
    }
    x10Count += 1
    guard x10Count == 3 else { return true }
    state = .ground
    let code = Int(x10Bytes.0) - 32
    let x = Int(x10Bytes.1) - 32
    let y = Int(x10Bytes.2) - 32
    guard let event = Self.mouseEvent(code: code, x: x, y: y, isRelease: false, isPixels: false) else {
      dropSequence(into: &events)
      return true
    }
    emitSequenceEvent(.mouse(event), into: &events)
    return true
  }
}
