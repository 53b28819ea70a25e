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
  static let token = "0123456789abcdef"

  static func plan(_ path: String?, canonical: String? = nil) -> RecoveryPlan {
    RecoveryPlan(
      documentPath: path, canonicalPath: path.map { canonical ?? $0 }, environment: environment,
      processID: ownPID, token: token)!
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

  @Test("a document's files are named by its one real path, however it was spelled")
  func titledNames() {
    let plan = Self.plan("/home/ada/doc.easel")
    #expect(plan.folder == "/state/easel")
    #expect(plan.sharedFile == "/state/easel/doc.easel-7f3b3ab14b3ce353.easel")
    #expect(plan.lock == "/state/easel/doc.easel-7f3b3ab14b3ce353.lock")
    #expect(plan.ownFile == "/state/easel/doc.easel-7f3b3ab14b3ce353.0123456789abcdef.easel")
    #expect(plan.documentPath == "/home/ada/doc.easel")
    for spelling in ["doc.easel", "./doc.easel", "../ada/doc.easel", "link.easel"] {
      let spelled = Self.plan(spelling, canonical: "/home/ada/doc.easel")
      #expect(spelled.sharedFile == plan.sharedFile && spelled.lock == plan.lock, "\(spelling)")
      #expect(spelled.documentPath == spelling, "kept as the shell named it")
    }
  }

  @Test("the name part keeps ASCII letters, digits, '.', '_' and '-', at most 40 of them")
  func safeNames() {
    #expect(
      Self.plan("/tmp/Plän über alles.easel").sharedFile
        == "/state/easel/Pl_n__ber_alles.easel-fcb5d6ac22b67420.easel")
    let long = String(repeating: "x", count: 50) + ".easel"
    #expect(RecoveryPlan.safeName(long) == String(repeating: "x", count: 40))
    #expect(RecoveryPlan.safeName("a;b\u{1b}[2J") == "a_b__2J")
  }

  @Test("an untitled canvas uses a random name of its own, and a lock of its own beside it")
  func untitledNames() {
    let plan = Self.plan(nil)
    #expect(plan.ownFile == "/state/easel/untitled-0123456789abcdef.easel")
    #expect(plan.lock == "/state/easel/untitled-0123456789abcdef.lock")
    #expect(plan.sharedFile == nil && plan.looksForUntitledWork)
    #expect(plan.file(for: .untitled) == plan.ownFile)
  }

  @Test("the folder is $XDG_STATE_HOME/easel, else ~/.local/state/easel; relative ones are ignored")
  func folders() {
    #expect(RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/easel")
    #expect(
      RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"]) == "/h/.local/state/easel")
    #expect(RecoveryPlan.folder(environment: ["HOME": "/h"]) == "/h/.local/state/easel")
    #expect(RecoveryPlan.folder(environment: ["XDG_STATE_HOME": "s", "HOME": "h"]) == nil)
  }

  // MARK: Start

  @Test("a lock a live Easel holds warns; this session writes a file of its own, never the shared one")
  func otherEditorRunning() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let start = plan.startup(RecoveryFacts(lock: .heldByAnother(pid: 77))) { _ in
      Issue.record("the other session's file is not read")
      return Document()
    }
    #expect(start.message == "Also open in another Easel (pid 77): saving here and there overwrites")
    #expect(start.recovered == nil && start.role == .guest)
    #expect(plan.file(for: start.role) == plan.ownFile)
    let anonymous = plan.startup(RecoveryFacts(lock: .heldByAnother(pid: nil))) { _ in Document() }
    #expect(anonymous.message == "Also open in another Easel: saving here and there overwrites")
  }

  @Test(
    "a lock the file system will not take is said on the status bar; the session writes a file of its own")
  func lockFailed() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let start = plan.startup(RecoveryFacts(lock: .failed("cannot lock /s/doc.lock: No locks available"))) {
      _ in
      Issue.record("without the lock the shared file is not read")
      return Document()
    }
    #expect(
      start.message
        == "Recovery lock not taken (cannot lock /s/doc.lock: No locks available): "
        + "unsaved work is kept in this session's own file")
    #expect(start.problem == "recovery lock not taken: cannot lock /s/doc.lock: No locks available")
    #expect(start.recovered == nil && start.role == .guest)
    #expect(plan.file(for: start.role) == plan.ownFile)
  }

  @Test("the lock taken and a recovery file there: it is offered, and kept until restored or set aside")
  func offer() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    var decoded: [[UInt8]] = []
    let offered = plan.startup(RecoveryFacts(recoveryFile: .bytes(Self.bytes("saved")))) { bytes in
      decoded.append(bytes)
      return try Self.drawing()
    }
    #expect(decoded == [Self.bytes("saved")])
    #expect(offered.recovered == (try Self.drawing()))
    #expect(offered.role == .guest, "until the offer settles, this session writes its own file")
    #expect(plan.role(after: .offerSettled, in: .guest, holdsLock: true) == .owner)
    #expect(plan.role(after: .offerSettled, in: .guest, holdsLock: false) == .guest, "not without the lock")
    #expect(
      plan.adoptedFiles(after: .offerSettled, holdsLock: true) == [plan.sharedFile!], "now this session's")
    #expect(plan.adoptedFiles(after: .offerSettled, holdsLock: false).isEmpty)
    #expect(plan.adoptedFiles(after: .remove, holdsLock: true).isEmpty)
    let empty = plan.startup(RecoveryFacts(recoveryFile: .bytes([]))) { _ in Document() }
    #expect(empty.recovered == nil && empty.role == .owner)
    let missing = plan.startup(RecoveryFacts(recoveryFile: .missing)) { _ in
      Issue.record("nothing to decode")
      return Document()
    }
    #expect(missing == RecoveryStartup(role: .owner))
  }

  @Test("a recovery file this Easel cannot read is kept, said on the status bar, never written over")
  func unusableRecoveryFile() {
    let plan = Self.plan("/home/ada/doc.easel")
    let unreadable = plan.startup(RecoveryFacts(recoveryFile: .unreadable("cannot open: Permission denied")))
    { _ in
      Document()
    }
    #expect(
      unreadable.message
        == "A recovery file this Easel cannot read is kept as it is: "
        + "/state/easel/doc.easel-7f3b3ab14b3ce353.easel (cannot open: Permission denied)")
    #expect(unreadable.role == .guest && unreadable.recovered == nil)
    let newer = plan.startup(RecoveryFacts(recoveryFile: .bytes(Self.bytes("{")))) { _ in throw Undecodable()
    }
    #expect(newer.message?.hasSuffix("(line 1, column 1: not JSON)") == true)
    #expect(newer.problem?.contains("not used: line 1, column 1: not JSON") == true)
    #expect(plan.file(for: newer.role) == plan.ownFile)
  }

  @Test("a state folder that cannot be made turns recovery off and says so")
  func folderProblem() {
    let start = Self.plan("/home/ada/doc.easel").startup(
      RecoveryFacts(folderProblem: "cannot create the folder /state: Not a directory")
    ) { _ in Document() }
    #expect(start.message == "Recovery is off: cannot create the folder /state: Not a directory")
    #expect(start.role == .off)
    #expect(Self.plan("/home/ada/doc.easel").writeSteps(try! Self.drawing(), role: .off).isEmpty)
  }

  @Test("an untitled start points to the newest untitled file of a session that ended")
  func untitledWorkPointedTo() {
    let plan = Self.plan(nil)
    let names = [
      "untitled-aa.lock", "untitled-aa.easel", "untitled-0123456789abcdef.easel", "doc.easel-1.easel",
      "untitled-bb.easel",
    ]
    #expect(
      plan.untitledFiles(in: names).map(\.file) == ["untitled-aa.easel", "untitled-bb.easel"], "not its own")
    #expect(plan.untitledFiles(in: names).map(\.lock) == ["untitled-aa.lock", "untitled-bb.lock"])
    let facts = RecoveryFacts(endedUntitledFiles: [
      RecoveryFolderEntry(name: "untitled-aa.easel", modified: 5_000),
      RecoveryFolderEntry(name: "untitled-bb.easel", modified: 9_000),
    ])
    let start = plan.startup(facts) { _ in
      Issue.record("untitled work is pointed to, never loaded")
      return Document()
    }
    #expect(
      start.message
        == "Unsaved untitled work of an Easel that ended is in /state/easel/untitled-bb.easel: "
        + "easel /state/easel/untitled-bb.easel opens it")
    #expect(start.role == .untitled && start.recovered == nil)
    #expect(plan.startup(RecoveryFacts()) { _ in Document() }.message == nil)
  }

  // MARK: Steps

  @Test("the editor's writes go to the role's file; the own file goes once the shared one holds the work")
  func requests() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let drawing = try Self.drawing()
    let folder = RecoveryStep.makeFolder(path: "/state/easel", mode: 0o700)
    #expect(
      plan.steps(for: .write(drawing), role: .guest, written: [])
        == [folder, .write(.document(drawing), path: plan.ownFile)])
    #expect(
      plan.steps(for: .write(drawing), role: .owner, written: [plan.ownFile])
        == [folder, .write(.document(drawing), path: plan.sharedFile!), .remove(path: plan.ownFile)])
    #expect(plan.steps(for: .remove, role: .owner, written: []) == [], "nothing it did not write")
    #expect(
      plan.steps(for: .remove, role: .owner, written: [plan.sharedFile!]) == [.remove(path: plan.sharedFile!)]
    )
  }

  @Test("at the end unsaved work is kept; a clean quit removes only what this session wrote; the lock goes")
  func finish() throws {
    let plan = Self.plan("/home/ada/doc.easel")
    let drawing = try Self.drawing()
    #expect(
      plan.finishSteps(unsaved: drawing, role: .owner, written: [], holdsLock: true) == [
        .makeFolder(path: "/state/easel", mode: 0o700), .write(.document(drawing), path: plan.sharedFile!),
        .remove(path: plan.lock),
      ])
    #expect(
      plan.finishSteps(unsaved: nil, role: .guest, written: [], holdsLock: true) == [
        .remove(path: plan.lock)
      ],
      "an offered file not restored stays for the next start")
    #expect(
      plan.finishSteps(unsaved: nil, role: .guest, written: [plan.ownFile], holdsLock: false) == [
        .remove(path: plan.ownFile)
      ], "a second Easel removes only its own file, and not the first one's lock")
  }

  @Test("Save As or Open moves the plan to the new document, in the same folder, with a new token")
  func moved() {
    let moved = Self.plan(nil).moved(to: "other.easel", canonicalPath: "/home/ada/other.easel", token: "ff")
    #expect(moved.documentPath == "other.easel")
    #expect(
      moved.sharedFile == "/state/easel/other.easel-" + RecoveryPlan.hexHash("/home/ada/other.easel")
        + ".easel")
    #expect(moved.ownFile.hasSuffix(".ff.easel"))
  }

  @Test("a write whose folder could not be made is skipped; removals and later folders still run")
  func performSkipsWritesWithoutAFolder() throws {
    let drawing = try Self.drawing()
    let steps: [RecoveryStep] = [
      .makeFolder(path: "/a", mode: 0o700), .write(.document(drawing), path: "/a/1"),
      .remove(path: "/a/lock"),
      .makeFolder(path: "/b", mode: 0o700), .write(.bytes([1]), path: "/b/2"),
      .write(.bytes([2]), path: "/b/3"),
    ]
    var done: [String] = []
    let outcome = RecoveryStep.perform(
      steps, makeFolder: { path, _ in path == "/b" },
      replaceFile: { _, path in
        done.append("write " + path)
        return path != "/b/3"
      },
      removeFile: { path in done.append("remove " + path) })
    #expect(done == ["remove /a/lock", "write /b/2", "write /b/3"])
    #expect(outcome.written == ["/b/2"] && outcome.removed == ["/a/lock"], "a failed write is not counted")
  }
}
