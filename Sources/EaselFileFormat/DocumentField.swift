/// The fields of the top-level object.
enum DocumentField: Int, FieldName {
  case format
  case version
  case nextShapeID
  case shapes

  static var count: Int { 4 }

  var name: StaticString {
    switch self {
    case .format: return "format"
    case .version: return "version"
    case .nextShapeID: return "nextShapeID"
    case .shapes: return "shapes"
    }
  }
}
