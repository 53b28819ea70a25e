/// The fields of a cell position (`column`, `row`) and of a cell rectangle (those plus
/// `columns`, `rows`).
enum GeometryField: Int, FieldName {
  case column
  case row
  case columns
  case rows

  static var count: Int { 4 }

  var name: StaticString {
    switch self {
    case .column: return "column"
    case .row: return "row"
    case .columns: return "columns"
    case .rows: return "rows"
    }
  }
}
