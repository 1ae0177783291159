import PodcastScreens
import TemplateKitSnapshots
import XCTest

/// The XCTest flavour: the same goldens, modes and validation as expectSnapshot.
final class LibraryXCTests: XCTestCase {
    func testLibrary() {
        assertSnapshot(of: LibraryScreen.template(.sample), as: .text)   // Tests/Snapshots/LibraryXCTests/testLibrary.txt
    }

    func testNowPlaying() {
        assertSnapshot(of: NowPlayingScreen.template(.sample), as: .json, named: "now-playing")
    }
}
