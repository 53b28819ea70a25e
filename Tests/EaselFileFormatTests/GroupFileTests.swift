import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselFileFormat

/// Version 3 of the format: names, hidden and locked shapes, groups (issue 15).
@Suite("Names, hidden, locked and groups in the file format (version 3)")
struct GroupFileTests {
  static func document(version: Int = 3, groups: String? = nil, _ shapes: String...) -> [UInt8] {
    let groupsField = groups.map { "\"groups\": [\($0)], " } ?? ""
    return Array(
      ("{\"format\": \"easel\", \"version\": \(version), \(groupsField)\"shapes\": [\n"
        + shapes.joined(separator: ",\n") + "\n]}").utf8)
  }

  static func box(_ id: Int, _ extra: String = "") -> String {
    #"{"id": \#(id), "kind": "rectangle", "bounds": {"column": \#(id * 10), "row": 0, "columns": 6, "rows": 3}\#(extra)}"#
  }

  static func error(_ bytes: [UInt8]) -> String? {
    do {
      _ = try EaselFile.decode(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  static func fixture(_ name: String) -> [UInt8]? {
    var path = "\(#filePath)"
    path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    return TestFiles.readBytes(path + "/Fixtures/" + name)
  }

  @Test("Groups come after nextShapeID, in ID order; names and flags end a shape's line; all read back equal")
  func canonicalForm() throws {
    let bytes = EaselFile.encode(SampleDocuments.grouped)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "{\n  \"format\": \"easel\",\n  \"version\": \(EaselFile.currentVersion),\n  \"nextShapeID\": 9,\n  \"groups\": [\n"
      ))
    #expect(
      text.contains(
        "    {\"id\": 7, \"name\": \"Request\", \"group\": 8},\n    {\"id\": 8, \"name\": \"Diagram 数据\"}\n  ],\n"
      ))
    #expect(text.contains(#""strokeColor": "ansi:8", "name": "Frame", "locked": true}"#))
    #expect(text.contains(#""name": "Note", "hidden": true}"#))
    let read = try EaselFile.decode(bytes)
    #expect(read == SampleDocuments.grouped)
    #expect(read.invariantViolations() == [])
    #expect(read.members(of: ShapeID(8)) == [ShapeID(5), ShapeID(7)])
    #expect(read.shapeIDs(in: ShapeID(8)) == [ShapeID(2), ShapeID(3), ShapeID(4), ShapeID(5)])
  }

  @Test("A file says its version before anything new, so an older Easel refuses it for that")
  func versionComesFirst() {
    let text = String(decoding: EaselFile.encode(SampleDocuments.grouped), as: UTF8.self)
    let version = text.firstRange(of: "\"version\": \(EaselFile.currentVersion)")
    let firstNew = ["\"groups\"", "\"name\"", "\"hidden\"", "\"locked\"", "\"group\""].compactMap {
      text.firstRange(of: $0)?.lowerBound
    }.min()
    #expect(version != nil && firstNew != nil && version!.upperBound < firstNew!)
  }

  @Test("Version-2 files still open as the same drawing, and save as the current version")
  func versionTwoFixtures() throws {
    for (name, expected) in [
      ("flowchart-version2.easel", SampleDocuments.flowchart),
      ("shapes-version2.easel", SampleDocuments.shapes),
    ] {
      let bytes = try #require(Self.fixture(name), "\(name) is missing")
      let read = try EaselFile.decode(bytes)
      #expect(read == expected, "\(name)")
      let again = String(decoding: EaselFile.encode(read), as: UTF8.self)
      #expect(
        again
          == String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            "\"version\": 2,", "\"version\": \(EaselFile.currentVersion),")
      )
    }
  }

  @Test("Groups given before the version are read once the version is known")
  func groupsBeforeVersion() throws {
    let text =
      #"{"groups": [{"id": 9}], "format": "easel", "version": 3, "shapes": ["#
      + Self.box(1, #", "group": 9"#) + "]}"
    let read = try EaselFile.decode(Array(text.utf8))
    #expect(read.group(ShapeID(9)) == ShapeGroup(id: ShapeID(9)))
    #expect(read[ShapeID(1)]?.groupID == ShapeID(9))
    #expect(read.nextShapeID == 10)
  }

  static let refused: [(String, [UInt8], String)] = [
    (
      "a name in a version-2 file", document(version: 2, box(1, #", "name": "A""#)),
      #"line 2, column 93 (shapes[0]): the field "name" is new in version 3 of the format, and this file says version 2"#
    ),
    (
      "hidden in a version-1 file", document(version: 1, box(1, #", "hidden": true"#)),
      #"line 2, column 93 (shapes[0]): the field "hidden" is new in version 3 of the format, and this file says version 1"#
    ),
    (
      "groups in a version-2 file", document(version: 2, groups: #"{"id": 5}"#, box(1, #", "group": 5"#)),
      #"line 1, column 35 (groups): the field "groups" is new in version 3 of the format, and this file says version 2"#
    ),
    (
      "an empty name", document(box(1, #", "name": """#)),
      #"line 2, column 101 (shapes[0].name): a name cannot be empty; leave the field out for none"#
    ),
    (
      "a name of two lines", document(box(1, #", "name": "a\nb""#)),
      #"line 2, column 101 (shapes[0].name): a name is one line: it cannot hold a line break"#
    ),
    (
      "a name with an escape", document(box(1, #", "name": "a\u001b[2J""#)),
      #"line 2, column 103 (shapes[0].name): control character U+001B is not allowed in a string (only line breaks, written \n, in text and labels)"#
    ),
    (
      "a group that does not exist", document(box(1, #", "group": 4"#)),
      #"line 2, column 102 (shapes[0].group): the shape is in group 4, and no group has that ID"#
    ),
    (
      "a group with the ID of a shape", document(groups: #"{"id": 1}"#, box(1, #", "group": 1"#)),
      #"line 1, column 53 (groups[0].id): ID 1 is used twice: shapes[0] has it too (shapes and groups share IDs)"#
    ),
    (
      "two groups with one ID", document(groups: #"{"id": 5}, {"id": 5}"#, box(1, #", "group": 5"#)),
      #"line 1, column 64 (groups[1].id): group ID 5 is used twice: groups[0] has it too"#
    ),
    (
      "a group with no members", document(groups: #"{"id": 5}, {"id": 6}"#, box(1, #", "group": 5"#)),
      #"line 1, column 57 (groups[1]): group 6 has no members: no shape or group names it in its "group" field"#
    ),
    (
      "a group inside itself", document(groups: #"{"id": 5, "group": 5}"#, box(1, #", "group": 5"#)),
      #"line 1, column 65 (groups[0].group): a group cannot be in itself"#
    ),
    (
      "two groups inside each other",
      document(groups: #"{"id": 5, "group": 6}, {"id": 6, "group": 5}"#, box(1, #", "group": 5"#)),
      #"line 1, column 65 (groups[0].group): group 5 is nested inside itself"#
    ),
    (
      "a parent group that does not exist",
      document(groups: #"{"id": 5, "group": 8}"#, box(1, #", "group": 5"#)),
      #"line 1, column 65 (groups[0].group): the group is in group 8, and no group has that ID"#
    ),
    (
      "a group's shapes apart in z-order",
      document(groups: #"{"id": 5}"#, box(1, #", "group": 5"#), box(2), box(3, #", "group": 5"#)),
      #"line 1, column 46 (groups[0]): the shapes of group 5 are not next to each other in z-order: shapes[1] lies between shapes[0] and shapes[2] and is not in the group"#
    ),
    (
      "an unknown group field", document(groups: #"{"id": 5, "colour": "red"}"#, box(1, #", "group": 5"#)),
      #"line 1, column 56 (groups[0]): unknown field "colour"; a group has id, name, hidden, locked and group"#
    ),
    (
      "a group without an ID", document(groups: #"{"name": "x"}"#, box(1)),
      #"line 1, column 46 (groups[0]): the field "id" is missing"#
    ),
    (
      "nextShapeID not above a group",
      Array(
        (#"{"format": "easel", "version": 3, "nextShapeID": 6, "groups": [{"id": 9}], "shapes": ["#
          + box(1, #", "group": 9"#) + "]}").utf8),
      #"line 1, column 50 (nextShapeID): nextShapeID 6 must be greater than every shape and group ID, and groups[0] has ID 9"#
    ),
  ]

  @Test("Bad names and broken groups are refused with their place", arguments: refused)
  func refusedWithPlace(name: String, input: [UInt8], message: String) {
    #expect(Self.error(input) == message, "\(name)")
  }

  @Test("Groups nested 32 deep read; 33 deep are refused")
  func depthLimit() {
    func nested(_ depth: Int) -> [UInt8] {
      let groups = (1...depth).map { level in
        level == 1 ? "{\"id\": 100}" : "{\"id\": \(99 + level), \"group\": \(98 + level)}"
      }
      return Self.document(groups: groups.joined(separator: ", "), Self.box(1, ", \"group\": \(99 + depth)"))
    }
    #expect(Self.error(nested(CanvasLimits.maximumGroupDepth)) == nil)
    #expect(
      Self.error(nested(CanvasLimits.maximumGroupDepth + 1))?.contains("nested more than 32 deep") == true)
  }

  @Test("Random documents with groups, names and flags read back exactly and soundly")
  func randomRoundTrips() throws {
    var random = SeededRandom(seed: 1515)
    var grouped = 0
    for _ in 0..<200 {
      let document = RandomDocuments.make(using: &random)
      #expect(document.invariantViolations() == [])
      if !document.groups.isEmpty { grouped += 1 }
      let read = try EaselFile.decode(EaselFile.encode(document))
      #expect(read == document)
      #expect(read.invariantViolations() == [])
    }
    #expect(grouped > 50)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
