/// The user's keymap file, `$XDG_CONFIG_HOME/easel/keymap.json` (`docs/keymap-file.md`):
///
///     {"version": 1, "bindings": {"edit.eraseSelection": ["Ctrl-E", "F5"], "file.save": null}}
///
/// Each command ID maps to the chords that replace its default keys, or to `null` or `[]` to
/// unbind it. Read as strictly as a document: unknown fields, wrong types, duplicate IDs,
/// over-long strings and too many entries are refused with the line, column and field. IDs and
/// chords are returned as written: whether they name a command or a key is the keymap's
/// business (`Keymap` in EaselCommands reports those as problems, never as failures).
public enum KeymapFile {
  /// The version this build reads.
  public static let currentVersion = 1
  /// Larger files are refused before any parsing (1 MiB).
  public static let maximumFileBytes = 1 << 20
  /// Most commands one file may rebind.
  public static let maximumBindings = 1_000
  /// Most chords one command may have.
  public static let maximumChordsPerCommand = 16
  /// Longest command ID, in UTF-8 bytes.
  public static let maximumCommandIDBytes = 128
  /// Longest chord, in UTF-8 bytes (`Cmd-Shift-Alt-PageDown` is 22).
  public static let maximumChordBytes = 64

  /// The bindings in file order: a command ID and its chords, nil for `null` (unbind).
  public static func decode(_ bytes: [UInt8]) throws(FileFormatError) -> [(
    commandID: String, chords: [String]?
  )] {
    guard bytes.count <= maximumFileBytes else {
      throw FileFormatError(
        message: "the file is \(bytes.count) bytes, more than the limit of \(maximumFileBytes) (1 MiB)")
    }
    return try bytes.withUnsafeBufferPointer {
      (buffer) throws(FileFormatError) -> [(commandID: String, chords: [String]?)] in
      var decoder = KeymapFileDecoder(reader: JSONReader(buffer))
      return try decoder.decode()
    }
  }
}

/// The fields of the keymap file's top-level object.
private enum KeymapFileField: Int, FieldName {
  case version
  case bindings

  static var count: Int { 2 }

  var name: StaticString {
    switch self {
    case .version: return "version"
    case .bindings: return "bindings"
    }
  }
}

/// Names that are not fixed fields (command IDs): no name matches, the caller reads the text.
private enum FreeFormName: Int, FieldName {
  case none

  static var count: Int { 0 }
  var name: StaticString { "" }
}

private struct KeymapFileDecoder {
  var reader: JSONReader

  /// Like the document decoder, the version is checked first wherever it stands, so a newer
  /// file is refused for its version and not for what this version cannot read.
  mutating func decode() throws(FileFormatError) -> [(commandID: String, chords: [String]?)] {
    reader.skipByteOrderMark()
    let open = try reader.beginObject("'{' to start a keymap file")
    var seen = Set<Int>()
    var version: Int?
    var bindings: [(commandID: String, chords: [String]?)]?
    var deferredBindingsOffset: Int?
    var firstUnknownFieldOffset: Int?
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(KeymapFileField.self, isFirst: &isFirst) {
      guard let field else {
        guard version == nil else { throw unknownField(at: keyOffset) }
        if firstUnknownFieldOffset == nil { firstUnknownFieldOffset = keyOffset }
        reader.path.append(.unknownField(at: keyOffset))
        try reader.skipValue()
        reader.path.removeLast()
        continue
      }
      guard seen.insert(field.rawValue).inserted else {
        throw reader.error("the field \(reader.describeToken(at: keyOffset)) appears twice", at: keyOffset)
      }
      reader.path.append(.field(field.name))
      switch field {
      case .version:
        version = try readVersion()
      case .bindings:
        if version == nil {
          deferredBindingsOffset = reader.index
          try reader.skipValue()
        } else {
          bindings = try readBindings()
        }
      }
      reader.path.removeLast()
    }
    reader.skipWhitespace()
    guard reader.isAtEnd else { throw reader.error("unexpected content after the end of the keymap") }
    guard version != nil else {
      throw reader.error("the field \"version\" is missing (write \"version\": 1)", at: open)
    }
    if let offset = firstUnknownFieldOffset { throw unknownField(at: offset) }
    if bindings == nil, let offset = deferredBindingsOffset {
      reader.index = offset
      reader.path = [.field("bindings")]
      bindings = try readBindings()
      reader.path = []
    }
    guard let bindings else { throw reader.error("the field \"bindings\" is missing", at: open) }
    return bindings
  }

  private mutating func readVersion() throws(FileFormatError) -> Int {
    let offset = reader.index
    let value = reader.scanInteger()
    if let value, value > KeymapFile.currentVersion {
      throw reader.error(
        "this keymap file is version \(value), newer than the version \(KeymapFile.currentVersion) "
          + "this Easel reads", at: offset)
    }
    guard let value, value >= 1 else {
      throw reader.expected("the version number \(KeymapFile.currentVersion)", at: offset)
    }
    return value
  }

  /// `{"command.id": ["Chord", …] or null, …}`.
  private mutating func readBindings() throws(FileFormatError) -> [(commandID: String, chords: [String]?)] {
    _ = try reader.beginObject("an object mapping command IDs to lists of keys")
    var bindings: [(commandID: String, chords: [String]?)] = []
    var seenIDs = Set<String>()
    var isFirst = true
    while let (_, keyOffset) = try reader.nextKey(FreeFormName.self, isFirst: &isFirst) {
      guard bindings.count < KeymapFile.maximumBindings else {
        throw reader.error(
          "a keymap file rebinds at most \(KeymapFile.maximumBindings) commands", at: keyOffset)
      }
      let id = try readCommandID(at: keyOffset)
      guard seenIDs.insert(id).inserted else {
        throw reader.error(
          "the command \(reader.describeToken(at: keyOffset)) appears twice; list each command once",
          at: keyOffset)
      }
      reader.path.append(.unknownField(at: keyOffset))
      bindings.append((id, try readChords()))
      reader.path.removeLast()
    }
    return bindings
  }

  /// The command ID whose name starts at `offset`, held to its length limit.
  private func readCommandID(at offset: Int) throws(FileFormatError) -> String {
    var copy = reader
    copy.index = offset
    let id = try copy.readString(limit: KeymapFile.maximumCommandIDBytes)
    guard !id.isEmpty else {
      throw reader.error("a command ID is empty (IDs look like \"edit.eraseSelection\")", at: offset)
    }
    return id
  }

  /// `["Ctrl-E", "F5"]`, `[]` or `null`.
  private mutating func readChords() throws(FileFormatError) -> [String]? {
    let what = "a list of keys such as [\"Ctrl-E\", \"F5\"], or null to unbind the command"
    if reader.matches("null") {
      reader.index += 4
      return nil
    }
    guard reader.current == UInt8(ascii: "[") else { throw reader.expected(what) }
    _ = try reader.beginArray(what)
    var chords: [String] = []
    var isFirst = true
    reader.path.append(.index(0))
    while try reader.nextElement(isFirst: &isFirst) {
      reader.path[reader.path.count - 1] = .index(chords.count)
      guard chords.count < KeymapFile.maximumChordsPerCommand else {
        throw reader.error("a command has at most \(KeymapFile.maximumChordsPerCommand) keys")
      }
      guard reader.current == UInt8(ascii: "\"") else {
        throw reader.expected("a key in double quotes such as \"Ctrl-E\"")
      }
      chords.append(try reader.readString(limit: KeymapFile.maximumChordBytes))
    }
    reader.path.removeLast()
    return chords
  }

  private func unknownField(at offset: Int) -> FileFormatError {
    reader.error(
      "unknown field \(reader.describeToken(at: offset)); a keymap file has version and bindings",
      at: offset)
  }
}
