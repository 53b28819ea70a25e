import EaselRaster
import EaselRender

/// What the user asked for on the command line (spec §2). Parsing is pure so usage errors are tested.
public enum Invocation: Sendable, Equatable {
  case editor(file: String?, asciiOnly: Bool)
  case keys(countOnly: Bool)
  /// `easel keymap`: the keymap in effect.
  case keymap
  /// `easel render FILE`: the drawing as text on stdout.
  case render(file: String, color: Bool, asciiOnly: Bool)
  /// `easel export FILE --to svg|txt|ansi [-o OUT]`: the drawing in another format, on stdout
  /// when `output` is nil.
  case export(file: String, format: ExportFormat, output: String?, options: ExportOptions)
  /// `easel completions bash|zsh|fish`: the shell's completion script on stdout.
  case completions(CompletionShell)
  /// `easel import FILE [-o OUT] [--explain]`: a text diagram as an Easel document, on stdout
  /// when `output` is nil, with what was left undecided listed when `explains`
  /// (`CommandLineOptions+Import.swift`).
  case importText(file: String, output: String?, explains: Bool = false)
  /// `easel edit FILE:LINE`: the diagram in the block around LINE of FILE, edited in place
  /// (`CommandLineOptions+Edit.swift`).
  case edit(file: String, line: Int, asciiOnly: Bool)
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

  /// Parses arguments (without the program name). Unknown flags are usage errors (exit code 2).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var file: String?
    var asciiOnly = false
    var index = 0
    if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
      let rest = Array(arguments.dropFirst())
      switch subcommand {
      case .keys: return try parseKeys(rest)
      case .keymap:
        guard rest.isEmpty else {
          throw UsageError(message: "easel keymap: unexpected argument '\(printable(rest[0]))'")
        }
        return .keymap
      case .render: return try parseRender(rest)
      case .export: return try parseExport(rest)
      case .completions: return try parseCompletions(rest)
      case .importText: return try ImportOptions.parse(rest)
      case .edit: return try EditOptions.parse(rest)
      }
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

  private static func parseKeys(_ arguments: [String]) throws(UsageError) -> Invocation {
    var countOnly = false
    for argument in arguments {
      switch argument {
      case "--count": countOnly = true
      case "-h", "--help": return .help
      default: throw UsageError(message: "easel keys: unknown argument '\(printable(argument))'")
      }
    }
    return .keys(countOnly: countOnly)
  }

  private static func parseCompletions(_ arguments: [String]) throws(UsageError) -> Invocation {
    if arguments == ["-h"] || arguments == ["--help"] { return .help }
    let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: "|")
    guard arguments.count == 1, let shell = CompletionShell(rawValue: arguments[0]) else {
      throw UsageError(message: "easel completions: which shell? (easel completions \(shells))")
    }
    return .completions(shell)
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

  /// `export FILE --to FORMAT [-o OUT] [--cell WxH] [--ascii]`. Options may come in any order
  /// and take their value as the next argument or after `=`; `-o -` is stdout. Options that do
  /// not apply to the format, and an output that would replace the drawing itself, are errors.
  private static func parseExport(_ arguments: [String]) throws(UsageError) -> Invocation {
    var file: String?
    var format: ExportFormat?
    var output: String?
    var cellSize: (Int, Int)?
    var asciiOnly = false
    var onlyFilesFollow = false
    var index = 0
    func value(of option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      guard index < arguments.count else {
        throw UsageError(message: "easel export: \(option) needs a value (try --help)")
      }
      index += 1
      return arguments[index - 1]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFilesFollow || !argument.hasPrefix("-") || argument == "-" {
        guard file == nil else {
          throw UsageError(message: "easel export: only one file, got '\(printable(argument))' too")
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
      case "--to":
        let name = try value(of: option, inline: inline)
        guard format == nil else { throw UsageError(message: "easel export: --to given twice") }
        guard let chosen = ExportFormat(rawValue: name) else {
          throw UsageError(
            message: "easel export: unknown format '\(printable(name))' (--to svg, txt or ansi)")
        }
        format = chosen
      case "-o", "--output":
        let path = try value(of: option, inline: inline)
        guard output == nil else { throw UsageError(message: "easel export: -o given twice") }
        guard !path.isEmpty else { throw UsageError(message: "easel export: -o needs a file name") }
        output = path
      case "--cell":
        let text = try value(of: option, inline: inline)
        guard let size = parseCellSize(text) else {
          throw UsageError(
            message: "easel export: --cell takes WIDTHxHEIGHT in px, each "
              + "\(SVGExport.cellSizeRange.lowerBound) to \(SVGExport.cellSizeRange.upperBound), "
              + "like 8x16; got '\(printable(text))'")
        }
        cellSize = size
      case "--ascii" where inline == nil: asciiOnly = true
      case "-h", "--help": return .help
      default: throw UsageError(message: "easel export: unknown option '\(printable(argument))' (try --help)")
      }
    }
    guard let file else {
      throw UsageError(message: "easel export: which file? (easel export FILE --to svg|txt|ansi)")
    }
    guard let format else {
      throw UsageError(message: "easel export: which format? (--to svg, txt or ansi)")
    }
    if cellSize != nil && format != .svg {
      throw UsageError(message: "easel export: --cell applies to --to svg only")
    }
    if asciiOnly && format == .svg {
      throw UsageError(message: "easel export: --ascii applies to --to txt and ansi only")
    }
    if let output, output != "-", output == file {
      throw UsageError(message: "easel export: the output '\(printable(file))' is the drawing itself")
    }
    var options = ExportOptions(usesASCII: asciiOnly)
    if let cellSize {
      options.cellWidth = cellSize.0
      options.cellHeight = cellSize.1
    }
    return .export(file: file, format: format, output: output == "-" ? nil : output, options: options)
  }

  /// `WxH` in whole pixels within `SVGExport.cellSizeRange`; nil otherwise.
  static func parseCellSize(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part),
        SVGExport.cellSizeRange.contains(number)
      else { return nil }
      numbers.append(number)
    }
    return (numbers[0], numbers[1])
  }

  /// An argument as it is safe to echo to a terminal: control characters shown as `?`.
  public static func printable(_ text: String) -> String { PrintableText.sanitized(text, limit: 200) }

}
