import Glibc

/// The process itself, for the executable, which imports no C library.
public enum CurrentProcess {
  /// Ends the process with `status` (0 success, 1 error, 2 bad usage), running the `atexit`
  /// hooks, among them the terminal restore.
  public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}
