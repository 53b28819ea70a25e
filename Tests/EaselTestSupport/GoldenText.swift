import Glibc
import Testing

/// Golden text files: `Goldens/<name>.txt` beside the calling test file. A missing golden is
/// recorded and the test fails; `EASEL_RECORD=1` re-records; a mismatch prints a line diff.
public enum GoldenText {
  public static func expect(
    _ actual: String, matches name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.startIndex)]) + "/Goldens"
    let path = folder + "/" + name + ".txt"
    let isRecording = getenv("EASEL_RECORD").map { String(cString: $0) == "1" } ?? false
    guard !isRecording, let expected = TestFiles.read(path) else {
      mkdir(folder, 0o755)
      if !TestFiles.write(actual, to: path) {
        Issue.record(Comment(rawValue: "could not write golden \(path)"), sourceLocation: sourceLocation)
      } else if !isRecording {
        Issue.record(
          Comment(rawValue: "recorded missing golden \(name).txt; review it and run again"),
          sourceLocation: sourceLocation)
      }
      return
    }
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue: "\(name) differs from its golden (- golden, + actual):\n"
          + GoldenFrame.lineDiff(expected, actual)),
      sourceLocation: sourceLocation)
  }
}

/// Whole-file reads and writes for tests, without Foundation.
public enum TestFiles {
  public static func read(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  public static func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  @discardableResult
  public static func write(_ text: String, to path: String) -> Bool { write(Array(text.utf8), to: path) }

  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// The names of the files in `folder` ending in `suffix`, sorted.
  public static func names(in folder: String, endingWith suffix: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(suffix) { names.append(name) }
    }
    return names.sorted()
  }

  /// True when `EASEL_RECORD=1`: golden tests then record instead of comparing.
  public static var isRecording: Bool { getenv("EASEL_RECORD").map { String(cString: $0) } == "1" }
}
