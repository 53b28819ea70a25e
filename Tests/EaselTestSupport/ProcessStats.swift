import Glibc

/// What /proc says about a running process: memory, open descriptors and run state, for the
/// fault and load tests (growth over a flood, a resize storm or many suspend cycles).
public struct ProcessStats: Sendable, CustomStringConvertible {
  /// Resident set size (`VmRSS`) in kB.
  public var residentKilobytes: Int
  /// Peak resident set size so far (`VmHWM`) in kB.
  public var peakResidentKilobytes: Int
  /// Entries in /proc/PID/fd.
  public var openDescriptors: Int

  /// Reads the figures of `pid`; nil when the process is gone or /proc cannot be read.
  public static func of(_ pid: pid_t) -> ProcessStats? {
    guard let status = try? PTYProcess.readText(path: "/proc/\(pid)/status"),
      let resident = field("VmRSS", in: status), let peak = field("VmHWM", in: status),
      let descriptors = openDescriptorCount(pid)
    else { return nil }
    return ProcessStats(
      residentKilobytes: resident, peakResidentKilobytes: peak, openDescriptors: descriptors)
  }

  /// A `Name:   1234 kB` line of /proc/PID/status.
  static func field(_ name: String, in status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter { $0.isNumber }
      return Int(String(digits))
    }
    return nil
  }

  /// The number of open descriptors of `pid` (the entries of /proc/PID/fd).
  public static func openDescriptorCount(_ pid: pid_t) -> Int? {
    guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { count += 1 }
    }
    return count
  }

  /// The state letter of /proc/PID/stat (`R`, `S`, `T` stopped, `Z`...); nil when it is gone.
  public static func state(of pid: pid_t) -> Character? {
    guard let text = try? PTYProcess.readText(path: "/proc/\(pid)/stat"),
      let close = text.lastIndex(of: ")")
    else { return nil }
    return text[text.index(after: close)...].first { $0 != " " }
  }

  /// Megabytes, for messages.
  public static func megabytes(_ kilobytes: Int) -> String {
    let tenths = (kilobytes * 10 + 512) / 1024
    return "\(tenths / 10).\(tenths % 10) MB"
  }

  public var description: String {
    "RSS \(Self.megabytes(residentKilobytes)), peak \(Self.megabytes(peakResidentKilobytes)), "
      + "\(openDescriptors) fds"
  }
}
