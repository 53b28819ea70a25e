import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// The recovery files' names and decisions (spec §6, `docs/file-format.md` "Recovery files"),
/// with the facts handed in as the shell would find them.
@Suite("Recovery plan")
struct RecoveryPlanTests {
  static let environment = ["XDG_STATE_HOME": "/state", "HOME": "/home/ada"]
  static let ownPID: Int32 = 4242

  static func plan(_ path: String?, currentDirectory: String? = "/work/plans") -> RecoveryPlan {
    RecoveryPlan(
      documentPath: path, environment: environment, processID: ownPID, currentDirectory: currentDirectory)!
  }

  static func drawing() throws -> Document {
    try Document(shapes: [
      Shape(
        id: ShapeID(1),
        kind: .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 4, rows: 3))))
    ])
  }

  struct Undecodable: Error, CustomStringConvertible {
    var description: String { "line 1, column 1: not JSON" }
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  // MARK: Names

  @Test("FNV-1a 64 names files as before: the published test vectors, 16 hex digits")
  func hashIsFNV1a() {
    #expect(RecoveryPlan.hexHash("") == "cbf29ce484222325")
    #expect(RecoveryPlan.hexHash("a") == "af63dc4c8601ec8c")
    #expect(RecoveryPlan.hexHash("foobar") == "85944171f73967e8")
  }

  @Test("a document's files are NAME-HASH.easel and NAME-HASH.lock of its absolute path")
  func titledNames() {
    let absolute = Self.plan("/home/ada/doc.easel")
    #expect(absolute.folder == "/state/easel")
    #expect(absolute.file == "/state/easel/doc.easel-7f3b3ab14b3ce353.easel")
    #expect(absolute.lock == "/state/easel/doc.easel-7f3b3ab14b3ce353.lock")
    #expect(absolute.documentPath == "/home/ada/doc.easel")
    let relative = Self.plan("doc.easel")
    #expect(relative.file == "/state/easel/doc.easel-adb0a0426df8f481.easel", "made absolute in /work/plans")
    #expect(relative.documentPath == "doc.easel", "kept as the shell named it")
    let unknownFolder = Self.plan("doc.easel", currentDirectory: nil)
    #expect(unknownFolder.file == "/state/easel/doc.easel-" + RecoveryPlan.hexHash("./doc.easel") + ".easel")
  }

  @Test("the name part keeps ASCII letters, digits, '.', '_' and '-', at most 40 of them")
  func safeNames() {
    #expect(
      Self.plan("/tmp/Plän über alles.easel").file
        == "/state/easel/Pl_n__ber_alles.easel-fcb5d6ac22b67420.easel")
    let long = String(repeating: "x", count: 50) + ".easel"
    #expect(RecoveryPlan.safeName(long) == String(repeating: "x", count: 40))
    #expect(RecoveryPlan.safeName("a;b\u{1b}[2J") == "a_b__2J")
  }

  @Test("an untitled canvas uses untitled-PID.easel and takes no lock")
  func untitledNames() {
    let plan = Self.plan(nil)
    #expect(plan.file == "/state/easel/untitled-4242.easel")
    #expect(plan.lock == nil)
    #expect(plan.looksForUntitledWork)
  }

  @Test("the folder is $XDG_STATE_HOME/easel, else ~/.local/state/easel; relative ones are ignored")
  func folders() {
    #expect(RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/easel")
    #expect(
      RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"]) == "/h/.local/state/easel")
    #expect(RecoveryPlan.folder(environment: ["HOME": "/h"]) == "/h/.local/state/easel")
    #expect(RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "s", "HOME": "h"]) == nil)
    #expect(RecoveryPlan(documentPath: nil, environment: [:], processID: 1, currentDirectory: "/") == nil)
  }

  // MARK: Start

  @Test("a lock held by a running Easel warns, and its recovery file is not offered")
  func otherEditorRunning() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    var facts = RecoveryFacts(lockContents: Self.bytes("77\n"), recoveryFile: .bytes([]))
    #expect(plan.processesToCheck(facts) == [77])
    facts.runningProcesses = [77]
    let start = plan.startup(facts) { _ in try Self.drawing() }
    #expect(start.message == "Also open in another Easel (pid 77): saving here and there overwrites")
    #expect(start.recovered == nil && start.problem == nil)
  }

  @Test("a lock of an Easel that ended, or of this one, or unreadable, does not stop the offer")
  func lockNotHeld() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let lockContents: [[UInt8]?] = [
      Self.bytes("77\n"), Self.bytes("4242\r\n"), Self.bytes("0"), Self.bytes("x"), nil,
    ]
    for contents in lockContents {
      let facts = RecoveryFacts(lockContents: contents, recoveryFile: .bytes(Self.bytes("{}")))
      let start = plan.startup(facts) { _ in try Self.drawing() }
      #expect(start.message == nil, "lock \(String(describing: contents))")
      #expect(start.recovered == (try Self.drawing()))
    }
    #expect(plan.processesToCheck(RecoveryFacts(lockContents: Self.bytes("4242\n"))).isEmpty, "its own pid")
  }

  @Test("the recovery file is decoded and offered; an empty one, or none, offers nothing")
  func offer() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    var decoded: [[UInt8]] = []
    let offered = plan.startup(RecoveryFacts(recoveryFile: .bytes(Self.bytes("saved")))) { bytes in
      decoded.append(bytes)
      return try Self.drawing()
    }
    #expect(decoded == [Self.bytes("saved")])
    #expect(offered.recovered == (try Self.drawing()))
    #expect(plan.startup(RecoveryFacts(recoveryFile: .bytes([]))) { _ in Document() }.recovered == nil)
    let missing = plan.startup(RecoveryFacts(recoveryFile: .missing)) { _ in
      Issue.record("nothing to decode")
      return Document()
    }
    #expect(missing == RecoveryStartup(steps: missing.steps))
  }

  @Test("a recovery file that cannot be read or decoded is left alone and reported")
  func unusableRecoveryFile() {
    let plan = Self.plan("/home/ada/doc.easel")
    let unreadable = plan.startup(RecoveryFacts(recoveryFile: .unreadable("cannot open: Permission denied")))
    {
      _ in Document()
    }
    #expect(unreadable.problem == "recovery file unreadable: cannot open: Permission denied")
    #expect(unreadable.recovered == nil)
    let undecodable = plan.startup(RecoveryFacts(recoveryFile: .bytes(Self.bytes("{")))) { _ in
      throw Undecodable()
    }
    #expect(
      undecodable.problem
        == "recovery file /state/easel/doc.easel-7f3b3ab14b3ce353.easel not used: line 1, column 1: not JSON")
    #expect(!undecodable.steps.contains(.remove(path: plan.file)), "nothing removes it")
  }

  @Test("an untitled start points to the newest untitled file of an Easel that ended")
  func untitledWorkPointedTo() {
    let plan = Self.plan(nil)
    let entries = [
      RecoveryFolderEntry(name: "untitled-10.easel", modified: 5_000),
      RecoveryFolderEntry(name: "untitled-11.easel", modified: 9_000),
      RecoveryFolderEntry(name: "untitled-12.easel", modified: 7_000),
      RecoveryFolderEntry(name: "untitled-4242.easel", modified: 99_000),
      RecoveryFolderEntry(name: "doc.easel-7f3b3ab14b3ce353.easel", modified: 99_000),
      RecoveryFolderEntry(name: "untitled-x.easel", modified: 99_000),
      RecoveryFolderEntry(name: "untitled-13.lock", modified: 99_000),
    ]
    var facts = RecoveryFacts(folderEntries: entries)
    #expect(plan.processesToCheck(facts) == [10, 11, 12], "not its own, not other names")
    facts.runningProcesses = [11]
    let start = plan.startup(facts) { _ in
      Issue.record("untitled work is pointed to, never loaded")
      return Document()
    }
    #expect(
      start.message
        == "Unsaved untitled work of an Easel that ended is in /state/easel/untitled-12.easel: "
        + "easel /state/easel/untitled-12.easel opens it")
    #expect(start.recovered == nil)
    #expect(start.steps.isEmpty, "no lock for an untitled canvas")
  }

  @Test("untitled files: an unknown time counts as oldest, ties go to the first listed, none means no word")
  func untitledEdgeCases() {
    let plan = Self.plan(nil)
    let tie = RecoveryFacts(folderEntries: [
      RecoveryFolderEntry(name: "untitled-20.easel", modified: nil),
      RecoveryFolderEntry(name: "untitled-21.easel", modified: 0),
      RecoveryFolderEntry(name: "untitled-22.easel", modified: 0),
    ])
    #expect(plan.newestEndedUntitledFile(tie) == "/state/easel/untitled-20.easel")
    #expect(plan.startup(RecoveryFacts(folderEntries: nil)) { _ in Document() }.message == nil)
    let allRunning = RecoveryFacts(
      folderEntries: [RecoveryFolderEntry(name: "untitled-20.easel", modified: 1)], runningProcesses: [20])
    #expect(plan.startup(allRunning) { _ in Document() }.message == nil)
    let titled = Self.plan("/home/ada/doc.easel")
    #expect(titled.processesToCheck(tie).isEmpty, "a titled start does not look for untitled work")
  }

  // MARK: Steps

  @Test("a titled start takes the lock: the folder made private, then the pid written")
  func lockTaken() {
    let plan = Self.plan("/home/ada/doc.easel")
    let start = plan.startup(RecoveryFacts()) { _ in Document() }
    #expect(
      start.steps == [
        .makeFolder(path: "/state/easel", mode: 0o700),
        .write(.bytes(Self.bytes("4242\n")), path: "/state/easel/doc.easel-7f3b3ab14b3ce353.lock"),
      ])
  }

  @Test("the editor's requests write or remove the recovery file")
  func requests() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let drawing = try Self.drawing()
    #expect(
      plan.steps(for: .write(drawing)) == [
        .makeFolder(path: "/state/easel", mode: 0o700), .write(.document(drawing), path: plan.file),
      ])
    #expect(plan.steps(for: .remove) == [.remove(path: plan.file)])
  }

  @Test("at the end unsaved work is kept (or nothing after a clean quit), and the lock goes")
  func finish() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let drawing = try Self.drawing()
    let lock = try #require(plan.lock)
    #expect(
      plan.finishSteps(unsaved: drawing) == [
        .makeFolder(path: "/state/easel", mode: 0o700), .write(.document(drawing), path: plan.file),
        .remove(path: lock),
      ])
    #expect(plan.finishSteps(unsaved: nil) == [.remove(path: plan.file), .remove(path: lock)])
    #expect(Self.plan(nil).finishSteps(unsaved: nil) == [.remove(path: "/state/easel/untitled-4242.easel")])
  }

  @Test("Save As moves the session: old files go, the new lock is taken, unsaved work follows")
  func moved() throws {
    let untitled = Self.plan(nil)
    let drawing = try Self.drawing()
    let moved = untitled.moved(to: "/home/ada/doc.easel", currentDirectory: "/", unsaved: drawing)
    #expect(moved.plan == Self.plan("/home/ada/doc.easel"))
    #expect(
      moved.steps == [
        .remove(path: "/state/easel/untitled-4242.easel"),
        .makeFolder(path: "/state/easel", mode: 0o700),
        .write(.bytes(Self.bytes("4242\n")), path: "/state/easel/doc.easel-7f3b3ab14b3ce353.lock"),
        .makeFolder(path: "/state/easel", mode: 0o700),
        .write(.document(drawing), path: "/state/easel/doc.easel-7f3b3ab14b3ce353.easel"),
      ])
    let opened = moved.plan.moved(to: "other.easel", currentDirectory: "/home/ada", unsaved: nil)
    #expect(opened.plan.documentPath == "other.easel")
    #expect(
      opened.plan.file == "/state/easel/other.easel-" + RecoveryPlan.hexHash("/home/ada/other.easel")
        + ".easel")
    #expect(opened.steps.first == .remove(path: "/state/easel/doc.easel-7f3b3ab14b3ce353.easel"))
    #expect(opened.steps.count == 4, "old file and lock removed, new lock taken, nothing unsaved written")
  }

  @Test("a write whose folder could not be made is skipped; removals and later folders still run")
  func performSkipsWritesWithoutAFolder() throws {
    let drawing = try Self.drawing()
    let steps: [RecoveryStep] = [
      .makeFolder(path: "/a", mode: 0o700), .write(.document(drawing), path: "/a/1"),
      .remove(path: "/a/lock"),
      .makeFolder(path: "/b", mode: 0o700), .write(.bytes([1]), path: "/b/2"),
    ]
    var done: [String] = []
    RecoveryStep.perform(
      steps, makeFolder: { path, _ in path == "/b" },
      replaceFile: { _, path in done.append("write " + path) },
      removeFile: { path in done.append("remove " + path) })
    #expect(done == ["remove /a/lock", "write /b/2"])
  }
}
