import Glibc

/// Reads and writes the example documents in `docs/examples/`, found from this file's path.
enum ExampleFiles {
  /// `docs/examples` of the repository this test file belongs to.
  static let directory: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/docs/examples"
  }()

  /// The `.easel` files in the directory, sorted.
  static func names() -> [String] {
    guard let directory = opendir(directory) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".easel") { names.append(name) }
    }
    return names.sorted()
  }

  /// A file in `docs/examples`, or elsewhere with a path relative to it.
  static func read(_ name: String) -> [UInt8]? {
    let fd = open(directory + "/" + name, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes.append(contentsOf: buffer[0..<count])
    }
  }

  static func write(_ bytes: [UInt8], to name: String) -> Bool {
    let fd = open(directory + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// True when `EASEL_RECORD=1`: the examples test then rewrites the files.
  static var isRecording: Bool { getenv("EASEL_RECORD").map { String(cString: $0) } == "1" }
}
