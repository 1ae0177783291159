import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let rows: [RuleCase] = [accessoryImage, progressOver, progressNaN, imageLimit, mixedElements]

    static let accessoryImage = RuleCase(
        rule: Rules.itemAccessoryImage, severity: .warning,
        broken: S.list(with: ListItem("Show", accessoryImage: S.image, accessory: .disclosureIndicator)),
        path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ListItem("Show", accessoryImage: S.image, accessory: .none)))

    static let progressOver = RuleCase(
        rule: Rules.itemProgressRange, severity: .warning,
        broken: S.list(with: ListItem("Show", playbackProgress: 1.5)),
        path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ListItem("Show", playbackProgress: 1)))

    static let progressNaN = RuleCase(
        rule: Rules.itemProgressRange, severity: .warning,
        broken: S.list(with: ListItem("Show", playbackProgress: .nan)),
        path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ListItem("Show", playbackProgress: 0)))

    static let imageLimit = RuleCase(
        rule: Rules.imageRowImageLimit, severity: .warning,
        broken: S.list(with: imageRow(9)), path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: imageRow(8)))

    static let mixedElements = RuleCase(
        rule: Rules.imageRowMixedElements, severity: .warning,
        broken: S.list(with: ImageRowItem("Featured", elements: elements([.card, .card, .row]))),
        path: #""Tracks" › section 0 › item 0 › element 2"#,
        fine: S.list(with: ImageRowItem("Featured", elements: elements([.card, .card, .card]))))

    static func imageRow(_ count: Int) -> ImageRowItem {
        ImageRowItem("Recent", images: (0..<count).map { _ in ImageRowImage(S.image) })
    }

    static func elements(_ kinds: [ImageRowElementKind]) -> [ImageRowElement] {
        kinds.map { ImageRowElement($0, image: S.image, title: "Show") }
    }
}
