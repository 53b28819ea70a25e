import EaselDocument
import EaselGeometry
import EaselImport
import EaselRender
import Testing

/// Documents Easel draws, rendered and imported: the text comes back, and so do the boxes and
/// the connectors between them.
@Suite struct ImportRoundTripTests {
  /// Boxes on a loose grid with straight connectors between neighbours, some with arrowheads.
  static func generated(seed: UInt64) -> Document {
    var random = SplitMix(state: seed)
    let styles: [FrameStyle] = [.light, .heavy, .double, .rounded, .ascii]
    var shapes: [Shape] = []
    var id: UInt64 = 1
    var boxes: [[ShapeID?]] = []
    var bounds: [ShapeID: CanvasRect] = [:]
    for row in 0..<3 {
      var line: [ShapeID?] = []
      for column in 0..<4 {
        guard random.below(5) != 0 else {
          line.append(nil)
          continue
        }
        let rect = CanvasRect(
          column: column * 20 + random.below(3), row: row * 9 + random.below(2), columns: 8 + random.below(5),
          rows: 3 + random.below(3))
        let style = styles[random.below(styles.count)]
        let label = ["A", "node", "step 2", ""][random.below(4)]
        shapes.append(
          Shape(id: ShapeID(id), kind: .rectangle(Rectangle(bounds: rect, frameStyle: style, label: label))))
        bounds[ShapeID(id)] = rect
        line.append(ShapeID(id))
        id += 1
      }
      boxes.append(line)
    }
    // Horizontal connectors between boxes side by side whose rows overlap.
    for row in boxes.indices {
      for column in 0..<3 {
        guard let a = boxes[row][column], let b = boxes[row][column + 1] else { continue }
        let (left, right) = (bounds[a]!, bounds[b]!)
        let top = max(left.minRow, right.minRow) + 1
        let bottom = min(left.maxRow, right.maxRow) - 2
        guard top <= bottom else { continue }
        let y = top + random.below(bottom - top + 1)
        let line = Line(
          start: CanvasPoint(column: left.maxColumn - 1, row: y),
          end: CanvasPoint(column: right.minColumn, row: y),
          style: .light, arrowAtEnd: random.below(2) == 0,
          startBinding: LineBinding(shape: a, side: .right, offset: y - left.minRow),
          endBinding: LineBinding(shape: b, side: .left, offset: y - right.minRow))
        shapes.append(Shape(id: ShapeID(id), kind: .line(line)))
        id += 1
      }
    }
    return (try? Document(shapes: shapes)) ?? Document()
  }

  @Test func generatedDocumentsComeBackWithTheirBoxesAndConnectors() throws {
    var drawn = TextImport.Report()
    var found = TextImport.Report()
    for seed in 0..<100 {
      let document = Self.generated(seed: UInt64(seed))
      let rendered = String(decoding: try TextExport.render(document), as: UTF8.self)
      guard let imported = ImportCheck.imported(rendered) else { continue }
      let before = TextImport.Report(of: document)
      let after = TextImport.Report(of: imported)
      drawn.boxes += before.boxes
      drawn.connected += before.connected
      found.boxes += min(after.boxes, before.boxes)
      found.connected += min(after.connected, before.connected)
    }
    print(
      "round trip: \(found.boxes) of \(drawn.boxes) boxes, \(found.connected) of \(drawn.connected) connectors"
    )
    #expect(drawn.boxes > 0 && drawn.connected > 0)
    #expect(found.boxes * 100 >= drawn.boxes * 95)
    #expect(found.connected * 100 >= drawn.connected * 95)
  }
}
