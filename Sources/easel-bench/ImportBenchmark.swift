import EaselDocument
import EaselGeometry
import EaselImport
import EaselRender
import Glibc

/// `import [RUNS=9] [FILE]`: text diagrams recognised (spec §10): a README-sized diagram
/// (40×20), a large one (10,000 lines of boxes and connectors, about 1 MB), four of 10 MB (the
/// large one's bands ten times over; the same with no blank row, so all one block; prose in one
/// block; wide characters, emoji and combining marks), or FILE; the median wall time per import over RUNS (at most 3 for the 10 MB texts), what was
/// recognised, and the peak resident memory while importing (the peak is reset before each
/// input, so it counts what the process holds then, the input included, plus the import's own).
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
    var inputs: [(name: String, runs: Int, bytes: () -> [UInt8])] = []
    if let file {
      guard let bytes = BenchIO.readFile(file) else { return 1 }
      inputs.append((file, runs, { bytes }))
    } else {
      inputs.append(("readme 40x20", runs, { diagram(bands: 4, boxesPerBand: 2, width: 40) }))
      inputs.append(("large 10000 lines", runs, { diagram(bands: 2000, boxesPerBand: 6, width: 100) }))
      inputs.append(("huge 10 MB", min(runs, 3), { diagram(bands: 15_200, boxesPerBand: 6, width: 100) }))
      inputs.append(
        (
          "huge 10 MB one block", min(runs, 3),
          {
            diagram(bands: 15_200, boxesPerBand: 6, width: 100).split(
              separator: 0x0A, omittingEmptySubsequences: true
            )
            .flatMap { $0 + [0x0A] }
          }
        ))
      inputs.append(("prose 10 MB one block", min(runs, 3), { words(ascii: true, bytes: 10_000_000) }))
      inputs.append(("wide and combined 10 MB", min(runs, 3), { words(ascii: false, bytes: 10_000_000) }))
    }
    for input in inputs {
      let bytes = input.bytes()
      var walls: [Double] = []
      var report = DiagramReading.Report()
      resetPeakMemory()
      for _ in 0..<input.runs {
        let start = BenchIO.seconds(CLOCK_MONOTONIC)
        guard let reading = try? DiagramReader.read(bytes) else {
          BenchIO.printError("easel-bench import: \(input.name) was refused\n")
          return 1
        }
        walls.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
        report = reading.report
      }
      BenchIO.printLine(
        "{\"import\": \"\(input.name)\", \"bytes\": \(bytes.count), \"runs\": \(input.runs), "
          + "\"median_ms\": \(BenchIO.format(BenchIO.median(walls) * 1000, 3)), "
          + "\"boxes\": \(report.boxes), \"lines\": \(report.lines), \"connectors\": \(report.connectors), "
          + "\"texts\": \(report.texts), \"peak_rss_kb\": \(peakMemoryKilobytes())}")
    }
    return 0
  }

  /// Resets the process's peak resident set size (Linux: "5" into /proc/self/clear_refs).
  static func resetPeakMemory() {
    _ = BenchIO.writeFile("/proc/self/clear_refs", Array("5".utf8))
  }

  /// VmHWM from /proc/self/status: the peak resident set size since the last reset, in KiB.
  static func peakMemoryKilobytes() -> Int {
    guard let status = BenchIO.readFile("/proc/self/status") else { return -1 }
    for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:")
    {
      return Int(line.dropFirst(6).filter(\.isNumber)) ?? -1
    }
    return -1
  }

  /// Lines of 12 words, no blank line (so one block): English words with a few ASCII strokes
  /// among them (`a-b`, `c|d`), or CJK, kana, emoji, combining accents and box drawing.
  static func words(ascii: Bool, bytes: Int) -> [UInt8] {
    let words =
      ascii
      ? ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "a-b", "c|d", "x=y"]
      : ["漢字", "テスト", "😀", "naïve", "e\u{301}té", "hello", "─┼─", "→", "box"]
    var text: [UInt8] = []
    var state: UInt64 = 1
    while text.count < bytes {
      for index in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        if index > 0 { text.append(0x20) }
        text.append(contentsOf: words[Int(state >> 33) % words.count].utf8)
      }
      text.append(0x0A)
    }
    return text
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
