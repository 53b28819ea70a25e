extension InputDecoder {
  /// The numeric fields of one control sequence, stored inline so that decoding a sequence
  /// allocates nothing.
  ///
  /// Fields are separated by `;` and sub-fields by `:` (kitty `CSI code:shifted ; mods:event u`).
  /// Entries are stored in order; `fieldStarts` says where each field's first entry is. Past
  /// `maxEntries` entries or `maxFields` fields the sequence is marked `overflow` and dropped.
  /// The two arrays are allocated once, at their full size, and only overwritten: keeping them
  /// out of line keeps this struct small, so reading it never copies a few hundred bytes.
  struct Parameters: Sendable {
    static let maxEntries = 32
    static let maxFields = 32
    /// Longer sequences are malformed: consumed to their final byte and dropped.
    static let maxBytes = 256
    /// Numbers stop growing here; every range check rejects it.
    static let saturated = 1 << 40

    var values = [Int](repeating: 0, count: maxEntries)
    var fieldStarts = [Int](repeating: 0, count: maxFields)
    /// Bit i: entry i had digits (an empty entry takes the field's default).
    var presentMask: UInt32 = 0
    var entryCount = 0
    var fieldCount = 1
    var current = 0
    var currentPresent = false
    var currentNegative = false
    var hasSubParameters = false
    var overflow = false
    /// `<`, `=`, `>` or `?` right after the introducer, else 0.
    var prefix: UInt8 = 0
    /// The last intermediate byte (0x20–0x2F), else 0.
    var intermediate: UInt8 = 0
    var byteCount = 0

    mutating func reset() {
      presentMask = 0
      entryCount = 0
      fieldCount = 1
      current = 0
      currentPresent = false
      currentNegative = false
      hasSubParameters = false
      overflow = false
      prefix = 0
      intermediate = 0
      byteCount = 0
    }

    @inline(__always)
    mutating func appendDigit(_ digit: UInt8) {
      current = current < Self.saturated ? current &* 10 &+ Int(digit) : Self.saturated
      currentPresent = true
    }

    /// Closes the entry being read.
    @inline(__always)
    mutating func endEntry() {
      if entryCount < Self.maxEntries {
        values[entryCount] = currentNegative ? -current : current
        if currentPresent { presentMask |= 1 << UInt32(entryCount) }
        entryCount += 1
      } else {
        overflow = true
      }
      current = 0
      currentPresent = false
      currentNegative = false
    }

    /// `;`: closes the entry and starts a new field.
    @inline(__always)
    mutating func nextField() {
      endEntry()
      if fieldCount < Self.maxFields && entryCount < Self.maxEntries {
        fieldStarts[fieldCount] = entryCount
        fieldCount += 1
      } else {
        overflow = true
      }
    }

    /// `:`: closes the entry and starts a sub-field of the same field.
    @inline(__always)
    mutating func nextSubField() {
      endEntry()
      hasSubParameters = true
    }

    /// Whether no digit was seen yet in the entry being read (a `-` sign may come).
    var isAtEntryStart: Bool { !currentPresent && !currentNegative }

    /// The number of entries (sub-fields included) in `field`.
    func entryCount(inField field: Int) -> Int {
      guard field < fieldCount else { return 0 }
      let start = fieldStarts[field]
      let end = field + 1 < fieldCount ? fieldStarts[field + 1] : entryCount
      return end - start
    }

    /// The value of sub-field `sub` of `field`, or nil when absent or empty.
    @inline(__always)
    func value(_ field: Int, _ sub: Int = 0) -> Int? {
      guard field < fieldCount else { return nil }
      let index = fieldStarts[field] + sub
      let end = field + 1 < fieldCount ? fieldStarts[field + 1] : entryCount
      guard index < end, presentMask & (1 << UInt32(index)) != 0 else { return nil }
      return values[index]
    }

    /// The value of `field`'s first entry, or `defaultValue` when absent or empty.
    @inline(__always)
    func value(_ field: Int, default defaultValue: Int) -> Int {
      value(field) ?? defaultValue
    }

    /// Every field's first entry (defaults as 0), for replies such as DA1.
    var fieldValues: [Int] {
      (0..<fieldCount).map { value($0) ?? 0 }
    }

    /// True when the sequence had no digits and no separators at all (`CSI A`).
    var isEmpty: Bool { fieldCount == 1 && entryCount <= 1 && presentMask == 0 && !hasSubParameters }
  }
}
