import EaselRaster

/// How a cell's text is drawn: colours plus attributes. Small and Hashable so cells compare fast.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: TextAttributes

  public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours, no attributes: what SGR 0 restores.
  public static let plain = Style()

  public var isBold: Bool { attributes.contains(.bold) }
  public var isDim: Bool { attributes.contains(.dim) }
  public var isItalic: Bool { attributes.contains(.italic) }
  public var isUnderlined: Bool { attributes.contains(.underline) }
  public var isReversed: Bool { attributes.contains(.reverse) }
}
