import EaselImport
import EaselRender

extension FuzzChecks {
  /// Any bytes: the import refuses them or gives a document that renders them back (spec §10).
  static func importText(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= 4096 else { return }
    let input = Array(bytes)
    guard let document = try? TextImport.document(from: input) else { return }
    let expected = try? TextImport.expectedRender(of: input)
    let rendered = try? TextExport.render(document)
    precondition(rendered != nil && rendered == expected, "import then render changed the text")
    precondition(document.invariantViolations().isEmpty, "the imported document breaks an invariant")
  }
}
