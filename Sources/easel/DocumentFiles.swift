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
    case imported(Document, DiagramReading.Report)
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
    // The one choice between a document and a diagram to read is `DiagramReader`'s.
    guard DiagramReader.holdsDiagram(bytes) else {
      do {
        return .loaded(try EaselFile.decode(bytes))
      } catch {
        return .failed("\(shownPath): \(error)")
      }
    }
    do {
      let reading = try DiagramReader.read(bytes, named: path)
      return .imported(reading.document, reading.report)
    } catch {
      return .failed("\(shownPath): not an Easel document, and not text to import: \(error)")
    }
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
