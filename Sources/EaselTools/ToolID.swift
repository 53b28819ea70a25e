/// A tool's stable name (`select`, `pen`): what the registry, the editor's tool box and spring
/// loading know a tool by. Each tool's file declares its own (`ToolID.pen`).
public struct ToolID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { rawValue }
}
