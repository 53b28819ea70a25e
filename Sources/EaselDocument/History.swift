/// Undo and redo: a stack of steps, each one user action (a drag, a held-arrow run, a paste),
/// with the selection before and after so undo brings back what the user was working on.
///
/// Unbounded while Easel runs, as the spec asks; a step holds only the edits, not copies of
/// the document.
public struct History: Hashable, Sendable {
  public struct Step: Hashable, Sendable {
    public var title: String
    public var transaction: Transaction
    public var selectionBefore: Selection
    public var selectionAfter: Selection
  }

  public private(set) var undoSteps: [Step] = []
  public private(set) var redoSteps: [Step] = []
  private enum Grouping: Hashable, Sendable {
    case none
    /// `beginGroup()` was called; the next recorded transaction opens the step.
    case pending
    /// Recorded transactions join the last step.
    case open
  }

  private var grouping = Grouping.none
  /// The number of undo steps when an open group (one that recorded a step) last ended; while
  /// that step is still the last, `reopenGroup()` can join it again.
  private var reopenableDepth: Int?
  /// The number of undo steps at the last save; nil when that state can no longer be reached.
  private var savedDepth: Int? = 0

  public init() {}

  public var canUndo: Bool { !undoSteps.isEmpty }
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// True when the document is as it was at the last save (or at the start).
  public var isAtSavedState: Bool { savedDepth == undoSteps.count }

  /// Remembers the current state as saved.
  public mutating func markSaved() { savedDepth = undoSteps.count }

  /// Applies `transaction` to `document` and records it as a step (or into the open group).
  /// An empty transaction changes nothing and records nothing.
  public mutating func perform(
    _ transaction: Transaction, titled title: String, on document: inout Document,
    selection: inout Selection, selectingAfter newSelection: Selection? = nil
  ) throws {
    guard !transaction.isEmpty else {
      if let newSelection { selection = newSelection }
      return
    }
    try document.apply(transaction)
    let before = selection
    if let newSelection { selection = newSelection }
    record(transaction, titled: title, selectionBefore: before, selectionAfter: selection)
  }

  /// Records a transaction that was already applied.
  public mutating func record(
    _ transaction: Transaction, titled title: String, selectionBefore: Selection, selectionAfter: Selection
  ) {
    guard !transaction.isEmpty else { return }
    if let saved = savedDepth, saved > undoSteps.count { savedDepth = nil }  // redo branch gone
    redoSteps.removeAll()
    if grouping == .open, var last = undoSteps.popLast() {
      last.transaction = last.transaction.followed(by: transaction)
      last.selectionAfter = selectionAfter
      undoSteps.append(last)
      if savedDepth == undoSteps.count { savedDepth = nil }
    } else {
      reopenableDepth = nil
      undoSteps.append(
        Step(
          title: title, transaction: transaction, selectionBefore: selectionBefore,
          selectionAfter: selectionAfter))
      if grouping == .pending { grouping = .open }
    }
  }

  /// Applies `transaction` to `document` as part of the last step (the edits that follow from
  /// the step's own, such as connectors following their shapes), so one undo takes back both.
  public mutating func performFollowUp(_ transaction: Transaction, on document: inout Document) throws {
    guard !transaction.isEmpty, var last = undoSteps.popLast() else { return }
    do {
      try document.apply(transaction)
    } catch {
      undoSteps.append(last)
      throw error
    }
    last.transaction = last.transaction.followed(by: transaction)
    undoSteps.append(last)
  }

  /// Starts a group: the next recorded transaction opens a step, later ones join it until
  /// `endGroup()`.
  public mutating func beginGroup() { grouping = .pending }

  /// Ends the group; the next transaction is a step of its own.
  public mutating func endGroup() {
    if grouping == .open { reopenableDepth = undoSteps.count }
    grouping = .none
  }

  /// Reopens the group that ended last, so the next transaction joins its step again: only
  /// while no group is on, that step is still the last one and nothing was undone or redone
  /// since. Returns whether it did.
  public mutating func reopenGroup() -> Bool {
    guard grouping == .none, let depth = reopenableDepth, depth == undoSteps.count, redoSteps.isEmpty
    else { return false }
    grouping = .open
    reopenableDepth = nil
    return true
  }

  /// True between `beginGroup()` and `endGroup()`.
  public var isGrouping: Bool { grouping != .none }

  /// Undoes the last step, returning the selection to restore; nil when there is none.
  public mutating func undo(_ document: inout Document) throws -> Selection? {
    endGroup()
    reopenableDepth = nil
    guard let step = undoSteps.last else { return nil }
    try document.apply(step.transaction.inverse)
    undoSteps.removeLast()
    redoSteps.append(step)
    return step.selectionBefore
  }

  /// Redoes the last undone step, returning the selection to restore; nil when there is none.
  public mutating func redo(_ document: inout Document) throws -> Selection? {
    endGroup()
    reopenableDepth = nil
    guard let step = redoSteps.last else { return nil }
    try document.apply(step.transaction)
    redoSteps.removeLast()
    undoSteps.append(step)
    return step.selectionAfter
  }
}
