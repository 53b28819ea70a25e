import EaselInput
import Glibc

/// Input-decoding throughput on the stream of `../shared/bench/gen_input.py`, driven exactly as
/// `termkey_bench.c` drives libtermkey: 4096-byte reads, a read also ends at each pause offset,
/// and after such a read the decoder's timeout path runs (`expire` with the clock moved past the
/// escape delay). Every event is created; a fresh decoder is used per run.
struct DecodeBenchmark {
  static let readSize = 4096

  let input: [UInt8]
  let pauses: [Int]

  /// `decode DIR [RUNS] [--check]`; returns the exit status.
  static func main(arguments: [String]) -> Int32 {
    var directory: String?
    var runs = 5
    var check = false
    for argument in arguments {
      if argument == "--check" {
        check = true
      } else if directory == nil {
        directory = argument
      } else if let number = Int(argument), number >= 0 {
        runs = number
      } else {
        BenchIO.printError("easel-bench decode: bad argument \(argument)\n")
        return 2
      }
    }
    guard let directory else {
      BenchIO.printError("usage: easel-bench decode DIR [RUNS] [--check]\n")
      return 2
    }
    guard let input = BenchIO.readFile(directory + "/input.bin"),
      let pauseText = BenchIO.readFile(directory + "/input.pauses")
    else { return 1 }
    let benchmark = DecodeBenchmark(input: input, pauses: parseOffsets(pauseText))

    if check {
      var output: [UInt8] = []
      output.reserveCapacity(40 << 20)
      let count = benchmark.run { events in
        for event in events {
          guard let line = event.canonical else { continue }
          output.append(contentsOf: line.utf8)
          output.append(0x0A)
        }
      }
      guard BenchIO.writeFile(directory + "/out.easel", output) else { return 1 }
      BenchIO.printLine("{\"parser\": \"easel\", \"check\": true, \"events\": \(count)}")
    }

    var walls: [Double] = []
    var cpus: [Double] = []
    for run in 0..<runs {
      let wall0 = BenchIO.seconds(CLOCK_MONOTONIC)
      let cpu0 = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID)
      let count = benchmark.run { _ in }
      let wall = BenchIO.seconds(CLOCK_MONOTONIC) - wall0
      let cpu = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu0
      walls.append(wall)
      cpus.append(cpu)
      let megabytes = Double(input.count) / 1e6
      BenchIO.printLine(
        "{\"parser\": \"easel\", \"run\": \(run), \"bytes\": \(input.count), "
          + "\"wall_s\": \(BenchIO.format(wall, 4)), \"cpu_s\": \(BenchIO.format(cpu, 4)), "
          + "\"parser_events\": \(count), \"MBps\": \(BenchIO.format(megabytes / wall, 2))}")
    }
    if runs > 0 {
      let megabytes = Double(input.count) / 1e6
      let wall = BenchIO.median(walls)
      BenchIO.printLine(
        "{\"parser\": \"easel\", \"summary\": true, \"runs\": \(runs), "
          + "\"wall_median_s\": \(BenchIO.format(wall, 4)), "
          + "\"cpu_median_s\": \(BenchIO.format(BenchIO.median(cpus), 4)), "
          + "\"MBps_median\": \(BenchIO.format(megabytes / wall, 2)), "
          + "\"MBps_cpu_median\": \(BenchIO.format(megabytes / BenchIO.median(cpus), 2)), "
          + "\"MBps_min\": \(BenchIO.format(megabytes / walls.max()!, 2)), "
          + "\"MBps_max\": \(BenchIO.format(megabytes / walls.min()!, 2))}")
    }
    return 0
  }

  /// One line per offset, as `gen_input.py` writes `input.pauses`.
  static func parseOffsets(_ text: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    var value = 0
    var hasDigits = false
    for byte in text {
      if byte >= 0x30 && byte <= 0x39 {
        value = value * 10 + Int(byte - 0x30)
        hasDigits = true
      } else if hasDigits {
        offsets.append(value)
        value = 0
        hasDigits = false
      }
    }
    if hasDigits { offsets.append(value) }
    return offsets
  }

  /// Decodes the whole stream once with a fresh decoder, handing each read's events to `consume`.
  /// Returns the number of events.
  func run(_ consume: (borrowing [InputEvent]) -> Void) -> Int {
    var decoder = InputDecoder()
    let stepPastDelay = decoder.configuration.escapeDelay + .milliseconds(1)
    var now = Instant.zero
    var events: [InputEvent] = []
    events.reserveCapacity(Self.readSize + 16)
    var total = 0
    var position = 0
    var pauseIndex = 0
    input.withUnsafeBufferPointer { data in
      while position < data.count {
        let end = pauseIndex < pauses.count ? min(pauses[pauseIndex], data.count) : data.count
        while position < end {
          let length = min(Self.readSize, end - position)
          decoder.feed(
            UnsafeBufferPointer(rebasing: data[position..<position + length]), at: now, into: &events)
          position += length
          total += events.count
          consume(events)
          events.removeAll(keepingCapacity: true)
        }
        if pauseIndex < pauses.count {
          // The sender paused: the decoder's timeout fires.
          pauseIndex += 1
          now = now + stepPastDelay
          decoder.expire(at: now, into: &events)
          total += events.count
          consume(events)
          events.removeAll(keepingCapacity: true)
        }
      }
      decoder.flush(into: &events)
      total += events.count
      consume(events)
      events.removeAll(keepingCapacity: true)
    }
    return total
  }
}
