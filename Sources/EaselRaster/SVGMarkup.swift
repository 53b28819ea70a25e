/// The XML text of an SVG export, written element by element, one per line.
///
/// Lengths are whole eighths of a pixel (`SVGMarkup.number`), so every coordinate the export
/// uses — cell edges and centres, dot centres (a dot is half a cell wide and a quarter tall) —
/// is exact and written without floating point.
struct SVGMarkup {
  private(set) var text = ""
  private var depth: Int

  /// Markup whose elements start `depth` levels in.
  init(depth: Int = 0) { self.depth = depth }

  /// An attribute list; values are escaped when written.
  typealias Attributes = [(name: String, value: String)]

  /// `<name attributes>` on a line of its own; later elements are indented inside it.
  mutating func open(_ name: String, _ attributes: Attributes = []) {
    startLine()
    text += "<" + name
    append(attributes)
    text += ">\n"
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    startLine()
    text += "</" + name + ">\n"
  }

  /// `<name attributes/>` on a line of its own.
  mutating func empty(_ name: String, _ attributes: Attributes) {
    startLine()
    text += "<" + name
    append(attributes)
    text += "/>\n"
  }

  /// `<!-- comment -->` on a line of its own; `comment` must not contain `--`.
  mutating func comment(_ comment: String) {
    startLine()
    text += "<!-- " + comment + " -->\n"
  }

  /// A `<text>` element with its `<tspan>`s on one line: under `xml:space="preserve"` any
  /// whitespace between the spans would be drawn.
  mutating func text(_ attributes: Attributes, spans: [(attributes: Attributes, content: String)]) {
    startLine()
    text += "<text"
    append(attributes)
    text += ">"
    for span in spans {
      text += "<tspan"
      append(span.attributes)
      text += ">"
      Self.escape(span.content, into: &text)
      text += "</tspan>"
    }
    text += "</text>\n"
  }

  private mutating func startLine() {
    text += String(repeating: "  ", count: depth)
  }

  private mutating func append(_ attributes: Attributes) {
    for (name, value) in attributes {
      text += " " + name + "=\""
      Self.escape(value, into: &text)
      text += "\""
    }
  }

  /// Appends `text` as XML character data safe in element content and in double- or
  /// single-quoted attributes:
  /// - `&`, `<`, `>`, `"` and `'` become entity references;
  /// - tab, line feed and carriage return become character references (an attribute value
  ///   keeps them instead of turning them into spaces);
  /// - characters XML 1.0 does not allow — the C0 controls other than those three, U+FFFE and
  ///   U+FFFF — are dropped, and so are DEL and the C1 controls, which XML allows but which
  ///   could steer a terminal the file is printed on;
  /// - format characters (bidi controls, zero-width joiners, soft hyphens) and the line and
  ///   paragraph separators become character references, so the file itself shows no invisible
  ///   reordering when read as text.
  /// Lone surrogates cannot occur in a Swift string.
  static func escape<Text: StringProtocol>(_ text: Text, into output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: output += "&amp;"
      case 0x3C: output += "&lt;"
      case 0x3E: output += "&gt;"
      case 0x22: output += "&quot;"
      case 0x27: output += "&apos;"
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: output += characterReference(scalar)
      case 0x00..<0x20, 0x7F..<0xA0, 0xFFFE, 0xFFFF: continue
      default:
        if scalar.properties.generalCategory == .format {
          output += characterReference(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
  }

  static func escaped<Text: StringProtocol>(_ text: Text) -> String {
    var output = ""
    escape(text, into: &output)
    return output
  }

  /// `&#xHHHH;`, upper-case hex.
  static func characterReference(_ scalar: Unicode.Scalar) -> String {
    "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
  }

  /// A length of `eighths` eighths of a pixel in decimal: `12`, `-0.5`, `3.375`.
  static func number(_ eighths: Int) -> String {
    let magnitude = eighths.magnitude
    var result = eighths < 0 ? "-" : ""
    result += String(magnitude / 8)
    let fraction = Int(magnitude % 8)
    guard fraction != 0 else { return result }
    var digits = String(fraction * 125)
    while digits.hasSuffix("0") { digits.removeLast() }
    return result + "." + digits
  }

  /// `value` (in eighths) rounded to whole eighths.
  static func eighths(_ value: Double) -> Int { Int(value.rounded()) }
}
