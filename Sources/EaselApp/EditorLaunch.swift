import EaselCommands
import EaselDocument

/// What the editor starts with: the document read by the shell, where it saves, and options.
public struct EditorLaunch: Sendable, Equatable {
  public var filePath: String?
  public var document: Document
  public var asciiOnly: Bool
  /// Shown in the status bar at first.
  public var message: String?
  /// The file does not exist yet: the status bar says how to create it, after `message`.
  public var isNewFile = false
  /// The file as the shell read it (nil: there was none), to notice changes before saving.
  public var fileIdentity: FileIdentity?
  /// Unsaved work found in the recovery file from an earlier session, offered at start.
  public var recovered: Document?
  /// The user's keymap file, applied over the catalog's default keys (`docs/keymap-file.md`).
  public var keymapOverrides: [KeymapOverride] = []
  /// `easel edit FILE:LINE`: the block of `filePath` the document is, where Cmd-S writes it.
  public var block: EmbeddedBlock?

  public init(
    filePath: String? = nil, document: Document = Document(), asciiOnly: Bool = false, message: String? = nil
  ) {
    self.filePath = filePath
    self.document = document
    self.asciiOnly = asciiOnly
    self.message = message
  }
}
