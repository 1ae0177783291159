import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// The assertion's contract, against a throwaway package: where goldens live, what each
/// mode writes, validation, and clashes.
@Suite struct GoldenAssertionTests {
    let package: TempPackage
    init() throws { package = try TempPackage() }

    @Test func aMissingGoldenFailsAndWritesTheRenderToNew() {
        let problems = package.assert(Screens.episodes)
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("Snapshot Tests/Snapshots/EpisodeTests/episodes.txt has no golden yet."))
        #expect(problems[0].contains("+++ b/Tests/Snapshots/EpisodeTests/episodes.txt"))
        #expect(package.read("episodes.txt.new") == TextRenderer().render(Screens.episodes.template))
        #expect(!package.exists("episodes.txt"))
    }

    @Test func aMatchPassesWritesNothingAndRemovesAStaleNew() throws {
        try package.write(TextRenderer().render(Screens.episodes.template), "episodes.txt")
        try package.write("stale\n", "episodes.txt.new")
        #expect(package.assert(Screens.episodes).isEmpty)
        #expect(!package.exists("episodes.txt.new"))
    }

    /// The match is known from one read of a byte more than the render: a golden edited
    /// between two assertions, one byte longer, or cut short, fails the next one.
    @Test func aGoldenEditedBetweenTwoMatchingAssertionsFailsTheNext() throws {
        let golden = TextRenderer().render(Screens.episodes.template)
        try package.write(golden, "episodes.txt")
        #expect(package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "no"]).isEmpty)
        for edited in [golden + "\n", String(golden.dropLast()), golden.replacingOccurrences(of: "48 min", with: "49 min")] {
            try package.write(edited, "episodes.txt")
            let problems = package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "no"])
            #expect(problems.count == 1 && problems[0].contains("does not match its golden"), "\(problems)")
        }
        try package.write(golden, "episodes.txt")
        #expect(package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "no"]).isEmpty)
    }

    @Test func aDifferenceShowsAUnifiedDiffAndLeavesTheGolden() throws {
        let golden = TextRenderer().render(Screens.episodes.template)
        try package.write(golden, "episodes.txt")
        let problems = package.assert(Screens.renamed)
        #expect(problems.count == 1)
        #expect(problems[0].contains("does not match its golden"))
        #expect(problems[0].contains("-│     48 min"))
        #expect(problems[0].contains("+│     49 min"))
        #expect(package.read("episodes.txt") == golden)
        #expect(package.exists("episodes.txt.new"))
    }

    @Test(arguments: ["true", "1", "yes"])
    func onCINothingIsWritten(ci: String) throws {
        try package.write("stale\n", "episodes.txt.new")
        let problems = package.assert(Screens.episodes, environment: ["CI": ci])
        #expect(problems.first?.contains("CI is set: nothing was written") == true)
        #expect(package.read("episodes.txt.new") == "stale\n")
        #expect(!package.exists("episodes.txt"))
    }

    @Test(arguments: ["", "0", "false", "FALSE"])
    func ciOffValuesStillWritePending(ci: String) {
        _ = package.assert(Screens.episodes, environment: ["CI": ci])
        #expect(package.exists("episodes.txt.new"))
    }

    @Test func updateAlwaysOverwritesTheGoldenButNotOnCI() throws {
        try package.write("old\n", "episodes.txt")
        let problems = package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "always"])
        #expect(problems.first?.contains("the golden was overwritten") == true)
        #expect(package.read("episodes.txt") == TextRenderer().render(Screens.episodes.template))
        let onCI = package.assert(Screens.renamed, environment: ["SNAPSHOT_UPDATE": "always", "CI": "true"])
        #expect(onCI == ["SNAPSHOT_UPDATE=always is not allowed on CI (CI is set): goldens are written locally and reviewed"])
    }

    @Test func updateNoWritesNothingAndUnknownValuesFail() {
        #expect(package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "no"]).first?.contains("nothing was written") == true)
        #expect(!package.exists("episodes.txt.new"))
        let unknown = package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "sometimes"])
        #expect(unknown == ["SNAPSHOT_UPDATE='sometimes' is not a mode; expected new (the default), always or no"])
    }

    @Test func jsonGoldensUseTheJSONExtension() throws {
        try package.write(JSONRenderer().render(Screens.episodes.template), "episodes.json")
        #expect(package.assert(Screens.episodes, as: .json).isEmpty)
    }

    @Test func ruleErrorsFailNextToTheSnapshotUnlessTurnedOff() throws {
        let template = Template.alert(AlertTemplate(titleVariants: ["Delete all downloads?"], actions: []))
        try package.write(TextRenderer().render(template), "episodes.txt")
        let problems = package.assert(template)
        #expect(problems.contains { $0.hasPrefix("CarPlay rule alert.no-actions at ") }, "\(problems)")
        #expect(problems.allSatisfy { $0.hasPrefix("CarPlay rule ") }, "the render matched: \(problems)")
        #expect(package.assert(template, validate: false).isEmpty)
    }

    @Test func twoCallSitesWritingOneGoldenFailClearly() {
        _ = package.assert(Screens.episodes, site: "A.swift:1:1")
        let clash = package.assert(Screens.episodes, site: "B.swift:2:2")
        #expect(clash.last?.hasPrefix("Two assertions write the same golden") == true)
        #expect(package.assert(Screens.episodes, site: "A.swift:1:1").count == 1, "the same call again is no clash")
    }

    @Test func badNamesAndMissingPackagesAreClearFailures() {
        #expect(package.assert(Screens.episodes, named: "../escape").first?.contains("Invalid snapshot name") == true)
        let nowhere = GoldenAssertion(
            template: Screens.episodes.template, fileExtension: "txt", render: SnapshotFormat.text.render, name: "x", profile: .unconstrained, isPushed: false,
            validate: true, filePath: "/no-such-folder/Tests/X.swift", site: "X").run(environment: [:])
        #expect(nowhere == ["No Package.swift in /no-such-folder/Tests or above: goldens live in the package that holds the test file"])
    }

    @Test func theTestNameIsTheFunctionsBaseName() {
        #expect(GoldenLocation.testName("episodes()") == "episodes")
        #expect(GoldenLocation.testName("onCI(ci:)") == "onCI")
    }
}
