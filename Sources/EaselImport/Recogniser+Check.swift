import EaselDocument
import EaselGeometry
import EaselRaster

/// The check by drawing: the objects are drawn exactly as `easel render` draws them and
/// compared with the text cell by cell; an object drawing a cell the text does not have is
/// given up. Objects that share no row are independent, so the block is drawn in bands of rows
/// (the rows a group of overlapping objects covers), each band again only after a change in it.
extension Recogniser {
  private enum Member {
    case box(Int)
    case line(Int)
  }

  /// Gives up the objects that draw a cell other than the text has, until every cell they draw
  /// is the text's own; notes which cells they draw (`drawn`).
  mutating func dropMismatches() {
    var members: [(rows: Range<Int>, member: Member)] = []
    members.reserveCapacity(boxes.count + lines.count)
    for (number, box) in boxes.enumerated() {
      let bounds = box.rectangle.bounds
      members.append((bounds.minRow..<bounds.maxRow, .box(number)))
    }
    for (number, found) in lines.enumerated() {
      var top = Int.max
      var bottom = Int.min
      for cell in found.cells {
        top = min(top, cell / columns)
        bottom = max(bottom, cell / columns)
      }
      // A bound line is drawn with its box: giving the box up changes how the line is drawn.
      for box in [found.startBox, found.endBox].compactMap({ $0 }) {
        let bounds = boxes[box].rectangle.bounds
        top = min(top, bounds.minRow)
        bottom = max(bottom, bounds.maxRow - 1)
      }
      guard top <= bottom else { continue }
      members.append((top..<bottom + 1, .line(number)))
    }
    members.sort { $0.rows.lowerBound < $1.rows.lowerBound }
    var bandRows = 0..<0
    var bandMembers: [Member] = []
    for (rows, member) in members {
      if !bandMembers.isEmpty && rows.lowerBound < bandRows.upperBound {
        bandRows = bandRows.lowerBound..<max(bandRows.upperBound, rows.upperBound)
      } else {
        if !bandMembers.isEmpty { check(rows: bandRows, members: bandMembers) }
        bandRows = rows
        bandMembers.removeAll(keepingCapacity: true)
      }
      bandMembers.append(member)
    }
    if !bandMembers.isEmpty { check(rows: bandRows, members: bandMembers) }
  }

  /// Draws one band's objects until they match the text, giving up what does not: every line
  /// drawing a wrong cell other than its own lent ones (a blank of a dashed run, a word it runs
  /// under). What is left wrong lies on a kept frame (a title, an arrowhead, a mark standing in
  /// an edge, a junction a dropped line leaves) or on a lent cell: the text's own cell is kept
  /// above it (`overlaid`). A wrong cell no object claims gives up every object of the band.
  private mutating func check(rows: Range<Int>, members: [Member]) {
    var boxNumbers: [Int] = []
    var lineNumbers: [Int] = []
    for member in members {
      switch member {
      case .box(let number): boxNumbers.append(number)
      case .line(let number): lineNumbers.append(number)
      }
    }
    boxNumbers.sort()
    lineNumbers.sort()
    let area = CanvasRect(column: 0, row: rows.lowerBound, columns: columns, rows: rows.count)
    while true {
      var shapes: [Shape] = []
      for number in lineNumbers where !lines[number].isDropped && lines[number].isUnderBoxes {
        shapes.append(Shape(id: lineID(number), kind: .line(lines[number].line)))
      }
      for number in boxNumbers where !boxes[number].isDropped {
        // Labels were checked when found; one is drawn again only where another box's frame
        // runs through it (`┤Service├` on a frame's edge), which it covers.
        var frame = boxes[number].rectangle
        if !boxes[number].labelCells.contains(where: { frames[$0] != nil }) { frame.label = "" }
        shapes.append(Shape(id: boxID(number), kind: .rectangle(frame)))
      }
      for number in lineNumbers where !lines[number].isDropped && !lines[number].isUnderBoxes {
        shapes.append(Shape(id: lineID(number), kind: .line(lines[number].line)))
      }
      guard !shapes.isEmpty else { return }
      var canvas = RasterCanvas(bounds: area)
      Rasterizer.draw(shapes, into: &canvas, options: RasterOptions(usesColor: false))
      var bad: Set<Int> = []
      var drawnCells: [Int] = []
      for row in rows {
        for column in 0..<columns {
          let index = row * columns + column
          let cell = canvas[column, row]
          if cell.isContinuation {
            if codes[index] != CellCode.continuation { bad.insert(index) }
            drawnCells.append(index)
            continue
          }
          guard let character = cell.character(usesASCII: false) else { continue }
          var scalars = character.unicodeScalars.makeIterator()
          let first = scalars.next()?.value ?? CellCode.space
          if scalars.next() == nil {
            // A cell the objects leave blank is the text's to fill.
            if first == CellCode.space { continue }
            if first != codes[index] { bad.insert(index) }
          } else if !holds(character, at: index) {
            bad.insert(index)
          }
          drawnCells.append(index)
        }
      }
      var dropped = false
      if !bad.isEmpty {
        for number in lineNumbers where !lines[number].isDropped {
          let found = lines[number]
          let wrong =
            found.lentCells.isEmpty
            ? found.cells.contains(where: bad.contains)
            : found.cells.contains { bad.contains($0) && !found.lentCells.contains($0) }
          if wrong {
            lines[number].isDropped = true
            dropped = true
          }
        }
        for number in lineNumbers {
          if let box = lines[number].startBox, boxes[box].isDropped { lines[number].line.startBinding = nil }
          if let box = lines[number].endBox, boxes[box].isDropped { lines[number].line.endBinding = nil }
        }
      }
      if dropped { continue }
      if !bad.isEmpty {
        var claimed = Set<Int>()
        for number in boxNumbers where !boxes[number].isDropped {
          for cell in boxes[number].cells where bad.contains(cell) { claimed.insert(cell) }
        }
        for number in lineNumbers where !lines[number].isDropped {
          for cell in lines[number].lentCells where bad.contains(cell) { claimed.insert(cell) }
        }
        guard claimed.count == bad.count else {
          // A cell no object claims: nothing in the band is certain any more.
          for number in boxNumbers { boxes[number].isDropped = true }
          for number in lineNumbers { lines[number].isDropped = true }
          note(at: bad.min()!, "objects here would draw a cell that is not in the text: left as text")
          continue
        }
        if overlaid.isEmpty { overlaid = [Bool](repeating: false, count: codes.count) }
        for cell in bad { overlaid[cell] = true }
      }
      for index in drawnCells { drawn[index] = true }
      for number in boxNumbers where !boxes[number].isDropped {
        for index in boxes[number].labelCells { drawn[index] = true }
      }
      return
    }
  }

  /// One text shape per run of text the kept objects do not draw: words on a row separated by
  /// single spaces make one run. Rows count from the block's first.
  func textShapes() -> [TextShape] {
    var texts: [TextShape] = []
    for row in 0..<rows {
      texts += Self.textRuns(
        row: row, count: columns, clusters: clusters, code: { codes[row * columns + $0] },
        isDrawn: { drawn[row * columns + $0] },
        isOverlaid: { !overlaid.isEmpty && overlaid[row * columns + $0] })
    }
    return texts
  }

  /// The text shapes of one row: runs of cells holding text nothing draws (or drawn otherwise,
  /// `isOverlaid`), words separated by one blank joined.
  static func textRuns(
    row: Int, count: Int, clusters: [Character], code: (Int) -> UInt32, isDrawn: (Int) -> Bool,
    isOverlaid: (Int) -> Bool = { _ in false }
  ) -> [TextShape] {
    func needsText(_ column: Int) -> Bool {
      let value = code(column)
      guard value != CellCode.continuation else { return false }
      return value != CellCode.space ? !isDrawn(column) || isOverlaid(column) : isOverlaid(column)
    }
    var texts: [TextShape] = []
    var column = 0
    while column < count {
      guard needsText(column) else {
        column += 1
        continue
      }
      var text = ""
      var end = column
      while end < count {
        let value = code(end)
        if needsText(end) {
          if CellCode.isCluster(value) {
            text.append(clusters[Int(value & ~CellCode.clusterFlag)])
          } else {
            text.unicodeScalars.append(Unicode.Scalar(value)!)
          }
          end += 1
          while end < count && code(end) == CellCode.continuation { end += 1 }
        } else if value == CellCode.space && !isDrawn(end) && end + 1 < count && needsText(end + 1) {
          text.append(" ")
          end += 1
        } else if isOverlaid(end - 1) && end + 1 < count && isOverlaid(end + 1)
          && value != CellCode.continuation
          && !CellCode.isCluster(value)
        {
          // One cell the objects draw as the text has it, between two kept above them (a dash
          // between the blanks of a dashed edge): one text shape for the run.
          text.unicodeScalars.append(Unicode.Scalar(value)!)
          end += 1
        } else {
          break
        }
      }
      texts.append(TextShape(origin: CanvasPoint(column: column, row: row), text: text))
      column = end
    }
    return texts
  }
}
