import EaselDocument
import EaselGeometry
import EaselImport
import EaselRender
import Glibc

/// `import [RUNS=9] [FILE]`: text diagrams recognised (spec §10): a README-sized diagram
/// (40×20) and a large one (10,000 lines of boxes and connectors, about 1 MB), or FILE; the
/// median wall time per import over RUNS, what was recognised, and the peak resident memory.
enum ImportBenchmark {
  static func main(arguments: [String]) -> Int32 {
    var runs = 9
    var file: String?
    for argument in arguments {
      if let number = Int(argument), number > 0 {
        runs = number
      } else if file == nil {
        file = argument
      } else {
        BenchIO.printError("usage: easel-bench import [RUNS=9] [FILE]\n")
        return 2
      }
    }
    var inputs: [(String, [UInt8])] = []
    if let file {
      guard let bytes = BenchIO.readFile(file) else { return 1 }
      inputs.append((file, bytes))
    } else {
      inputs.append(("readme 40x20", diagram(bands: 4, boxesPerBand: 2, width: 40)))
      inputs.append(("large 10000 lines", diagram(bands: 2000, boxesPerBand: 6, width: 100)))
    }
    for (name, bytes) in inputs {
      var walls: [Double] = []
      var report = TextImport.Report()
      for _ in 0..<runs {
        let start = BenchIO.seconds(CLOCK_MONOTONIC)
        guard let document = try? TextImport.document(from: bytes) else {
          BenchIO.printError("easel-bench import: \(name) was refused\n")
          return 1
        }
        walls.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
        report = TextImport.Report(of: document)
      }
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      BenchIO.printLine(
        "{\"import\": \"\(name)\", \"bytes\": \(bytes.count), \"runs\": \(runs), "
          + "\"median_ms\": \(BenchIO.format(BenchIO.median(walls) * 1000, 3)), "
          + "\"boxes\": \(report.boxes), \"lines\": \(report.lines), \"connected\": \(report.connected), "
          + "\"texts\": \(report.texts), \"max_rss_kb\": \(usage.ru_maxrss)}")
    }
    return 0
  }

  /// Bands of five rows, each a row of labelled boxes joined by arrows, rendered as Easel draws them.
  static func diagram(bands: Int, boxesPerBand: Int, width: Int) -> [UInt8] {
    var shapes: [Shape] = []
    var id: UInt64 = 1
    let pitch = width / boxesPerBand
    for band in 0..<bands {
      var previous: (ShapeID, CanvasRect)?
      for column in 0..<boxesPerBand {
        let rect = CanvasRect(column: column * pitch, row: band * 5, columns: pitch - 6, rows: 4)
        let box = ShapeID(id)
        let styles: [FrameStyle] = [.light, .rounded, .heavy, .double, .ascii]
        shapes.append(
          Shape(
            id: box,
            kind: .rectangle(
              Rectangle(bounds: rect, frameStyle: styles[(band + column) % 5], label: "step \(column)"))))
        id += 1
        if let (from, fromRect) = previous {
          let line = Line(
            start: CanvasPoint(column: fromRect.maxColumn - 1, row: rect.minRow + 1),
            end: CanvasPoint(column: rect.minColumn, row: rect.minRow + 1), arrowAtEnd: true,
            startBinding: LineBinding(shape: from, side: .right, offset: 1),
            endBinding: LineBinding(shape: box, side: .left, offset: 1))
          shapes.append(Shape(id: ShapeID(id), kind: .line(line)))
          id += 1
        }
        previous = (box, rect)
      }
    }
    guard let document = try? Document(shapes: shapes), let text = try? TextExport.render(document) else {
      return []
    }
    return text
  }
}
