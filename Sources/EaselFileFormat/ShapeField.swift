import EaselDocument

/// The fields of a shape object; which ones a shape may have depends on its kind.
enum ShapeField: Int, FieldName {
  case id
  case kind
  case bounds
  case start
  case end
  case origin
  case style
  case fillCharacter
  case label
  case labelAlignment
  case labelVerticalAlignment
  case labelInsets
  case filled
  case arrowAtStart
  case arrowAtEnd
  case arrowhead
  case route
  case startBinding
  case endBinding
  case bends
  case userRuns
  case points
  case cells
  case character
  case size
  case text
  case strokeColor
  case fillColor
  case name
  case hidden
  case locked
  case group
  case container

  static var count: Int { 33 }

  var name: StaticString {
    switch self {
    case .id: return "id"
    case .kind: return "kind"
    case .bounds: return "bounds"
    case .start: return "start"
    case .end: return "end"
    case .origin: return "origin"
    case .style: return "style"
    case .fillCharacter: return "fillCharacter"
    case .label: return "label"
    case .labelAlignment: return "labelAlignment"
    case .labelVerticalAlignment: return "labelVerticalAlignment"
    case .labelInsets: return "labelInsets"
    case .filled: return "filled"
    case .arrowAtStart: return "arrowAtStart"
    case .arrowAtEnd: return "arrowAtEnd"
    case .arrowhead: return "arrowhead"
    case .route: return "route"
    case .startBinding: return "startBinding"
    case .endBinding: return "endBinding"
    case .bends: return "bends"
    case .userRuns: return "userRuns"
    case .points: return "points"
    case .cells: return "cells"
    case .character: return "character"
    case .size: return "size"
    case .text: return "text"
    case .strokeColor: return "strokeColor"
    case .fillColor: return "fillColor"
    case .name: return "name"
    case .hidden: return "hidden"
    case .locked: return "locked"
    case .group: return "group"
    case .container: return "container"
    }
  }

  /// This field as a bit of a `ShapeField.Set`.
  var bit: UInt64 { 1 << UInt64(rawValue) }

  /// Fields as bits, for checking what a shape object holds without allocating.
  typealias Set = UInt64

  /// The fields every shape has or may have.
  static let common: Set =
    ShapeField.id.bit | ShapeField.kind.bit | ShapeField.strokeColor.bit
    | ShapeField.fillColor.bit | objectFields | container.bit

  /// What the objects panel keeps of any shape (since version 3): its name, hidden, locked, group.
  static let objectFields: Set = name.bit | hidden.bit | locked.bit | group.bit

  /// The fields version 2 of the format added (connectors); a version-1 file has none of them.
  static let sinceVersion2: Set = route.bit | startBinding.bit | endBinding.bit | bends.bit | userRuns.bit

  /// The fields version 3 of the format added: arrowhead styles (for text import) and the objects
  /// panel's names, hidden, locked and groups.
  static let sinceVersion3: Set = arrowhead.bit | objectFields

  /// The fields version 4 of the format added: where a box's label sits, and the box a shape
  /// lies in (spec §10.1).
  static let sinceVersion4: Set =
    labelAlignment.bit | labelVerticalAlignment.bit | labelInsets.bit | container.bit

  /// The version that added `field`: 1 for the fields every version has.
  static func version(adding field: ShapeField) -> Int {
    if sinceVersion4 & field.bit != 0 { return 4 }
    if sinceVersion3 & field.bit != 0 { return 3 }
    if sinceVersion2 & field.bit != 0 { return 2 }
    return 1
  }

  /// The fields a shape of `kind` may have, and those it must have.
  static func fields(of kind: ShapeKindName) -> (allowed: Set, required: Set) {
    switch kind {
    case .rectangle:
      return (
        common | bounds.bit | style.bit | fillCharacter.bit | label.bit | labelAlignment.bit
          | labelVerticalAlignment.bit | labelInsets.bit,
        bounds.bit
      )
    case .ellipse:
      return (common | bounds.bit | filled.bit, bounds.bit)
    case .line:
      return (
        common | start.bit | end.bit | style.bit | arrowAtStart.bit | arrowAtEnd.bit | arrowhead.bit
          | route.bit
          | startBinding.bit | endBinding.bit | bends.bit | userRuns.bit | label.bit,
        start.bit | end.bit
      )
    case .pen:
      return (common | points.bit, points.bit)
    case .brush:
      return (common | cells.bit | character.bit | size.bit, cells.bit)
    case .text:
      return (common | origin.bit | text.bit, origin.bit | text.bit)
    }
  }
}
