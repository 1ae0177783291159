import PodcastScreens
import TemplateKitLite
import TemplateKitSnapshots
import Testing

// Goldens: Tests/Snapshots/EpisodesTests/<name>.txt|json. A new or changed render fails
// the test and is written to <golden>.new; review it with `swift run snapshot review
// --interactive` (or `podcast-snapshots review`), then commit the golden.

@Test func episodes() {
    let screen = EpisodesScreen.template(.sample)
    expectSnapshot(of: screen, as: .text)                        // name defaults to the test's name
    expectSnapshot(of: screen, as: .json, named: "episodes")
    expectSnapshot(of: screen, as: .text, named: "episodes-small-car", profile: .limited)
}

@Test func nothingDownloaded() {
    var state = PodcastState.sample
    state.downloaded = []
    state.playing = nil
    expectSnapshot(of: EpisodesScreen.template(state), as: .text)
}

@Test(arguments: ["night-drive", "engine-room"])
func everyPodcast(id: String) {
    expectSnapshot(of: EpisodesScreen.template(.sample, podcast: id), as: .text, named: "podcast-" + id)
}
