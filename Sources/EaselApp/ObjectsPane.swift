import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// The objects panel (spec §9): a pane beside the canvas with keyboard focus of its own, listing
/// every shape front first (`ObjectRows`), with the list selection of `ListSelection` over the
/// one selection the canvas shares. It owns its state here; what it does to the drawing is in
/// `EditorModel+Objects.swift`, its commands in `EditorCommands+Objects.swift`, and the editor
/// offers it events after the surfaces and before the canvas (`Editor+Responders.swift`).
struct ObjectsPane: Sendable {
  /// View → Objects: shown when the window is wide enough (`width(for:)`).
  var isOpen = false
  /// Keys go to the panel (F6, a click); else to the canvas.
  var hasFocus = false
  var list = ListSelection()
  /// The rows the focus and the anchor are on, by identity, so they follow their rows when the
  /// rows are built again.
  var focusID: ShapeID?
  var anchorID: ShapeID?
  /// The first row shown.
  var top = 0
  /// The row the focus was last scrolled into view at; the wheel scrolls without moving it.
  var focusKeptInView: Int?
  var openGroups: Set<ShapeID> = []
  var rows = ObjectRows()
  /// The selection as this panel last made or saw it (`EditorState.selectionRevision`).
  var seenSelectionRevision: UInt64?
  /// How many rows the list shows, from the last layout: a page for PageUp and PageDown.
  var pageRows = 1
  /// F2: a name being typed for this row's shape or group.
  var renaming: Renaming?
  /// A row pressed and maybe being dragged to another place.
  var drag: RowDrag?
  /// The last press on a row, for double-clicks (which rename).
  var lastPress: (row: Int, at: Instant)?

  struct Renaming: Sendable {
    var id: ShapeID
    var editing: TextEditing
    /// What the field showed at first: committing it unchanged changes nothing.
    var original: String
  }

  struct RowDrag: Sendable {
    var row: Int
    var target: Int
  }

  // MARK: Layout

  /// Below this many columns the panel hides itself and the canvas takes the whole width.
  static let minimumWindowColumns = 60

  /// The panel's width in this window, nil when the window is too small for it.
  static func width(for size: TerminalSize) -> Int? {
    guard size.columns >= minimumWindowColumns, size.rows >= 6 else { return nil }
    return min(40, max(24, size.columns * 3 / 10))
  }

  /// Whether the panel is on screen in this window.
  func isShown(in size: TerminalSize) -> Bool { isOpen && Self.width(for: size) != nil }

  /// The columns it takes on the right and the rows between the menu bar and the status bar.
  static func area(for size: TerminalSize) -> CellRect? {
    guard let width = width(for: size) else { return nil }
    return CellRect(column: size.columns - width, row: 1, columns: width, rows: size.rows - 2)
  }

  /// The list's rows on screen: under the panel's title row.
  static func listRows(for size: TerminalSize) -> Int { max(1, size.rows - 3) }

  /// The row of the list shown at a screen row, if any.
  func row(atScreenRow screenRow: Int) -> Int? {
    let row = top + screenRow - 2
    return screenRow >= 2 && row >= 0 && row < rows.count ? row : nil
  }

  /// Keeps `top` within the rows, and the focused row in view when it moved.
  mutating func keepFocusInView() {
    let focus = list.focus
    if focusKeptInView != focus {
      if focus < top { top = focus }
      if focus >= top + pageRows { top = focus - pageRows + 1 }
      focusKeptInView = focus
    }
    top = max(0, min(top, rows.count - pageRows))
  }

  /// Another document was opened: nothing of the rows, the focus or the folds carries over.
  mutating func forgetDocument() {
    rows = ObjectRows()
    list = ListSelection()
    focusID = nil
    anchorID = nil
    top = 0
    focusKeptInView = nil
    openGroups = []
    seenSelectionRevision = nil
    renaming = nil
    drag = nil
  }

  /// Remembers which rows the focus and the anchor are on.
  mutating func noteFocus() {
    guard rows.count > 0 else {
      focusID = nil
      anchorID = nil
      return
    }
    focusID = rows[list.focus].id
    anchorID = list.anchor.map { rows[$0].id }
  }
}

// MARK: Drawing

extension ObjectsPane {
  /// Draws the panel into `area` of `grid`: a border, a title with the shape count, then one
  /// line per row shown — the focus marker (while the panel has focus), the indent, the fold
  /// triangle of a group, the kind's glyph, the name, and the hidden and locked markers at the
  /// right. Selected rows are reversed; the focused row is bold with its marker, apart from
  /// the selection.
  func draw(
    into grid: inout CellGrid, area: CellRect, document: Document, selection: Selection, usesASCII: Bool
  ) {
    let dim = Style(attributes: .dim)
    grid.fill(area, with: .blank)
    let left = area.minColumn
    let width = area.size.columns - 1
    let contentColumn = left + 1
    // The border doubles as a scroll bar: its thumb shows where the rows shown are.
    let listTop = area.minRow + 1
    let listHeight = area.size.rows - 1
    let thumb = Self.thumb(top: top, shown: listHeight, count: rows.count)
    for row in area.minRow..<area.maxRow {
      let inThumb = thumb.map { $0.contains(row - listTop) } ?? false
      let glyph = usesASCII ? (inThumb ? "#" : "|") : (inThumb ? "┃" : "│")
      grid.put(glyph, at: CellPoint(column: left, row: row), style: inThumb ? .plain : dim)
    }
    let count = document.count
    let title = " Objects " + (count == 1 ? "1 shape" : "\(Self.grouped(count)) shapes")
    let titleStyle = hasFocus ? Style(attributes: [.bold, .reverse]) : Style(attributes: .bold)
    grid.fill(
      CellRect(column: contentColumn, row: area.minRow, columns: width, rows: 1),
      with: .blank(style: titleStyle))
    grid.put(
      ShortcutSheet.truncated(title, toWidth: width, usesASCII: usesASCII),
      at: CellPoint(column: contentColumn, row: area.minRow), style: titleStyle)
    guard listHeight > 0 else { return }
    if rows.count == 0 {
      grid.put(
        ShortcutSheet.truncated(" No shapes yet", toWidth: width, usesASCII: usesASCII),
        at: CellPoint(column: contentColumn, row: listTop), style: dim)
      return
    }
    for line in 0..<listHeight {
      let index = top + line
      guard index < rows.count else { break }
      drawRow(
        index, into: &grid, at: CellPoint(column: contentColumn, row: listTop + line), width: width,
        document: document, selection: selection, usesASCII: usesASCII)
    }
  }

  private func drawRow(
    _ index: Int, into grid: inout CellGrid, at origin: CellPoint, width: Int, document: Document,
    selection: Selection, usesASCII: Bool
  ) {
    let row = rows[index]
    let isFocused = index == list.focus
    let isSelected =
      row.isGroup
      ? document.shapeIDs(in: row.id).allSatisfy(selection.shapeIDs.contains)
      : selection.shapeIDs.contains(row.id)
    let isHidden = document.isHidden(row.id)
    let isLocked = document.isLocked(row.id)
    var attributes: TextAttributes = []
    if isSelected { attributes.insert(.reverse) }
    if isFocused && hasFocus { attributes.insert(.bold) }
    if isHidden { attributes.insert(.dim) }
    if let drag, drag.target == index, drag.target != drag.row { attributes.insert(.underline) }
    let style = Style(attributes: attributes)
    grid.fill(
      CellRect(column: origin.column, row: origin.row, columns: width, rows: 1), with: .blank(style: style))
    var column = origin.column
    let marker = isFocused && hasFocus ? (usesASCII ? ">" : "›") : " "
    column = grid.put(marker, at: CellPoint(column: column, row: origin.row), style: style)
    column += 2 * min(row.depth, max(0, (width - 12) / 2))
    let fold = row.isGroup ? (row.isOpen ? (usesASCII ? "-" : "▾") : (usesASCII ? "+" : "▸")) : " "
    column = grid.put(fold, at: CellPoint(column: column, row: origin.row), style: style)
    let glyph =
      row.isGroup ? (usesASCII ? "G" : "▣") : Self.glyph(of: document[row.id]?.kind, usesASCII: usesASCII)
    column = grid.put(glyph + " ", at: CellPoint(column: column, row: origin.row), style: style)
    // The markers take the last three columns: hidden, locked, a space.
    let markers = origin.column + width - 3
    if let renaming, renaming.id == row.id {
      drawField(renaming, into: &grid, from: column, to: markers, row: origin.row, usesASCII: usesASCII)
    } else {
      let name = PrintableText.sanitized(document.displayName(of: row.id), limit: 256)
      grid.put(
        ShortcutSheet.truncated(name, toWidth: max(0, markers - column - 1), usesASCII: usesASCII),
        at: CellPoint(column: column, row: origin.row), style: style)
    }
    let showsOff = isFocused && hasFocus
    let hiddenMarker = isHidden ? (usesASCII ? "h" : "◌") : (showsOff ? "·" : " ")
    let lockedMarker = isLocked ? (usesASCII ? "L" : "⊠") : (showsOff ? "·" : " ")
    grid.put(hiddenMarker, at: CellPoint(column: markers, row: origin.row), style: style)
    grid.put(lockedMarker, at: CellPoint(column: markers + 1, row: origin.row), style: style)
  }

  /// The name being typed, with its caret, clipped to the columns it has.
  private func drawField(
    _ renaming: Renaming, into grid: inout CellGrid, from start: Int, to end: Int, row: Int, usesASCII: Bool
  ) {
    let fieldStyle = Style(attributes: .underline)
    let room = max(1, end - start - 1)
    grid.fill(CellRect(column: start, row: row, columns: room, rows: 1), with: .blank(style: fieldStyle))
    let text = renaming.editing.text
    let caret = renaming.editing.cursorCell.column
    // Scrolled so the caret stays in the field.
    let skip = max(0, caret - room + 1)
    var column = start
    var used = 0
    var caretShown = false
    for character in text {
      let characterWidth = TextWidth.width(of: character)
      defer { used += characterWidth }
      guard used >= skip else { continue }
      if column + characterWidth > start + room { break }
      let isCaret = used == caret
      caretShown = caretShown || isCaret
      column = grid.put(
        String(character), at: CellPoint(column: column, row: row),
        style: isCaret ? Style(attributes: .reverse) : fieldStyle)
    }
    if !caretShown, column < start + room {
      grid.put(" ", at: CellPoint(column: column, row: row), style: Style(attributes: .reverse))
    }
  }

  /// The rows of the list (from its top) the scroll thumb covers; nil when every row is shown.
  static func thumb(top: Int, shown: Int, count: Int) -> Range<Int>? {
    guard count > shown, shown > 0 else { return nil }
    let length = max(1, shown * shown / count)
    let start = min(shown - length, top * shown / count)
    return start..<start + length
  }

  static func glyph(of kind: ShapeKind?, usesASCII: Bool) -> String {
    switch kind {
    case .rectangle: return usesASCII ? "#" : "□"
    case .ellipse: return usesASCII ? "o" : "○"
    case .line(let line): return line.isConnector ? (usesASCII ? ">" : "→") : (usesASCII ? "/" : "╱")
    case .pen: return usesASCII ? "~" : "∿"
    case .brush: return usesASCII ? "%" : "▒"
    case .text: return "T"
    case nil: return " "
    }
  }

  /// 100000 as "100,000".
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
