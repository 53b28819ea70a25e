import EaselTestSupport
import Testing

@testable import EaselApp

@Suite("ManPageTests")
struct ManPageTests {
  static let path: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/docs/easel.1"
  }()

  @Test("docs/easel.1 is exactly what the declarations generate (EASEL_RECORD=1 rewrites it)")
  func noDrift() throws {
    let generated = ManPage.roff()
    if TestFiles.isRecording {
      #expect(TestFiles.write(generated, to: Self.path))
      return
    }
    let onDisk = try #require(TestFiles.read(Self.path), "docs/easel.1 is missing; run with EASEL_RECORD=1")
    #expect(
      onDisk == generated,
      "docs/easel.1 drifted from the declarations:\n\(GoldenFrame.lineDiff(onDisk, generated))")
  }

  @Test("the page names every subcommand, every option and every bound command")
  func everything() {
    let page = ManPage.roff()
    for command in CommandLineOptions.commands {
      #expect(page.contains(".B " + ManPage.escaped(command.synopsis) + "\n"), "\(command.synopsis)")
      for option in command.options {
        for name in option.names { #expect(page.contains("\\fB\(ManPage.escaped(name))\\fR"), "\(name)") }
      }
    }
    for command in EditorCommands.catalog.commands where !command.keys.isEmpty {
      #expect(page.contains("\n" + ManPage.escaped(command.title)), "\(command.id)")
    }
    for variable in ["XDG_STATE_HOME", "XDG_CONFIG_HOME", "NO_COLOR", "COLORTERM", "ESCDELAY", "EXIT STATUS"]
    {
      #expect(page.contains(variable))
    }
  }

  @Test("roff escaping: hyphens, backslashes and a leading dot")
  func escaping() {
    #expect(ManPage.escaped("--to") == "\\-\\-to")
    #expect(ManPage.escaped("a\\b") == "a\\eb")
    #expect(ManPage.escaped(".x") == "\\&.x")
    #expect(ManPage.escaped("→") == "\\[u2192]")
  }
}

@Suite("CommandLineDeclarations")
struct CommandLineDeclarationTests {
  @Test("--help shows every subcommand and option declared")
  func usageFromDeclarations() {
    let usage = CommandLineOptions.usage
    for command in CommandLineOptions.commands {
      #expect(usage.contains(command.synopsis), "\(command.synopsis)")
      for option in command.options { #expect(usage.contains(option.names.first ?? "?"), "\(option.names)") }
    }
  }

  @Test("every declared subcommand parses, with --help where it takes options")
  func everySubcommandParses() throws {
    for subcommand in Subcommand.allCases {
      let declaration = CommandLineOptions.declaration(of: subcommand)
      #expect(declaration.name == subcommand.rawValue)
      var arguments = [subcommand.rawValue]
      if !declaration.operandChoices.isEmpty {
        arguments.append(declaration.operandChoices[0])
      } else if declaration.completesFiles {
        // `edit` takes FILE:LINE.
        arguments.append(declaration.operands.hasSuffix(":LINE") ? "a.easel:1" : "a.easel")
      }
      for option in declaration.options where option.isRequired {
        arguments += [option.names[0], option.choices.first ?? "x"]
      }
      #expect(throws: Never.self, "\(arguments)") { try CommandLineOptions.parse(arguments) }
    }
  }

  @Test("completions takes exactly one known shell")
  func completions() throws {
    #expect(try CommandLineOptions.parse(["completions", "bash"]) == .completions(.bash))
    #expect(try CommandLineOptions.parse(["completions", "fish"]) == .completions(.fish))
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["completions"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["completions", "csh"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["completions", "bash", "zsh"]) }
  }

  @Test("the version line carries the commit, or says unknown")
  func versionLine() {
    #expect(
      CommandLineOptions.versionLine(commit: "a85547c") == "easel \(CommandLineOptions.version) (a85547c)")
    #expect(CommandLineOptions.versionLine(commit: "") == "easel \(CommandLineOptions.version) (unknown)")
  }

  @Test("each completion script names every subcommand and option")
  func completionScripts() {
    for shell in CompletionShell.allCases {
      let script = ShellCompletion.script(for: shell)
      for command in CommandLineOptions.commands {
        if let name = command.name { #expect(script.contains(name), "\(shell) \(name)") }
        for option in command.options {
          let name = option.names.last ?? "?"
          let spelled = shell == .fish ? "-l \(name.dropFirst(2))" : name
          #expect(script.contains(spelled), "\(shell) \(name)")
        }
        for choice in command.options.flatMap(\.choices) {
          #expect(script.contains(choice), "\(shell) \(choice)")
        }
      }
    }
  }
}
