import Foundation
import RelistenScreens
import TemplateKitLite
import Testing

/// Replays the state fuzzer's seed corpus and every crash it ever found
/// (`Fuzz/corpus/state`, `Fuzz/regressions/state`): each file decodes or fails with a
/// `StateDocumentError`, and when it decodes every screen renders — never a crash.
@Suite struct FuzzRegressionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func files(_ folder: String) -> [String] {
        let path = packageRoot + "/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }

    @Test func stateCorpusAndRegressionsDecodeAndRenderWithoutCrashing() throws {
        let files = Self.files("Fuzz/corpus/state") + Self.files("Fuzz/regressions/state")
        var decoded = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            guard let state = try? StateDocument.decode(bytes, file: file) else { continue }
            decoded += 1
            #expect(!ScreenSweep.renders(state).isEmpty)
        }
        print("FuzzRegressionTests: \(files.count) files, \(decoded) decoded")
        #expect(files.count >= 10, "the seed corpus is missing")
        #expect(decoded >= 4, "documented, default and hostile seeds should decode")
    }

    /// Found by GeneratedDocumentTests: with no player duration, the track's is shown, and
    /// an elapsed time past it made a now playing template CarPlay rejects.
    @Test func elapsedIsClampedToTheTrackDurationShown() throws {
        let json = #"""
        {"catalog": {"artists": [{"uuid": "a", "name": "A"}],
          "years": {"a": [{"uuid": "y", "year": "1977"}]},
          "year_shows": {"y": [{"uuid": "s", "display_date": "1977-05-08"}]},
          "shows": {"s": {"uuid": "s", "display_date": "1977-05-08", "sources": [{"uuid": "src", "sets": [
            {"tracks": [{"uuid": "t", "track_position": 1, "title": "T", "duration": 7.25, "mp3_url": "u"}]}]}]}}},
         "player": {"queue": ["t"], "current_index": 0, "state": "playing", "elapsed": 422}}
        """#
        let state = try StateDocument.decode(Array(json.utf8))
        let info = NowPlayingScreen.template(state).info
        #expect(info.elapsed == 7.25)
        #expect(info.duration == 7.25)
        let findings = Validator(profile: .unconstrained).validate(Template.nowPlaying(NowPlayingScreen.template(state)))
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
    }
}
