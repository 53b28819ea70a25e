import EaselApp
import EaselTerminal

/// `easel [FILE]`: the document read, the recovery folder looked at, the user's keymap
/// applied, then the editor run.
enum EditorStartup {
  static func run(file: String?, asciiOnly: Bool) -> Int32 {
    var launch = EditorLaunch(filePath: file, asciiOnly: asciiOnly)
    if let file {
      switch DocumentFiles.load(file) {
      case .loaded(let document):
        launch.document = document
        launch.fileIdentity = DocumentFiles.identity(file)
      case .missing:
        launch.isNewFile = true
      case .failed(let message):
        Console.writeError("easel: \(message)\n")
        return 1
      }
    }
    let environment = TerminalSession.environment()
    var recovery = RecoverySession(documentPath: file, environment: environment)
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
