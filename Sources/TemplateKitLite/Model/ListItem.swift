/// A list row (`CPListItem`): two lines of text, images, accessory and playback state.
///
/// A value like any other (`==`, `Hashable`, `Sendable`), stored behind one reference: its
/// fields and their ``RowDigest`` sit in one immutable-when-shared box, copied before a
/// change only when another value shares it. So a row is one word in a `ListElement`,
/// reading a row in place copies nothing out (the renderers, the validator and the
/// reconciler read every shown row on every pass), and a row rebuilt equal to the shown
/// one is told apart by its digest, not field by field.
public struct ListItem: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: Optional<String> {
        get { storage.fields.id }
        set {
            let box = unique()
            box.digest.replace(1, box.fields.id, newValue)
            box.fields.id = newValue
        }
    }
    public var text: String {
        get { storage.fields.text }
        set {
            let box = unique()
            box.digest.replace(2, box.fields.text, newValue)
            box.fields.text = newValue
        }
    }
    public var detailText: Optional<String> {
        get { storage.fields.detailText }
        set {
            let box = unique()
            box.digest.replace(3, box.fields.detailText, newValue)
            box.fields.detailText = newValue
        }
    }
    /// Leading image.
    public var image: Optional<TemplateImage> {
        get { storage.fields.image }
        set {
            let box = unique()
            box.digest.replace(4, box.fields.image, newValue)
            box.fields.image = newValue
        }
    }
    /// Trailing image; CarPlay forces `accessory` to `.none` when set.
    public var accessoryImage: Optional<TemplateImage> {
        get { storage.fields.accessoryImage }
        set {
            let box = unique()
            box.digest.replace(5, box.fields.accessoryImage, newValue)
            box.fields.accessoryImage = newValue
        }
    }
    public var accessory: Accessory {
        get { storage.fields.accessory }
        set {
            let box = unique()
            box.digest.replace(6, box.fields.accessory, newValue, standard: .none)
            box.fields.accessory = newValue
        }
    }
    /// Disabled rows are dimmed and never report taps (iOS 15).
    public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set {
            let box = unique()
            box.digest.replace(7, box.fields.isEnabled, newValue, standard: true)
            box.fields.isEnabled = newValue
        }
    }
    public var isExplicitContent: Bool {
        get { storage.fields.isExplicitContent }
        set {
            let box = unique()
            box.digest.replace(8, box.fields.isExplicitContent, newValue, standard: false)
            box.fields.isExplicitContent = newValue
        }
    }
    /// Fraction 0…1 drawn as a progress bar; `nil` draws none.
    public var playbackProgress: Optional<Double> {
        get { storage.fields.playbackProgress }
        set {
            let box = unique()
            box.digest.replace(9, box.fields.playbackProgress, newValue)
            box.fields.playbackProgress = newValue
        }
    }
    public var playingIndicator: PlayingIndicator {
        get { storage.fields.playingIndicator }
        set {
            let box = unique()
            box.digest.replace(10, box.fields.playingIndicator, newValue, standard: .none)
            box.fields.playingIndicator = newValue
        }
    }
    public var playingIndicatorLocation: PlayingIndicatorLocation {
        get { storage.fields.playingIndicatorLocation }
        set {
            let box = unique()
            box.digest.replace(11, box.fields.playingIndicatorLocation, newValue, standard: .leading)
            box.fields.playingIndicatorLocation = newValue
        }
    }
    /// What selecting the row sends.
    public var action: Optional<Action> {
        get { storage.fields.action }
        set {
            let box = unique()
            box.digest.replace(12, box.fields.action, newValue)
            box.fields.action = newValue
        }
    }
    /// Plays the row's item in place (iOS 26.4).
    public var playback: Optional<PlaybackConfiguration> {
        get { storage.fields.playback }
        set {
            let box = unique()
            box.digest.replace(13, box.fields.playback, newValue)
            box.fields.playback = newValue
        }
    }

    var storage: ListItemStorage

    public init(
        _ text: String, detail: String? = nil, image: TemplateImage? = nil,
        accessoryImage: TemplateImage? = nil, accessory: Accessory = .none,
        isEnabled: Bool = true, isExplicitContent: Bool = false, playbackProgress: Double? = nil,
        playingIndicator: PlayingIndicator = .none,
        playingIndicatorLocation: PlayingIndicatorLocation = .leading, action: Action? = nil
    ) {
        storage = ListItemStorage(ListItemFields(
            id: nil, text: text, detailText: detail, image: image, accessoryImage: accessoryImage,
            accessory: accessory, isEnabled: isEnabled, isExplicitContent: isExplicitContent,
            playbackProgress: playbackProgress, playingIndicator: playingIndicator,
            playingIndicatorLocation: playingIndicatorLocation, action: action, playback: nil))
    }

    /// The fields' digest, updated by every change (``RowDigest``).
    var digest: RowDigest { storage.digest }

    /// Every field's hash, added: the digest of this row built anew (tests compare it
    /// with the kept one).
    func computedDigest() -> RowDigest { storage.fields.digest }

    /// The box, first copied when another row shares it: the one a setter may change
    /// (each setter takes its field's old hash out of the digest and puts the new one in,
    /// with the field's own number).
    private mutating func unique() -> ListItemStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = ListItemStorage(storage.fields, digest: storage.digest) }
        return storage
    }

    /// The same fields (the digest is no part of the value).
    public static func == (a: ListItem, b: ListItem) -> Bool { a.storage.fields == b.storage.fields }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}

/// A row's fields, in one place: their `==` and hash are the row's.
struct ListItemFields: Sendable, Hashable {
    var id: String?
    var text: String
    var detailText: String?
    var image: TemplateImage?
    var accessoryImage: TemplateImage?
    var accessory: Accessory
    var isEnabled: Bool
    var isExplicitContent: Bool
    var playbackProgress: Double?
    var playingIndicator: PlayingIndicator
    var playingIndicatorLocation: PlayingIndicatorLocation
    var action: Action?
    var playback: PlaybackConfiguration?

    /// Every field's hash, added (the numbers are the ones ``ListItem``'s setters use).
    var digest: RowDigest {
        var digest = RowDigest()
        digest.add(1, id)
        digest.add(2, text)
        digest.add(3, detailText)
        digest.add(4, image)
        digest.add(5, accessoryImage)
        digest.add(6, accessory, standard: .none)
        digest.add(7, isEnabled, standard: true)
        digest.add(8, isExplicitContent, standard: false)
        digest.add(9, playbackProgress)
        digest.add(10, playingIndicator, standard: .none)
        digest.add(11, playingIndicatorLocation, standard: .leading)
        digest.add(12, action)
        digest.add(13, playback)
        return digest
    }
}

/// The box a ``ListItem`` keeps its fields and their digest in. Changed only through a
/// row that holds the sole reference (``ListItem`` copies it first otherwise), so sharing
/// it between threads is safe.
final class ListItemStorage: @unchecked Sendable {
    // Unchecked: a box is changed only by the one row that holds it (never while shared),
    // so no access can overlap a change; checking each read cost more than the read.
    @exclusivity(unchecked) var fields: ListItemFields
    @exclusivity(unchecked) var digest: RowDigest

    init(_ fields: ListItemFields) {
        // The digest first: `fields` is then moved into the box, not copied.
        self.digest = fields.digest
        self.fields = fields
    }

    /// A copy of a shared box, about to be changed.
    init(_ fields: ListItemFields, digest: RowDigest) {
        self.fields = fields
        self.digest = digest
    }
}

/// The trailing accessory of a row (`CPListItemAccessoryType`).
public enum Accessory: String, Sendable, Hashable, CaseIterable {
    case none, disclosureIndicator, cloud
}

/// The now-playing indicator on a row (`isPlaying` plus the player's rate).
public enum PlayingIndicator: String, Sendable, Hashable, CaseIterable {
    case none, playing, paused
}

/// Where the playing indicator sits (`CPListItemPlayingIndicatorLocation`).
public enum PlayingIndicatorLocation: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}
