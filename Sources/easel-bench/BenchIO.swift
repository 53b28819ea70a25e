import Glibc

/// File, clock and output helpers shared by the benchmarks.
enum BenchIO {
  /// Reads a whole file, or nil (with a message on stderr) when it cannot.
  static func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else {
      printError("easel-bench: cannot open \(path)\n")
      return nil
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    if ferror(file) != 0 {
      printError("easel-bench: cannot read \(path)\n")
      return nil
    }
    return bytes
  }

  /// Writes `bytes` to `path`, replacing it; false (with a message) on failure.
  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    guard let file = fopen(path, "wb") else {
      printError("easel-bench: cannot create \(path)\n")
      return false
    }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
  }

  static func printError(_ text: String) {
    writeAll(2, Array(text.utf8))
  }

  /// Prints one line to stdout at once (unbuffered, so lines appear as runs finish).
  static func printLine(_ text: String) {
    writeAll(1, Array((text + "\n").utf8))
  }

  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Seconds on `clock` (CLOCK_MONOTONIC for wall time, CLOCK_PROCESS_CPUTIME_ID for CPU time).
  static func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A number with `digits` decimals, as C's `%.Nf` prints it.
  static func format(_ value: Double, _ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(digits)f", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The median of a non-empty list.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
