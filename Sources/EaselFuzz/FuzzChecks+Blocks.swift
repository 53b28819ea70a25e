import EaselImport
import EaselRender

extension FuzzChecks {
  /// Any bytes as a text file, its first byte picking the line (and, by its high bit, Markdown):
  /// the block around the line is found or refused; one found is where it says, saving it
  /// unchanged gives the file back byte for byte, and saving another diagram changes no byte
  /// outside it (spec §10, `easel edit`).
  static func diagramBlocks(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let first = bytes.first, bytes.count <= 4096 else { return }
    let file = Array(bytes.dropFirst())
    let line = Int(first & 0x3F) + 1
    guard let block = try? DiagramBlock.find(in: file, line: line, markdown: first & 0x80 != 0) else {
      return
    }
    precondition(file[block.byteRange].elementsEqual(block.bytes), "the block is not where it says")
    guard let document = try? block.document() else { return }
    guard let text = try? TextExport.render(document) else {
      preconditionFailure("an imported block does not render")
    }
    let saved = try? block.splice(text, into: file)
    precondition(saved?.file == file, "saving an unchanged block changed the file")
    guard let changed = try? block.splice(Array("+--+\n\n|  |\n".utf8), into: file) else {
      preconditionFailure("a block found in the file cannot be written back into it")
    }
    precondition(
      changed.file.prefix(block.byteRange.lowerBound).elementsEqual(file.prefix(block.byteRange.lowerBound))
        && changed.file.suffix(file.count - block.byteRange.upperBound).elementsEqual(
          file.suffix(file.count - block.byteRange.upperBound)),
      "saving a block changed a byte outside it")
  }
}
