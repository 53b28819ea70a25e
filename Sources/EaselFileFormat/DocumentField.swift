/// The fields of the top-level object.
enum DocumentField: Int, FieldName {
  case format
  case version
  case nextShapeID
  case groups
  case shapes

  static var count: Int { 5 }

  var name: StaticString {
    switch self {
    case .format: return "format"
    case .version: return "version"
    case .nextShapeID: return "nextShapeID"
    case .groups: return "groups"
    case .shapes: return "shapes"
    }
  }
}
