/// `easel import FILE [-o OUT] [--explain]` (spec §10): the subcommand's whole declaration, its name, its
/// usage and its options, in one place.
public enum ImportOptions {
  public static let name = "import"
  public static let synopsis = "easel import FILE [-o OUT] [--explain]"
  public static let summary =
    "read a text diagram (ASCII or box drawing) as boxes, lines, connectors and text; "
    + "write the document to OUT or stdout"
  /// The options it takes, with the value each needs (nil for none).
  public static let options: [(flag: String, value: String?, help: String)] = [
    ("-o", "OUT", "write the document to OUT instead of stdout (also --output)"),
    ("--explain", nil, "list on stderr each place left undecided, with its line and column, and why"),
    ("-h", nil, "show the help (also --help)"),
  ]

  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var file: String?
    var output: String?
    var explains = false
    var onlyFilesFollow = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFilesFollow || !argument.hasPrefix("-") || argument == "-" {
        guard file == nil else {
          throw UsageError(
            message: "easel import: only one file, got '\(CommandLineOptions.printable(argument))' too")
        }
        file = argument
        continue
      }
      var option = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        option = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch option {
      case "--": onlyFilesFollow = true
      case "-o", "--output":
        guard output == nil else { throw UsageError(message: "easel import: -o given twice") }
        if let inline {
          output = inline
        } else {
          guard index < arguments.count else {
            throw UsageError(message: "easel import: -o needs a file name")
          }
          output = arguments[index]
          index += 1
        }
        guard output?.isEmpty == false else {
          throw UsageError(message: "easel import: -o needs a file name")
        }
      case "--explain":
        guard inline == nil else { throw UsageError(message: "easel import: --explain takes no value") }
        explains = true
      case "-h", "--help": return .help
      default:
        throw UsageError(
          message: "easel import: unknown option '\(CommandLineOptions.printable(argument))' (try --help)")
      }
    }
    guard let file else { throw UsageError(message: "easel import: which file? (\(synopsis))") }
    if let output, output != "-", output == file {
      throw UsageError(
        message: "easel import: the output '\(CommandLineOptions.printable(file))' is the text itself")
    }
    return .importText(file: file, output: output == "-" ? nil : output, explains: explains)
  }
}
