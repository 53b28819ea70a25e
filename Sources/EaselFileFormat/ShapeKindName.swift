/// The `kind` of a shape object, as `ShapeKind.name` spells it.
enum ShapeKindName: String, CaseIterable {
  case rectangle
  case ellipse
  case line
  case pen
  case brush
  case text

  /// "a rectangle", "an ellipse", for messages.
  var withArticle: String { self == .ellipse ? "an ellipse" : "a \(rawValue)" }
}
