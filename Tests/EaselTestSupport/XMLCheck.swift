/// Checks a document with a real XML parser: Python 3's `xml.etree.ElementTree` (expat),
/// which refuses anything that is not well-formed XML 1.0 — unescaped markup characters,
/// characters XML does not allow, mismatched tags, undeclared entities.
public enum XMLCheck {
  /// What the parser found.
  public struct Parsed: Sendable, Equatable {
    /// The root element's namespace URI and local name, `{uri}name` as ElementTree spells it.
    public var root: String
    /// How many elements of each local name there are, the root included.
    public var counts: [String: Int]
    /// The root element's attributes (with namespaces as ElementTree spells them).
    public var rootAttributes: [String: String]
    /// The text of every `tspan`, in document order, as the parser decoded it.
    public var spanTexts: [String]

    public func count(_ name: String) -> Int { counts[name] ?? 0 }
  }

  /// Why a check failed: the parser's message, or why it could not be run.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  static let script = """
    import sys, xml.etree.ElementTree as ET
    data = sys.stdin.buffer.read()
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        print("not well-formed:", error)
        sys.exit(3)
    hexed = lambda text: text.encode("utf-8").hex()
    local = lambda tag: tag.rsplit("}", 1)[-1]
    print("root", hexed(root.tag))
    counts = {}
    for element in root.iter():
        counts[local(element.tag)] = counts.get(local(element.tag), 0) + 1
    for name, count in sorted(counts.items()):
        print("count", hexed(name), count)
    for name, value in sorted(root.attrib.items()):
        print("attribute", hexed(name), hexed(value))
    for element in root.iter():
        if local(element.tag) == "tspan":
            print("tspan", hexed(element.text or ""))
    """

  /// Parses `bytes` with python3; throws when it is not well-formed or python3 cannot be run.
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> Parsed {
    let result: PipedProcess.Result
    do {
      result = try PipedProcess.run(
        executable: "/usr/bin/env", arguments: ["python3", "-c", script], input: bytes, timeout: .seconds(60))
    } catch {
      throw Failure(description: "cannot run python3: \(error)")
    }
    guard result.termination?.reason == .exited(0) else {
      throw Failure(
        description: "python3 ended with \(String(describing: result.termination?.reason)): "
          + result.outputText + result.errorText)
    }
    var parsed = Parsed(root: "", counts: [:], rootAttributes: [:], spanTexts: [])
    for line in result.outputText.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      switch fields.first {
      case "root": parsed.root = unhexed(fields[1])
      case "count": parsed.counts[unhexed(fields[1])] = Int(fields[2]) ?? -1
      case "attribute": parsed.rootAttributes[unhexed(fields[1])] = unhexed(fields[2])
      case "tspan": parsed.spanTexts.append(unhexed(fields.count > 1 ? fields[1] : ""))
      default: throw Failure(description: "unexpected line from python3: \(line)")
      }
    }
    return parsed
  }

  /// The UTF-8 text whose bytes are written in `hex`.
  static func unhexed(_ hex: String) -> String {
    var bytes: [UInt8] = []
    var digits = hex.utf8.makeIterator()
    while let high = digits.next(), let low = digits.next() {
      bytes.append(value(of: high) << 4 | value(of: low))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func value(of digit: UInt8) -> UInt8 {
    digit >= UInt8(ascii: "a") ? digit - UInt8(ascii: "a") + 10 : digit - UInt8(ascii: "0")
  }
}
