import Glibc

/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 (a Latin-1
/// `caf\xE9.easel`) must still open, save under the same bytes, complete and export, so every
/// path crosses the system boundary here: bytes become a string that keeps each stray byte as a
/// scalar of its own, and back, exactly.
///
/// A byte `b` (0x80–0xFF) that is not part of a valid UTF-8 sequence becomes U+10FF00 + `b`, the
/// last 128 code points of plane 16's private use area. The mapping is a bijection: a name that
/// really holds one of those code points (in UTF-8) has that sequence's bytes escaped one by one,
/// so any byte string comes back as itself. Shown to a person, an escape is `?`
/// (`PrintableText`), as `ls` shows it.
public enum SystemPath {
  /// The scalars that stand for single bytes.
  public static let escapes: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

  /// The string for a file name's bytes.
  public static func string<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    let bytes = Array(bytes)
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = decodeScalar(bytes, at: index), !escapes.contains(scalar.value) {
        scalars.append(scalar)
        index += length
      } else {
        scalars.append(Unicode.Scalar(0x10FF00 + UInt32(bytes[index]))!)
        index += 1
      }
    }
    return String(scalars)
  }

  /// The string for a NUL-terminated name from the C library.
  public static func string(cString: UnsafePointer<CChar>) -> String {
    string(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
  }

  /// The bytes a path stands for, without the terminating NUL.
  public static func bytes(_ path: String) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if escapes.contains(scalar.value) {
        result.append(UInt8(scalar.value - 0x10FF00))
      } else {
        result.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return result
  }

  /// Calls `body` with the path as the C library wants it: its bytes, NUL-terminated.
  public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard path.unicodeScalars.contains(where: { escapes.contains($0.value) }) else {
      return path.withCString(body)
    }
    var bytes = bytes(path).map { CChar(bitPattern: $0) }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The scalar encoded at `index` and its length in bytes, when the bytes there are valid
  /// UTF-8 (shortest form, no surrogates, at most U+10FFFF); nil otherwise.
  static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= shortest, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}

/// The C library's path calls, each taking a path as `SystemPath` spells it. Every system call
/// in EaselTerminal that takes a path goes through here (`Scripts/check-imports.sh` checks), so
/// no name is ever passed on as its lossy UTF-8.
enum PathCall {
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    SystemPath.withCString(path) { Glibc.open($0, flags, mode) }
  }

  static func stat(_ path: String, _ info: inout Glibc.stat) -> Int32 {
    SystemPath.withCString(path) { statFile($0, &info) }
  }

  static func access(_ path: String, _ mode: Int32) -> Int32 {
    SystemPath.withCString(path) { Glibc.access($0, mode) }
  }

  static func rename(_ from: String, _ to: String) -> Int32 {
    SystemPath.withCString(from) { from in SystemPath.withCString(to) { Glibc.rename(from, $0) } }
  }

  static func unlink(_ path: String) -> Int32 {
    SystemPath.withCString(path) { Glibc.unlink($0) }
  }

  static func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
    SystemPath.withCString(path) { Glibc.mkdir($0, mode) }
  }

  static func chmod(_ path: String, _ mode: mode_t) -> Int32 {
    SystemPath.withCString(path) { Glibc.chmod($0, mode) }
  }

  static func opendir(_ path: String) -> OpaquePointer? {
    SystemPath.withCString(path) { Glibc.opendir($0) }
  }

  /// The target of the symlink at `path`; nil when it is none (or cannot be read).
  static func readlink(_ path: String) -> String? {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = SystemPath.withCString(path) { name in
      buffer.withUnsafeMutableBytes { Glibc.readlink(name, $0.baseAddress!, $0.count - 1) }
    }
    return count > 0 ? SystemPath.string(buffer[0..<count]) : nil
  }

  /// `realpath(path)`; nil when a part of it is missing or cannot be read.
  static func realpath(_ path: String) -> String? {
    guard let resolved = SystemPath.withCString(path, { Glibc.realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return SystemPath.string(cString: resolved)
  }

  /// The current folder; nil with `errno` set when it cannot be told.
  static func getcwd() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard Glibc.getcwd(&buffer, buffer.count) != nil else { return nil }
    return buffer.withUnsafeBufferPointer { SystemPath.string(cString: $0.baseAddress!) }
  }
}

/// `stat` by path, outside `PathCall`, where the name would mean `PathCall.stat` (and
/// `Glibc.stat` the struct).
private func statFile(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { stat(path, &info) }
