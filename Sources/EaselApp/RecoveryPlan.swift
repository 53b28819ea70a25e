import EaselDocument

/// The recovery file and the lock of one editing session (spec §6; `docs/file-format.md`,
/// "Recovery files"), and every decision about them: their names, what to offer or point to at
/// start (`RecoveryPlan+Startup.swift`), what to write or remove as the session goes on, and
/// the messages.
///
/// Pure: no system calls. The shell looks up the facts the plan needs (`RecoveryFacts`), hands
/// them in, and carries out the `RecoveryStep`s it gets back.
///
/// The files live in `$XDG_STATE_HOME/easel/` (or `~/.local/state/easel/`): `NAME-HASH.easel`
/// holds the unsaved drawing of the document at that path (the hash tells documents with the
/// same name apart), `NAME-HASH.lock` the pid of the Easel editing it. An untitled canvas uses
/// `untitled-PID.easel` and takes no lock.
public struct RecoveryPlan: Sendable, Equatable {
  /// The state folder.
  public let folder: String
  /// The recovery file of this session.
  public let file: String
  /// The lock of the document; nil for an untitled canvas.
  public let lock: String?
  /// The document as the shell named it (nil: untitled).
  public let documentPath: String?
  /// This Easel's pid: the untitled file's name and the lock's content.
  public let processID: Int32

  /// Made by Easel, the state folder and any missing folder above it are private to the user.
  public static let folderMode: UInt32 = 0o700
  /// The most of a lock file worth reading: a pid and a newline.
  public static let maximumLockBytes = 64

  /// The plan for the document at `documentPath` (nil: untitled), or nil when the environment
  /// names no state folder. A relative path is made absolute with `currentDirectory`, or with
  /// "." when the shell could not tell it.
  public init?(
    documentPath: String?, environment: [String: String], processID: Int32, currentDirectory: String?
  ) {
    guard let folder = Self.folder(environment: environment) else { return nil }
    self.init(
      documentPath: documentPath, folder: folder, processID: processID, currentDirectory: currentDirectory)
  }

  init(documentPath: String?, folder: String, processID: Int32, currentDirectory: String?) {
    self.folder = folder
    self.documentPath = documentPath
    self.processID = processID
    guard let documentPath else {
      file = folder + "/untitled-\(processID).easel"
      lock = nil
      return
    }
    let absolute = documentPath.hasPrefix("/") ? documentPath : (currentDirectory ?? ".") + "/" + documentPath
    let name = Self.safeName(absolute.split(separator: "/").last.map(String.init) ?? "drawing")
    let stem = folder + "/" + name + "-" + Self.hexHash(absolute)
    file = stem + ".easel"
    lock = stem + ".lock"
  }

  /// `$XDG_STATE_HOME/easel` when that is an absolute path, else `~/.local/state/easel` when
  /// HOME is one; nil without either.
  public static func folder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/easel" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/easel" }
    return nil
  }

  /// What the recovery file needs now that the editor asked for it (`DriverOutput.recovery`).
  public func steps(for request: RecoveryRequest) -> [RecoveryStep] {
    switch request {
    case .write(let document): writeSteps(document)
    case .remove: [.remove(path: file)]
    }
  }

  /// The session ends. `unsaved` is kept for the next start (a signal, the terminal lost); nil
  /// after a clean quit, when nothing is kept. The lock goes either way.
  public func finishSteps(unsaved: Document?) -> [RecoveryStep] {
    var steps = unsaved.map(writeSteps) ?? [.remove(path: file)]
    if let lock { steps.append(.remove(path: lock)) }
    return steps
  }

  /// Save As or Open put the session on the document at `path`: this plan's files go, the new
  /// plan's lock is taken and `unsaved` (if any) is written to its recovery file.
  public func moved(
    to path: String, currentDirectory: String?, unsaved: Document?
  ) -> (plan: RecoveryPlan, steps: [RecoveryStep]) {
    let next = RecoveryPlan(
      documentPath: path, folder: folder, processID: processID, currentDirectory: currentDirectory)
    var steps = finishSteps(unsaved: nil) + next.lockSteps
    if let unsaved { steps += next.writeSteps(unsaved) }
    return (next, steps)
  }

  /// The lock, naming this process (nothing for an untitled canvas).
  var lockSteps: [RecoveryStep] {
    guard let lock else { return [] }
    return [
      .makeFolder(path: folder, mode: Self.folderMode),
      .write(.bytes(Array("\(processID)\n".utf8)), path: lock),
    ]
  }

  func writeSteps(_ document: Document) -> [RecoveryStep] {
    [.makeFolder(path: folder, mode: Self.folderMode), .write(.document(document), path: file)]
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
