/// The canonical one-line form of events used by `easel keys` and the decode benchmark
/// (`../shared/bench/gen_input.py`, extended by spec §2 with `F in|out` and `R cols rows`).
extension KeyEvent {
  /// `K <key> <mods> press|repeat|release`. A letter with Shift is written in upper case
  /// without `shift`; bare modifier keys are written with mods `-`.
  public var canonical: String {
    var base = key.name
    var mods = modifiers
    if case .character(let scalar) = key, mods.contains(.shift), scalar.properties.isLowercase,
      scalar.isASCII
    {
      base = base.uppercased()
      mods.remove(.shift)
    }
    if key.isModifier { mods = [] }
    return "K \(base) \(mods.canonical) \(phase.name)"
  }
}

extension MouseEvent {
  /// `M <action> <button> <x> <y> <mods>`.
  public var canonical: String {
    "M \(action.name) \(button.canonical) \(x) \(y) \(modifiers.canonical)"
  }
}

extension PasteEvent {
  /// `P <code points> <crc32 of the UTF-8 bytes, 8 hex digits>`.
  public var canonical: String {
    let digits = String(CRC32.checksum(text.utf8), radix: 16)
    let padded = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    return "P \(text.unicodeScalars.count) \(padded)"
  }
}

extension InputEvent {
  /// The canonical line, or nil for terminal replies (which are not user input).
  public var canonical: String? {
    switch self {
    case .key(let event): return event.canonical
    case .mouse(let event): return event.canonical
    case .paste(let event): return event.canonical
    case .focus(let isIn): return isIn ? "F in" : "F out"
    case .reply: return nil
    }
  }
}

/// CRC-32 (IEEE 802.3, as zlib computes it), for the paste line.
public enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
