import Testing

@testable import EaselApp

@Suite("CommandLineOptions")
struct CommandLineOptionsTests {
  @Test("no arguments open an untitled canvas; one argument opens that file")
  func editor() throws {
    #expect(try CommandLineOptions.parse([]) == .editor(file: nil, asciiOnly: false))
    #expect(try CommandLineOptions.parse(["a.easel"]) == .editor(file: "a.easel", asciiOnly: false))
    #expect(try CommandLineOptions.parse(["--ascii", "b"]) == .editor(file: "b", asciiOnly: true))
    #expect(try CommandLineOptions.parse(["--", "--weird"]) == .editor(file: "--weird", asciiOnly: false))
  }

  @Test("keys, --probe, --help and --version are recognised")
  func subcommands() throws {
    #expect(try CommandLineOptions.parse(["keys"]) == .keys(countOnly: false))
    #expect(try CommandLineOptions.parse(["keys", "--count"]) == .keys(countOnly: true))
    #expect(try CommandLineOptions.parse(["--probe"]) == .probe)
    #expect(try CommandLineOptions.parse(["--help"]) == .help)
    #expect(try CommandLineOptions.parse(["-h"]) == .help)
    #expect(try CommandLineOptions.parse(["--version"]) == .version)
  }

  @Test("unknown flags and extra files are usage errors that name the argument safely")
  func usageErrors() {
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--frobnicate"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["a", "b"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["keys", "--bogus"]) }
    do {
      _ = try CommandLineOptions.parse(["--\u{1b}[31m"])
      Issue.record("expected a usage error")
    } catch {
      #expect(!error.message.contains("\u{1b}"))
      #expect(error.message.contains("--?[31m"))
    }
  }
}

@Suite struct ImportCommandLineTests {
  @Test func importTakesAFileAndAnOutput() throws {
    #expect(
      try CommandLineOptions.parse(["import", "notes.txt"]) == .importText(file: "notes.txt", output: nil))
    #expect(
      try CommandLineOptions.parse(["import", "notes.txt", "-o", "n.easel"])
        == .importText(file: "notes.txt", output: "n.easel"))
    #expect(
      try CommandLineOptions.parse(["import", "--output=n.easel", "notes.txt"])
        == .importText(file: "notes.txt", output: "n.easel"))
    #expect(
      try CommandLineOptions.parse(["import", "notes.txt", "-o", "-"])
        == .importText(file: "notes.txt", output: nil))
    #expect(try CommandLineOptions.parse(["import", "--help"]) == .help)
    #expect(
      try CommandLineOptions.parse(["import", "--explain", "notes.txt"])
        == .importText(file: "notes.txt", output: nil, explains: true))
    #expect(throws: UsageError.self) {
      try CommandLineOptions.parse(["import", "--explain=yes", "notes.txt"])
    }
  }

  @Test func importUsageErrors() {
    for arguments in [
      ["import"], ["import", "a.txt", "b.txt"], ["import", "a.txt", "-o"], ["import", "a.txt", "--frob"],
      ["import", "a.txt", "-o", "a.txt"],
    ] {
      #expect(throws: UsageError.self, "\(arguments)") { try CommandLineOptions.parse(arguments) }
    }
    #expect(CommandLineOptions.usage.contains(ImportOptions.synopsis))
  }
}
