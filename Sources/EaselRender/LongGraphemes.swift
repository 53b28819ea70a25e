import Synchronization

/// Graphemes longer than 15 UTF-8 bytes (ZWJ families, flags with tags, stacked marks), kept
/// once each so a `Cell` can refer to them by index and stay plain bytes. Append-only: the
/// table grows with the number of distinct long graphemes ever drawn, which is small.
final class LongGraphemes: Sendable {
  static let shared = LongGraphemes()

  private struct Table {
    var strings: [String] = []
    var indices: [String: Int] = [:]
  }

  private let table = Mutex(Table())

  func index(of string: String) -> Int {
    table.withLock { table in
      if let index = table.indices[string] { return index }
      table.strings.append(string)
      table.indices[string] = table.strings.count - 1
      return table.strings.count - 1
    }
  }

  func string(at index: Int) -> String {
    table.withLock { $0.strings[index] }
  }
}
