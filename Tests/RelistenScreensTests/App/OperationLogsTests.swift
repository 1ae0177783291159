@testable import LiveCatalog
import RelistenScreens
import Testing
import TemplateKitLite

/// The operation logs behind `journeys/*.operations.txt`: every journey and state change
/// reconciles without a refusal, and the logs say what the issue asks of them.
@Suite struct OperationLogsTests {
    @Test func everyLogRendersWithoutARefusal() throws {
        for journey in RelistenJourney.all {
            let log = try OperationLogs.journey(journey, from: .default, profile: .unconstrained)
            #expect(!log.contains("refused"), "\(journey.name)")
            #expect(log.components(separatedBy: "setRootTemplate").count == 2, "\(journey.name): one setRootTemplate per connection")
        }
        for change in StateChange.all {
            #expect(!OperationLogs.render(change, from: .default, profile: .unconstrained).contains("refused"), "\(change.name)")
        }
        #expect(Set(OperationLogs.names).count == RelistenJourney.all.count + StateChange.all.count)
    }

    /// The lint over every log: no reload of what the driver looks at when only rows changed.
    @Test func noLogReloadsTheVisibleListWhenOnlyRowsChanged() throws {
        for journey in RelistenJourney.all {
            #expect(!(try OperationLogs.journey(journey, from: .default, profile: .unconstrained)).contains("error: "), "\(journey.name)")
        }
        for change in StateChange.all {
            #expect(!OperationLogs.render(change, from: .default, profile: .unconstrained).contains("error: "), "\(change.name)")
        }
    }

    /// Calls per change: the next track on the visible queue is row setters, never a reload.
    @Test func theNextTrackOnTheVisibleQueueIsRowSettersOnly() {
        let log = OperationLogs.render(try! #require(StateChange.named("next-track")), from: .default, profile: .unconstrained)
        let step = log.components(separatedBy: "At 5 s:").last ?? ""
        #expect(!step.contains("updateSections") && step.contains("isPlaying"))
    }

    @Test func aProgressTickIsHeldUntilThePolicysThirtySeconds() throws {
        let log = OperationLogs.render(try #require(StateChange.named("progress-tick")), from: .default, profile: .unconstrained)
        let at30 = try #require(log.components(separatedBy: "At 30 s").last)
        #expect(log.components(separatedBy: "playbackProgress [").count - 1 == 2)
        #expect(at30.contains("playbackProgress ["))
    }

    @Test func aDownloadIsOneDetailTextNotAReload() throws {
        let log = OperationLogs.render(try #require(StateChange.named("download-finished")), from: .default, profile: .unconstrained)
        let change = try #require(log.components(separatedBy: "At 5 s").last)
        #expect(change.contains("setDetailText") && !change.contains("updateSections"))
    }
}
