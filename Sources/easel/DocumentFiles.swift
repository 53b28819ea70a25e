import EaselApp
import EaselDocument
import EaselFileFormat
import EaselImport
import EaselTerminal

/// Reading documents from disk: at start, for `render` and `export`, and for File → Open.
enum DocumentFiles {
  enum LoadResult {
    case loaded(Document)
    /// Not an Easel document but text: the diagram in it, recognised (spec §10).
    case imported(Document, TextImport.Report)
    case missing
    case failed(String)
  }

  /// Reads and decodes a document; the message names the file and the place in it.
  static func load(_ path: String) -> LoadResult {
    let shownPath = CommandLineOptions.printable(path)
    let bytes: [UInt8]
    do {
      bytes = try AtomicFile.read(atPath: path, maximumBytes: EaselFile.maximumFileBytes)
    } catch {
      return error.isMissingFile ? .missing : .failed("\(shownPath): \(error)")
    }
    guard isText(bytes) else {
      do {
        return .loaded(try EaselFile.decode(bytes))
      } catch {
        return .failed("\(shownPath): \(error)")
      }
    }
    do {
      let document = try TextImport.document(from: bytes)
      return .imported(document, TextImport.Report(of: document))
    } catch {
      return .failed("\(shownPath): not an Easel document, and not text to import: \(error)")
    }
  }

  /// True for a file that is not an Easel document but text to import: it has something
  /// besides white space, and its first other byte is not the `{` every document starts with.
  static func isText(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
      return false
    }
    return first != UInt8(ascii: "{") && bytes.count <= TextImport.maximumBytes
  }

  /// The document `render` and `export` print; nil after saying on stderr why it cannot be read.
  static func loadExisting(_ path: String) -> Document? {
    switch load(path) {
    case .loaded(let loaded), .imported(let loaded, _):
      return loaded
    case .missing:
      Console.writeError("easel: \(CommandLineOptions.printable(path)): no such file\n")
      return nil
    case .failed(let message):
      Console.writeError("easel: \(message)\n")
      return nil
    }
  }

  /// What the file at `path` is now, to notice later that something else changed it.
  static func identity(_ path: String) -> FileIdentity? {
    AtomicFile.identity(atPath: path).map {
      FileIdentity(device: $0.device, inode: $0.inode, size: $0.size, modified: $0.modified)
    }
  }
}
