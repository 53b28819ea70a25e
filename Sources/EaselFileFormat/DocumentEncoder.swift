import EaselDocument
import EaselGeometry

/// Writes the canonical form: fixed key order, one shape per line, optional fields left out
/// when they hold their default, so the same document always gives the same bytes and a
/// change to one shape changes one line of a diff.
enum DocumentEncoder {
  static func encode(_ document: Document) -> [UInt8] {
    var writer = JSONWriter(capacity: 96 + document.count * 128)
    writer.append("{\n  \"format\": \"easel\",\n  \"version\": ")
    writer.append(EaselFile.currentVersion)
    writer.append(",\n  \"nextShapeID\": ")
    writer.append(unsigned: UInt(document.nextShapeID))
    if !document.groups.isEmpty {
      writer.append(",\n  \"groups\": [\n")
      let groups = document.groups.values.sorted { $0.id < $1.id }
      for (index, group) in groups.enumerated() {
        writer.append("    {\"id\": ")
        writer.append(unsigned: UInt(group.id.rawValue))
        write(
          name: group.name, hidden: group.isHidden, locked: group.isLocked, group: group.groupID, to: &writer)
        writer.append(index == groups.count - 1 ? "}\n" : "},\n")
      }
      writer.append("  ]")
    }
    if document.isEmpty {
      writer.append(",\n  \"shapes\": []\n}\n")
      return writer.bytes
    }
    writer.append(",\n  \"shapes\": [\n")
    for (index, shape) in document.shapes.enumerated() {
      writer.append("    ")
      write(shape, to: &writer)
      writer.append(index == document.count - 1 ? "\n" : ",\n")
    }
    writer.append("  ]\n}\n")
    return writer.bytes
  }

  private static func write(_ shape: Shape, to writer: inout JSONWriter) {
    writer.append("{\"id\": ")
    writer.append(unsigned: UInt(shape.id.rawValue))
    writer.append(", \"kind\": ")
    writer.append(string: shape.kind.name)
    switch shape.kind {
    case .rectangle(let rectangle):
      writer.append(", \"bounds\": ")
      write(rectangle.bounds, to: &writer)
      write(style: rectangle.frameStyle, to: &writer)
      if let fill = rectangle.fillCharacter {
        writer.append(", \"fillCharacter\": ")
        writer.append(string: String(fill))
      }
      if !rectangle.label.isEmpty {
        writer.append(", \"label\": ")
        writer.append(string: rectangle.label)
      }
      write(rectangle.labelAlignment, rectangle.labelInsets, to: &writer)
    case .ellipse(let ellipse):
      writer.append(", \"bounds\": ")
      write(ellipse.bounds, to: &writer)
      if ellipse.isFilled { writer.append(", \"filled\": true") }
    case .line(let line):
      writer.append(", \"start\": ")
      write(line.start, to: &writer)
      writer.append(", \"end\": ")
      write(line.end, to: &writer)
      write(style: line.style, to: &writer)
      if line.arrowAtStart { writer.append(", \"arrowAtStart\": true") }
      if line.arrowAtEnd { writer.append(", \"arrowAtEnd\": true") }
      if line.arrowhead != .standard {
        writer.append(", \"arrowhead\": ")
        writer.append(string: line.arrowhead.rawValue)
      }
      if line.route != .straight {
        writer.append(", \"route\": ")
        writer.append(string: line.route.rawValue)
      }
      if let binding = line.startBinding {
        writer.append(", \"startBinding\": ")
        write(binding, to: &writer)
      }
      if let binding = line.endBinding {
        writer.append(", \"endBinding\": ")
        write(binding, to: &writer)
      }
      if !line.bends.isEmpty {
        writer.append(", \"bends\": ")
        writePairs(line.bends, to: &writer) { ($0.column, $0.row) }
      }
      if line.userRuns { writer.append(", \"userRuns\": true") }
      if !line.label.isEmpty {
        writer.append(", \"label\": ")
        writer.append(string: line.label)
      }
    case .pen(let stroke):
      writer.append(", \"points\": ")
      writePairs(stroke.points, to: &writer) { ($0.x, $0.y) }
    case .brush(let stroke):
      writer.append(", \"cells\": ")
      writePairs(stroke.cells, to: &writer) { ($0.column, $0.row) }
      if stroke.character != "█" {
        writer.append(", \"character\": ")
        writer.append(string: String(stroke.character))
      }
      if stroke.size != 1 {
        writer.append(", \"size\": ")
        writer.append(stroke.size)
      }
    case .text(let text):
      writer.append(", \"origin\": ")
      write(text.origin, to: &writer)
      writer.append(", \"text\": ")
      writer.append(string: text.text)
    }
    if shape.strokeColor != .default {
      writer.append(", \"strokeColor\": ")
      writer.append(string: shape.strokeColor.fileFormatText)
    }
    if shape.fillColor != .default {
      writer.append(", \"fillColor\": ")
      writer.append(string: shape.fillColor.fileFormatText)
    }
    write(name: shape.name, hidden: shape.isHidden, locked: shape.isLocked, group: shape.groupID, to: &writer)
    if let container = shape.containerID {
      writer.append(", \"container\": ")
      writer.append(unsigned: UInt(container.rawValue))
    }
    writer.append("}")
  }

  /// Where a box's label sits (version 4), each part left out when it holds its default; the
  /// insets, when any is set, with all four sides.
  private static func write(_ alignment: LabelAlignment, _ insets: LabelInsets, to writer: inout JSONWriter) {
    if alignment.horizontal != .centre {
      writer.append(", \"labelAlignment\": ")
      writer.append(string: alignment.horizontal.rawValue)
    }
    if alignment.vertical != .middle {
      writer.append(", \"labelVerticalAlignment\": ")
      writer.append(string: alignment.vertical.rawValue)
    }
    guard !insets.isZero else { return }
    writer.append(", \"labelInsets\": {\"left\": ")
    writer.append(insets.left)
    writer.append(", \"top\": ")
    writer.append(insets.top)
    writer.append(", \"right\": ")
    writer.append(insets.right)
    writer.append(", \"bottom\": ")
    writer.append(insets.bottom)
    writer.append("}")
  }

  /// The fields shapes and groups share (version 3), each left out when it holds its default.
  private static func write(
    name: String?, hidden: Bool, locked: Bool, group: ShapeID?, to writer: inout JSONWriter
  ) {
    if let name {
      writer.append(", \"name\": ")
      writer.append(string: name)
    }
    if hidden { writer.append(", \"hidden\": true") }
    if locked { writer.append(", \"locked\": true") }
    if let group {
      writer.append(", \"group\": ")
      writer.append(unsigned: UInt(group.rawValue))
    }
  }

  /// A flat array of integer pairs, `[a0, b0, a1, b1, …]`, one pair an element.
  private static func writePairs<Element>(
    _ elements: [Element], to writer: inout JSONWriter, _ pair: (Element) -> (Int, Int)
  ) {
    writer.append("[")
    for (index, element) in elements.enumerated() {
      if index > 0 { writer.append(", ") }
      let (a, b) = pair(element)
      writer.append(a)
      writer.append(", ")
      writer.append(b)
    }
    writer.append("]")
  }

  private static func write(_ binding: LineBinding, to writer: inout JSONWriter) {
    writer.append("{\"shape\": ")
    writer.append(unsigned: UInt(binding.shape.rawValue))
    if let side = binding.side {
      writer.append(", \"side\": ")
      writer.append(string: side.rawValue)
    }
    if let offset = binding.offset {
      writer.append(", \"offset\": ")
      writer.append(offset)
    }
    if binding.gap != 0 {
      writer.append(", \"gap\": ")
      writer.append(binding.gap)
    }
    writer.append("}")
  }

  private static func write(style: FrameStyle, to writer: inout JSONWriter) {
    guard style != .light else { return }
    writer.append(", \"style\": ")
    writer.append(string: style.rawValue)
  }

  private static func write(_ point: CanvasPoint, to writer: inout JSONWriter) {
    writer.append("{\"column\": ")
    writer.append(point.column)
    writer.append(", \"row\": ")
    writer.append(point.row)
    writer.append("}")
  }

  private static func write(_ rect: CanvasRect, to writer: inout JSONWriter) {
    writer.append("{\"column\": ")
    writer.append(rect.origin.column)
    writer.append(", \"row\": ")
    writer.append(rect.origin.row)
    writer.append(", \"columns\": ")
    writer.append(rect.size.columns)
    writer.append(", \"rows\": ")
    writer.append(rect.size.rows)
    writer.append("}")
  }
}
