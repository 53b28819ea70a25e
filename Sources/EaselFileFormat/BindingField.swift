/// The fields of a line end's binding: `{"shape": 3, "side": "right", "offset": 2}`.
enum BindingField: Int, FieldName {
  case shape
  case side
  case offset

  static var count: Int { 3 }

  var name: StaticString {
    switch self {
    case .shape: return "shape"
    case .side: return "side"
    case .offset: return "offset"
    }
  }
}
