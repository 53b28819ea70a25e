import EaselDocument

/// The recovery files and locks of one editing session (spec §6; `docs/file-format.md`,
/// "Recovery files"), and every decision about them: their names, what to offer or point to at
/// start (`RecoveryPlan+Startup.swift`), which file this session writes and what it may remove.
///
/// Pure: no system calls. The shell looks up the facts the plan needs (`RecoveryFacts`), hands
/// them in, and carries out the `RecoveryStep`s it gets back.
///
/// The files live in `$XDG_STATE_HOME/easel/` (or `~/.local/state/easel/`, made 0700):
/// - A document is known by its one real path (symlinks, `.` and `..` resolved by the shell), so
///   `x.easel`, `./x.easel` and a link to it are one document. `NAME-HASH.lock` is its lock: a
///   kernel lock (`flock`) the session holds while it runs, so a crashed or killed Easel never
///   leaves a stale one and a reused pid is never taken for a holder. `NAME-HASH.easel` is the
///   document's recovery file, written by the session holding the lock.
/// - A session that cannot use that file — another Easel holds the lock, the file is there but
///   this Easel cannot read it, or it is still being offered — writes `NAME-HASH.TOKEN.easel`, a
///   name of its own (TOKEN is random), so it never overwrites work it did not write.
/// - An untitled canvas writes `untitled-TOKEN.easel` and holds `untitled-TOKEN.lock`.
///
/// A session removes only files it wrote itself.
public struct RecoveryPlan: Sendable, Equatable {
  /// The state folder.
  public let folder: String
  /// The document as the shell named it (nil: untitled).
  public let documentPath: String?
  /// The document's recovery file (`NAME-HASH.easel`); nil for an untitled canvas.
  public let sharedFile: String?
  /// The lock this session takes: the document's, or its own for an untitled canvas.
  public let lock: String
  /// This session's own file, for when it cannot write the shared one (and the untitled file).
  public let ownFile: String
  /// This Easel's pid: the lock's content, for the message another Easel shows.
  public let processID: Int32

  /// Made by Easel, the state folder is private to the user.
  public static let folderMode: UInt32 = 0o700
  /// The recovery files are as private as the drawings they keep.
  public static let fileMode: UInt32 = 0o600
  /// The most of a lock file worth reading: a pid and a newline.
  public static let maximumLockBytes = 64

  /// The plan for the document at `documentPath` (nil: untitled), whose one real path is
  /// `canonicalPath`; or nil when the environment names no state folder. `token` is random,
  /// this session's alone.
  public init?(
    documentPath: String?, canonicalPath: String?, environment: [String: String], processID: Int32,
    token: String
  ) {
    guard let folder = Self.folder(environment: environment) else { return nil }
    self.init(
      documentPath: documentPath, canonicalPath: canonicalPath, folder: folder, processID: processID,
      token: token)
  }

  init(documentPath: String?, canonicalPath: String?, folder: String, processID: Int32, token: String) {
    self.folder = folder
    self.documentPath = documentPath
    self.processID = processID
    guard documentPath != nil else {
      sharedFile = nil
      lock = folder + "/untitled-\(token).lock"
      ownFile = folder + "/untitled-\(token).easel"
      return
    }
    let path = canonicalPath ?? documentPath ?? ""
    let name = Self.safeName(path.split(separator: "/").last.map(String.init) ?? "drawing")
    let stem = folder + "/" + name + "-" + Self.hexHash(path)
    sharedFile = stem + ".easel"
    lock = stem + ".lock"
    ownFile = stem + "." + token + ".easel"
  }

  /// Save As or Open put the session on the document at `path` (one real path
  /// `canonicalPath`): the plan there, in the same folder, with a new token.
  public func moved(to path: String, canonicalPath: String?, token: String) -> RecoveryPlan {
    RecoveryPlan(
      documentPath: path, canonicalPath: canonicalPath, folder: folder, processID: processID, token: token)
  }

  /// `$XDG_STATE_HOME/easel` when that is an absolute path, else `~/.local/state/easel` when
  /// HOME is one; nil without either.
  public static func folder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/easel" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/easel" }
    return nil
  }

  /// The file this session writes its unsaved work to in `role`; nil when recovery is off.
  public func file(for role: RecoveryRole) -> String? {
    switch role {
    case .owner: return sharedFile ?? ownFile
    case .guest, .untitled: return ownFile
    case .off: return nil
    }
  }

  /// Writing `document` as this session's recovery in `role`.
  public func writeSteps(_ document: Document, role: RecoveryRole) -> [RecoveryStep] {
    guard let file = file(for: role) else { return [] }
    return [.makeFolder(path: folder, mode: Self.folderMode), .write(.document(document), path: file)]
  }

  /// The file name with anything but ASCII letters, digits, `.`, `_` and `-` as `_`, at most 40
  /// long.
  static func safeName(_ name: String) -> String {
    String(
      name.unicodeScalars.prefix(40).map { scalar -> Character in
        let allowed =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "." || scalar == "_" || scalar == "-")
        return allowed ? Character(scalar) : "_"
      })
  }

  /// FNV-1a, 64 bits, of the path's UTF-8 as 16 hex digits: stable across runs and versions,
  /// unlike `Hasher`, so a later Easel finds the files an earlier one left.
  static func hexHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Which file a session writes its unsaved work to.
public enum RecoveryRole: Sendable, Equatable {
  /// It holds the document's lock and writes the document's recovery file.
  case owner
  /// It writes a file of its own: another Easel holds the lock, the document's recovery file is
  /// one this Easel cannot read, or that file is being offered and not yet restored or set aside.
  case guest
  /// An untitled canvas, writing `untitled-TOKEN.easel`.
  case untitled
  /// No recovery at all: the state folder cannot be made.
  case off
}
