import Glibc

/// One name in a folder, as `FolderContents.entries(in:)` lists it.
public struct FolderEntry: Equatable, Sendable {
  public var name: String
  /// True for a folder, or a symlink to one.
  public var isFolder: Bool

  public init(name: String, isFolder: Bool) {
    self.name = name
    self.isFolder = isFolder
  }
}

/// Folder listings for Tab completion of typed paths (File → Open, Save As) and for the recovery
/// folder: `opendir` and `readdir`, with a `stat` where the entry's type does not say whether
/// it is a folder (a symlink, or a file system that leaves `d_type` unknown).
public enum FolderContents {
  /// The most entries listed: a huge folder must not stall a key press.
  public static let maximumEntries = 10_000

  /// The entries of `folder` in the order the file system gives them, without `.` and `..`;
  /// nil when it cannot be opened.
  public static func entries(in folder: String) -> [FolderEntry]? {
    guard let directory = PathCall.opendir(folder) else { return nil }
    defer { closedir(directory) }
    var result: [FolderEntry] = []
    while result.count < maximumEntries, let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { SystemPath.string(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
      if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
        var info = stat()
        isFolder = PathCall.stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      result.append(FolderEntry(name: name, isFolder: isFolder))
    }
    return result
  }
}
