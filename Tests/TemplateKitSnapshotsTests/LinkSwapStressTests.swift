import Foundation
import Testing
@testable import GoldenCore

/// Issue 29, item 2: while one thread swaps a golden's folder for a symbolic link to a
/// folder outside the package (and back) in a loop, thousands of reads on an assertion's
/// path — the planned read and the store's own — never return the outside golden.
@Suite struct LinkSwapStressTests {
    @Test func noReadFollowsAFolderSwappedForALink() throws {
        let package = try TempPackage()
        let outside = package.root + "-outside"
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/episodes.txt"))
        try package.write("inside\n", "episodes.txt")
        let folder = package.root + "/Tests/Snapshots/EpisodeTests"
        let store = GoldenStore(packageRoot: package.root)
        let plan = GoldenReadPlan(store: store, relative: "EpisodeTests/episodes.txt")

        let stop = LockedFlag()
        let swapper = Thread {
            while !stop.isSet {
                rename(folder, folder + ".real")
                symlink(outside, folder)
                unlink(folder)
                rename(folder + ".real", folder)
            }
        }
        swapper.start()
        var (throughLink, inside, reads) = (0, 0, 0)
        for index in 0..<20_000 {
            let bytes = index.isMultiple(of: 2) ? try? plan.read() : try? store.readBytes("EpisodeTests/episodes.txt")
            reads += 1
            switch bytes.map({ String(decoding: $0, as: UTF8.self) }) {
            case "outside\n": throughLink += 1
            case "inside\n": inside += 1
            default: break  // no golden at that instant, or a link refused
            }
        }
        stop.set()
        while !swapper.isFinished { usleep(1_000) }
        #expect(throughLink == 0, "\(throughLink) of \(reads) reads went through the link")
        #expect(inside > 0, "the golden was read while the folder was in place")
    }
}

/// A flag set once from one thread and read from another.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
