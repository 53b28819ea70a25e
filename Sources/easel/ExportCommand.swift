import EaselApp
import EaselRaster
import EaselRender
import EaselTerminal

/// `easel render` and `easel export` (spec §6): a drawing printed or converted, no terminal.
enum ExportCommand {
  /// `easel render FILE`: the drawing as text on stdout.
  static func render(file: String, color: Bool, asciiOnly: Bool) -> Int32 {
    guard let document = DocumentFiles.loadExisting(file) else { return 1 }
    let options = RasterOptions(usesASCII: asciiOnly, usesColor: color)
    let text: [UInt8]
    do {
      text = try TextExport.render(document, options: options, colorDepth: color ? .trueColor : nil)
    } catch {
      Console.writeError("easel: \(CommandLineOptions.printable(file)): \(error); not rendered\n")
      return 1
    }
    do {
      try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: text)
    } catch {
      Console.writeError("easel: cannot write the drawing: \(error)\n")
      return 1
    }
    return 0
  }

  /// `easel export FILE --to FORMAT [-o OUT]`: the drawing in `format`, on stdout or replacing
  /// OUT atomically, so a failed export never leaves a partial file.
  static func export(file: String, format: ExportFormat, output: String?, options: ExportOptions) -> Int32 {
    guard let document = DocumentFiles.loadExisting(file) else { return 1 }
    let bytes: [UInt8]
    do {
      bytes = try DocumentExport.export(document, as: format, options: options)
    } catch {
      Console.writeError("easel: \(CommandLineOptions.printable(file)): \(error); not exported\n")
      return 1
    }
    guard let output else {
      do {
        try StandardStreams.writeAll(fd: StandardStreams.standardOutput, bytes: bytes)
      } catch {
        Console.writeError("easel: cannot write the export: \(error)\n")
        return 1
      }
      return 0
    }
    let shownOutput = CommandLineOptions.printable(output)
    if isSameFile(output, file) {
      Console.writeError("easel: \(shownOutput) is the drawing being exported; not replacing it\n")
      return 1
    }
    do {
      try AtomicFile.write(bytes, toPath: output, nonRegular: .writeInPlace)
    } catch {
      Console.writeError("easel: cannot write \(shownOutput): \(error)\n")
      return 1
    }
    return 0
  }

  /// True when both paths name one existing file (through links or other spellings).
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    guard let a = AtomicFile.identity(atPath: first), let b = AtomicFile.identity(atPath: second) else {
      return false
    }
    return a.device == b.device && a.inode == b.inode
  }
}
