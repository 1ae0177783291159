import Foundation
import Testing

/// The docs cannot drift from the code: every backticked repository path, type and test
/// named in `README.md`, `CHANGELOG.md` and `Docs/*.md` must exist. A rename that forgets
/// a guide fails here, naming the file, the line and the name.
@Suite struct DocsNameTests {
    private static let repository = DocsRepository()

    @Test func everyBacktickedPathExists() throws {
        let repo = Self.repository
        var missing: [String] = []
        for mention in repo.mentions() {
            guard let path = DocsMention.path(in: mention.text) else { continue }
            if !repo.exists(path) { missing.append("\(mention.place): `\(mention.text)` (no \(path))") }
        }
        #expect(missing.isEmpty, Comment(rawValue: "paths in the docs that do not exist:\n" + missing.joined(separator: "\n")))
    }

    @Test func everyBacktickedTypeAndTestExists() throws {
        let repo = Self.repository
        let declared = repo.declaredNames()
        var missing: [String] = []
        // The changelog names declarations that were removed; its paths are still checked.
        for mention in repo.mentions() where !mention.place.hasPrefix("CHANGELOG.md") {
            let names = DocsMention.declaredNames(in: mention.text)
            // A member of a platform type (`MainActor.assumeIsolated`) is the platform's.
            if let type = names.first, DocsMention.platformNames.contains(type) { continue }
            for name in names
            where !declared.contains(name) && !DocsMention.platformNames.contains(name) {
                missing.append("\(mention.place): `\(mention.text)` (no declaration of \(name))")
            }
        }
        #expect(missing.isEmpty, Comment(rawValue: "names in the docs that nothing declares:\n" + missing.joined(separator: "\n")))
    }

    @Test func aPathIsToldApartFromOtherSpans() {
        #expect(DocsMention.path(in: "Sources/GoldenCore/Golden/GoldenStore.swift:42") == "Sources/GoldenCore/Golden/GoldenStore.swift")
        #expect(DocsMention.path(in: "Tests/Snapshots/NAME.txt") == nil)
        #expect(DocsMention.path(in: "swift run snapshot check") == nil)
    }

    @Test func aTypeAMemberAndATestAreToldApartFromOtherSpans() {
        #expect(DocsMention.declaredName(in: "GoldenComparison") == "GoldenComparison")
        #expect(DocsMention.declaredNames(in: "GoldenStore.readBytes(_:)") == ["GoldenStore", "readBytes"])
        #expect(DocsMention.declaredName(in: "everyBacktickedPathExists()") == "everyBacktickedPathExists")
        #expect(DocsMention.declaredName(in: "DocsNameTests") == "DocsNameTests")
    }

    @Test func valuesCommandsAndCallsAreNotNames() {
        #expect(DocsMention.declaredName(in: "--format json") == nil)
        #expect(DocsMention.declaredName(in: "CI") == nil)
        #expect(DocsMention.declaredNames(in: "favoritesSection(state)").isEmpty)
        #expect(DocsMention.declaredNames(in: "Downloads").isEmpty)
    }

    @Test func aTestNamedWithItsSuiteIsTwoNames() {
        let names = DocsMention.declaredNames(in: "TerminalSafetyTests.aRelativeCatalogPackageIsRefused")
        #expect(names == ["TerminalSafetyTests", "aRelativeCatalogPackageIsRefused"])
    }

    @Test func aStaleNameIsFound() {
        let repo = Self.repository
        #expect(!repo.exists("Sources/LiveCatalog/LazyScreens.swift"))
        let declared = repo.declaredNames()
        #expect(declared.contains("GoldenComparison"))
        #expect(!declared.contains("LazyScreens"))
    }
}

/// One backticked span of a doc, and where it is.
struct DocsMention {
    let text: String
    /// `Docs/preview.md:92`.
    let place: String

    /// Top folders of the repository a path in the docs may start with.
    static let roots = ["Sources/", "Tests/", "Docs/", "Examples/", "scripts/", "Fuzz/", ".github/", ".ci/", "api/"]

    /// The repository path a span names, without a `:line` suffix; nil when it names none,
    /// or names a pattern (`NAME`, `*`, `<…>`, `…`) rather than one file.
    static func path(in text: String) -> String? {
        guard roots.contains(where: text.hasPrefix), !text.contains(" ") else { return nil }
        var path = text
        if let colon = path.firstIndex(of: ":") { path = String(path[..<colon]) }
        let placeholders = ["NAME", "*", "<", "…", "...", "{", "$"]
        if placeholders.contains(where: path.contains) { return nil }
        // Goldens are the catalog's output, checked by `snapshot check`, not by name here.
        if path.hasPrefix("Tests/Snapshots/") { return nil }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The declared names a span mentions: an UpperCamelCase type of two words or more
    /// (`GoldenStore`; single words such as `Downloads` are row texts as often as types), a
    /// member after it (`GoldenStore.readBytes(_:)` → `GoldenStore`, `readBytes`), or a
    /// function or test named with its labels (`everyScreenRenders()`, `run(_:context:)`).
    /// Empty for commands, options, values, paths and calls with arguments.
    static func declaredNames(in text: String) -> [String] {
        let parts = text.split(separator: ".", maxSplits: 1)
        guard let headPart = parts.first, let head = identifier(headPart), text.first != "." else { return [] }
        let afterHead = headPart.dropFirst(head.count)
        guard afterHead.isEmpty || isLabelList(afterHead) else { return [] }
        var names: [String] = []
        if head.first!.isUppercase {
            guard isCamelCaseType(head), afterHead.isEmpty else { return [] }
            names.append(head)
        } else if !afterHead.isEmpty, head != "init" {
            names.append(head)
        } else {
            return []
        }
        if parts.count == 2, let member = identifier(parts[1]), member.first!.isLowercase, !["init", "swift", "json", "txt"].contains(member) {
            let rest = parts[1].dropFirst(member.count)
            if rest.isEmpty || isLabelList(rest) { names.append(member) }
        }
        return names
    }

    /// The first of ``declaredNames(in:)``, for the tests of the rule.
    static func declaredName(in text: String) -> String? { declaredNames(in: text).first }

    private static func identifier(_ text: Substring) -> String? {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.count >= 3, let first = name.first, first.isASCII, first.isLetter else { return nil }
        return String(name)
    }

    /// `()`, `(_:)`, `(named:as:)`: a signature, not a call with arguments.
    private static func isLabelList(_ text: Substring) -> Bool {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        let inside = text.dropFirst().dropLast()
        return inside.isEmpty || inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().allSatisfy { label in
            !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        } && inside.hasSuffix(":")
    }

    /// Two words or more in UpperCamelCase: an upper-case letter after a lower-case one.
    private static func isCamelCaseType(_ name: String) -> Bool {
        let letters = Array(name)
        return letters.indices.dropFirst().contains { letters[$0].isUppercase && letters[$0 - 1].isLowercase }
    }

    /// Names the docs may mention that this repository does not declare: the platform's
    /// (Swift, Foundation, Swift Testing, XCTest, Apple's CarPlay and MediaPlayer as iOS has them).
    static let platformNames: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Optional",
        "Result", "Error", "Sendable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Identifiable",
        "Hasher", "Never", "Data", "URL", "Date", "Process", "ProcessInfo", "FileManager", "NSLock", "JSONDecoder",
        "JSONEncoder", "JSONSerialization", "DispatchQueue", "MainActor", "Task", "UUID", "Locale", "TimeZone",
        "Attachment", "Issue", "Test", "Suite", "Trait", "XCTest", "XCTestCase", "XCTSkip", "XCTFail", "XCTAssert",
        "SourceLocation", "StaticString", "UIImage", "UIColor", "UITraitCollection", "UIScene", "UISceneSession",
        "UIApplication", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneConfiguration", "Info", "Xcode",
        "MPNowPlayingInfoCenter", "MPRemoteCommandCenter", "MPRemoteCommand", "MPMediaItemArtwork",
        "MPSkipIntervalCommand", "MPChangeRepeatModeCommand", "MPChangeShuffleModeCommand", "MPNowPlayingInfoPropertyIsLiveStream",
        "MPNowPlayingInfoPropertyPlaybackRate", "MPNowPlayingInfoPropertyElapsedPlaybackTime", "MPMediaItemPropertyTitle",
        "MPMediaItemPropertyArtist", "MPMediaItemPropertyPlaybackDuration", "MPMediaItemPropertyArtwork",
        "MPNowPlayingPlaybackState", "MPRemoteCommandHandlerStatus", "MPRemoteCommandEvent",
        "CPTemplateApplicationSceneDelegate", "CPTemplateApplicationScene", "CPInterfaceController", "CPListTemplate",
        "CPListItem", "CPListSection", "CPListImageRowItem", "CPListImageRowItemElement", "CPNowPlayingTemplate",
        "CPTabBarTemplate", "CPGridTemplate", "CPGridButton", "CPAlertTemplate", "CPAlertAction", "CPActionSheetTemplate",
        "CPInformationTemplate", "CPTemplate", "CPBarButton", "CPNowPlayingButton", "CPAssistantCellConfiguration",
        "CPSessionConfiguration", "CPListTemplateDetailsHeader", "CPMaximumListItemCount", "CPMaximumListSectionCount",
        "CPListTemplateItem", "CPSelectableListItem", "CPNowPlayingTemplateObserver", "CPInterfaceControllerDelegate",
        "CPTemplateApplicationSceneSessionRoleApplication", "CPNowPlayingShuffleButton", "CPNowPlayingRepeatButton",
        "CPNowPlayingPlaybackRateButton", "CPNowPlayingAddToLibraryButton", "CPNowPlayingMoreButton",
        "CPNowPlayingImageButton", "CPListItemAccessoryType", "CPListItemPlayingIndicatorLocation", "CPContentStyle",
        "CPTemplateApplicationDashboardScene", "CPListImageRowItemCardElement", "CPListImageRowItemRowElement",
        "CPListImageRowItemGridElement", "CPListImageRowItemCondensedElement", "CPListImageRowItemImageGridElement",
        "CPPlaybackConfiguration", "CPPlaybackPresentation", "CPPlaybackAction", "CPThumbnailImage",
        "CPSportsOverlay", "CPTextButton", "CPImageSet", "SFSymbol", "SwiftPM", "GitHub", "CarPlay", "MediaPlayer",
        "UIKit", "Foundation", "Glibc", "Darwin", "Dispatch", "Testing", "PackageDescription", "Package",
        "CarPlaySimulatorTests",  // the Xcode scheme ios.yml tests through (.swiftpm/xcode/xcshareddata/xcschemes)
        "Chromium", "Chromatic", "Storybook", "Linux", "macOS", "iOS", "Keep", "Debian", "NaN", "VmHWM",
        "GitHub", "JavaScript", "TypeScript", "EventSource", "WebKit", "HeadlessChrome", "LibFuzzer",
    ]
}

/// The repository around this test file: its docs, files and declarations.
struct DocsRepository: Sendable {
    let root: String

    init(filePath: String = #filePath) {
        // Tests/DocsTests/DocsNameTests.swift → the package root.
        root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    /// The docs read here: the README, the changelog and every guide.
    var docs: [String] {
        let guides = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs")) ?? []
        return ["README.md", "CHANGELOG.md"] + guides.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    /// Every backticked span outside fenced code blocks, in doc and line order.
    func mentions() -> [DocsMention] {
        var mentions: [DocsMention] = []
        for doc in docs {
            guard let text = try? String(contentsOfFile: root + "/" + doc, encoding: .utf8) else { continue }
            var fenced = false
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") { fenced.toggle(); continue }
                if fenced { continue }
                let parts = line.split(separator: "`", omittingEmptySubsequences: false)
                for (part, span) in parts.enumerated() where part % 2 == 1 && part < parts.count - 1 {
                    mentions.append(DocsMention(text: String(span), place: "\(doc):\(index + 1)"))
                }
            }
        }
        return mentions
    }

    /// Every name a Swift file of the repository declares (types, functions, cases,
    /// properties), every target of `Package.swift`, and every Swift file's name.
    func declaredNames() -> Set<String> {
        var names = targetNames()
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "case", "var", "let", "extension"]
        for folder in ["Sources", "Tests", "Examples", "Fuzz"] {
            let base = root + "/" + folder
            guard let files = FileManager.default.enumerator(atPath: base) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") && !file.contains(".build") {
                guard let text = try? String(contentsOfFile: base + "/" + file, encoding: .utf8) else { continue }
                names.insert(String(file.split(separator: "/").last!.dropLast(".swift".count)))
                let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (index, word) in words.enumerated().dropLast() where keywords.contains(word) {
                    names.insert(String(words[index + 1]))
                }
            }
        }
        return names
    }

    /// The targets `Package.swift` declares (`.target(name: "GoldenCore"` …).
    func targetNames() -> Set<String> {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else { return [] }
        return Set(manifest.components(separatedBy: "name: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
    }
}
