import Glibc
import Testing

@testable import EaselTerminal

/// File names as bytes (issue 12, item 12): any byte string survives the trip into a Swift
/// string and back, and reaches the system unchanged.
@Suite("SystemPath")
struct SystemPathTests {
  @Test("valid UTF-8 reads as itself, with no escapes")
  func validNamesUnchanged() {
    for name in ["drawing.easel", "café.easel", "图表.easel", "🎨 art/x.easel", ""] {
      let string = SystemPath.string(Array(name.utf8))
      #expect(string == name)
      #expect(SystemPath.bytes(string) == Array(name.utf8))
      #expect(!string.unicodeScalars.contains { SystemPath.escapes.contains($0.value) })
    }
  }

  @Test("a stray byte is one escape scalar each, and comes back as itself")
  func strayBytesEscaped() {
    let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".easel".utf8)
    let string = SystemPath.string(latin1)
    #expect(
      string.unicodeScalars.map(\.value) == [0x63, 0x61, 0x66, 0x10FFE9, 0x2E, 0x65, 0x61, 0x73, 0x65, 0x6C])
    #expect(SystemPath.bytes(string) == latin1)
  }

  @Test(
    "what is not shortest-form UTF-8 is escaped byte by byte: overlongs, surrogates, past U+10FFFF, cut short",
    arguments: [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF8, 0x88, 0x80, 0x80, 0x80],
      [0xE2, 0x82], [0x80], [0xFF, 0xFE],
    ] as [[UInt8]])
  func invalidSequences(_ bytes: [UInt8]) {
    let string = SystemPath.string(bytes)
    #expect(string.unicodeScalars.map(\.value) == bytes.map { 0x10FF00 + UInt32($0) })
    #expect(SystemPath.bytes(string) == bytes)
  }

  @Test("a name that really holds an escape code point is escaped too, so the mapping stays exact")
  func escapeCodePointsInNames() {
    let real = Array("a\u{10FFE9}b".utf8)
    let string = SystemPath.string(real)
    #expect(string.unicodeScalars.count == 6, "a, four escaped bytes, b")
    #expect(SystemPath.bytes(string) == real)
  }

  @Test("20,000 random byte strings come back exactly")
  func randomRoundTrips() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    for _ in 0..<20_000 {
      let count = Int(next() % 24)
      // Mostly high bytes and UTF-8 lead bytes, so valid and broken sequences both occur.
      let bytes = (0..<count).map { _ in
        let pick = next()
        return pick % 3 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : UInt8(0x80 | (pick >> 8) & 0x7F)
      }
      let string = SystemPath.string(bytes)
      #expect(SystemPath.bytes(string) == bytes, "\(bytes)")
      if SystemPath.bytes(string) != bytes { return }
    }
  }

  @Test("the system sees the name's own bytes: a Latin-1 file made here is found by its bytes")
  func systemSeesTheBytes() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { AtomicFileTests.removeFolder(folder) }
    let name = SystemPath.string(Array("caf".utf8) + [0xE9] + Array(".easel".utf8))
    try AtomicFile.write(Array("drawing".utf8), toPath: folder + "/" + name)
    var raw = Array((folder + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)]
    raw += Array(".easel".utf8CString)
    var info = stat()
    #expect(stat(raw, &info) == 0, "the file has the Latin-1 byte in its name")
    #expect(FolderContents.entries(in: folder)?.map(\.name) == [name])
    #expect(try AtomicFile.read(atPath: folder + "/" + name, maximumBytes: 100) == Array("drawing".utf8))
    #expect(PathCall.realpath(folder + "/" + name)?.hasSuffix("/" + name) == true)
  }
}
