/// A model value that carries an optional stable ``Identity``.
public protocol Identified: Modifiable {
    var id: String? { get set }
}

extension Identified {
    /// This value with a stable identity, e.g. an API uuid: `ListItem("Scarlet").id(track.uuid)`.
    /// Inlinable so each model type gets its own specialized copy in the calling module.
    @inlinable public consuming func id(_ id: String?) -> Self { (consume self).with { $0.id = id } }
}

extension ListTemplate: Identified {}
extension GridTemplate: Identified {}
extension TabBarTemplate: Identified {}
extension NowPlayingTemplate: Identified {}
extension AlertTemplate: Identified {}
extension ActionSheetTemplate: Identified {}
extension ListSection: Identified {}
extension ListItem: Identified {}
extension ImageRowItem: Identified {}
extension ImageRowElement: Identified {}
extension GridButton: Identified {}
extension NowPlayingButton: Identified {}
