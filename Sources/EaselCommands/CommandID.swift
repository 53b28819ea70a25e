/// A command's stable identifier: lowerCamelCase segments joined by dots, at least two
/// (`edit.eraseSelection`, `view.toggleGrid`). Used in docs and in user keymap files, so renaming
/// one is a breaking change. Any string can be held; `isWellFormed` says whether it follows the
/// rule, and catalog validation reports those that do not.
public struct CommandID: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral, Codable
{
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.init(value) }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Two or more segments separated by single dots; each starts with an ASCII lower-case letter
  /// and continues with ASCII letters and digits.
  public var isWellFormed: Bool {
    let segments = rawValue.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count >= 2 else { return false }
    return segments.allSatisfy { segment in
      guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
      return segment.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      }
    }
  }

  /// The first segment (`edit` in `edit.eraseSelection`).
  public var category: Substring {
    rawValue.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }
}
