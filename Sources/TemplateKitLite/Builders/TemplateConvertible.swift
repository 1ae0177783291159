/// A value that is one kind of ``Template``: lets the DSL take any template struct where a
/// `Template` is expected (tab contents, stacks, renders).
///
///     TextRenderer().render(ListTemplate("Stations") { … }.template)
public protocol TemplateConvertible: Sendable {
    /// This value as a ``Template``.
    var template: Template { get }
}

extension Template: TemplateConvertible {
    public var template: Template { self }
}

extension TabBarTemplate: TemplateConvertible {
    public var template: Template { .tabBar(self) }
}

extension ListTemplate: TemplateConvertible {
    public var template: Template { .list(self) }
}

extension GridTemplate: TemplateConvertible {
    public var template: Template { .grid(self) }
}

extension NowPlayingTemplate: TemplateConvertible {
    public var template: Template { .nowPlaying(self) }
}

extension AlertTemplate: TemplateConvertible {
    public var template: Template { .alert(self) }
}

extension ActionSheetTemplate: TemplateConvertible {
    public var template: Template { .actionSheet(self) }
}
