import Testing
import TemplateKitLite

/// Each reconciler rule, on the smallest stacks that show it.
@Suite struct ReconcilerTests {
    @Test func connectingSetsTheRootOnceThenPushes() {
        #expect(R.log(nil, R.stack(R.a, [R.b])) == [
            #"setRootTemplate list "A" [a]"#, #"pushTemplate list "B" [b]"#,
        ])
    }

    @Test func connectingOnAnotherTabSelectsItAndCountsProgressAsSent() {
        let queue = R.list("q", "Queue", [R.row("1", "One", progress: 0.1)])
        let root = R.tabs(selected: 1, [R.a, queue])
        let connected = Reconciler().reconcile(nil, to: R.stack(root), now: 0)
        #expect(connected.operations.map(OperationLog.line) == [
            #"setRootTemplate tabBar [root]: "Tab 0" list "A" [a] | "Tab 1" list "Queue" [q]"#, "selectTemplate(at:) 1",
        ])
        #expect(connected.display.progressSentAt == ["q › s › 1": 0])
        let tick = R.tabs(selected: 1, [R.a, R.list("q", "Queue", [R.row("1", "One", progress: 0.2)])])
        #expect(Reconciler().reconcile(connected.display, to: R.stack(tick), now: 10).operations.isEmpty)
    }

    @Test func anUnchangedCarGetsNoCalls() {
        #expect(R.log(R.stack(R.a, [R.b]), R.stack(R.a, [R.b])).isEmpty)
        #expect(OperationLog.render([]) == "(no calls)\n")
    }

    @Test func stackChangesArePushAndPopNeverANewRoot() {
        #expect(R.log(R.stack(R.a), R.stack(R.a, [R.b, R.c])) == [#"pushTemplate list "B" [b]"#, #"pushTemplate list "C" [c]"#])
        #expect(R.log(R.stack(R.a, [R.b, R.c]), R.stack(R.a, [R.b])) == ["popTemplate"])
        #expect(R.log(R.stack(R.a, [R.b, R.c, R.d]), R.stack(R.a, [R.b])) == ["pop(to:) [b]"])
        #expect(R.log(R.stack(R.a, [R.b, R.c]), R.stack(R.a)) == ["popToRootTemplate"])
        #expect(R.log(R.stack(R.a, [R.b, R.c]), R.stack(R.a, [R.d])) == ["popToRootTemplate", #"pushTemplate list "D" [d]"#])
    }

    @Test func aNewTitleOrKindIsAReplace() {
        let retitled = R.list("b", "B (2)", [R.row("1", "One")])
        #expect(R.log(R.stack(R.a, [R.b]), R.stack(R.a, [retitled])) == ["popToRootTemplate", #"pushTemplate list "B (2)" [b]"#])
        let grid = GridTemplate(title: "B", buttons: [GridButton]()).id("b").template
        #expect(R.log(R.stack(R.a, [R.b]), R.stack(R.a, [grid])) == ["popToRootTemplate", #"pushTemplate grid "B" [b]"#])
        #expect(R.log(R.stack(R.a), R.stack(R.b)) == [#"setRootTemplate list "B" [b]"#], "a replaced root is the one other setRootTemplate")
    }

    @Test func changedRowsGetPerRowSetters() {
        let old = R.list("b", "B", [R.row("1", "One"), R.row("2", "Two")])
        var item = R.row("2", "Deux")
        item.detailText = "second"
        item.isEnabled = false
        let new = R.list("b", "B", [R.row("1", "One"), item])
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [new])) == [
            #"setText [b] › s › 2 "Deux": "Deux""#,
            #"setDetailText [b] › s › 2 "Deux": "second""#,
            #"isEnabled [b] › s › 2 "Deux": false"#,
        ])
    }

    @Test func structuralChangesAreOneUpdateSectionsOnThatListOnly() {
        let old = R.list("b", "B", [R.row("1", "One"), R.row("2", "Two")])
        let inserted = R.list("b", "B", [R.row("0", "Zero"), R.row("1", "One"), R.row("2", "Two")])
        let moved = R.list("b", "B", [R.row("2", "Two"), R.row("1", "One")])
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [inserted])) == ["updateSections [b]: 3 rows"])
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [moved])) == ["updateSections [b]: 2 rows"])
        let twoSections = ListTemplate(title: "B", sections: [ListSection(header: "X"), ListSection(header: "Y")]).id("b").template
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [twoSections])) == [#"updateSections [b]: "X" 0 rows, "Y" 0 rows"#])
    }

    @Test func progressIsThrottledButNeverDroppedWhenTheRowChanges() {
        let old = R.list("b", "B", [R.row("1", "One", progress: 0.1, playing: true)])
        let tick = R.list("b", "B", [R.row("1", "One", progress: 0.2, playing: true)])
        let key = "b › s › 1"
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [tick]), now: 10, sentAt: [key: 0]).isEmpty, "withheld within 30 s")
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [tick]), now: 30, sentAt: [key: 0])
            == [#"playbackProgress [b] › s › 1 "One": 20.0%"#], "due after 30 s")
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [tick]), now: 10, policy: .immediate, sentAt: [key: 0]).count == 1)
        let paused = R.list("b", "B", [R.row("1", "One", progress: 0.2, playing: false)])
        #expect(R.log(R.stack(R.a, [old]), R.stack(R.a, [paused]), now: 10, sentAt: [key: 0]) == [
            #"isPlaying/playingIndicatorLocation [b] › s › 1 "One": false leading"#, #"playbackProgress [b] › s › 1 "One": 20.0%"#,
        ], "sent with another change of the row")
        #expect(ProgressPolicy.default.minimumInterval == 30)
    }

    @Test func aWithheldTickKeepsTheOldValueInTheDisplay() {
        let old = R.list("b", "B", [R.row("1", "One", progress: 0.1)])
        let tick = R.list("b", "B", [R.row("1", "One", progress: 0.2)])
        let display = CarDisplay(stack: R.stack(R.a, [old]), progressSentAt: ["b › s › 1": 0])
        let result = Reconciler().reconcile(display, to: R.stack(R.a, [tick]), now: 5)
        #expect(result.display.stack.pushed == [old], "the car still shows 10%")
        let later = Reconciler().reconcile(result.display, to: R.stack(R.a, [tick]), now: 31)
        #expect(later.operations.count == 1)
        #expect(later.display.progressSentAt["b › s › 1"] == 31)
    }

    @Test func nowPlayingButtonsOnlyWhenChanged() {
        func np(_ shuffle: Bool, upNext: Bool = true) -> Template {
            var t = NowPlayingTemplate(NowPlayingInfo(title: "x")) { NowPlayingButton(.shuffle, label: "Shuffle", isSelected: shuffle) }
            t.isUpNextButtonEnabled = upNext
            return t.template
        }
        #expect(R.log(R.stack(R.a, [np(false)]), R.stack(R.a, [np(false)])).isEmpty)
        #expect(R.log(R.stack(R.a, [np(false)]), R.stack(R.a, [np(true)])) == [#"updateNowPlayingButtons: "Shuffle""#])
        #expect(R.log(R.stack(R.a, [np(false)]), R.stack(R.a, [np(false, upNext: false)])) == ["isUpNextButtonEnabled/upNextTitle: false default title"])
    }

    @Test func modalsAreImmutableSoAChangeIsDismissThenPresent() {
        let first = AlertTemplate(titleVariants: ["Clear?"], actions: [AlertAction("Clear")]).id("clear").template
        let second = AlertTemplate(titleVariants: ["Clear all?"], actions: [AlertAction("Clear")]).id("clear").template
        #expect(R.log(R.stack(R.a, presented: first), R.stack(R.a, presented: first)).isEmpty)
        #expect(R.log(R.stack(R.a, presented: first), R.stack(R.a, presented: second)) == [
            "dismissTemplate", #"presentTemplate alert "Clear all?" [clear]"#,
        ])
        #expect(R.log(R.stack(R.a, presented: first), R.stack(R.a)) == ["dismissTemplate"])
    }

    @Test func tabSwitchesKeepEachTabsStack() {
        let root0: Template = R.tabs(selected: 0, [R.a, R.c])
        let root1: Template = R.tabs(selected: 1, [R.a, R.c])
        let switched: Reconciliation = Reconciler().reconcile(CarDisplay(stack: R.stack(root0, [R.b])), to: R.stack(root1), now: 0)
        let back: Reconciliation = Reconciler().reconcile(switched.display, to: R.stack(root0, [R.b]), now: 0)
        let backToRoot: Reconciliation = Reconciler().reconcile(switched.display, to: R.stack(root0), now: 0)
        let logs: [[String]] = [switched, back, backToRoot].map { $0.operations.map(OperationLog.line) }
        // Tab 0 still shows B when it is selected again: nothing to push.
        #expect(logs == [["selectTemplate(at:) 1"], ["selectTemplate(at:) 0"], ["selectTemplate(at:) 0", "popToRootTemplate"]])
        #expect(switched.display.stack.tabStacks[0] == [R.b], "CarPlay keeps tab 0's stack")
    }

    @Test func aRenamedTabSetsItsLabelOnItsRoot() {
        let root0: Template = R.tabs(selected: 0, [R.a, R.c])
        let renamed: Template = TabBarTemplate(tabs: [Tab("Other", content: R.a), Tab("Tab 1", content: R.c)]).id("root").template
        let log: [String] = R.log(R.stack(root0), R.stack(renamed))
        #expect(log == [#"tabTitle [a]: "Other""#])
    }

    @Test func anAddedTabUpdatesTheTemplates() {
        let root0: Template = R.tabs(selected: 0, [R.a, R.c])
        let tabs: [Tab] = [Tab("Tab 0", content: R.a), Tab("Tab 1", content: R.c), Tab("D", content: R.d)]
        let added: Template = TabBarTemplate(tabs: tabs).id("root").template
        let log: [String] = R.log(R.stack(root0), R.stack(added))
        #expect(log == [#"updateTemplates: "Tab 0" list "A" [a] | "Tab 1" list "C" [c] | "D" list "D" [d]"#])
    }

    @Test func tabRootsUpdateInPlaceWhileAnotherTabIsShown() {
        let old = R.tabs(selected: 0, [R.a, R.list("c", "C", [R.row("1", "One")])])
        let new = R.tabs(selected: 0, [R.a, R.list("c", "C", [R.row("1", "Uno")])])
        #expect(R.log(R.stack(old), R.stack(new)) == [#"setText [c] › s › 1 "Uno": "Uno""#])
    }

    @Test func logLinesStayOnOneLine() {
        let target = RowTarget(list: "l", section: "s", row: "r", text: "a\n\"b\"")
        #expect(OperationLog.line(.setText(target, "x\ny")) == #"setText [l] › s › r "a\n\"b\"": "x\ny""#)
    }
}
