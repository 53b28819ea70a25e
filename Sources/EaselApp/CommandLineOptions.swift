/// What the user asked for on the command line (spec §2). Parsing is pure so usage errors are tested.
public enum Invocation: Sendable, Equatable {
  case editor(file: String?, asciiOnly: Bool)
  case keys(countOnly: Bool)
  /// `easel keymap`: the keymap in effect.
  case keymap
  /// `easel render FILE`: the drawing as text on stdout.
  case render(file: String, color: Bool, asciiOnly: Bool)
  case probe
  case help
  case version
}

public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

public enum CommandLineOptions {
  public static let version = "0.1.0"

  public static let usage = """
    Usage: easel [FILE]            open FILE (or an untitled canvas)
           easel render FILE [--color] [--ascii]
                                   print the drawing as text (colours only with --color)
           easel keys [--count]    show every input event as Easel decodes it
           easel keymap            print the key bindings in effect
           easel --probe           print what this terminal supports, then exit
           easel --help | --version

    Options:
      --ascii      draw with ASCII only (terminals without Unicode box drawing)
      -h, --help   show this help
      --version    show the version
    """

  /// Parses arguments (without the program name). Unknown flags are usage errors (exit code 2).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var file: String?
    var asciiOnly = false
    var index = 0
    if arguments.first == "keys" {
      var countOnly = false
      for argument in arguments.dropFirst() {
        switch argument {
        case "--count": countOnly = true
        case "-h", "--help": return .help
        default: throw UsageError(message: "easel keys: unknown argument '\(printable(argument))'")
        }
      }
      return .keys(countOnly: countOnly)
    }
    if arguments.first == "keymap" {
      guard arguments.count == 1 else {
        throw UsageError(message: "easel keymap: unexpected argument '\(printable(arguments[1]))'")
      }
      return .keymap
    }
    if arguments.first == "render" {
      return try parseRender(Array(arguments.dropFirst()))
    }
    var onlyFilesFollow = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFilesFollow || !argument.hasPrefix("-") || argument == "-" {
        guard file == nil else {
          throw UsageError(message: "easel: only one file can be opened, got '\(printable(argument))' too")
        }
        file = argument
        continue
      }
      switch argument {
      case "--": onlyFilesFollow = true
      case "-h", "--help": return .help
      case "--version": return .version
      case "--probe": return .probe
      case "--ascii": asciiOnly = true
      default: throw UsageError(message: "easel: unknown option '\(printable(argument))' (try --help)")
      }
    }
    return .editor(file: file, asciiOnly: asciiOnly)
  }

  private static func parseRender(_ arguments: [String]) throws(UsageError) -> Invocation {
    var file: String?
    var color = false
    var asciiOnly = false
    var onlyFilesFollow = false
    for argument in arguments {
      if onlyFilesFollow || !argument.hasPrefix("-") || argument == "-" {
        guard file == nil else {
          throw UsageError(message: "easel render: only one file, got '\(printable(argument))' too")
        }
        file = argument
        continue
      }
      switch argument {
      case "--": onlyFilesFollow = true
      case "--color", "--colour": color = true
      case "--ascii": asciiOnly = true
      case "-h", "--help": return .help
      default: throw UsageError(message: "easel render: unknown option '\(printable(argument))' (try --help)")
      }
    }
    guard let file else { throw UsageError(message: "easel render: which file? (easel render FILE)") }
    return .render(file: file, color: color, asciiOnly: asciiOnly)
  }

  /// An argument as it is safe to echo to a terminal: control characters shown as `?`.
  public static func printable(_ text: String) -> String { PrintableText.sanitized(text, limit: 200) }

}
