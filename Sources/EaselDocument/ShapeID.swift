/// A shape's identity: stable for the shape's whole life, never reused within a document, so
/// selections, history steps and files can refer to shapes across edits.
public struct ShapeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: UInt64

  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  public static func < (a: ShapeID, b: ShapeID) -> Bool { a.rawValue < b.rawValue }

  public var description: String { "#\(rawValue)" }
}
