import EaselDocument

/// What `RecoveryPlan.startup` decided for the editor's start.
public struct RecoveryStartup: Sendable, Equatable {
  /// The editor's first status message, in place of the launch's own; nil keeps that one.
  public var message: String?
  /// Unsaved work of an earlier session, offered at start (`EditorLaunch.recovered`).
  public var recovered: Document?
  /// Why a recovery file was left unused, for one line on stderr.
  public var problem: String?
  /// To carry out now: the lock is taken.
  public var steps: [RecoveryStep]

  public init(
    message: String? = nil, recovered: Document? = nil, problem: String? = nil, steps: [RecoveryStep] = []
  ) {
    self.message = message
    self.recovered = recovered
    self.problem = problem
    self.steps = steps
  }
}
