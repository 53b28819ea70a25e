import EaselGeometry

/// One screen cell: a grapheme cluster, its width and its style.
///
/// A wide character is a lead cell of width 2 followed by a `continuation` cell, which the
/// encoder never writes: the terminal fills it when it draws the lead.
///
/// The cell is plain bytes (no reference counting), so grids allocate, copy, clear and compare
/// as fast as memory allows: the grapheme's UTF-8 is stored inline when it fits in 15 bytes —
/// every character but long emoji sequences — and otherwise as an index into a shared table.
public struct Cell: Hashable, Sendable {
  private var text: GraphemeBytes
  /// 1 or 2 for a drawable cell, 0 for a continuation.
  public private(set) var width: UInt8
  public var style: Style

  /// A cell showing `character`; controls become U+FFFD, and a zero-width cluster (a lone
  /// combining mark) is drawn over a space so it still occupies its cell.
  ///
  /// A zero-width joiner that ends the cluster ("a" + ZWJ, a lone ZWJ, an emoji with nothing
  /// joined after it) is dropped: tmux joins whatever the next cell holds onto it, so its screen
  /// would run a column behind Easel's from there on. A joiner inside an emoji sequence stays.
  public init(_ character: Character, style: Style = .plain) {
    if character.utf8.count >= 3, character.unicodeScalars.last?.value == 0x200D {
      var scalars = String.UnicodeScalarView(character.unicodeScalars)
      while scalars.last?.value == 0x200D { scalars.removeLast() }
      guard let trimmed = String(scalars).first else {
        self.init(text: .space, width: 1, style: style)
        return
      }
      self.init(trimmed, style: style)
      return
    }
    if TextWidth.isControl(character) {
      self.init(text: GraphemeBytes("\u{FFFD}"), width: 1, style: style)
      return
    }
    let width = TextWidth.width(of: character)
    if width == 0 {
      self.init(text: GraphemeBytes(" " + String(character)), width: 1, style: style)
    } else {
      self.init(text: GraphemeBytes(String(character)), width: UInt8(width), style: style)
    }
  }

  private init(text: GraphemeBytes, width: UInt8, style: Style) {
    self.text = text
    self.width = width
    self.style = style
  }

  /// The grapheme cluster the cell shows ("" for a continuation).
  public var grapheme: String { text.string }

  /// The number of UTF-8 bytes writing the cell costs.
  public var utf8Count: Int { text.utf8Count }

  /// Appends the cell's UTF-8 bytes.
  @inline(__always)
  public func appendUTF8(to bytes: inout [UInt8]) { text.append(to: &bytes) }

  /// True when both cells show the same grapheme, whatever their styles.
  @inline(__always)
  public func sameGrapheme(as other: Cell) -> Bool { text == other.text }

  /// True for a cell showing a single space, whatever its style.
  public var isSpace: Bool { text == GraphemeBytes.space }

  /// A space in the plain style: what a cleared screen shows.
  public static let blank = Cell(text: .space, width: 1, style: .plain)

  /// A space in `style`, so a cleared cell keeps its background.
  public static func blank(style: Style) -> Cell { Cell(text: .space, width: 1, style: style) }

  /// The right half of a wide character.
  public static let continuation = Cell(text: .empty, width: 0, style: .plain)

  public var isContinuation: Bool { width == 0 }
  public var isWide: Bool { width == 2 }
}

/// A grapheme's UTF-8 bytes in 16 bytes: up to 15 inline with the count in the last byte, or
/// (count byte 0xFF) the index of a longer grapheme in `LongGraphemes`.
struct GraphemeBytes: Hashable, Sendable {
  private var low: UInt64
  private var high: UInt64

  private static let countShift: UInt64 = 56
  private static let longMarker: UInt64 = 0xFF

  static let empty = GraphemeBytes(low: 0, high: 0)
  static let space = GraphemeBytes(" ")

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  init(_ string: String) {
    var string = string
    let stored: GraphemeBytes? = string.withUTF8 { utf8 in
      guard utf8.count <= 15 else { return nil }
      var low: UInt64 = 0
      var high: UInt64 = 0
      for (index, byte) in utf8.enumerated() {
        if index < 8 {
          low |= UInt64(byte) << (8 * UInt64(index))
        } else {
          high |= UInt64(byte) << (8 * UInt64(index - 8))
        }
      }
      high |= UInt64(utf8.count) << Self.countShift
      return GraphemeBytes(low: low, high: high)
    }
    if let stored {
      self = stored
    } else {
      self.init(low: UInt64(LongGraphemes.shared.index(of: string)), high: Self.longMarker << Self.countShift)
    }
  }

  private var isLong: Bool { high >> Self.countShift == Self.longMarker }

  var utf8Count: Int {
    isLong ? LongGraphemes.shared.string(at: Int(low)).utf8.count : Int(high >> Self.countShift)
  }

  var string: String {
    if isLong { return LongGraphemes.shared.string(at: Int(low)) }
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @inline(__always)
  func append(to bytes: inout [UInt8]) {
    if isLong {
      bytes.append(contentsOf: LongGraphemes.shared.string(at: Int(low)).utf8)
      return
    }
    let count = Int(high >> Self.countShift)
    for index in 0..<count {
      let word = index < 8 ? low : high
      bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index & 7))))
    }
  }
}
