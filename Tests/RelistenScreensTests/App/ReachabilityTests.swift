import Testing
import TemplateKitLite
@testable import LiveCatalog
@testable import RelistenScreens

/// The proof the issue asks for: every stack a driver can reach by tapping, from every
/// tab's root over the default state, fits CarPlay's rules under both profiles.
@Suite struct ReachabilityTests {
    @Test(arguments: [CarProfile.unconstrained, CarProfile.limited])
    func everyReachableStackFitsCarPlay(profile: CarProfile) {
        let report = Explorer(profile: profile).explore(from: .default)
        let deepest = ([report.deepestTab.rootRoute] + report.deepest).map(\.screenName).joined(separator: " › ")
        print("reachability[\(profile.name)]: visited \(report.visited) stacks; deepest (depth \(report.deepest.count + 1)): \(deepest)")
        #expect(!report.reachedLimit)
        #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
        #expect(report.visited > 50)
        #expect(report.deepest.count + 1 <= profile.maximumDepth)
        #expect(report.deepest.count + 1 == AppStack.maximumDepth, "the app never takes the slot now playing needs")
    }

    @Test func aWalkStoppedAtItsLimitSaysSoAndCountsOnlyWhatItChecked() {
        let report = Explorer(profile: .unconstrained, limit: 10).explore(from: .default)
        #expect(report.reachedLimit && report.visited == 10)
    }

    @Test func theDesignAsWrittenWouldBreakDepth() throws {
        // Pushing now playing on top of Tracks, as the design says, is refused.
        let state = AppState.default
        let stack = AppStack(tab: .browse, pushed: [.years(artist: "a"), .shows(year: "y"), .sources(show: "s"), .tracks(show: "s", source: "x"), .nowPlaying])
        #expect(throws: NavigationError.self) { try AppNavigation.navigationStack(state, stack, profile: .unconstrained) }
    }
}
