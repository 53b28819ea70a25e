/// st 0.9's reading of what a program writes, as far as the cursor and the attributes go: a
/// tiny interpreter of its CSI parser (st.c `csiparse`/`csihandle`), which ignores the `?` of a
/// private sequence for most finals. So `CSI ? u` is "restore cursor" (ANSI.SYS `CSI u`) and
/// `CSI ? 4 m` is SGR 4, underline on (issue 13: `easel --probe` printed over the top of the
/// screen and left the prompt underlined). It keeps no text: only where the cursor is, the
/// attributes and the saved cursor (which, as in st, holds the attributes too).
public struct StScreenModel: Sendable {
  public struct Cursor: Sendable, Equatable, CustomStringConvertible {
    public var row = 0
    public var column = 0
    /// SGR attributes in effect: 1 bold, 4 underline, 7 reverse (others are not kept).
    public var attributes: Set<Int> = []

    public var description: String { "row \(row), column \(column), attributes \(attributes.sorted())" }
  }

  public let columns: Int
  public let rows: Int
  public private(set) var cursor = Cursor()
  /// The slot `ESC 7`, `CSI s` and `CSI ? 1049 h` save to and `ESC 8`, `CSI u` and
  /// `CSI ? 1049 l` load from (st keeps one per screen; the main screen's is the one that matters).
  public private(set) var saved = Cursor()
  public private(set) var isAlternateScreen = false

  private enum State { case ground, escape, csi, controlString, controlStringEscape }
  private var state = State.ground
  private var sequence: [UInt8] = []
  private var mainCursor = Cursor()

  public init(columns: Int = 80, rows: Int = 24) {
    self.columns = columns
    self.rows = rows
  }

  public mutating func feed(_ text: String) { feed(Array(text.utf8)) }

  public mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes { step(byte) }
  }

  private mutating func step(_ byte: UInt8) {
    switch state {
    case .ground: ground(byte)
    case .escape: escape(byte)
    case .csi:
      if (0x40...0x7E).contains(byte) {
        handleCSI(final: byte)
        state = .ground
      } else {
        sequence.append(byte)
      }
    case .controlString:
      if byte == 0x1B { state = .controlStringEscape } else if byte == 0x07 { state = .ground }
    case .controlStringEscape:
      state = byte == UInt8(ascii: "\\") ? .ground : .controlString
    }
  }

  private mutating func ground(_ byte: UInt8) {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D: cursor.column = 0
    case 0x0A: cursor.row = min(rows - 1, cursor.row + 1)
    case 0x08: cursor.column = max(0, cursor.column - 1)
    case 0x00..<0x20, 0x7F: break
    case 0x80..<0xC0: break  // UTF-8 continuation: the lead byte took the cell
    default:
      cursor.column += 1
      if cursor.column >= columns {
        cursor.column = 0
        cursor.row = min(rows - 1, cursor.row + 1)
      }
    }
  }

  private mutating func escape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["):
      sequence = []
      state = .csi
    case UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "^"):
      state = .controlString
    case UInt8(ascii: "7"): saved = cursor
    case UInt8(ascii: "8"): cursor = saved
    default: break
    }
  }

  /// st's `csiparse`: a leading `?` sets "private", then numbers separated by `;`; the first
  /// byte after them is the mode (so `CSI > 0 q` has mode `>` and does nothing).
  private mutating func handleCSI(final: UInt8) {
    var bytes = sequence[...]
    var isPrivate = false
    if bytes.first == UInt8(ascii: "?") {
      isPrivate = true
      bytes = bytes.dropFirst()
    }
    var arguments: [Int] = []
    var number: Int?
    var mode = final
    for byte in bytes {
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        number = (number ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
      } else if byte == UInt8(ascii: ";") {
        arguments.append(number ?? 0)
        number = nil
      } else {
        mode = byte
        break
      }
    }
    arguments.append(number ?? 0)
    func argument(_ index: Int, default value: Int) -> Int {
      index < arguments.count && arguments[index] != 0 ? arguments[index] : value
    }
    switch mode {
    case UInt8(ascii: "u"): cursor = saved
    case UInt8(ascii: "s"): saved = cursor
    case UInt8(ascii: "m"): setAttributes(arguments)
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor.row = min(rows - 1, argument(0, default: 1) - 1)
      cursor.column = min(columns - 1, argument(1, default: 1) - 1)
    case UInt8(ascii: "A"): cursor.row = max(0, cursor.row - argument(0, default: 1))
    case UInt8(ascii: "B"): cursor.row = min(rows - 1, cursor.row + argument(0, default: 1))
    case UInt8(ascii: "C"): cursor.column = min(columns - 1, cursor.column + argument(0, default: 1))
    case UInt8(ascii: "D"): cursor.column = max(0, cursor.column - argument(0, default: 1))
    case UInt8(ascii: "G"): cursor.column = min(columns - 1, argument(0, default: 1) - 1)
    case UInt8(ascii: "d"): cursor.row = min(rows - 1, argument(0, default: 1) - 1)
    case UInt8(ascii: "h") where isPrivate && arguments.contains(1049):
      guard !isAlternateScreen else { return }
      saved = cursor
      mainCursor = saved
      isAlternateScreen = true
    case UInt8(ascii: "l") where isPrivate && arguments.contains(1049):
      guard isAlternateScreen else { return }
      isAlternateScreen = false
      saved = mainCursor
      cursor = saved
    default: break
    }
  }

  private mutating func setAttributes(_ arguments: [Int]) {
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case 0: cursor.attributes = []
      case 1, 4, 7: cursor.attributes.insert(arguments[index])
      case 22: cursor.attributes.remove(1)
      case 24: cursor.attributes.remove(4)
      case 27: cursor.attributes.remove(7)
      case 38, 48, 58:
        // Extended colours: skip their parameters.
        index += index + 1 < arguments.count && arguments[index + 1] == 2 ? 4 : 2
      default: break
      }
      index += 1
    }
  }
}
