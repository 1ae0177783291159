import Testing
import TemplateKitLite

private typealias S = TemplateSamples

/// What the validator reports beyond "this rule fires": messages, order, formats, odd cars.
@Suite struct ValidatorTests {
    @Test func limitedCarWarnsAt13ItemsNotAt12() {
        let limited = Validator(profile: .limited)
        let thirteen = limited.validate(.list(S.list(items: 13)))
        #expect(thirteen.map(\.rule.id) == ["list.item-limit"])
        #expect(thirteen.first?.severity == .warning)
        #expect(limited.validate(.list(S.list(items: 12))).isEmpty)
        #expect(Validator(profile: .unconstrained).validate(.list(S.list(items: 13))).isEmpty)
    }

    @Test func itemLimitCountsAcrossSectionsAndNamesTheFirstHiddenRow() throws {
        let sections = [ListSection(items: S.items(7)), ListSection(items: S.items(7))]
        let list = Template.list(ListTemplate(title: "Favorites", sections: sections))
        let finding = try #require(Validator(profile: .limited).validate(list).first)
        #expect(finding.rule == Rules.listItemLimit)
        #expect(finding.message == "14 items across sections; this car shows the first 12; hidden from section 2 › row 6 on")
    }

    @Test func alertActionLimitNamesTheHiddenHead() throws {
        let alert = S.alert("Clear the queue?", actions: ["Clear", "Keep", "Cancel"])
        let finding = try #require(Validator(profile: .unconstrained).validate(alert).first { $0.rule == Rules.alertActionLimit })
        #expect(finding.message == #"3 actions; this car keeps the last 1 ("Cancel"); hidden: "Clear", "Keep""#)
    }

    @Test func findingPrintsAsTheLintLine() throws {
        let finding = try #require(Validator(profile: .limited).validate(.list(S.list(items: 13))).first)
        #expect(finding.readable
            == #"warning list.item-limit "Tracks": 13 items across sections; this car shows the first 12; hidden from section 1 › row 13 on (\#(Rules.listItemLimit.source))"#)
    }

    @Test func findingsComeInDocumentOrder() {
        let first = ListSection(items: [.item(ListItem("A", playbackProgress: 2))])
        let second = ListSection(sectionIndexTitle: "Bee", items: [.item(ListItem("B", playbackProgress: -1))])
        let bar: [BarButton] = [BarButton("1"), BarButton("2"), BarButton("3")]
        let list = ListTemplate(title: "Mixed", sections: [first, second], trailingNavigationBarButtons: bar)
        let lines = Validator(profile: .unconstrained).validate(.list(list)).map { "\($0.rule.id) \($0.path)" }
        #expect(lines == [
            #"navBar.button-limit "Mixed" › trailing buttons"#,
            #"item.progress-range "Mixed" › section 0 › item 0"#,
            #"section.index-title "Mixed" › section 1"#,
            #"item.progress-range "Mixed" › section 1 › item 0"#,
        ])
    }

    @Test func tabBarPathsNameTheTabAndItsTemplate() {
        let rows: [ListElement] = (0..<15).map { .item(ListItem("\($0)", playbackProgress: $0 == 14 ? 3 : nil)) }
        let years = ListTemplate(title: "Years", sections: [ListSection(), ListSection(), ListSection(items: rows)])
        let tabs = TabBarTemplate(tabs: [Tab("Browse", content: .list(S.list("Browse"))), Tab("Years", content: .list(years))])
        let paths = Validator(profile: .unconstrained).validate(.tabBar(tabs)).map(\.path.description)
        #expect(paths == [#"tabs[1] › "Years" › section 2 › item 14"#])
    }

    @Test func stackPathsFollowTheSelectedTabThenPushesThenPresented() {
        let shows = ListTemplate(title: "Shows", sections: [ListSection(items: S.items(3) + [.item(ListItem("Bad", playbackProgress: .infinity))])])
        let stack = NavigationStack(unchecked: S.tabBar(["Browse", "Years"], selected: 1), pushed: [.list(shows)],
            presented: .alert(AlertTemplate(titleVariants: ["Oops"], actions: [])))
        let paths = Validator(profile: .unconstrained).validate(stack).map(\.path.description)
        #expect(paths == [#"tabs[1] › "Years" › "Shows" › section 0 › item 3"#, #"tabs[1] › "Years" › "Shows" › presented "Oops""#])
    }

    @Test func progressValuesOutsideTheUnitRangeAreErrors() {
        let values: [Double] = [-0.01, 1.0001, .nan, .infinity, -.infinity]
        for value in values {
            let ids = Validator(profile: .unconstrained).validate(S.list(with: ListItem("x", playbackProgress: value))).map(\.rule.id)
            #expect(ids == ["item.progress-range"], "\(value)")
        }
        for value in [0.0, 0.5, 1.0] {
            #expect(Validator(profile: .unconstrained).validate(S.list(with: ListItem("x", playbackProgress: value))).isEmpty)
        }
    }

    @Test func oddCarsNeverTrap() {
        let odd = CarProfile(name: "odd", maximumItemCount: -1, maximumSectionCount: Int.min, maximumTabCount: Int.max,
            maximumDepth: Int.max, maximumGridButtons: -5, maximumAlertActions: -1, maximumNowPlayingButtons: Int.min,
            maximumNavigationBarButtons: -1, maximumImageRowImages: -1, maximumHeaderGridButtons: -1, iOS: IOSVersion(0))
        let validator = Validator(profile: odd)
        #expect(!validator.validate(.list(S.list(items: 2))).isEmpty)
        #expect(!validator.validate(S.alert(actions: ["A"])).isEmpty)
        #expect(!validator.validate(S.nowPlaying(buttons: 1)).isEmpty)
        #expect(!validator.validate(S.grid(buttons: 1)).isEmpty)
        let deep = StackCase.artists(pushing: ["A", "B"])
        #expect(validator.validate(deep).allSatisfy { $0.rule != Rules.stackDepth })
        let shallow = CarProfile(name: "flat", maximumItemCount: 9, maximumSectionCount: 9, maximumDepth: 0)
        #expect(Validator(profile: shallow).validate(deep).filter { $0.rule == Rules.stackDepth }.count == 1)
    }

    @Test func depthIsReportedOnceOnTheFirstTemplatePastTheLimit() {
        let stack = StackCase.artists(pushing: ["1", "2", "3", "4", "5", "6", "7"])
        let depth = Validator(profile: .unconstrained).validate(stack).filter { $0.rule == Rules.stackDepth }
        #expect(depth.map(\.path.description) == [#"tabs[0] › "Artists" › "1" › "2" › "3" › "4" › "5""#])
        #expect(depth.first?.message == "depth 6, over this car's limit of 5 (counting the root)")
    }

    @Test func validationIsDeterministic() {
        let stack = StackCase.nowPlayingTwice.broken
        let validator = Validator(profile: .limited)
        #expect(validator.validate(stack) == validator.validate(stack))
    }
}
