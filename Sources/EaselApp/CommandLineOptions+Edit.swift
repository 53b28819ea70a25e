/// `easel edit FILE:LINE [--ascii]` (spec §10): the subcommand's whole declaration, its name,
/// its usage and its parsing, in one place.
public enum EditOptions {
  public static let name = "edit"
  public static let synopsis = "easel edit FILE:LINE"
  public static let summary =
    "edit the diagram at LINE of FILE where it is: the fenced block (``` or ~~~) or the comment "
    + "block around LINE; Cmd-S writes it back into that block"

  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var target: String?
    var asciiOnly = false
    var onlyFilesFollow = false
    for argument in arguments {
      if onlyFilesFollow || !argument.hasPrefix("-") {
        guard target == nil else {
          throw UsageError(
            message: "easel edit: only one FILE:LINE, got '\(CommandLineOptions.printable(argument))' too")
        }
        target = argument
        continue
      }
      switch argument {
      case "--": onlyFilesFollow = true
      case "--ascii": asciiOnly = true
      case "-h", "--help": return .help
      default:
        throw UsageError(
          message: "easel edit: unknown option '\(CommandLineOptions.printable(argument))' (try --help)")
      }
    }
    guard let target else { throw UsageError(message: "easel edit: which diagram? (\(synopsis))") }
    guard let (file, line) = split(target) else {
      throw UsageError(
        message: "easel edit: '\(CommandLineOptions.printable(target))' names no line: "
          + "give FILE:LINE, LINE counted from 1 (\(synopsis))")
    }
    return .edit(file: file, line: line, asciiOnly: asciiOnly)
  }

  /// `README.md:12` → (`README.md`, 12), at the last colon (a file name may have colons).
  static func split(_ target: String) -> (file: String, line: Int)? {
    guard let colon = target.lastIndex(of: ":") else { return nil }
    let file = String(target[..<colon])
    let number = target[target.index(after: colon)...]
    guard !file.isEmpty, !number.isEmpty, number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }),
      let line = Int(number), line >= 1
    else { return nil }
    return (file, line)
  }
}
