import EaselTestSupport
import Glibc
import Testing

extension EndToEnd {
  /// `easel export FILE --to svg|txt|ansi [-o OUT]` through the real executable (spec §6).
  @Suite("Export")
  struct Export {
    typealias Documents = EndToEnd.Documents

    static var examplesFolder: String { Documents.repositoryRoot + "/docs/examples" }

    /// Every example document, by name without `.easel`.
    static func exampleNames() throws -> [String] {
      let names = TestFiles.names(in: examplesFolder, endingWith: ".easel").map { String($0.dropLast(6)) }
      try #require(names.count >= 3, "examples not found in \(examplesFolder)")
      return names
    }

    static func run(_ arguments: [String]) throws -> PipedProcess.Result {
      try PipedProcess.run(arguments: arguments)
    }

    /// The names in `folder`, hidden ones included, sorted.
    static func listing(_ folder: String) throws -> String {
      try PipedProcess.run(executable: "/bin/ls", arguments: ["-A", folder]).outputText
    }

    @Test("--to txt prints exactly what render prints, byte for byte; --to ansi what render --color prints")
    func textMatchesRender() throws {
      for name in try Self.exampleNames() {
        let document = Self.examplesFolder + "/\(name).easel"
        for (export, render) in [
          (["--to", "txt"], [String]()), (["--to", "txt", "--ascii"], ["--ascii"]),
          (["--to", "ansi"], ["--color"]),
        ] {
          let exported = try Self.run(["export", document] + export)
          let rendered = try Self.run(["render", document] + render)
          #expect(exported.termination?.reason == .exited(0), "\(name) \(export): \(exported.errorText)")
          #expect(exported.standardError.isEmpty)
          #expect(!exported.standardOutput.isEmpty)
          #expect(exported.standardOutput == rendered.standardOutput, "\(name) \(export)")
        }
        let ansi = try Self.run(["export", document, "--to", "ansi"])
        #expect(ansi.outputText.contains("\u{1B}[0;"), "\(name): colours as SGR")
        let plain = try Self.run(["export", document, "--to", "txt"])
        #expect(!plain.outputText.contains("\u{1B}"))
      }
    }

    /// Elements per example: each shape a <g>; see `docs/export.md` for what each kind becomes.
    static let expectedCounts: [String: [String: Int]] = [
      "flowchart": [
        "svg": 1, "defs": 1, "marker": 3, "path": 3, "g": 10, "rect": 11, "polyline": 7, "text": 8,
        "tspan": 9,
      ],
      "shapes": [
        "svg": 1, "defs": 1, "marker": 2, "pattern": 1, "path": 5, "g": 9, "rect": 7, "ellipse": 2,
        "line": 1, "text": 4, "tspan": 9,
      ],
      // The hidden note is not exported: three texts, the boxes' labels and "Legend".
      "groups": [
        "svg": 1, "defs": 1, "marker": 1, "path": 1, "g": 5, "rect": 5, "polyline": 1, "text": 3, "tspan": 3,
      ],
      "negative": [
        "svg": 1, "defs": 1, "marker": 1, "path": 3, "g": 6, "rect": 2, "ellipse": 1, "line": 1, "text": 3,
        "tspan": 6,
      ],
      // The double ASCII frame is two <rect>s, the double ASCII line two rails and a centre
      // <line> for its arrowhead; the connector's label has a background <rect>.
      "ascii": [
        "svg": 1, "defs": 1, "marker": 1, "path": 1, "g": 7, "rect": 6, "polyline": 2, "line": 4, "text": 4,
        "tspan": 4,
      ],
      // Five underscore frames, one <rect> each, and the labelled connector's background; six
      // routed connectors; arrowheads in two colours.
      "underscore": [
        "svg": 1, "defs": 1, "marker": 2, "path": 2, "g": 11, "rect": 7, "polyline": 6, "text": 6, "tspan": 6,
      ],
      // Four boxes and the page; four labels (one of two lines) and a text; one connector.
      "contents": [
        "svg": 1, "defs": 1, "marker": 1, "path": 1, "g": 6, "rect": 5, "polyline": 1, "text": 5, "tspan": 6,
      ],
    ]

    @Test("--to svg is well-formed XML (python3 parses it) with the expected elements")
    func svgParses() throws {
      for name in try Self.exampleNames() {
        let result = try Self.run(["export", Self.examplesFolder + "/\(name).easel", "--to", "svg"])
        #expect(result.termination?.reason == .exited(0), "\(name): \(result.errorText)")
        #expect(result.standardError.isEmpty)
        let parsed = try XMLCheck.parse(result.standardOutput)
        #expect(parsed.root == "{http://www.w3.org/2000/svg}svg")
        #expect(parsed.counts == Self.expectedCounts[name], "\(name)")
      }
      let negative = try XMLCheck.parse(
        try Self.run(["export", Self.examplesFolder + "/negative.easel", "--to", "svg"]).standardOutput)
      #expect(negative.rootAttributes["viewBox"] == "-248 -336 344 528")
      let scaled = try XMLCheck.parse(
        try Self.run(["export", Self.examplesFolder + "/negative.easel", "--to", "svg", "--cell", "16x32"])
          .standardOutput)
      #expect(scaled.rootAttributes["viewBox"] == "-496 -672 688 1056")
      #expect(scaled.rootAttributes["width"] == "688")
    }

    @Test("-o replaces the file atomically: same bytes as stdout, permissions kept, nothing left behind")
    func outputFile() throws {
      let folder = try Documents.temporaryFolder()
      let document = Self.examplesFolder + "/flowchart.easel"
      let out = folder + "/flow.svg"
      Documents.write("old contents", to: out)
      #expect(chmod(out, 0o600) == 0)
      let written = try Self.run(["export", document, "--to", "svg", "-o", out])
      #expect(written.termination?.reason == .exited(0), "\(written.errorText)")
      #expect(written.standardOutput.isEmpty)
      #expect(written.standardError.isEmpty)
      let stdout = try Self.run(["export", document, "--to", "svg"])
      #expect(TestFiles.readBytes(out) == stdout.standardOutput)
      var info = stat()
      #expect(stat(out, &info) == 0)
      #expect(info.st_mode & 0o777 == 0o600)
      #expect(try Self.listing(folder) == "flow.svg\n", "no temporary file is left behind")
      let text = try Self.run(["export", document, "--to", "txt", "--output=\(folder)/flow.txt"])
      #expect(text.termination?.reason == .exited(0))
      #expect(
        TestFiles.readBytes(folder + "/flow.txt") == (try Self.run(["render", document])).standardOutput)
    }

    @Test("a write that fails says why, exits 1 and leaves no file, partial or temporary")
    func outputFailure() throws {
      let folder = try Documents.temporaryFolder()
      let document = Self.examplesFolder + "/shapes.easel"
      let missing = folder + "/no-such-folder/out.svg"
      let result = try Self.run(["export", document, "--to", "svg", "-o", missing])
      #expect(result.termination?.reason == .exited(1))
      #expect(
        result.errorText.hasPrefix("easel: cannot write \(missing): cannot create a file"),
        "\(result.errorText)")
      #expect(result.errorText.hasSuffix("\n") && result.errorText.filter { $0 == "\n" }.count == 1)
      #expect(result.standardOutput.isEmpty)
      #expect(try Self.listing(folder) == "")
      // A folder in the way: refused before anything is written; the folder stays, empty.
      let blocked = folder + "/blocked.svg"
      #expect(mkdir(blocked, 0o755) == 0)
      let overFolder = try Self.run(["export", document, "--to", "svg", "-o", blocked])
      #expect(overFolder.termination?.reason == .exited(1))
      #expect(overFolder.errorText == "easel: cannot write \(blocked): it is a folder\n")
      #expect(try Self.listing(folder) == "blocked.svg\n")
      #expect(try Self.listing(blocked) == "")
    }

    @Test("the drawing itself is never replaced by its export")
    func sameFile() throws {
      let folder = try Documents.temporaryFolder()
      let path = folder + "/doc.easel"
      let original = try #require(TestFiles.read(Self.examplesFolder + "/negative.easel"))
      #expect(TestFiles.write(original, to: path))
      let same = try Self.run(["export", path, "--to", "txt", "-o", path])
      #expect(same.termination?.reason == .exited(2))
      #expect(same.errorText == "easel export: the output '\(path)' is the drawing itself\n")
      let respelled = folder + "/./doc.easel"
      let other = try Self.run(["export", path, "--to", "svg", "-o", respelled])
      #expect(other.termination?.reason == .exited(1))
      #expect(other.errorText == "easel: \(respelled) is the drawing being exported; not replacing it\n")
      #expect(symlink(path, folder + "/link.easel") == 0)
      let linked = try Self.run(["export", path, "--to", "svg", "-o", folder + "/link.easel"])
      #expect(linked.termination?.reason == .exited(1))
      #expect(TestFiles.read(path) == original, "the drawing is untouched")
    }

    @Test("bad arguments exit 2 with one line on stderr; a missing or malformed file exits 1")
    func errors() throws {
      let document = Self.examplesFolder + "/flowchart.easel"
      for arguments in [
        ["export"], ["export", document], ["export", document, "--to", "png"], ["export", document, "--to"],
        ["export", document, "--to", "txt", "--cell", "8x16"],
        ["export", document, "--to", "svg", "--ascii"],
        ["export", document, "--to", "svg", "--cell", "0x16"],
        ["export", document, "--to", "svg", "--bogus"],
        ["export", document, document, "--to", "svg"],
      ] {
        let result = try Self.run(arguments)
        #expect(result.termination?.reason == .exited(2), "\(arguments)")
        #expect(result.errorText.hasPrefix("easel export: "), "\(arguments): \(result.errorText)")
        #expect(result.errorText.filter { $0 == "\n" }.count == 1)
        #expect(result.standardOutput.isEmpty)
      }
      let missing = try Self.run(["export", "/nonexistent/x.easel", "--to", "svg"])
      #expect(missing.termination?.reason == .exited(1))
      #expect(missing.errorText == "easel: /nonexistent/x.easel: no such file\n")
      #expect(missing.standardOutput.isEmpty)

      let folder = try Documents.temporaryFolder()
      let bad = folder + "/bad.easel"
      Documents.write("{\"format\": \"easel\", \"version\": 1, \"shapes\": [{\"id\": 1,\n", to: bad)
      let malformed = try Self.run(["export", bad, "--to", "svg", "-o", folder + "/out.svg"])
      let rendered = try Self.run(["render", bad])
      #expect(malformed.termination?.reason == .exited(1))
      #expect(malformed.errorText.hasPrefix("easel: \(bad): line "), "\(malformed.errorText)")
      #expect(malformed.errorText == rendered.errorText)
      #expect(try Self.listing(folder) == "bad.easel\n")

      let help = try Self.run(["--help"])
      #expect(help.outputText.contains("easel export FILE --to svg|txt|ansi [-o OUT]"))
    }
  }
}
