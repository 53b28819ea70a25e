/// Modifier keys, with the kitty keyboard protocol's bit values so reports map one to one.
///
/// Super and Control stay distinct here; the keymap lets either satisfy `Cmd`.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = Modifiers(rawValue: 1)
  public static let alt = Modifiers(rawValue: 2)
  public static let control = Modifiers(rawValue: 4)
  public static let superKey = Modifiers(rawValue: 8)
  public static let hyper = Modifiers(rawValue: 16)
  public static let meta = Modifiers(rawValue: 32)
  public static let capsLock = Modifiers(rawValue: 64)
  public static let numLock = Modifiers(rawValue: 128)

  /// The lock keys, which are state rather than held keys.
  public static let locks: Modifiers = [.capsLock, .numLock]

  /// From the "1 + bits" parameter used by xterm and kitty (1 or absent means none).
  /// xterm's bit 8 is Meta; kitty's is Super. Easel takes the kitty meaning.
  @inlinable
  public init(parameter: Int) {
    self.init(rawValue: parameter > 1 ? UInt8(truncatingIfNeeded: parameter - 1) : 0)
  }

  /// Canonical names in canonical order (spec §2: shift, alt, ctrl, super, hyper, meta).
  public var names: [String] {
    var result: [String] = []
    if contains(.shift) { result.append("shift") }
    if contains(.alt) { result.append("alt") }
    if contains(.control) { result.append("ctrl") }
    if contains(.superKey) { result.append("super") }
    if contains(.hyper) { result.append("hyper") }
    if contains(.meta) { result.append("meta") }
    return result
  }

  /// The canonical `+`-joined form, or `-` when no modifier (locks are not shown).
  public var canonical: String {
    let list = names
    return list.isEmpty ? "-" : list.joined(separator: "+")
  }
}
