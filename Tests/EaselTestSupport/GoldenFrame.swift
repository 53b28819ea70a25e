import EaselGeometry
import EaselRaster
import EaselRender
import Glibc
import Testing

/// Golden frames: a grid rendered as text (and, when colours matter, a block listing the
/// styled runs of each row) compared with `Frames/<name>.txt` beside the calling test file.
///
/// A missing golden is recorded and the test fails, so a new golden is always looked at;
/// `EASEL_RECORD=1` re-records every golden compared; a mismatch prints a line diff.
public enum GoldenFrame {
  /// Compares `grid` with the golden `name`.
  public static func expect(
    _ grid: CellGrid, matches name: String, includingStyles: Bool = false, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = render(grid, includingStyles: includingStyles)
    let path = framesDirectory(besides: filePath) + "/" + name + ".txt"
    let isRecording = getenv("EASEL_RECORD").map { String(cString: $0) == "1" } ?? false
    guard !isRecording, let expected = readFile(path) else {
      let wasMissing = !isRecording
      if !writeFile(path, actual) {
        Issue.record(
          Comment(rawValue: "could not write golden frame \(path)"), sourceLocation: sourceLocation)
      } else if wasMissing {
        Issue.record(
          Comment(rawValue: "recorded missing golden frame \(name).txt; review it and run again"),
          sourceLocation: sourceLocation)
      }
      return
    }
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue: "frame \(name) differs from its golden (- golden, + actual):\n" + lineDiff(expected, actual)
      ),
      sourceLocation: sourceLocation)
  }

  /// The grid as text, one line per row, then optionally `--- styles` and one line per row
  /// holding styled cells: `row: first-last style; …`, columns counted in cells.
  public static func render(_ grid: CellGrid, includingStyles: Bool) -> String {
    var text = grid.text + "\n"
    guard includingStyles else { return text }
    text += "--- styles\n"
    for row in 0..<grid.size.rows {
      let runs = styledRuns(grid, row: row)
      guard !runs.isEmpty else { continue }
      text += "\(row): " + runs.joined(separator: "; ") + "\n"
    }
    return text
  }

  /// Runs of neighbouring cells with the same non-plain style, as `first-last description`.
  private static func styledRuns(_ grid: CellGrid, row: Int) -> [String] {
    var runs: [String] = []
    var current: (first: Int, last: Int, style: Style)?
    func flush() {
      guard let run = current else { return }
      let columns = run.first == run.last ? "\(run.first)" : "\(run.first)-\(run.last)"
      runs.append(columns + " " + describe(run.style))
      current = nil
    }
    for column in 0..<grid.size.columns {
      let cell = grid[CellPoint(column: column, row: row)]
      if cell.isContinuation {
        if current != nil { current?.last = column }
        continue
      }
      if let run = current, run.style == cell.style, run.last == column - 1 {
        current?.last = column
      } else {
        flush()
        if cell.style != .plain { current = (column, column, cell.style) }
      }
    }
    flush()
    return runs
  }

  private static func describe(_ style: Style) -> String {
    var parts: [String] = []
    if style.foreground != .default { parts.append("fg " + describe(style.foreground)) }
    if style.background != .default { parts.append("bg " + describe(style.background)) }
    if style.attributes != [] { parts.append("attributes \(style.attributes.rawValue)") }
    return parts.joined(separator: " ")
  }

  private static func describe(_ color: Color) -> String {
    switch color {
    case .default: return "default"
    case .ansi(let index): return "ansi \(index)"
    case .palette(let index): return "palette \(index)"
    case .rgb(let red, let green, let blue): return "rgb \(red),\(green),\(blue)"
    }
  }

  /// A plain line diff: the longest common subsequence of lines, then `-`/`+` for the rest
  /// and two spaces for common lines (goldens are small, so quadratic is fine).
  public static func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count && j < new.count && old[i] == new[j] {
        lines.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count && (j == new.count || common[i + 1][j] >= common[i][j + 1]) {
        lines.append("- " + old[i])
        i += 1
      } else {
        lines.append("+ " + new[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func framesDirectory(besides file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "Frames" }
    return String(file[..<slash]) + "/Frames"
  }

  private static func readFile(_ path: String) -> String? { TestFiles.read(path) }

  private static func writeFile(_ path: String, _ text: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }
}
