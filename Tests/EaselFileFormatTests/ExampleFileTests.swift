import EaselDocument
import Testing

@testable import EaselFileFormat

@Suite("Example documents", .serialized)
struct ExampleFileTests {
  @Test("The shipped examples are exactly what the encoder writes for the sample documents")
  func examplesMatchTheSamples() throws {
    for (name, document) in SampleDocuments.all {
      let bytes = EaselFile.encode(document)
      if ExampleFiles.isRecording { #expect(ExampleFiles.write(bytes, to: name)) }
      let stored = try #require(ExampleFiles.read(name), "docs/examples/\(name) is missing")
      let isSame = stored == bytes
      #expect(isSame, "docs/examples/\(name) differs from the encoder's output (EASEL_RECORD=1 rewrites it)")
    }
  }

  @Test("Every file in docs/examples decodes to a sound document and re-encodes to the same bytes")
  func examplesRoundTrip() throws {
    let names = ExampleFiles.names()
    #expect(names.count >= SampleDocuments.all.count)
    for name in names {
      let bytes = try #require(ExampleFiles.read(name))
      let document = try EaselFile.decode(bytes)
      #expect(document.invariantViolations() == [], "\(name)")
      let isCanonical = EaselFile.encode(document) == bytes
      #expect(isCanonical, "\(name) is not in canonical form")
    }
  }

  @Test("The example at the top of docs/file-format.md decodes and is in canonical form")
  func documentationExample() throws {
    let page = String(decoding: try #require(ExampleFiles.read("../file-format.md")), as: UTF8.self)
    let start = try #require(page.firstRange(of: "```json\n"))
    let end = try #require(page[start.upperBound...].firstRange(of: "\n```"))
    let example = Array((page[start.upperBound..<end.lowerBound] + "\n").utf8)
    let document = try EaselFile.decode(example)
    #expect(document.count == 4)
    let isCanonical = EaselFile.encode(document) == example
    #expect(isCanonical)
  }
}
