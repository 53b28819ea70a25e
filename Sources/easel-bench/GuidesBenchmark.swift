import EaselApp
import EaselDocument
import EaselFileFormat
import EaselInput
import Glibc

/// `easel-bench guides [SHAPES=10000] [FRAMES=200]`: the document benchmark's dense random scene
/// of SHAPES shapes opened twice in the editor core, smart guides on in one and turned off (View →
/// Smart Guides, chosen through the command menu) in the other, and its mover dragged a cell at a
/// time in both, frames interleaved so both see the same machine: each motion report timed from
/// its bytes to the frame's bytes. Prints one JSON line per setting: the median and p90 time, the
/// median frame bytes and how many frames sent guide cells (a frame sends only what changed, so
/// a guide that stays put is counted when it appears). 200×60 terminal, legacy xterm.
enum GuidesBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let shapes = arguments.first.flatMap(Int.init) ?? 10_000
    let frames = arguments.dropFirst().first.flatMap(Int.init) ?? 200
    guard shapes > 0, frames > 0 else {
      BenchIO.printError("usage: easel-bench guides [SHAPES=10000] [FRAMES=200]\n")
      return 2
    }
    guard let document = try? EaselFile.decode(EaselFile.encode(DocumentBenchmark.generate(shapes: shapes)))
    else {
      BenchIO.printError("easel-bench: the generated document does not decode\n")
      return 1
    }
    var on = open(document)
    var off = open(document)
    // Cmd-K (Ctrl-K on a legacy terminal), the command's title, Enter.
    let toggled = off.receive(Array("\u{0b}Smart Guides\r".utf8), at: .milliseconds(5)).bytes
    guard String(decoding: toggled, as: UTF8.self).contains("Smart guides off") else {
      BenchIO.printError("easel-bench: View → Smart Guides did not turn the guides off\n")
      return 1
    }
    var now = Instant.milliseconds(10)
    // Press on the mover (canvas 88…107 × 25…34; SGR column = canvas + 1, row = canvas + 2).
    let press = Array("\u{1b}[<0;95;30M".utf8)
    _ = on.receive(press, at: now)
    _ = off.receive(press, at: now)
    var samples: (on: Samples, off: Samples) = (Samples(), Samples())
    for frame in 0..<frames {
      now = now + .milliseconds(16)
      // Right a cell at a time for 8 frames, then back; down a row every 16 frames, so the
      // mover's edges pass many of its neighbours' on both axes.
      let column = 96 + frame % 8 - (frame / 8) % 2 * 8
      let row = 30 + (frame / 16) % 6
      let report = Array("\u{1b}[<32;\(column);\(row)M".utf8)
      samples.on.add(step(&on, report, at: now))
      samples.off.add(step(&off, report, at: now))
    }
    BenchIO.printLine(samples.on.line(name: "guides_on", shapes: document.count))
    BenchIO.printLine(samples.off.line(name: "guides_off", shapes: document.count))
    return 0
  }

  static func open(_ document: Document) -> Driver {
    var driver = Driver(
      kind: .editor(EditorLaunch(filePath: "bench.easel", document: document)),
      environment: ["TERM": "xterm-256color"], size: TerminalSize(columns: 200, rows: 60),
      settings: InputSettings(environment: [:]), startedAt: .milliseconds(0))
    _ = driver.start(at: .milliseconds(0))
    _ = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(1))
    return driver
  }

  /// One motion report: its seconds from bytes to frame bytes, and the frame's bytes.
  static func step(_ driver: inout Driver, _ report: [UInt8], at now: Instant) -> (Double, [UInt8]) {
    let start = BenchIO.seconds(CLOCK_MONOTONIC)
    let output = driver.receive(report, at: now)
    return (BenchIO.seconds(CLOCK_MONOTONIC) - start, output.bytes)
  }

  struct Samples {
    var times: [Double] = []
    var sizes: [Double] = []
    /// Frames sending a guide's glyph, which nothing else draws.
    var framesWithGuides = 0

    mutating func add(_ sample: (Double, [UInt8])) {
      times.append(sample.0)
      sizes.append(Double(sample.1.count))
      let text = String(decoding: sample.1, as: UTF8.self)
      if text.contains("┊") || text.contains("┈") || text.contains("▕") || text.contains("▁") {
        framesWithGuides += 1
      }
    }

    func line(name: String, shapes: Int) -> String {
      let sorted = times.sorted()
      let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
      return "{\"bench\": \"\(name)\", \"shapes\": \(shapes), \"frames\": \(times.count), "
        + "\"move_frame_us_median\": \(BenchIO.format(BenchIO.median(times) * 1e6, 1)), "
        + "\"move_frame_us_p90\": \(BenchIO.format(p90 * 1e6, 1)), "
        + "\"move_frame_bytes_median\": \(BenchIO.format(BenchIO.median(sizes), 0)), "
        + "\"frames_sending_guide_cells\": \(framesWithGuides)}"
    }
  }
}
