import EaselTestSupport

/// Reads and writes the example documents in `docs/examples/`, found from this file's path.
enum ExampleFiles {
  /// `docs/examples` of the repository this test file belongs to.
  static let directory: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/docs/examples"
  }()

  /// The `.easel` files in the directory, sorted.
  static func names() -> [String] { TestFiles.names(in: directory, endingWith: ".easel") }

  /// A file in `docs/examples`, or elsewhere with a path relative to it.
  static func read(_ name: String) -> [UInt8]? { TestFiles.readBytes(directory + "/" + name) }

  static func write(_ bytes: [UInt8], to name: String) -> Bool {
    TestFiles.write(bytes, to: directory + "/" + name)
  }

  /// True when `EASEL_RECORD=1`: the examples test then rewrites the files.
  static var isRecording: Bool { TestFiles.isRecording }
}
