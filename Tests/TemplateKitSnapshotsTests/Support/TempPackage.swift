import Foundation
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// A throwaway package (`Package.swift`, `Tests/PodcastTests/EpisodeTests.swift`) whose
/// test file path the assertions resolve goldens from.
final class TempPackage {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "assertion-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Tests/PodcastTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    var testFile: String { root + "/Tests/PodcastTests/EpisodeTests.swift" }
    func golden(_ name: String) -> String { root + "/Tests/Snapshots/EpisodeTests/" + name }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: golden(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: golden(name)) }

    func write(_ text: String, _ name: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/EpisodeTests", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: golden(name)))
    }

    /// Runs one assertion as if called from the package's test file.
    func assert(
        _ template: some TemplateConvertible, as format: SnapshotFormat = .text, named name: String = "episodes",
        profile: CarProfile = .unconstrained, validate: Bool = true, site: String = "EpisodeTests.swift:1:1",
        environment: [String: String] = [:]
    ) -> [String] {
        GoldenAssertion(
            template: template.template, fileExtension: format.fileExtension, render: format.render, name: name, profile: profile, isPushed: false,
            validate: validate, filePath: testFile, site: site + root
        ).run(environment: environment)
    }
}

enum Screens {
    static let episodes = ListTemplate("Episodes") {
        ListSection("Latest") {
            ListItem("Episode 12: Night Drive").detail("48 min")
            ListItem("Episode 11: The Long Road").detail("52 min")
        }
    }

    static let renamed = ListTemplate("Episodes") {
        ListSection("Latest") {
            ListItem("Episode 12: Night Drive").detail("49 min")
            ListItem("Episode 11: The Long Road").detail("52 min")
        }
    }
}
