/// Every command of an app, in declaration order (the order menus and the command menu use when
/// nothing else decides). Built once, usually as a static let; `validate()` is run by a test.
public struct CommandCatalog<State, Effect>: Sendable, ExpressibleByArrayLiteral {
  /// The commands in declaration order.
  public let commands: [Command<State, Effect>]
  private let indexByID: [CommandID: Int]

  /// A catalog of these commands; duplicates are kept (and reported by `validate()`).
  public init(_ commands: [Command<State, Effect>]) {
    self.commands = commands
    var index: [CommandID: Int] = [:]
    for (position, command) in commands.enumerated() where index[command.id] == nil {
      index[command.id] = position
    }
    indexByID = index
  }

  public init(arrayLiteral elements: Command<State, Effect>...) { self.init(elements) }

  /// The command with this ID (the first, if a faulty catalog has two).
  public subscript(id: CommandID) -> Command<State, Effect>? {
    indexByID[id].map { commands[$0] }
  }

  /// The commands that can run in this state, in catalog order.
  public func availableCommands(in state: State) -> [Command<State, Effect>] {
    commands.filter { $0.isAvailable(state) }
  }
}
