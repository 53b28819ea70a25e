import EaselApp
import EaselDocument
import EaselFileFormat
import EaselImport
import EaselTerminal

/// `easel import FILE [-o OUT] [--explain]` (spec §10): a text diagram as a document, on stdout
/// or replacing OUT atomically; what was recognised on stderr, and with `--explain` each place
/// left undecided, with its line and column and why.
enum ImportCommand {
  /// The text of `file`, up to the import's limit; nil, and why on stderr, when it cannot be read.
  static func readText(_ file: String) -> [UInt8]? {
    do {
      return try AtomicFile.read(atPath: file, maximumBytes: TextImport.maximumBytes)
    } catch {
      let reason = error.isMissingFile ? "no such file" : "\(error)"
      Console.writeError("easel: \(CommandLineOptions.printable(file)): \(reason)\n")
      return nil
    }
  }

  static func run(file: String, output: String?, explains: Bool = false) -> Int32 {
    let shownFile = CommandLineOptions.printable(file)
    guard let bytes = readText(file) else { return 1 }
    let reading: DiagramReading
    do {
      reading = try DiagramReader.read(bytes, named: file)
    } catch {
      Console.writeError("easel: \(shownFile): not imported: \(error)\n")
      return 1
    }
    let encoded = EaselFile.encode(reading.document)
    if let output {
      if ExportCommand.isSameFile(output, file) {
        Console.writeError("easel: \(CommandLineOptions.printable(output)) is the text being imported\n")
        return 1
      }
      do {
        try AtomicFile.write(encoded, toPath: output, nonRegular: .writeInPlace)
      } catch {
        Console.writeError("easel: cannot write \(CommandLineOptions.printable(output)): \(error)\n")
        return 1
      }
    } else {
      do {
        try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: encoded)
      } catch {
        Console.writeError("easel: cannot write the document: \(error)\n")
        return 1
      }
    }
    Console.writeError("imported \(shownFile): \(reading.report)\n")
    if explains {
      let count = reading.notes.count
      var lines =
        count == 0 ? "nothing left undecided\n" : "\(count) place\(count == 1 ? "" : "s") to look at:\n"
      for note in reading.notes {
        lines += "\(shownFile):\(note.line):\(note.column): \(note.reason)\n"
      }
      Console.writeError(lines)
    }
    return 0
  }
}
