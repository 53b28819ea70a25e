import EaselDocument
import EaselGeometry

@testable import EaselRaster

/// A reader just good enough for the SVG export's own output, for structure tests: elements by
/// name with their attributes (values as written, entities not decoded) and their raw content.
/// Well-formedness is checked by a real parser (`XMLCheck`).
struct SVGElement: Equatable {
  var name: String
  var attributes: [String: String]
  /// What lies between the start and end tags, as written; nil for an empty element.
  var content: String?

  subscript(_ attribute: String) -> String? { attributes[attribute] }
}

enum SVGScan {
  static func elements(_ svg: String, named name: String) -> [SVGElement] {
    let bytes = Array(svg.utf8)
    let opening = Array("<\(name)".utf8)
    let closing = Array("</\(name)>".utf8)
    var found: [SVGElement] = []
    var index = 0
    while let start = find(opening, in: bytes, from: index) {
      index = start + opening.count
      guard index < bytes.count,
        [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index])
      else { continue }
      var attributes: [String: String] = [:]
      while true {
        while bytes[index] == UInt8(ascii: " ") { index += 1 }
        if bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: ">") { break }
        let equals = find([UInt8(ascii: "=")], in: bytes, from: index)!
        let attribute = String(decoding: bytes[index..<equals], as: UTF8.self)
        let valueEnd = find([UInt8(ascii: "\"")], in: bytes, from: equals + 2)!
        attributes[attribute] = String(decoding: bytes[(equals + 2)..<valueEnd], as: UTF8.self)
        index = valueEnd + 1
      }
      var content: String?
      if bytes[index] == UInt8(ascii: ">"), let end = find(closing, in: bytes, from: index + 1) {
        content = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      }
      found.append(SVGElement(name: name, attributes: attributes, content: content))
    }
    return found
  }

  /// The texts of the `<tspan>`s in `content`, as written.
  static func spans(_ content: String?) -> [String] {
    elements(content ?? "", named: "tspan").map { $0.content ?? "" }
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
  }

  /// The export of `shapes` with the default cell size (8 × 16 px).
  static func svg(_ shapes: [Shape], cellWidth: Int = 8, cellHeight: Int = 16) throws -> String {
    SVGExport.svgText(try Document(shapes: shapes), cellWidth: cellWidth, cellHeight: cellHeight)
  }

  /// The elements of shape `id`'s group.
  static func group(_ svg: String, id: UInt64) -> String {
    elements(svg, named: "g").first { $0["id"] == "shape-\(id)" }?.content ?? ""
  }
}

/// Shapes for the tests, numbered from 1.
enum SVGShapes {
  static func rectangle(
    _ column: Int, _ row: Int, _ columns: Int, _ rows: Int, style: FrameStyle = .light,
    fill: Character? = nil, label: String = "", stroke: ShapeColor = .default,
    fillColor: ShapeColor = .default,
    id: UInt64 = 1
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(
        Rectangle(
          bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows), frameStyle: style,
          fillCharacter: fill, label: label)),
      strokeColor: stroke, fillColor: fillColor)
  }

  static func line(
    _ start: (Int, Int), _ end: (Int, Int), style: FrameStyle = .light, arrows: (Bool, Bool) = (false, false),
    stroke: ShapeColor = .default, id: UInt64 = 1
  ) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .line(
        Line(
          start: CanvasPoint(column: start.0, row: start.1), end: CanvasPoint(column: end.0, row: end.1),
          style: style, arrowAtStart: arrows.0, arrowAtEnd: arrows.1)),
      strokeColor: stroke)
  }

  static func text(_ column: Int, _ row: Int, _ text: String, id: UInt64 = 1) -> Shape {
    Shape(id: ShapeID(id), kind: .text(TextShape(origin: CanvasPoint(column: column, row: row), text: text)))
  }
}
