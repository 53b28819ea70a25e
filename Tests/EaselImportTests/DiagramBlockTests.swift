import EaselDocument
import EaselGeometry
import EaselImport
import EaselRender
import Testing

/// Edit in place (spec §10, `easel edit FILE:LINE`): the block around a line is found in
/// Markdown and in comments, opened as a diagram, and put back with every byte outside it as it
/// was — and every byte inside it too when nothing was changed.
@Suite struct DiagramBlockTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    /// Lines (from 1) inside the block; the first is the one the tests open.
    var lines: [Int]
    /// The diagram the block holds, prefixes and indentation taken off.
    var diagram: String
    var testDescription: String { name }
  }

  static let box = "+------+\n| box  |\n+------+\n"

  static let samples: [Sample] = [
    Sample(
      name: "Markdown fence with an info string",
      file:
        "# Notes\n\nSome text.\n\n```text {.diagram title=\"a\"}\n+------+\n| box  |\n+------+\n```\n\nAfter.\n",
      lines: [5, 6, 8, 9], diagram: box),
    Sample(
      name: "tilde fence, longer closing fence, a shorter tilde run inside",
      file: "Intro\n~~~~ ascii\n~~~\n+------+\n| box  |\n+------+\n~~~~~~\nOutro\n",
      lines: [4, 2, 3, 7], diagram: "~~~\n" + box),
    Sample(
      name: "fence in a nested list, indented, CRLF",
      file: "# Title\r\n\r\n- item\r\n  1. nested\r\n\r\n     ```ascii\r\n     +------+\r\n     | box  |\r\n"
        + "     +------+\r\n\r\n       two\r\n     ```\r\nend\r\n",
      lines: [8, 6, 12], diagram: box + "\n  two\n"),
    Sample(
      name: "fence at the first line",
      file: "```\n+------+\n| box  |\n+------+\n```\ntext after\n", lines: [1, 2, 5], diagram: box),
    Sample(
      name: "fence at the last line, no final newline, CRLF",
      file: "text before\r\n\r\n```\r\n+------+\r\n| box  |\r\n+------+\r\n```", lines: [7, 3, 5],
      diagram: box),
    Sample(
      name: "fence left open to the end of the file",
      file: "before\n```\n+------+\n| box  |\n+------+", lines: [4, 2], diagram: box),
    Sample(
      name: "backtick fence after an earlier closed one",
      file: "```sh\nls\n```\n\n```\n+------+\n| box  |\n+------+\n```\n", lines: [7], diagram: box),
    Sample(
      name: "C block comment",
      file:
        "#include <stdio.h>\n\n/*\n * +------+\n * | box  |\n * +------+\n *\n */\nint main(void) { return 0; }\n",
      lines: [5, 4, 7], diagram: box + "\n"),
    Sample(
      name: "C++ line comments with tabs before them",
      file: "int f() {\n\t// +------+\n\t// | box  |\n\t// +------+\n\treturn 1;\n}\n", lines: [3, 2, 4],
      diagram: box),
    Sample(
      name: "Swift line comment in a function, trailing spaces",
      file: "func f() {\n    // +------+   \n    // | box  |\n    // +------+\n    print(1)\n}\n",
      lines: [3], diagram: "+------+   \n| box  |\n+------+\n"),
    Sample(
      name: "Swift doc comment with a fence: the fence is the block",
      file:
        "/// Does things.\n///\n/// ```\n/// +------+\n/// | box  |\n/// +------+\n/// ```\nfunc f() {}\n",
      lines: [5, 3, 7], diagram: box),
    Sample(
      name: "Python comment at the end of a file without a newline",
      file: "def f():\n    pass\n\n# Flow:\n#\n#   +------+\n#   | box  |\n#   +------+", lines: [7, 4],
      diagram: "Flow:\n\n  +------+\n  | box  |\n  +------+\n"),
    Sample(
      name: "SQL comment",
      file: "-- +------+\n-- | box  |\n-- +------+\nSELECT 1;\n", lines: [1, 3], diagram: box),
    Sample(
      name: "Lisp comment",
      file: "(defun f ()\n  ;; +------+\n  ;; | box  |\n  ;; +------+\n  1)\n", lines: [2, 4], diagram: box),
  ]

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func render(_ document: Document) throws -> [UInt8] { try TextExport.render(document) }

  @Test(arguments: samples)
  func findsTheBlockFromEveryLineInIt(_ sample: Sample) throws {
    let file = Self.bytes(sample.file)
    let first = try DiagramBlock.find(in: file, line: sample.lines[0])
    #expect(String(decoding: first.diagram, as: UTF8.self) == sample.diagram)
    for line in sample.lines.dropFirst() {
      #expect(try DiagramBlock.find(in: file, line: line) == first, "line \(line)")
    }
    #expect(Array(file[first.byteRange]) == first.bytes)
  }

  @Test(arguments: samples)
  func savingUnchangedLeavesTheFileByteIdentical(_ sample: Sample) throws {
    let file = Self.bytes(sample.file)
    let block = try DiagramBlock.find(in: file, line: sample.lines[0])
    let document = try block.document()
    #expect(!document.isEmpty)
    let saved = try block.splice(Self.render(document), into: file)
    #expect(saved.file == file)
    #expect(saved.block == block)
  }

  @Test(arguments: samples)
  func movingABoxChangesOnlyLinesInsideTheBlock(_ sample: Sample) throws {
    let file = Self.bytes(sample.file)
    let block = try DiagramBlock.find(in: file, line: sample.lines[0])
    var document = try block.document()
    let box = try #require(document.shapes.first { if case .rectangle = $0.kind { true } else { false } })
    let move = document.translating([box.id], columns: 2, rows: 1)
    try document.apply(move)
    try document.apply(document.connectorFollowUp(after: move, index: SpatialIndex(document)))
    let saved = try block.splice(Self.render(document), into: file)
    #expect(saved.file != file)
    // Every byte before the block and after it is as it was.
    #expect(Array(saved.file[..<block.byteRange.lowerBound]) == Array(file[..<block.byteRange.lowerBound]))
    #expect(
      Array(saved.file.suffix(file.count - block.byteRange.upperBound))
        == Array(file[block.byteRange.upperBound...]))
    // The new block is where the old one was, and holds the moved box.
    let again = try DiagramBlock.find(in: saved.file, line: sample.lines[0])
    #expect(again.byteRange == saved.block.byteRange)
    let moved = try again.document()
    #expect(
      moved.shapes.contains {
        if case .rectangle(let rectangle) = $0.kind {
          rectangle.bounds == box.translated(columns: 2, rows: 1).bounds
        } else {
          false
        }
      })
    // Saving what is there now changes nothing more.
    #expect(try again.splice(Self.render(moved), into: saved.file).file == saved.file)
    // New lines have the block's terminator: no LF in a CRLF block, and the reverse.
    let inside = Array(saved.file[saved.block.byteRange])
    let crlf = sample.file.contains("\r\n")
    for (index, byte) in inside.enumerated() where byte == 0x0A {
      #expect((index > 0 && inside[index - 1] == 0x0D) == crlf)
    }
  }

  @Test func newLinesGetTheBlocksPrefixAndIndentation() throws {
    let file = Self.bytes("fn main() {\n    // +------+\n    // | box  |\n    // +------+\n}\n")
    let block = try DiagramBlock.find(in: file, line: 2)
    let saved = try block.splice(Self.bytes("+--+\n\n|  | x\n"), into: file)
    #expect(
      String(decoding: saved.file, as: UTF8.self) == "fn main() {\n    // +--+\n    //\n    // |  | x\n}\n")
    let fenced = Self.bytes("- a\n\n   ```\n   +--+\n   ```\n")
    let fence = try DiagramBlock.find(in: fenced, line: 4)
    let grown = try fence.splice(Self.bytes("+--+\n\n+--+\n"), into: fenced)
    #expect(String(decoding: grown.file, as: UTF8.self) == "- a\n\n   ```\n   +--+\n\n   +--+\n   ```\n")
  }

  @Test func anEmptiedDiagramLeavesAnEmptyFenceOrOneCommentLine() throws {
    let fenced = Self.bytes("a\n```\n+--+\n+--+\n```\nb\n")
    let fence = try DiagramBlock.find(in: fenced, line: 3)
    #expect(String(decoding: try fence.splice([], into: fenced).file, as: UTF8.self) == "a\n```\n```\nb\n")
    let commented = Self.bytes("x = 1\n  # +--+\n  # +--+\ny = 2\n")
    let comment = try DiagramBlock.find(in: commented, line: 2)
    let emptied = try comment.splice([], into: commented)
    #expect(String(decoding: emptied.file, as: UTF8.self) == "x = 1\n  #\ny = 2\n")
    // Still a block to edit.
    let refilled = try DiagramBlock.find(in: emptied.file, line: 2).splice(
      Self.bytes("+--+\n"), into: emptied.file)
    #expect(String(decoding: refilled.file, as: UTF8.self) == "x = 1\n  # +--+\ny = 2\n")
    // An empty fence fills too, even one at the end of a file without a newline.
    let open = Self.bytes("```")
    let filled = try DiagramBlock.find(in: open, line: 1).splice(Self.bytes("+--+\n"), into: open)
    #expect(String(decoding: filled.file, as: UTF8.self) == "```\n+--+\n")
  }

  @Test func linesWithoutABlockAreRefused() {
    let source = Self.bytes(
      "#include <stdio.h>\n#!not a comment\nint x; // trailing\n  */\n* bullet\n--flag\n\n")
    for line in 1...7 {
      #expect(throws: DiagramBlock.NotFound.self, "line \(line)") {
        try DiagramBlock.find(in: source, line: line)
      }
    }
    #expect(throws: DiagramBlock.NotFound.self) { try DiagramBlock.find(in: source, line: 0) }
    do {
      _ = try DiagramBlock.find(in: source, line: 8)
      Issue.record("line 8 of a 7-line file was found")
    } catch {
      #expect(error.description == "there is no line 8: the file has 7 lines")
    }
  }

  @Test func commentBlocksEndWhereThePrefixOrTheIndentationChanges() throws {
    let file = Self.bytes("# one\n## two\n  # three\n# four\n# five\n")
    #expect(String(decoding: try DiagramBlock.find(in: file, line: 1).diagram, as: UTF8.self) == "one\n")
    #expect(String(decoding: try DiagramBlock.find(in: file, line: 2).diagram, as: UTF8.self) == "two\n")
    #expect(String(decoding: try DiagramBlock.find(in: file, line: 3).diagram, as: UTF8.self) == "three\n")
    #expect(
      String(decoding: try DiagramBlock.find(in: file, line: 5).diagram, as: UTF8.self) == "four\nfive\n")
  }

  @Test func badInputIsRefusedWithTheFilesLineAndColumn() throws {
    let cases: [(file: [UInt8], line: Int, column: Int)] = [
      (Self.bytes("intro\n\n```\n+--+\n|a\u{7}|\n+--+\n```\n"), 5, 3),
      (Self.bytes("x\n    // ok\n    // a\0b\n"), 3, 9),
      (Self.bytes("-- +--+\n-- ") + [0xC3, 0x28] + Self.bytes("\n"), 2, 4),
    ]
    for (file, line, column) in cases {
      let block = try DiagramBlock.find(in: file, line: line)
      do {
        _ = try block.document()
        Issue.record("line \(line) was imported")
      } catch {
        #expect(error.line == line)
        #expect(error.column == column, "\(error)")
      }
    }
  }

  @Test func aBlockThatIsNotADiagramOpensAsText() throws {
    let file = Self.bytes("```python\ndef f(x):\n    return x * 2\n```\n")
    let block = try DiagramBlock.find(in: file, line: 2)
    let document = try block.document()
    let report = DiagramReading.Report(of: document)
    #expect(report.boxes == 0 && report.lines == 0 && report.texts > 0)
    #expect(try block.splice(Self.render(document), into: file).file == file)
  }

  @Test func theBlockIsFoundAgainWhenTheFileWasEditedElsewhere() throws {
    let file = Self.bytes("a\n\n```\n+------+\n| box  |\n+------+\n```\n")
    let block = try DiagramBlock.find(in: file, line: 5)
    let edited = Self.bytes("a new first line\nand a second\n") + file + Self.bytes("more at the end\n")
    let saved = try block.splice(Self.bytes("+--+\n"), into: edited)
    #expect(
      String(decoding: saved.file, as: UTF8.self)
        == "a new first line\nand a second\na\n\n```\n+--+\n```\nmore at the end\n")
    #expect(saved.block.firstLine == 6)
    // The block's lines changed, or are there twice: refused.
    let changed = Self.bytes("a\n\n```\n+------+\n| BOX  |\n+------+\n```\n")
    #expect(throws: DiagramBlock.Moved.self) { try block.splice(Self.bytes("+--+\n"), into: changed) }
    let twice = file + file
    let shifted = Self.bytes("z\n") + twice
    #expect(throws: DiagramBlock.Moved.self) { try block.splice(Self.bytes("+--+\n"), into: shifted) }
  }

  @Test func markdownHasNoCommentBlocks() throws {
    let file = Self.bytes("# Heading\n\n# Another\n")
    #expect(throws: DiagramBlock.NotFound.self) { try DiagramBlock.find(in: file, line: 1, markdown: true) }
    #expect(String(decoding: try DiagramBlock.find(in: file, line: 1).diagram, as: UTF8.self) == "Heading\n")
    #expect(DiagramBlock.isMarkdown(fileName: "docs/README.md"))
    #expect(DiagramBlock.isMarkdown(fileName: "notes.MARKDOWN"))
    #expect(!DiagramBlock.isMarkdown(fileName: "main.swift"))
    #expect(!DiagramBlock.isMarkdown(fileName: "docs.md/Makefile"))
  }

  /// Files of random fences, comments, diagram pieces, tabs, trailing spaces and mixed line
  /// endings: wherever a block is found and imported, saving it unchanged gives the file back
  /// byte for byte, and a changed diagram leaves every byte outside the block as it was.
  @Test func randomFilesSaveUnchangedByteForByte() throws {
    let pieces = [
      "```", "```text", "~~~", "  ```", "    ~~~~ x", "// ", "//", "# ", "#", "-- ", ";; ", " * ", " *",
      "\t// ",
      "    // ", "", " ", "+--+", "|  |", "┌─┐", "└─┘", "--->", "a b", "\t+-+", "x  ", "│ a │",
    ]
    var random = BlockRandom(state: 7)
    var found = 0
    for seed in 0..<300 {
      var text = ""
      let count = 1 + random.below(14)
      for _ in 0..<count {
        text += pieces[random.below(pieces.count)] + pieces[random.below(pieces.count)]
        text += ["\n", "\r\n", "  \n"][random.below(3)]
      }
      if random.below(4) == 0 { text.removeLast() }
      let file = Self.bytes(text)
      for line in 1...count {
        guard let block = try? DiagramBlock.find(in: file, line: line), let document = try? block.document()
        else {
          continue
        }
        found += 1
        let saved = try block.splice(Self.render(document), into: file)
        #expect(saved.file == file, "seed \(seed), line \(line): \(text.debugDescription)")
        let changed = try block.splice(Self.bytes("+----+\n\n|    |\n"), into: file)
        #expect(
          Array(changed.file.prefix(block.byteRange.lowerBound))
            == Array(file.prefix(block.byteRange.lowerBound)))
        #expect(
          Array(changed.file.suffix(file.count - block.byteRange.upperBound))
            == Array(file.suffix(file.count - block.byteRange.upperBound)), "seed \(seed), line \(line)")
      }
    }
    #expect(found > 500, "blocks found: \(found)")
  }
}

/// SplitMix64, so a failure names its seed.
private struct BlockRandom {
  var state: UInt64
  mutating func below(_ n: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(n))
  }
}
