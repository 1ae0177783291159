/// Where in a screen something is, printed as components joined by ` › `:
///
///     tabs[1] › "Years" › section 2 › item 14
///     tabs[0] › "Artists" › presented "Clear the queue?"
///
/// Indices count from 0, as in code: `section 2` is the third section. Template titles
/// are quoted (with `\"`, `\\` and control characters escaped); a template without a
/// title shows its kind, and a tab bar shows as `tabs`. Under a tab bar, `tabs[i]` is
/// tab `i`, followed by the name of the template it holds.
public struct NodePath: Sendable, Hashable, CustomStringConvertible {
    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// This path with one more component.
    public func appending(_ component: Component) -> NodePath {
        var longer: [Component] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(component)
        return NodePath(longer)
    }

    /// The components joined by ` › `; the empty path prints `root`.
    public var description: String {
        components.isEmpty ? "root" : components.map(\.description).joined(separator: " › ")
    }

    /// One step of a ``NodePath``.
    public enum Component: Sendable, Hashable, CustomStringConvertible {
        /// A template shown in the stack or a tab: its title, or its kind when untitled.
        case template(TemplateName)
        /// A presented (modal) template: `presented "Title"`.
        case presented(TemplateName)
        /// One tab: `tabs[1]`.
        case tab(Int)
        case section(Int)
        /// A row of a section (item or image row).
        case item(Int)
        /// A grid button: `button 3`.
        case button(Int)
        /// A list's header grid button: `header button 0`.
        case headerButton(Int)
        /// The navigation bar buttons of one side: `leading buttons`.
        case navigationBar(NavigationBarSide)
        /// An iOS 26 image-row element: `element 2`.
        case element(Int)
        /// A named part without an index, e.g. `header`, `assistant cell`, `info`.
        case part(String)

        public var description: String {
            switch self {
            case .template(let name): name.description
            case .presented(let name): "presented \(name)"
            case .tab(let index): "tabs[\(index)]"
            case .section(let index): "section \(index)"
            case .item(let index): "item \(index)"
            case .button(let index): "button \(index)"
            case .headerButton(let index): "header button \(index)"
            case .navigationBar(let side): "\(side.rawValue) buttons"
            case .element(let index): "element \(index)"
            case .part(let name): name
            }
        }
    }

    /// Which side of the navigation bar.
    public enum NavigationBarSide: String, Sendable, Hashable, CaseIterable {
        case leading, trailing
    }
}
