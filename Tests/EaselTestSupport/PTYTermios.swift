import Glibc

/// Every field of a `termios`, comparable, so a test can say "restored exactly" and print the
/// difference when it is not.
public struct PTYTermios: Equatable, Sendable, CustomStringConvertible {
  public var inputFlags: UInt32
  public var outputFlags: UInt32
  public var controlFlags: UInt32
  public var localFlags: UInt32
  public var lineDiscipline: UInt8
  public var controlCharacters: [UInt8]
  public var inputSpeed: UInt32
  public var outputSpeed: UInt32

  public init(_ settings: termios) {
    var copy = settings
    inputFlags = copy.c_iflag
    outputFlags = copy.c_oflag
    controlFlags = copy.c_cflag
    localFlags = copy.c_lflag
    lineDiscipline = copy.c_line
    controlCharacters = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
    inputSpeed = copy.c_ispeed
    outputSpeed = copy.c_ospeed
  }

  /// The raw-mode contract of terminal-input.md §1.2 with VMIN=0/VTIME=0; nil when it holds,
  /// else what is wrong.
  public var rawModeViolation: String? {
    let inputMask = UInt32(IXON | ICRNL | INLCR | IGNCR | BRKINT | IGNBRK | PARMRK | INPCK | ISTRIP | IXOFF)
    let localMask = UInt32(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
    var problems: [String] = []
    if inputFlags & inputMask != 0 {
      problems.append("iflag has \(String(inputFlags & inputMask, radix: 8))")
    }
    if outputFlags & UInt32(OPOST) != 0 { problems.append("OPOST set") }
    if localFlags & localMask != 0 {
      problems.append("lflag has \(String(localFlags & localMask, radix: 8))")
    }
    if controlFlags & UInt32(CSIZE) != UInt32(CS8) { problems.append("not CS8") }
    if controlFlags & UInt32(PARENB) != 0 { problems.append("PARENB set") }
    if controlCharacters[Int(VMIN)] != 0 { problems.append("VMIN \(controlCharacters[Int(VMIN)])") }
    if controlCharacters[Int(VTIME)] != 0 { problems.append("VTIME \(controlCharacters[Int(VTIME)])") }
    return problems.isEmpty ? nil : problems.joined(separator: ", ")
  }

  public var description: String {
    let flags = [inputFlags, outputFlags, controlFlags, localFlags].map { String($0, radix: 8) }
    return "iflag \(flags[0]) oflag \(flags[1]) cflag \(flags[2]) lflag \(flags[3]) line \(lineDiscipline) "
      + "cc \(controlCharacters) speed \(inputSpeed)/\(outputSpeed)"
  }
}
