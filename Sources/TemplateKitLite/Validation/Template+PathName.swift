extension Template {
    /// This template's name in a ``NodePath``: its title quoted, or its kind bare; a tab
    /// bar is `tabs`.
    public var pathName: NodePath.TemplateName {
        switch self {
        case .tabBar: NodePath.TemplateName(title: nil, kind: "tabs")
        default: NodePath.TemplateName(title: title, kind: kindName)
        }
    }
}
