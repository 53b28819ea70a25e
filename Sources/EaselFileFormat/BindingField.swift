/// The fields of a line end's binding: `{"shape": 3, "side": "right", "offset": 2, "gap": 1}`.
enum BindingField: Int, FieldName {
  case shape
  case side
  case offset
  case gap

  static var count: Int { 4 }

  var name: StaticString {
    switch self {
    case .shape: return "shape"
    case .side: return "side"
    case .offset: return "offset"
    case .gap: return "gap"
    }
  }
}
