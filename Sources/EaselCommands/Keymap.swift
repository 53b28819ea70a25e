import EaselInput

/// The effective key bindings: the catalog's default chords with the user's overrides applied,
/// indexed for lookup by key event (see `Keymap+Lookup.swift`).
///
/// Not generic: it keeps command IDs, titles and scopes, so the dispatcher, the overlay and
/// `easel keymap` can use it without knowing the app's state type.
///
/// Overrides replace a command's chords (or unbind it). When an override takes a chord that a
/// default binding has in the same scope, the override wins and the default loses just the
/// overlapping part: a user's `Ctrl-E` leaves a default `Cmd-E` as `Super-E`. Two overrides on
/// one chord: the earlier keeps it. Every such decision is reported in `problems`.
public struct Keymap: Sendable {
  /// One command's effective binding.
  public struct Entry: Hashable, Sendable {
    public let id: CommandID
    public let title: String
    public let scope: CommandScope
    public let isRepeatable: Bool
    /// The catalog's chords.
    public let defaultChords: [KeyChord]
    /// The chords in effect.
    public internal(set) var chords: [KeyChord]
    /// Whether a user override set the chords.
    public internal(set) var isOverridden: Bool
  }

  /// A pattern in one scope: the unit of conflict and of lookup.
  struct ScopedPattern: Hashable, Sendable {
    var scope: CommandScope
    var pattern: KeyPattern
  }

  /// One entry per command, in catalog order (the first of duplicate IDs).
  public private(set) var entries: [Entry] = []
  /// What the overrides did that the user should hear about, in the order found.
  public private(set) var problems: [KeymapProblem] = []
  private var entryIndex: [CommandID: Int] = [:]
  /// Entry indices bound to each scoped pattern, in catalog order.
  private var bindings: [ScopedPattern: [Int]] = [:]

  /// The catalog's bindings with `overrides` applied in order.
  public init<State, Effect>(catalog: CommandCatalog<State, Effect>, overrides: [KeymapOverride] = []) {
    for command in catalog.commands where entryIndex[command.id] == nil {
      entryIndex[command.id] = entries.count
      entries.append(
        Entry(
          id: command.id, title: command.title, scope: command.scope, isRepeatable: command.isRepeatable,
          defaultChords: command.keys, chords: command.keys, isOverridden: false))
    }
    let overridden = applyOverrides(overrides)
    resolveConflicts(overridden: overridden)
    for index in overridden {
      let chords = entries[index].chords
      if !chords.isEmpty && !chords.contains(where: { $0.isDeliverable(on: .legacy) }) {
        problems.append(.notDeliverableOnLegacy(entries[index].id, chords))
      }
    }
    buildIndex()
  }

  /// The catalog's bindings with typed overrides (nil unbinds), applied in ID order.
  public init<State, Effect>(catalog: CommandCatalog<State, Effect>, overrides: [CommandID: [KeyChord]?]) {
    let list = overrides.sorted { $0.key < $1.key }.map { KeymapOverride($0.key, chords: $0.value) }
    self.init(catalog: catalog, overrides: list)
  }

  /// Sets the overridden chords; returns the overridden entries in override order.
  private mutating func applyOverrides(_ overrides: [KeymapOverride]) -> [Int] {
    var order: [Int] = []
    for override in overrides {
      guard let index = entryIndex[CommandID(override.commandID)] else {
        problems.append(.unknownCommand(override.commandID))
        continue
      }
      let id = entries[index].id
      var chords: [KeyChord] = []
      for notation in override.chords ?? [] {
        do {
          let chord = try KeyChord(parsing: notation)
          if !chords.contains(chord) { chords.append(chord) }
        } catch {
          problems.append(.unparsableChord(id, error))
        }
      }
      if order.contains(index) {
        problems.append(.duplicateOverride(id))
        order.removeAll { $0 == index }
      }
      if !override.unbinds && chords.isEmpty {
        problems.append(.noUsableChords(id))
        if entries[index].isOverridden { order.append(index) }
        continue
      }
      entries[index].chords = chords
      entries[index].isOverridden = true
      order.append(index)
    }
    return order
  }

  /// Overrides claim their chords first (in order), then defaults keep what is left.
  private mutating func resolveConflicts(overridden: [Int]) {
    var claims: [ScopedPattern: Int] = [:]
    for index in overridden {
      let (kept, losses) = Keymap.keep(
        entries[index].chords, of: index, in: entries[index].scope, claims: &claims)
      entries[index].chords = kept
      for (chord, owner) in losses {
        problems.append(.overridesConflict(chord, kept: entries[owner].id, dropped: entries[index].id))
      }
    }
    for index in entries.indices where !entries[index].isOverridden {
      // Defaults only yield to overrides: a clash between two defaults is the catalog's bug,
      // reported by its validation, and both stay bound.
      var defaultClaims = claims
      let (kept, losses) = Keymap.keep(
        entries[index].chords, of: index, in: entries[index].scope, claims: &defaultClaims)
      entries[index].chords = kept
      for (chord, owner) in losses {
        problems.append(.chordTaken(chord, from: entries[index].id, by: entries[owner].id))
      }
    }
  }

  /// The part of each chord not claimed by another entry in the scope, and the chords that lost
  /// something with the entry that holds it. Records the claims of what is kept.
  private static func keep(
    _ chords: [KeyChord], of index: Int, in scope: CommandScope, claims: inout [ScopedPattern: Int]
  ) -> (kept: [KeyChord], losses: [(KeyChord, Int)]) {
    func owner(of chord: KeyChord, _ claims: [ScopedPattern: Int]) -> Int? {
      chord.patterns.lazy.compactMap { claims[ScopedPattern(scope: scope, pattern: $0)] }
        .first { $0 != index }
    }
    var kept: [KeyChord] = []
    var losses: [(KeyChord, Int)] = []
    for chord in chords {
      if let other = owner(of: chord, claims) {
        losses.append((chord, other))
        // What is left of a Cmd chord: `Cmd-E` minus a taken `Ctrl-E` is `Super-E`.
        kept += chord.expansions.filter { owner(of: $0, claims) == nil && !kept.contains($0) }
      } else if !kept.contains(chord) {
        kept.append(chord)
      }
      for pattern in kept.flatMap(\.patterns) {
        let key = ScopedPattern(scope: scope, pattern: pattern)
        if claims[key] == nil { claims[key] = index }
      }
    }
    return (kept, losses)
  }

  private mutating func buildIndex() {
    bindings = [:]
    for (index, entry) in entries.enumerated() {
      for pattern in entry.chords.flatMap(\.patterns) {
        let key = ScopedPattern(scope: entry.scope, pattern: pattern)
        if bindings[key]?.contains(index) != true { bindings[key, default: []].append(index) }
      }
    }
  }

  /// The entry of a command, if the catalog has it.
  public func entry(for id: CommandID) -> Entry? {
    entryIndex[id].map { entries[$0] }
  }

  /// The entry indices bound to a pattern in a scope.
  func boundEntries(_ pattern: KeyPattern, in scope: CommandScope) -> [Int] {
    bindings[ScopedPattern(scope: scope, pattern: pattern)] ?? []
  }
}
