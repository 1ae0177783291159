import TemplateKitLite

private typealias S = TemplateSamples

/// Cases for the rules the CarPlay audit added (issue 10, section 6).
extension RuleCase {
    static let corrections: [RuleCase] = [sheetNoActions, titleAndImage, cardThumbnail, legacyImageRow]

    static let sheetNoActions = RuleCase(
        rule: Rules.actionSheetNoActions, severity: .error,
        broken: .actionSheet(ActionSheetTemplate(title: "Download", actions: [])), path: #""Download""#,
        fine: S.actionSheet())

    static let titleAndImage = RuleCase(
        rule: Rules.navBarTitleAndImage, severity: .warning,
        broken: bar(BarButton("Edit", image: .symbol("pencil"))), path: #""Tracks" › trailing buttons"#,
        fine: bar(BarButton("Edit")))

    static let cardThumbnail = RuleCase(
        rule: Rules.iOSCardThumbnail, severity: .warning,
        broken: card(thumbnail: true), path: #""Tracks" › section 0 › item 0"#,
        fine: card(thumbnail: true), brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS26_4))

    static let legacyImageRow = RuleCase(
        rule: Rules.iOSLegacyImageRow, severity: .warning,
        broken: legacy, path: #""Tracks" › section 0 › item 0"#,
        fine: legacy, brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS17))

    private static func bar(_ button: BarButton) -> Template {
        .list(S.list().navigationBar(trailing: [button]))
    }

    private static func card(thumbnail: Bool) -> Template {
        let row = ImageRowItem("Rewind", elements: [ImageRowElement(.card, image: .asset("a"), title: "A", isThumbnail: thumbnail)])
        return .list(ListTemplate(title: "Tracks", sections: [ListSection(items: [.imageRow(row)])]))
    }

    private static let legacy = Template.list(ListTemplate(title: "Tracks", sections: [
        ListSection(items: [.imageRow(ImageRowItem("Recent", images: [ImageRowImage(.asset("a"))]))]),
    ]))
}
