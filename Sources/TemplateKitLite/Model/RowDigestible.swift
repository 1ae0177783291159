/// A part of a list row that feeds a ``RowDigest``: every stored field, in order, so two
/// values that differ in any field feed different words. Optionals and enums feed a case
/// tag first; strings and arrays feed their length.
///
///     var hasher = RowHasher(field: 1)
///     TemplateImage.symbol("star").feed(&hasher)
protocol RowDigestible {
    func feed(_ hasher: inout RowHasher)
    /// An absent optional: it adds nothing to a digest (any other value adds its lanes).
    var isAbsent: Bool { get }
}

extension RowDigestible {
    var isAbsent: Bool { false }
}

extension String: RowDigestible {
    func feed(_ hasher: inout RowHasher) { hasher.add(self) }
}

extension Bool: RowDigestible {
    func feed(_ hasher: inout RowHasher) { hasher.add(self ? 1 : 0) }
}

extension Int: RowDigestible {
    func feed(_ hasher: inout RowHasher) { hasher.add(UInt64(bitPattern: Int64(self))) }
}

extension Double: RowDigestible {
    func feed(_ hasher: inout RowHasher) { hasher.add(bitPattern) }
}

extension Optional: RowDigestible where Wrapped: RowDigestible {
    var isAbsent: Bool { self == nil }

    func feed(_ hasher: inout RowHasher) {
        switch self {
        case .none: hasher.add(0)
        case .some(let value):
            hasher.add(1)
            value.feed(&hasher)
        }
    }
}

extension Array: RowDigestible where Element: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        hasher.add(UInt64(count))
        for element in self { element.feed(&hasher) }
    }
}

/// A string-backed enum of cases without payloads feeds its case's number (its one byte;
/// cheaper than its raw value's text).
extension RawRepresentable where RawValue == String {
    func feed(_ hasher: inout RowHasher) {
        hasher.add(withUnsafeBytes(of: self) { UInt64($0.first ?? 0) })
    }
}

extension Accessory: RowDigestible {}
extension PlayingIndicator: RowDigestible {}
extension PlayingIndicatorLocation: RowDigestible {}
extension ImageRowElementKind: RowDigestible {}
extension ImageShape: RowDigestible {}
extension ImageOverlay.Alignment: RowDigestible {}
extension PlaybackConfiguration.Presentation: RowDigestible {}
extension PlaybackConfiguration.Control: RowDigestible {}

extension TemplateImage: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        switch self {
        case .asset(let name):
            hasher.add(0)
            hasher.add(name)
        case .symbol(let name):
            hasher.add(1)
            hasher.add(name)
        case .remote(let url, let placeholder):
            hasher.add(2)
            hasher.add(url)
            placeholder.feed(&hasher)
        }
    }
}

extension ActionValue: RowDigestible {
    @inline(__always)
    func feed(_ hasher: inout RowHasher) {
        switch self {
        case .string(let text):
            hasher.add(0)
            hasher.add(text)
        case .int(let integer):
            hasher.add(1)
            integer.feed(&hasher)
        case .bool(let flag):
            hasher.add(2)
            flag.feed(&hasher)
        case .double(let number):
            hasher.add(3)
            number.feed(&hasher)
        }
    }
}

extension Action: RowDigestible {
    /// The name, then the arguments in their (sorted) order.
    func feed(_ hasher: inout RowHasher) {
        hasher.add(name)
        hasher.add(UInt64(arguments.count))
        arguments.forEachArgument { key, value in
            hasher.add(key)
            value.feed(&hasher)
        }
    }
}

extension PlaybackConfiguration: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        presentation.feed(&hasher)
        control.feed(&hasher)
        elapsed.feed(&hasher)
        duration.feed(&hasher)
    }
}

extension ImageOverlay: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        text.feed(&hasher)
        image.feed(&hasher)
        textColor.feed(&hasher)
        backgroundColor.feed(&hasher)
        alignment.feed(&hasher)
    }
}

extension ImageRowImage: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        image.feed(&hasher)
        title.feed(&hasher)
        action.feed(&hasher)
    }
}

extension ImageRowElement: RowDigestible {
    func feed(_ hasher: inout RowHasher) {
        id.feed(&hasher)
        kind.feed(&hasher)
        image.feed(&hasher)
        title.feed(&hasher)
        subtitle.feed(&hasher)
        tint.feed(&hasher)
        shape.feed(&hasher)
        accessorySymbol.feed(&hasher)
        isThumbnail.feed(&hasher)
        fullHeightImage.feed(&hasher)
        action.feed(&hasher)
        isEnabled.feed(&hasher)
        accessibilityLabel.feed(&hasher)
        overlay.feed(&hasher)
        playback.feed(&hasher)
    }
}
