import EaselDocument

/// What `RecoveryPlan.startup` decided for the editor's start.
public struct RecoveryStartup: Sendable, Equatable {
  /// The editor's first status message, in place of the launch's own; nil keeps that one.
  public var message: String?
  /// Unsaved work of an earlier session, offered at start (`EditorLaunch.recovered`).
  public var recovered: Document?
  /// Why a recovery file was left unused, for one line on stderr too.
  public var problem: String?
  /// Which file this session writes: while `recovered` is offered, its own, so the offered work
  /// stays on disk until it is restored or set aside (`RecoveryRequest.offerSettled`).
  public var role: RecoveryRole

  public init(
    message: String? = nil, recovered: Document? = nil, problem: String? = nil, role: RecoveryRole = .owner
  ) {
    self.message = message
    self.recovered = recovered
    self.problem = problem
    self.role = role
  }
}
