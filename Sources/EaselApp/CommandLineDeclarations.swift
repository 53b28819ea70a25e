import EaselRender

/// One option of a command line, as `--help`, the man page and the shell completions show it.
public struct OptionDeclaration: Sendable, Equatable {
  /// Every spelling, short first: `["-o", "--output"]`.
  public var names: [String]
  /// The value's placeholder (`OUT`), nil for a flag.
  public var value: String?
  /// The values a completion offers (`svg`, `txt`, `ansi`); empty: any, a file when `value` is set.
  public var choices: [String]
  public var isRequired: Bool
  /// Whether the value is a file name (the completions offer files).
  public var takesFile: Bool
  public var summary: String

  public init(
    _ names: [String], value: String? = nil, choices: [String] = [], isRequired: Bool = false,
    takesFile: Bool = false, summary: String
  ) {
    self.names = names
    self.value = value
    self.takesFile = takesFile
    self.choices = choices
    self.isRequired = isRequired
    self.summary = summary
  }

  /// `--to svg|txt|ansi`, `[-o OUT]`, `[--ascii]`.
  public var synopsis: String {
    let shown = names.first ?? ""
    let placeholder = choices.isEmpty ? value : choices.joined(separator: "|")
    let text = placeholder.map { "\(shown) \($0)" } ?? shown
    return isRequired ? text : "[\(text)]"
  }
}

/// A command of `easel`: a subcommand, or (name nil) `easel [FILE]` itself.
public struct CommandDeclaration: Sendable, Equatable {
  public var name: String?
  /// What follows the name: `FILE`, `[FILE]`, `bash|zsh|fish`, or "".
  public var operands: String
  /// Values a completion offers for the operand; empty with `completesFiles` false: nothing.
  public var operandChoices: [String]
  public var completesFiles: Bool
  public var summary: String
  public var options: [OptionDeclaration]

  public init(
    name: String?, operands: String = "", operandChoices: [String] = [], completesFiles: Bool = false,
    summary: String, options: [OptionDeclaration] = []
  ) {
    self.name = name
    self.operands = operands
    self.operandChoices = operandChoices
    self.completesFiles = completesFiles
    self.summary = summary
    self.options = options
  }

  /// `easel export FILE --to svg|txt|ansi [-o OUT] ...`; the top level shows only its operand.
  public var synopsis: String {
    var parts = ["easel"]
    if let name { parts.append(name) }
    if !operands.isEmpty { parts.append(operands) }
    if name != nil { parts += options.map(\.synopsis) }
    return parts.joined(separator: " ")
  }
}

/// The subcommands, each declared once: the parser's dispatch and `declaration` switch over
/// this, so a new case fails to compile until it is parsed and declared, and `--help`, the man
/// page (`ManPage`) and the completions (`ShellCompletion`) pick it up with no other edit.
public enum Subcommand: String, CaseIterable, Sendable {
  case render, export, keys, keymap, completions
  /// `import` is a Swift keyword, hence the case's own name.
  case importText = "import"
  case edit
}

/// The shells `easel completions` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish
}

extension CommandLineOptions {
  /// `easel [FILE]` and the options that stand alone.
  public static let topLevel = CommandDeclaration(
    name: nil, operands: "[FILE]", completesFiles: true, summary: "open FILE (or an untitled canvas)",
    options: [
      OptionDeclaration(["--ascii"], summary: "draw with ASCII only (terminals without Unicode box drawing)"),
      OptionDeclaration(["--probe"], summary: "print what this terminal supports, then exit"),
      OptionDeclaration(["-h", "--help"], summary: "show this help"),
      OptionDeclaration(["--version"], summary: "show the version and the commit it was built from"),
    ])

  public static func declaration(of subcommand: Subcommand) -> CommandDeclaration {
    switch subcommand {
    case .render:
      CommandDeclaration(
        name: "render", operands: "FILE", completesFiles: true,
        summary: "print the drawing as text (colours only with --color)",
        options: [
          OptionDeclaration(["--color"], summary: "colour the text with escape sequences (also --colour)"),
          OptionDeclaration(["--ascii"], summary: "draw with ASCII only"),
        ])
    case .export:
      CommandDeclaration(
        name: "export", operands: "FILE", completesFiles: true,
        summary:
          "write the drawing as SVG, plain text (what render prints) or text with colours, to OUT or stdout",
        options: [
          OptionDeclaration(
            ["--to"], value: "FORMAT", choices: ExportFormat.allCases.map(\.rawValue), isRequired: true,
            summary: "the format: svg, txt or ansi"),
          OptionDeclaration(
            ["-o", "--output"], value: "OUT", takesFile: true,
            summary: "write to OUT (- for stdout, the default)"),
          OptionDeclaration(["--cell"], value: "WxH", summary: "the SVG cell size in px (default 8x16)"),
          OptionDeclaration(["--ascii"], summary: "draw with ASCII only (txt and ansi)"),
        ])
    case .keys:
      CommandDeclaration(
        name: "keys", summary: "show every input event as Easel decodes it",
        options: [
          OptionDeclaration(["--count"], summary: "with piped input: print only the number of events")
        ])
    case .keymap:
      CommandDeclaration(name: "keymap", summary: "print the key bindings in effect")
    case .completions:
      CommandDeclaration(
        name: "completions", operands: CompletionShell.allCases.map(\.rawValue).joined(separator: "|"),
        operandChoices: CompletionShell.allCases.map(\.rawValue),
        summary: "print the completion script for the shell")
    case .importText:
      CommandDeclaration(
        name: ImportOptions.name, operands: "FILE", completesFiles: true, summary: ImportOptions.summary,
        options: [
          OptionDeclaration(
            ["-o", "--output"], value: "OUT", takesFile: true,
            summary: "write the document to OUT (- for stdout, the default)"),
          OptionDeclaration(
            ["--explain"], summary: "list each place left undecided, with its line and column, and why"),
        ])
    case .edit:
      CommandDeclaration(
        name: EditOptions.name, operands: "FILE:LINE", completesFiles: true, summary: EditOptions.summary,
        options: [OptionDeclaration(["--ascii"], summary: "draw with ASCII only")])
    }
  }

  /// What `easel --version` prints: `easel 0.1.0 (a85547c)`; `(unknown)` without a stamped commit.
  public static func versionLine(commit: String) -> String {
    "easel \(version) (\(commit.isEmpty ? "unknown" : PrintableText.sanitized(commit, limit: 40)))"
  }

  /// Every command, the top level first.
  public static var commands: [CommandDeclaration] {
    [topLevel] + Subcommand.allCases.map(declaration(of:))
  }

  /// `--help`, built from the declarations.
  public static var usage: String {
    let column = 31
    var lines: [String] = []
    for (index, command) in commands.enumerated() {
      let lead = index == 0 ? "Usage: " : "       "
      let synopsis = lead + command.synopsis
      let wrapped = wrap(command.summary, width: 78 - column)
      if synopsis.count < column - 1 {
        lines.append(synopsis.padding(to: column) + wrapped[0])
        lines += wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }
      } else {
        lines.append(synopsis)
        lines += wrapped.map { String(repeating: " ", count: column) + $0 }
      }
    }
    lines.append("")
    lines.append("Options:")
    for option in topLevel.options {
      lines.append("  " + option.names.joined(separator: ", ").padding(to: 13) + option.summary)
    }
    return lines.joined(separator: "\n")
  }

  /// Words of `text` in lines of at most `width` characters (a longer word has a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
