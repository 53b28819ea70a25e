import Testing

@testable import EaselFileFormat

@Suite("Keymap file")
struct KeymapFileTests {
  static func decode(_ text: String) throws(FileFormatError) -> [(commandID: String, chords: [String]?)] {
    try KeymapFile.decode(Array(text.utf8))
  }

  /// The error `text` gives, or nil if it decodes.
  static func error(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("A valid file gives its bindings in file order, chords as written")
  func validFile() throws {
    let bindings = try Self.decode(
      """
      {
        "version": 1,
        "bindings": {
          "edit.eraseSelection": ["Ctrl-E", "F5"],
          "edit.duplicate": null,
          "file.save": [],
          "no.such": ["Not-A-Key"]
        }
      }
      """)
    #expect(bindings.map(\.commandID) == ["edit.eraseSelection", "edit.duplicate", "file.save", "no.such"])
    #expect(bindings[0].chords == ["Ctrl-E", "F5"])
    #expect(bindings[1].chords == nil, "null unbinds")
    #expect(bindings[2].chords == [], "[] unbinds")
    #expect(bindings[3].chords == ["Not-A-Key"], "unknown IDs and chords are the keymap's to report")
  }

  @Test("Fields in any order, a byte order mark, escapes and empty bindings are accepted")
  func lenientWhereHarmless() throws {
    let reversed = try Self.decode(#"{"bindings": {"view.grid": ["Ctrl-G"]}, "version": 1}"#)
    #expect(reversed.count == 1 && reversed[0].commandID == "view.grid")
    let marked = try KeymapFile.decode([0xEF, 0xBB, 0xBF] + Array(#"{"version":1,"bindings":{}}"#.utf8))
    #expect(marked.isEmpty)
    let escaped = try Self.decode(#"{"version": 1, "bindings": {"edit.und\u006F": ["Cmd-\u005A"]}}"#)
    #expect(escaped[0].commandID == "edit.undo" && escaped[0].chords == ["Cmd-Z"])
  }

  static let malformed: [(String, String, String)] = [
    ("not an object", "[]", "line 1, column 1: expected '{' to start a keymap file, found '['"),
    ("empty file", "", "line 1, column 1: expected '{' to start a keymap file, found the end of the file"),
    (
      "missing version", #"{"bindings": {}}"#,
      "line 1, column 1: the field \"version\" is missing (write \"version\": 1)"
    ),
    ("missing bindings", #"{"version": 1}"#, "line 1, column 1: the field \"bindings\" is missing"),
    (
      "newer version", #"{"version": 2, "bindings": {"x": 5}}"#,
      "line 1, column 13 (version): this keymap file is version 2, newer than the version 1 this Easel reads"
    ),
    (
      "version as a string", #"{"version": "1", "bindings": {}}"#,
      "line 1, column 13 (version): expected the version number 1, found \"1\""
    ),
    (
      "unknown top-level field", "{\"version\": 1,\n \"keys\": {}, \"bindings\": {}}",
      "line 2, column 2: unknown field \"keys\"; a keymap file has version and bindings"
    ),
    (
      "duplicate field", #"{"version": 1, "version": 1, "bindings": {}}"#,
      "line 1, column 16: the field \"version\" appears twice"
    ),
    (
      "bindings not an object", #"{"version": 1, "bindings": ["file.save"]}"#,
      "line 1, column 28 (bindings): expected an object mapping command IDs to lists of keys, found '['"
    ),
    (
      "chords as a string", "{\"version\": 1, \"bindings\": {\n  \"edit.undo\": \"Ctrl-Z\"}}",
      "line 2, column 16 (bindings.edit.undo): expected a list of keys such as [\"Ctrl-E\", \"F5\"], "
        + "or null to unbind the command, found \"Ctrl-Z\""
    ),
    (
      "chords as true", #"{"version": 1, "bindings": {"edit.undo": true}}"#,
      "line 1, column 42 (bindings.edit.undo): expected a list of keys such as [\"Ctrl-E\", \"F5\"], "
        + "or null to unbind the command, found true"
    ),
    (
      "a number among the chords", #"{"version": 1, "bindings": {"edit.undo": ["Ctrl-Z", 5]}}"#,
      "line 1, column 53 (bindings.edit.undo[1]): expected a key in double quotes such as \"Ctrl-E\", found 5"
    ),
    (
      "duplicate command", "{\"version\": 1, \"bindings\": {\"file.save\": [],\n\"file.save\": null}}",
      "line 2, column 1 (bindings): the command \"file.save\" appears twice; list each command once"
    ),
    (
      "empty command ID", #"{"version": 1, "bindings": {"": []}}"#,
      "line 1, column 29 (bindings): a command ID is empty (IDs look like \"edit.eraseSelection\")"
    ),
    (
      "over-long command ID",
      "{\"version\": 1, \"bindings\": {\"" + String(repeating: "a", count: 129) + "\": []}}",
      "line 1, column 29 (bindings): the string is longer than the limit of 128 bytes of UTF-8"
    ),
    (
      "over-long chord",
      #"{"version": 1, "bindings": {"edit.undo": [""# + String(repeating: "x", count: 65) + "\"]}}",
      "line 1, column 43 (bindings.edit.undo[0]): the string is longer than the limit of 64 bytes of UTF-8"
    ),
    (
      "control character in a chord", #"{"version": 1, "bindings": {"edit.undo": ["\u001B[A"]}}"#,
      "line 1, column 44 (bindings.edit.undo[0]): control character U+001B is not allowed in a string"
        + " (only line breaks, written \\n, in text and labels)"
    ),
    (
      "trailing comma", #"{"version": 1, "bindings": {"edit.undo": [],}}"#,
      "line 1, column 45 (bindings): expected a field name in double quotes, found '}'"
    ),
    (
      "content after the end", #"{"version": 1, "bindings": {}} {}"#,
      "line 1, column 32: unexpected content after the end of the keymap"
    ),
    (
      "unclosed", #"{"version": 1, "bindings": {"edit.undo": ["Ctrl-Z""#,
      "line 1, column 51 (bindings.edit.undo[0]): expected ',' or ']' after an element, found the end of the file"
    ),
  ]

  @Test("Each malformed file is refused with its line, column and field", arguments: malformed)
  func refusesMalformed(_ name: String, _ input: String, _ message: String) {
    let error = Self.error(input)
    #expect(error == message, "\(name)")
    if let error { #expect(HostileInputTests.isPrintableLine(error), "\(name)") }
  }

  @Test("Too many commands, too many chords, too large a file and deep nesting are refused")
  func limits() {
    let commands = (0...KeymapFile.maximumBindings).map { "\"c.\($0)\": []" }.joined(separator: ",")
    let tooManyCommands = Self.error(#"{"version": 1, "bindings": {"# + commands + "}}")
    #expect(tooManyCommands?.hasSuffix("(bindings): a keymap file rebinds at most 1000 commands") == true)
    let chords = (0...KeymapFile.maximumChordsPerCommand).map { "\"F\($0)\"" }.joined(separator: ",")
    let tooManyChords = Self.error(#"{"version": 1, "bindings": {"edit.undo": ["# + chords + "]}}")
    #expect(tooManyChords?.hasSuffix("(bindings.edit.undo[16]): a command has at most 16 keys") == true)
    let huge = [UInt8](repeating: 0x20, count: KeymapFile.maximumFileBytes + 1)
    #expect(throws: FileFormatError.self) { try KeymapFile.decode(huge) }
    let deep = #"{"bindings": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let nested = Self.error(deep + #", "version": 1}"#)
    #expect(nested?.contains("nested more than 64 deep") == true)
  }
}
