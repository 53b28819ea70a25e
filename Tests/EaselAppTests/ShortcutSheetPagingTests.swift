import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// The shortcut sheet at 80×24, the size new users have (issue 13): it pages, says so, and
/// every section and every note is on one of its pages.
@Suite("Shortcut sheet pages")
struct ShortcutSheetPagingTests {
  static let pageDown = "\u{1b}[6~"
  static let pageUp = "\u{1b}[5~"

  /// An xterm at `columns` × `rows` with one selected box, so the sheet lists the most.
  static func opened(columns: Int = 80, rows: Int = 24, selecting: Bool = true) -> DriverScript {
    var script = DriverScript(
      kind: .editor(EditorLaunch()), size: TerminalSize(columns: columns, rows: rows))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    if selecting { script.send(EditorTests.ctrlN) }
    script.send("?", after: 800)
    return script
  }

  static func sheet(_ script: DriverScript) -> ShortcutSheet? {
    (script.driver.program as? Editor)?.surfaces.first(.shortcutSheet) as? ShortcutSheet
  }

  static func pages(_ script: DriverScript) -> ShortcutSheetPages? {
    guard let editor = script.driver.program as? Editor else { return nil }
    return ShortcutSheet.layout(in: editor.surfaceContext(at: script.now))?.pages
  }

  @Test("at 80×24 the sheet says there is more and PageDown shows the rest; PageUp goes back")
  func goldenPages() throws {
    var script = Self.opened(selecting: false)
    let first = try #require(script.driver.screen)
    GoldenFrame.expect(first, matches: "editor-shortcuts-80x24-page1")
    #expect(first.text.contains("more: PgDn (1/2)"))
    script.send(Self.pageDown, after: 800)
    let second = try #require(script.driver.screen)
    GoldenFrame.expect(second, matches: "editor-shortcuts-80x24-page2")
    #expect(second.text.contains("back: PgUp (2/2)"))
    #expect(second.text.contains("Gestures") && second.text.contains("(swallowed here)"))
    script.send(Self.pageDown, after: 800)
    #expect(try #require(script.driver.screen).text == second.text, "the last page stays")
    script.send(Self.pageUp, after: 800)
    #expect(try #require(script.driver.screen).text == first.text)
  }

  @Test("every section and every line's chord is on some page at 80×24, notes on swallowed keys whole")
  func everySectionReachable() throws {
    var script = Self.opened()
    let editor = try #require(script.driver.program as? Editor)
    let lines = ShortcutSheet.lines(in: editor.surfaceContext(at: script.now))
    let count = try #require(Self.pages(script)).pageCount
    #expect(count > 1)
    var seen = ""
    for page in 0..<count {
      let text = try #require(script.driver.screen).text
      #expect(text.contains("(\(page + 1)/\(count))"), "page \(page + 1) says where it is")
      seen += text + "\n"
      script.send(Self.pageDown, after: 800)
    }
    // Each page's rows, their wraps joined: every header and every entry with its chord.
    for line in lines {
      let words = line.text.split(separator: " ").map(String.init)
      for word in words { #expect(seen.contains(word), "\(word) of \(line.text) is shown") }
      if line.isHeader { #expect(seen.contains(line.text), "section \(line.text) is reachable") }
      if !line.chord.isEmpty { #expect(seen.contains(line.chord)) }
    }
    for header in ["File", "Edit", "Tools", "Shape", "View", "Help", "Canvas", "Gestures"] {
      #expect(lines.contains { $0.isHeader && $0.text == header }, "\(header) is listed")
    }
    #expect(seen.contains("(swallowed here)") && seen.contains("mid-drag here)"))
    let folded = try #require(
      lines.first { $0.chord == "Cmd-Shift-Arrows" }, "connected copies fold into one line")
    #expect(folded.text == "Add a Copy Joined by an Arrow", "no comma left where the direction was")
    #expect(!lines.contains { $0.text.hasSuffix(",") })
  }

  @Test("the sheet opens on its first page again; PageDown passes on when it fits on one")
  func pageResets() throws {
    var script = Self.opened()
    script.send(Self.pageDown, after: 800)
    #expect(Self.sheet(script)?.page == 1)
    script.send("?", after: 800)  // closes
    #expect(Self.sheet(script) == nil)
    script.send("?", after: 800)
    #expect(Self.sheet(script)?.page == 0)
    #expect(script.driver.screen?.text.contains("more: PgDn (1/") == true)
    var large = Self.opened(columns: 160, rows: 50)
    #expect(Self.pages(large)?.pageCount == 1)
    #expect(large.driver.screen?.text.contains("PgDn") == false, "no mark on a single page")
    large.send(Self.pageDown, after: 800)
    #expect(Self.sheet(large)?.page == 0)
  }

  @Test("resizing keeps the page valid: the last page shrinks to the only one and comes back")
  func resizeKeepsPageValid() throws {
    var script = Self.opened()
    let count = try #require(Self.pages(script)).pageCount
    for _ in 0..<count { script.send(Self.pageDown, after: 800) }
    #expect(Self.sheet(script)?.page == count - 1)
    script.record(script.driver.resize(to: TerminalSize(columns: 160, rows: 50), at: script.now))
    let wide = try #require(script.driver.screen).text
    #expect(wide.contains("Gestures") && wide.contains("File") && !wide.contains("PgDn"))
    script.send(Self.pageUp, after: 800)  // one page: passed on, nothing breaks
    script.record(script.driver.resize(to: TerminalSize(columns: 80, rows: 24), at: script.now))
    let small = try #require(script.driver.screen).text
    #expect(small.contains("(\(count)/\(count))"), "the page kept is still a page")
    script.send(Self.pageUp, after: 800)
    #expect(script.driver.screen?.text.contains("(\(count - 1)/\(count))") == true)
  }

  @Test("under kitty PageDown pages with Num Lock on, its release taken too; Shift-PageDown passes on")
  func kittyPageDown() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 80, rows: 24))
    script.answerAsKitty()
    script.send("?", after: 800)
    #expect(Self.sheet(script)?.page == 0)
    script.send("\u{1b}[6;2~", after: 800)  // Shift-PageDown
    #expect(Self.sheet(script)?.page == 0)
    script.send("\u{1b}[6;129:1~\u{1b}[6;129:3~", after: 800)  // Num Lock on: press, release
    #expect(Self.sheet(script)?.page == 1)
  }

  @Test("on large windows the sheet still uses the width: several columns, one page")
  func largeWindowsUseTheWidth() throws {
    let script = Self.opened(columns: 160, rows: 50)
    let pages = try #require(Self.pages(script))
    #expect(pages.pageCount == 1 && pages.columnsPerPage >= 2)
    #expect(pages.columnWidth >= ShortcutSheetPages.minimumColumnWidth)
  }

  @Test("a long line wraps under itself, its chord on its first row, and a header keeps its first entry")
  func wrapping() {
    let lines: [ShortcutSheet.Line] = [
      ("Gestures", "", true),
      ("Square, circle, 45°, keep aspect, axis lock (swallowed here)", "Shift-drag", false),
      ("Short", "C", false),
    ]
    let pages = ShortcutSheetPages(lines: lines, columns: 36, rowsPerColumn: 4)
    let rows = pages.pages.flatMap { $0 }.flatMap { $0 }
    #expect(rows.first?.isHeader == true)
    #expect(rows.dropFirst().first?.chord == "Shift-drag")
    #expect(rows.map(\.text).joined(separator: " ").contains("(swallowed here)"))
    #expect(pages.pages[0][0].count == 4, "header, then the wrapped line's three rows")
    #expect(pages.pageCount == 2 && pages.mark(page: 0) == " more: PgDn (1/2) ")
    #expect(pages.mark(page: 7) == " back: PgUp (2/2) ", "a page past the end is the last")
  }
}
