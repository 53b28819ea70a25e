import EaselApp
import EaselBuildInfo
import EaselTerminal

CurrentProcess.exit(EaselMain.run(arguments: CurrentProcess.arguments()))

/// The executable: arguments to an exit code (0 success, 1 error, 2 bad usage). Each command's
/// work is in a file of its own; the terminal programs (the editor, `easel keys` on a terminal,
/// `easel --probe`) share one loop, `RunLoop`.
enum EaselMain {
  static func run(arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try CommandLineOptions.parse(arguments)
    } catch {
      Console.writeError(error.message + "\n")
      return 2
    }
    switch invocation {
    case .help:
      return Console.writeOutput(CommandLineOptions.usage + "\n") ? 0 : 1
    case .version:
      let commit = String(cString: easel_build_commit())
      return Console.writeOutput(CommandLineOptions.versionLine(commit: commit) + "\n") ? 0 : 1
    case .completions(let shell):
      return Console.writeOutput(ShellCompletion.script(for: shell)) ? 0 : 1
    case .keys(let countOnly) where !TerminalSession.isTTY(StandardStreams.standardInput):
      return KeysBatchCommand.run(countOnly: countOnly)
    case .keys:
      return RunLoop.run(.keys)
    case .probe:
      return RunLoop.run(.probe)
    case .keymap:
      return UserKeymap.printTable()
    case .render(let file, let color, let asciiOnly):
      return ExportCommand.render(file: file, color: color, asciiOnly: asciiOnly)
    case .export(let file, let format, let output, let options):
      return ExportCommand.export(file: file, format: format, output: output, options: options)
    case .importText(let file, let output, let explains):
      return ImportCommand.run(file: file, output: output, explains: explains)
    case .edit(let file, let line, let asciiOnly):
      return EditCommand.run(file: file, line: line, asciiOnly: asciiOnly)
    case .editor(let file, let asciiOnly):
      return EditorStartup.run(file: file, asciiOnly: asciiOnly)
    }
  }
}
