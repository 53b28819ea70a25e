import Testing

@testable import EaselApp

/// `easel edit FILE:LINE [--ascii]` on the command line.
@Suite("easel edit arguments")
struct EditCommandLineTests {
  @Test("FILE:LINE splits at the last colon; --ascii and -- are taken")
  func parses() throws {
    #expect(
      try CommandLineOptions.parse(["edit", "README.md:12"])
        == .edit(file: "README.md", line: 12, asciiOnly: false))
    #expect(
      try CommandLineOptions.parse(["edit", "--ascii", "a:b.md:3"])
        == .edit(file: "a:b.md", line: 3, asciiOnly: true))
    #expect(
      try CommandLineOptions.parse(["edit", "--", "-x.md:1"])
        == .edit(file: "-x.md", line: 1, asciiOnly: false))
    #expect(try CommandLineOptions.parse(["edit", "--help"]) == .help)
  }

  @Test(
    "a target without a line, a line that is not a positive number, two targets or an unknown option are usage errors"
  )
  func refuses() {
    for arguments in [
      ["edit"], ["edit", "README.md"], ["edit", "README.md:"], ["edit", ":4"], ["edit", "README.md:0"],
      ["edit", "README.md:-2"], ["edit", "README.md:1x"], ["edit", "README.md:12345678901"],
      ["edit", "a.md:1", "b.md:2"], ["edit", "--color", "a.md:1"],
    ] {
      #expect(throws: UsageError.self, "\(arguments)") { try CommandLineOptions.parse(arguments) }
    }
  }
}
