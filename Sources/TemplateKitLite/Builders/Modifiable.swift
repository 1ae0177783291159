/// Value types the DSL modifies by copy: `item.with { $0.isEnabled = false }`.
public protocol Modifiable {}

extension Modifiable {
    /// A copy of this value with `change` applied (inlinable: specialized where it is used,
    /// not called through the protocol's generic entry point on every row).
    @inlinable public func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension ListTemplate: Modifiable {}
extension ListSection: Modifiable {}
extension ListItem: Modifiable {}
extension ImageRowItem: Modifiable {}
extension ImageRowElement: Modifiable {}
extension GridButton: Modifiable {}
extension BarButton: Modifiable {}
extension NowPlayingTemplate: Modifiable {}
extension NowPlayingButton: Modifiable {}
extension Tab: Modifiable {}
extension GridTemplate: Modifiable {}
extension TabBarTemplate: Modifiable {}
extension AlertTemplate: Modifiable {}
extension ActionSheetTemplate: Modifiable {}
