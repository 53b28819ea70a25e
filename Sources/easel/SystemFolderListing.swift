import EaselApp
import EaselTerminal

/// Folder entries for completing typed paths (File → Open, Save As), from EaselTerminal's
/// `FolderContents`.
struct SystemFolderListing: FolderListing {
  func entries(in folder: String) -> [(name: String, isFolder: Bool)]? {
    FolderContents.entries(in: folder)?.map { ($0.name, $0.isFolder) }
  }
}
