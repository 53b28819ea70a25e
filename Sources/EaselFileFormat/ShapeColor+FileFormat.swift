import EaselDocument

extension ShapeColor {
  /// The colour as the file writes it: `default`, `ansi:3`, `palette:123` or `#rrggbb`.
  var fileFormatText: String {
    switch self {
    case .default: return "default"
    case .ansi(let index): return "ansi:\(index)"
    case .palette(let index): return "palette:\(index)"
    case .rgb(let red, let green, let blue):
      return "#" + [red, green, blue].map { JSONReader.hex($0).lowercased() }.joined()
    }
  }

  /// Parses `fileFormatText`; hex digits may be upper case. Numbers are written without
  /// leading zeros, so each colour has one canonical spelling besides the hex case.
  init?(fileFormatText text: String) {
    let utf8 = Array(text.utf8)
    func number(after prefix: String, upTo limit: Int) -> UInt8? {
      guard text.hasPrefix(prefix) else { return nil }
      let digits = utf8.dropFirst(prefix.utf8.count)
      guard (1...3).contains(digits.count), digits.first != UInt8(ascii: "0") || digits.count == 1 else {
        return nil
      }
      var value = 0
      for byte in digits {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value <= limit ? UInt8(value) : nil
    }
    if text == "default" {
      self = .default
    } else if let index = number(after: "ansi:", upTo: 15) {
      self = .ansi(index)
    } else if let index = number(after: "palette:", upTo: 255) {
      self = .palette(index)
    } else if utf8.count == 7 && utf8[0] == UInt8(ascii: "#") {
      var channels: [UInt8] = []
      for pair in stride(from: 1, to: 7, by: 2) {
        guard let high = JSONReader.hexValue(utf8[pair]), let low = JSONReader.hexValue(utf8[pair + 1]) else {
          return nil
        }
        channels.append(high << 4 | low)
      }
      self = .rgb(channels[0], channels[1], channels[2])
    } else {
      return nil
    }
  }
}
