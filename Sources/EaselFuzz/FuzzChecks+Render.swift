import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselRaster
import EaselRender
import Glibc

extension FuzzChecks {
  /// What one input may cost, loading and drawing everything: well above what the largest
  /// drawing the text budget lets through takes in the instrumented debug build on a loaded
  /// 2-core machine (a 64,635-cell-wide filled ellipse took 2.7 s a pass against a 1 MiB budget,
  /// and failed a 3 s bound in CI), below libFuzzer's own 10 s timeout, so a loop that grows
  /// with the canvas rather than the document (hours) is caught as itself.
  static let secondsPerInput = 8.0
  /// The text budget the render target gives `TextExport` (the real limit is 256 MiB, which
  /// would take the fuzzer minutes per input): a drawing over it must be refused up front. At
  /// the estimate's 4 bytes a cell, 128 KiB lets through about 32,000 cells, each costing some
  /// 20 µs instrumented, three exports an input.
  static let textBudget = 128 << 10

  /// Loader plus render: whatever the loader accepts draws — as `easel render` and
  /// `export --to txt|ansi|svg` draw it and as the editor draws its viewport — within the time
  /// budget, and what comes out holds no control character but the newline (and, in colour,
  /// SGR sequences Easel wrote itself).
  static func loadAndRender(_ bytes: UnsafeBufferPointer<UInt8>) {
    let started = monotonicSeconds()
    guard let document = try? EaselFile.decode(Array(bytes)) else { return }
    checkRendering(document, started: started)
  }

  /// The drawing checks shared by the render and generator targets.
  static func checkRendering(_ document: Document, started: Double) {
    for (options, depth) in [
      (RasterOptions(usesColor: false), nil), (RasterOptions(usesASCII: true, usesColor: false), nil),
      (RasterOptions(usesColor: true), ColorDepth.trueColor),
    ] as [(RasterOptions, ColorDepth?)] {
      do {
        let text = try TextExport.render(document, options: options, colorDepth: depth, limit: textBudget)
        precondition(text.count <= textBudget, "text export of \(text.count) bytes over its budget")
        checkText(text, colored: depth != nil)
      } catch {
        // Refused before drawing: the estimate said it would be over the budget.
      }
    }
    let svg = SVGExport.svgText(document)
    precondition(
      svg.unicodeScalars.allSatisfy { $0 == "\n" || !isUnsafe($0) }, "SVG carries a control character")
    checkViewports(document)
    let elapsed = monotonicSeconds() - started
    precondition(elapsed < secondsPerInput, "one input took \(elapsed) s to load and draw")
  }

  /// A 40×12 viewport, as the editor draws its canvas, at the drawing's top left and bottom
  /// right corners (which the generator puts at the canvas limits): every cell a printable
  /// grapheme. Small, so the instrumented build still runs many inputs a second.
  static func checkViewports(_ document: Document) {
    let size = CellSize(columns: 40, rows: 12)
    let bounds = document.bounds
    let origins =
      bounds.isEmpty
      ? [CanvasPoint(column: 0, row: 0)]
      : [bounds.origin, CanvasPoint(column: bounds.maxColumn - size.columns, row: bounds.maxRow - size.rows)]
    let index = SpatialIndex(document)
    for origin in origins {
      let area = CanvasRect(column: origin.column, row: origin.row, columns: size.columns, rows: size.rows)
      var grid = CellGrid(size: size)
      Rasterizer.draw(index.shapes(intersecting: area, in: document), area: area, into: &grid, at: .zero)
      for cell in grid.cells {
        precondition(
          cell.grapheme.unicodeScalars.allSatisfy { !isUnsafe($0) },
          "a cell shows a control character: \(cell.grapheme.debugDescription)")
      }
    }
  }

  /// Valid UTF-8; no control but the newline; in colour, ESC only to start an SGR sequence
  /// (`ESC [` digits and semicolons `m`).
  static func checkText(_ bytes: [UInt8], colored: Bool) {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B {
        precondition(colored, "an escape in plain text")
        var end = index + 1
        precondition(end < bytes.count && bytes[end] == UInt8(ascii: "["), "an escape that is not CSI")
        end += 1
        while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
        precondition(end < bytes.count && bytes[end] == UInt8(ascii: "m"), "a CSI that is not SGR")
        index = end + 1
      } else {
        index += 1
      }
    }
    let text = String(validating: bytes, as: UTF8.self)
    precondition(text != nil, "the text export is not UTF-8")
    precondition(
      text!.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\u{1B}" || !isUnsafe($0) },
      "the text export carries a control character")
  }

  /// A scalar that would steer a terminal or reorder the line: C0, DEL, C1, the line and
  /// paragraph separators, the bidirectional controls.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  static func monotonicSeconds() -> Double {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
