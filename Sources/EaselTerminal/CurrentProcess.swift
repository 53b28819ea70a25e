import Glibc

/// The process itself, for the executable, which imports no C library.
public enum CurrentProcess {
  /// Ends the process with `status` (0 success, 1 error, 2 bad usage), running the `atexit`
  /// hooks, among them the terminal restore.
  public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }

  /// The arguments after the program's name, read as bytes: a file name that is not UTF-8 keeps
  /// its bytes (`SystemPath`), where `CommandLine.arguments` would put U+FFFD in their place.
  public static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { SystemPath.string(cString: $0) }
    }
  }
}
