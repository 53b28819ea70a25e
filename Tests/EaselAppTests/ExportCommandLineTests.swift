import EaselRender
import Testing

@testable import EaselApp

@Suite("CommandLineOptions: export")
struct ExportCommandLineTests {
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try CommandLineOptions.parse(["export"] + arguments)
  }

  /// The usage error's message for `arguments`; nil when they parse.
  static func error(_ arguments: [String]) -> String? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("FILE --to FORMAT, with -o OUT, --cell WxH and --ascii in any order")
  func valid() throws {
    #expect(
      try Self.parse(["a.easel", "--to", "svg"])
        == .export(file: "a.easel", format: .svg, output: nil, options: ExportOptions()))
    #expect(
      try Self.parse(["--to", "txt", "-o", "out.txt", "a.easel"])
        == .export(file: "a.easel", format: .txt, output: "out.txt", options: ExportOptions()))
    #expect(
      try Self.parse(["a.easel", "--to=ansi", "--ascii", "--output=x.ans"])
        == .export(file: "a.easel", format: .ansi, output: "x.ans", options: ExportOptions(usesASCII: true)))
    #expect(
      try Self.parse(["a.easel", "--to", "svg", "--cell", "10x20"])
        == .export(
          file: "a.easel", format: .svg, output: nil, options: ExportOptions(cellWidth: 10, cellHeight: 20)))
    #expect(
      try Self.parse(["--to", "svg", "--cell=1x256", "--", "-odd.easel"])
        == .export(
          file: "-odd.easel", format: .svg, output: nil, options: ExportOptions(cellWidth: 1, cellHeight: 256)
        ))
    // `-o -` is stdout.
    #expect(
      try Self.parse(["a.easel", "--to", "txt", "-o", "-"])
        == .export(file: "a.easel", format: .txt, output: nil, options: ExportOptions()))
    #expect(try Self.parse(["--help"]) == .help)
  }

  @Test("missing or repeated parts, unknown formats and options are usage errors")
  func errors() {
    #expect(Self.error([]) == "easel export: which file? (easel export FILE --to svg|txt|ansi)")
    #expect(Self.error(["a.easel"]) == "easel export: which format? (--to svg, txt or ansi)")
    #expect(Self.error(["a.easel", "--to"]) == "easel export: --to needs a value (try --help)")
    #expect(
      Self.error(["a.easel", "--to", "png"]) == "easel export: unknown format 'png' (--to svg, txt or ansi)")
    #expect(Self.error(["a.easel", "--to", "svg", "--to", "txt"]) == "easel export: --to given twice")
    #expect(
      Self.error(["a.easel", "b.easel", "--to", "svg"]) == "easel export: only one file, got 'b.easel' too")
    #expect(Self.error(["a.easel", "--to", "svg", "-o"]) == "easel export: -o needs a value (try --help)")
    #expect(Self.error(["a.easel", "--to", "svg", "-o", ""]) == "easel export: -o needs a file name")
    #expect(Self.error(["a.easel", "--to", "svg", "-o", "x", "-o", "y"]) == "easel export: -o given twice")
    #expect(
      Self.error(["a.easel", "--to", "svg", "--bogus"])
        == "easel export: unknown option '--bogus' (try --help)")
    #expect(
      Self.error(["a.easel", "--to", "svg", "--ascii=1"])
        == "easel export: unknown option '--ascii=1' (try --help)")
  }

  @Test("--cell takes WIDTHxHEIGHT within 1...256 and applies to SVG only; --ascii to text only")
  func formatOptions() {
    for bad in ["8", "8x", "x16", "0x16", "8x257", "8x16x2", "-8x16", "8X16", " 8x16", "８x16", "0008x16"] {
      #expect(
        Self.error(["a.easel", "--to", "svg", "--cell", bad])?.hasPrefix("easel export: --cell takes")
          == true, "\(bad)")
    }
    #expect(
      Self.error(["a.easel", "--to", "txt", "--cell", "8x16"])
        == "easel export: --cell applies to --to svg only")
    #expect(
      Self.error(["a.easel", "--to", "svg", "--ascii"])
        == "easel export: --ascii applies to --to txt and ansi only")
  }

  @Test("an output that is the drawing itself is refused; arguments are echoed safely")
  func safety() {
    #expect(
      Self.error(["a.easel", "--to", "txt", "-o", "a.easel"])
        == "easel export: the output 'a.easel' is the drawing itself")
    let message = Self.error(["a.easel", "--to", "\u{1B}]0;x\u{7}"]) ?? ""
    #expect(!message.contains("\u{1B}"))
    #expect(message.contains("'?]0;x?'"))
  }

  @Test("the usage text shows the export command")
  func usage() {
    #expect(
      CommandLineOptions.usage.contains("easel export FILE --to svg|txt|ansi [-o OUT] [--cell WxH] [--ascii]")
    )
  }
}
