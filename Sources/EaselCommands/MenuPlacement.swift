/// Where a command sits in the menu bar: which menu, which group (groups are separated by a
/// line, in ascending order) and its order inside the group. Items with equal group and order
/// keep catalog order.
public struct MenuPlacement: Hashable, Sendable {
  public var menu: MenuName
  public var group: Int
  public var order: Int

  public init(_ menu: MenuName, group: Int = 0, order: Int = 0) {
    self.menu = menu
    self.group = group
    self.order = order
  }

  public static let file = MenuPlacement(.file)
  public static let edit = MenuPlacement(.edit)
  public static let tools = MenuPlacement(.tools)
  public static let shape = MenuPlacement(.shape)
  public static let view = MenuPlacement(.view)
  public static let help = MenuPlacement(.help)

  /// This menu, in another group (`.edit.inGroup(2)`).
  public func inGroup(_ group: Int, order: Int = 0) -> MenuPlacement {
    MenuPlacement(menu, group: group, order: order)
  }
}
