/// A band or performer (`/artists` element).
public struct Artist: Sendable, Hashable, Identifiable {
    public var uuid: String
    public var name: String
    /// The server's sort name (`name` with every "The " removed); never recomputed here.
    public var sortName: String
    public var slug: String
    /// The raw `featured` bit flags: 1 = featured, 2 = auto-created.
    public var featuredFlags: Int
    public var showCount: Int
    public var sourceCount: Int
    /// `features.sets`: whether set names are meaningful (set headers are shown).
    public var hasMeaningfulSets: Bool

    public var id: String { uuid }
    /// `featured & 1`: listed in the Featured section.
    public var isFeatured: Bool { featuredFlags & 1 != 0 }
    /// `featured & 2`: created automatically; hidden from browsing unless a favourite.
    public var isAutoCreated: Bool { featuredFlags & 2 != 0 }

    public init(
        uuid: String, name: String, sortName: String, slug: String = "", featuredFlags: Int = 0,
        showCount: Int = 0, sourceCount: Int = 0, hasMeaningfulSets: Bool = false
    ) {
        self.uuid = uuid
        self.name = name
        self.sortName = sortName
        self.slug = slug
        self.featuredFlags = featuredFlags
        self.showCount = showCount
        self.sourceCount = sourceCount
        self.hasMeaningfulSets = hasMeaningfulSets
    }
}
