import EaselDocument
import EaselGeometry
import EaselRender

extension EditorScreen {
  /// The screen as it should look now: menu bar, canvas with overlays, status bar.
  mutating func composeScreen() -> CellGrid {
    var screen = CellGrid(size: CellSize(columns: size.columns, rows: size.rows))
    guard size.columns > 0, size.rows > 0 else { return screen }
    let viewport = self.viewport
    if !viewport.size.isEmpty {
      layer.update(
        document: state.document, index: state.index, viewport: viewport.canvasRect, options: options,
        damage: state.takeDamage(), overlay: state.previewShapes, hidden: state.hiddenShapes)
      screen.copyRows(from: layer.grid, rows: 0..<layer.grid.size.rows, to: viewport.screenOrigin.row)
      if state.showsGrid {
        Overlay.drawGrid(state.grid, viewport: viewport, into: &screen, usesASCII: options.usesASCII)
      }
      if let region = state.selection.region {
        Overlay.drawRegion(region, viewport: viewport, into: &screen, usesASCII: options.usesASCII)
      }
      let selected = state.selection.shapeIDs.compactMap { state.document[$0]?.bounds }
      Overlay.drawSelection(
        shapeBounds: selected, viewport: viewport, into: &screen, usesASCII: options.usesASCII)
      Overlay.drawCursor(state.cursor, viewport: viewport, into: &screen)
      if isShowingShortcuts { drawShortcuts(into: &screen, usesASCII: options.usesASCII) }
    }
    if size.rows >= 2 {
      drawBar(EditorChrome.menuBar(documentName: documentTitle), row: 0, into: &screen)
    }
    drawMenuSurfaces(into: &screen)
    if let prompt = filePrompt {
      drawFilePrompt(prompt, into: &screen)
    } else {
      drawBar(statusText, row: size.rows - 1, into: &screen)
    }
    return screen
  }

  /// The bytes that bring the terminal from what it shows to the current screen.
  mutating func frame() -> [UInt8] {
    framesComposed += 1
    let next = composeScreen()
    let bytes = encoder.encodeFrame(from: shown, to: next)
    shown = next
    return bytes
  }

  var documentTitle: String {
    let name = state.filePath.map { EditorChrome.printable(Self.fileName($0), limit: 40) } ?? "Untitled"
    return state.isModified ? name + " •" : name
  }

  var statusText: String {
    EditorChrome.statusLine(
      tool: toolStatus, cursor: state.cursor, selection: selectionSummary, document: documentTitle,
      message: state.message ?? modifierHint, terminal: summary, width: size.columns)
  }

  /// While a drawing tool is active and nothing else is said: the modifier this terminal keeps
  /// for itself (spec §5.4) and the latch that stands in for it.
  var modifierHint: String? {
    guard gesture == nil, [.rectangle, .ellipse, .line, .pen, .brush].contains(tool) else { return nil }
    let support = GestureModifierSupport(capabilities: summary.capabilities)
    guard let shift = support.rows.first(where: { $0.modifier == "Shift" }), shift.delivery != .delivered
    else {
      return nil
    }
    let delivery = shift.delivery == .midDragOnly ? "only mid-drag" : "swallowed"
    return "Shift-drag \(delivery) here: C latches constrain · ? keys"
  }

  private var selectionSummary: String? {
    let bounds = state.selection.shapeIDs.compactMap { state.document[$0]?.bounds }
    guard let first = bounds.first else { return nil }
    let all = bounds.dropFirst().reduce(first) { $0.union($1) }
    let count = bounds.count == 1 ? "1 shape" : "\(bounds.count) shapes"
    return "\(count) \(all.size.columns)×\(all.size.rows)"
  }

  private func drawBar(_ text: String, row: Int, into screen: inout CellGrid) {
    let text = options.usesASCII ? EditorChrome.asciiOnly(text) : text
    let style = Style(attributes: .reverse)
    screen.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(style: style))
    screen.put(text, at: CellPoint(column: 0, row: row), style: style)
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }
}
