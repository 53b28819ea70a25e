import EaselApp
import EaselTerminal

/// `easel [FILE]`: the document read, the recovery folder looked at, the user's keymap
/// applied, then the editor run.
enum EditorStartup {
  static func run(file: String?, asciiOnly: Bool) -> Int32 {
    var launch = EditorLaunch(filePath: file, asciiOnly: asciiOnly)
    var documentPath = file
    if let file {
      switch DocumentFiles.load(file) {
      case .loaded(let document):
        launch.document = document
        launch.fileIdentity = DocumentFiles.identity(file)
      case .imported(let document, let report):
        // A text file opens as an untitled document: saving asks for a name, so the text (which
        // others read, and which cannot hold connectors) is never overwritten (docs/import.md).
        launch.filePath = nil
        documentPath = nil
        launch.document = document
        launch.message =
          "Imported \(CommandLineOptions.printable(file)): \(report). Saving asks for a name; the text file stays as it is"
      case .missing:
        launch.isNewFile = true
      case .failed(let message):
        Console.writeError("easel: \(message)\n")
        return 1
      }
    }
    return start(launch, documentPath: documentPath)
  }

  /// The recovery folder looked at for `documentPath` (`anchor`: the place in it, for a block
  /// edited in place), the user's keymap applied, then the editor run.
  static func start(_ launch: EditorLaunch, documentPath: String?, anchor: String? = nil) -> Int32 {
    var launch = launch
    let environment = TerminalSession.environment()
    var recovery = RecoverySession(documentPath: documentPath, anchor: anchor, environment: environment)
    if let start = recovery?.start() {
      if let message = start.message {
        launch.message = message
        launch.isNewFile = false
      }
      launch.recovered = start.recovered
      if let problem = start.problem { Console.writeError("easel: \(problem)\n") }
    }
    UserKeymap.apply(to: &launch, environment: environment)
    return RunLoop.run(.editor(launch), recovery: recovery)
  }
}
