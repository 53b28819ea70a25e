import EaselTools

/// What the shell can tell the editor about folders, for completing file names in a prompt.
/// The real one reads the file system (in the executable); tests give a fixed tree.
public protocol FolderListing: Sendable {
  /// The entries of `folder` (names, folders marked), or nil when it cannot be read.
  func entries(in folder: String) -> [(name: String, isFolder: Bool)]?
}

/// The one-line prompt of File → Open and Save As (spec §6): a path with Tab completion.
struct FilePrompt: Sendable {
  enum Purpose: Sendable, Equatable {
    case open
    case saveAs
  }

  var purpose: Purpose
  var editing: TextEditing
  /// What Tab found when it could not complete further: shown after the path.
  var candidates: [String] = []
  /// Enter was pressed once on a question (replace a file, drop unsaved changes): the next
  /// Enter on the same path goes ahead.
  var confirmedPath: String?

  /// `$HOME`, for paths starting with `~`.
  let home: String?

  init(purpose: Purpose, path: String, home: String?) {
    self.purpose = purpose
    self.home = home
    editing = TextEditing(text: path)
  }

  /// The path as the shell should use it.
  var expandedPath: String { Self.expandingHome(path, home: home) }

  var title: String { purpose == .open ? "Open" : "Save as" }
  var path: String { editing.text }

  /// Tab: completes the last path component as far as the folder's entries agree; a single
  /// match that is a folder gets its "/". Returns the candidates when several remain.
  mutating func complete(using listing: (any FolderListing)?) {
    candidates = []
    guard let listing else { return }
    let text = path
    let slash = text.lastIndex(of: "/")
    let folderPart = slash.map { String(text[...$0]) } ?? ""
    let stem = slash.map { String(text[text.index(after: $0)...]) } ?? text
    let folder = folderPart.isEmpty ? "." : (folderPart == "/" ? "/" : String(folderPart.dropLast()))
    guard let entries = listing.entries(in: Self.expandingHome(folder, home: home)) else { return }
    let matches = entries.filter {
      $0.name.hasPrefix(stem) && ($0.name.hasPrefix(".") == stem.hasPrefix("."))
    }
    .sorted { $0.name < $1.name }
    guard let first = matches.first else { return }
    if matches.count == 1 {
      replace(with: folderPart + first.name + (first.isFolder ? "/" : ""))
      return
    }
    var common = first.name
    for match in matches.dropFirst() {
      while !match.name.hasPrefix(common) { common.removeLast() }
    }
    if common.count > stem.count { replace(with: folderPart + common) }
    candidates = matches.prefix(12).map { $0.name + ($0.isFolder ? "/" : "") }
  }

  private mutating func replace(with text: String) {
    editing = TextEditing(text: text)
  }

  /// `~/x` as the shell would read it; the prompt shows what the user typed.
  static func expandingHome(_ path: String, home: String?) -> String {
    guard let home, path == "~" || path.hasPrefix("~/") else { return path }
    return home + path.dropFirst()
  }

  /// Whether `path` names an existing entry, as far as the listing can tell.
  static func exists(_ path: String, in listing: (any FolderListing)?) -> Bool {
    guard let listing else { return false }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return listing.entries(in: folder)?.contains { $0.name == name } ?? false
  }
}
