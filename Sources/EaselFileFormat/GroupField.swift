/// The fields of a group object (version 3).
enum GroupField: Int, FieldName {
  case id
  case name
  case hidden
  case locked
  case group

  static var count: Int { 5 }

  var name: StaticString {
    switch self {
    case .id: return "id"
    case .name: return "name"
    case .hidden: return "hidden"
    case .locked: return "locked"
    case .group: return "group"
    }
  }
}
