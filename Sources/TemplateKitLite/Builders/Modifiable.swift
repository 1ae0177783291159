/// Value types the DSL modifies by copy: `item.with { $0.isEnabled = false }`.
public protocol Modifiable {}

extension Modifiable {
    /// This value with `change` applied. `consuming`: in a chain such as
    /// `ListItem("A").detail("B").accessory(.cloud)` each step takes the value the step
    /// before made and changes it in place, instead of copying every field of it (and
    /// inlinable, so it is specialized where it is used).
    @inlinable public consuming func with(_ change: (inout Self) -> Void) -> Self {
        // Moved, not copied: a value kept behind one reference (``ListItem``) is then the
        // sole holder of its box and is changed in place.
        var changed = consume self
        change(&changed)
        return changed
    }
}

extension ListTemplate: Modifiable {}
extension ListSection: Modifiable {}
extension ListItem: Modifiable {}
extension ImageRowItem: Modifiable {}
extension ImageRowImage: Modifiable {}
extension ImageRowElement: Modifiable {}
extension GridButton: Modifiable {}
extension BarButton: Modifiable {}
extension AlertAction: Modifiable {}
extension NowPlayingTemplate: Modifiable {}
extension NowPlayingButton: Modifiable {}
extension Tab: Modifiable {}
extension GridTemplate: Modifiable {}
extension TabBarTemplate: Modifiable {}
extension AlertTemplate: Modifiable {}
extension ActionSheetTemplate: Modifiable {}
