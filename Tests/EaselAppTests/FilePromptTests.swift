import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// File → Open and Save As: the status-bar prompt, Tab completion, the questions, and what the
/// shell is asked to do.
@Suite("File prompt")
struct FilePromptTests {
  struct FakeListing: FolderListing {
    var tree: [String: [(name: String, isFolder: Bool)]]
    func entries(in folder: String) -> [(name: String, isFolder: Bool)]? { tree[folder] }
  }

  static let listing = FakeListing(tree: [
    "/work": [("drawing.easel", false), ("drafts", true), ("notes.txt", false), (".hidden", false)],
    "/work/drafts": [("one.easel", false), ("two.easel", false)],
    "/home/me": [("art", true)],
  ])

  static func started(_ launch: EditorLaunch = EditorLaunch(filePath: "/work/drawing.easel")) -> DriverScript
  {
    var script = DriverScript(kind: .editor(launch))
    script.driver.setFolderListing(listing, home: "/home/me")
    script.send("\u{1b}[?62c")
    return script
  }

  static let f12 = "\u{1b}[24~"
  static let ctrlO = "\u{0F}"

  @Test(
    "Tab completes a unique match (a folder gets its slash), stops at the common prefix and lists the rest")
  func completion() throws {
    var prompt = FilePrompt(purpose: .open, path: "/work/dr", home: nil)
    prompt.complete(using: Self.listing)
    #expect(prompt.path == "/work/dra", "drawing.easel and drafts/ share \"dra\"")
    #expect(prompt.candidates == ["drafts/", "drawing.easel"])
    prompt = FilePrompt(purpose: .open, path: "/work/draf", home: nil)
    prompt.complete(using: Self.listing)
    #expect(prompt.path == "/work/drafts/")
    prompt.complete(using: Self.listing)
    #expect(prompt.path == "/work/drafts/", "one.easel and two.easel share nothing")
    #expect(prompt.candidates == ["one.easel", "two.easel"])
    prompt = FilePrompt(purpose: .open, path: "~/a", home: "/home/me")
    prompt.complete(using: Self.listing)
    #expect(prompt.path == "~/art/")
    #expect(prompt.expandedPath == "/home/me/art/")
  }

  @Test("Save As (F12) asks the shell to write the new path; the document lives there afterwards")
  func saveAs() throws {
    var script = Self.started()
    script.send(EditorTests.ctrlN)
    script.send(Self.f12, after: 800)
    #expect(script.driver.editor?.filePrompt?.path == "/work/drawing.easel")
    for _ in 0..<13 { script.send("\u{7f}", after: 10) }
    let output = script.driver.receive(Array("copy.easel\r".utf8), at: script.now + .milliseconds(50))
    let request = try #require(output.save)
    #expect(request.path == "/work/copy.easel")
    #expect(!request.checksDisk)
    _ = script.driver.saveFinished(request, result: .saved(nil), at: script.now)
    #expect(script.driver.editor?.state.filePath == "/work/copy.easel")
    #expect(script.driver.editor?.state.isModified == false)
  }

  @Test("Save As onto an existing file asks first: a second Enter replaces it")
  func saveAsExisting() throws {
    var script = Self.started(EditorLaunch(filePath: "/work/new.easel"))
    script.send(Self.f12, after: 10)
    for _ in 0..<9 { script.send("\u{7f}", after: 10) }
    script.send("notes.txt", after: 10)
    let first = script.driver.receive([0x0D], at: script.now + .milliseconds(50))
    #expect(first.save == nil)
    #expect(script.driver.editor?.state.message?.contains("exists") == true)
    let second = script.driver.receive([0x0D], at: script.now + .milliseconds(900))
    #expect(second.save?.path == "/work/notes.txt")
  }

  @Test("Open with unsaved changes asks first; the shell's document then replaces the drawing")
  func open() throws {
    var script = Self.started()
    script.send(EditorTests.ctrlN)
    script.send(Self.ctrlO, after: 800)
    #expect(script.driver.editor?.filePrompt?.path == "/work/")
    script.send("drafts/one.easel", after: 10)
    let first = script.driver.receive([0x0D], at: script.now + .milliseconds(50))
    #expect(first.open == nil)
    #expect(script.driver.editor?.state.message?.contains("Unsaved changes") == true)
    let second = script.driver.receive([0x0D], at: script.now + .milliseconds(900))
    #expect(second.open == "/work/drafts/one.easel")
    let opened = try Document(shapes: [EditorTests.box(7, column: 1, row: 1)])
    _ = script.driver.openFinished(
      path: "/work/drafts/one.easel", result: .loaded(opened, nil), at: script.now)
    let editor = try #require(script.driver.editor)
    #expect(editor.state.filePath == "/work/drafts/one.easel")
    #expect(editor.state.document.count == 1 && editor.state.document[ShapeID(7)] != nil)
    #expect(!editor.state.isModified)
    #expect(!editor.state.history.canUndo, "a fresh history for the opened file")
    _ = script.driver.openFinished(path: "/nope.easel", result: .missing, at: script.now)
    #expect(script.driver.editor?.state.message?.contains("No such file") == true)
    #expect(script.driver.editor?.state.filePath == "/work/drafts/one.easel")
  }

  @Test("The prompt is drawn on the status bar with its path; Esc closes it and changes nothing")
  func drawnAndCancelled() throws {
    var script = Self.started()
    script.send(Self.ctrlO, after: 10)
    let shown = try #require(script.driver.editor?.shown)
    #expect(shown.rowText(23).hasPrefix(" Open: /work/"))
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    #expect(script.driver.editor?.filePrompt == nil)
    #expect(script.driver.editor?.shown?.rowText(23).hasPrefix(" Select") == true)
  }
}
