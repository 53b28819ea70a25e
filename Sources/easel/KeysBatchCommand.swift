import EaselApp
import EaselTerminal

/// `easel keys` on a pipe or a file: decode everything, print canonical lines, no timing.
enum KeysBatchCommand {
  static func run(countOnly: Bool) -> Int32 {
    var batch = KeysBatch(countOnly: countOnly)
    do {
      while let chunk = try StandardStreams.readChunk(fd: StandardStreams.standardInput) {
        let text = chunk.withUnsafeBufferPointer { batch.feed($0) }
        try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: text)
      }
      try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: batch.finish())
      return 0
    } catch {
      Console.writeError("easel keys: \(error)\n")
      return 1
    }
  }
}
