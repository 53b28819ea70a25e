/// One step of the field path an error names: a field of an object or an element of an array.
/// Trivial to copy, so keeping the path up to date costs no reference counting.
enum PathComponent {
  case field(StaticString)
  /// A field this version does not know, by the offset of its name in the file.
  case unknownField(at: Int)
  case index(Int)
}
