#if !os(iOS)
import Foundation

/// What `.github/workflows/ios.yml` builds for iOS, read with `Package.swift`: the products
/// it builds, the test targets of the scheme it tests, every target they pull in (a
/// dependency conditioned to other platforms left out), and the lines of their sources that
/// iOS compiles which use `Process` or the shims' test controls.
///
///     let scan = try IOSBuildScan(root: packageRoot)
///     scan.findings   // ["Sources/SnapshotTool/Serve/Rebuild.swift:40: Process", …]
struct IOSBuildScan {
    let root: URL

    /// The `-scheme` names of the workflow's `for scheme in …` build loop.
    func builtProducts(_ workflow: String) -> [String] {
        guard let line = workflow.split(separator: "\n").first(where: { $0.contains("for scheme in") }),
              let list = line.components(separatedBy: "for scheme in").last?.components(separatedBy: ";").first else { return [] }
        return list.split(separator: " ").map(String.init).filter { !$0.isEmpty && $0 != "\\" }
    }

    /// The test targets of a scheme file (`BlueprintName` of each testable).
    func testTargets(_ scheme: String) -> [String] {
        scheme.components(separatedBy: "<TestableReference").dropFirst().compactMap { part in
            part.components(separatedBy: "BlueprintName = \"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }

    /// Product → targets, and target → the dependencies iOS builds, from the manifest's text.
    func manifest(_ text: String) -> (products: [String: [String]], dependencies: [String: [String]]) {
        var products: [String: [String]] = [:]
        for match in matches(#"\.library\(name: "(\w+)", targets: \[([^\]]*)\]"#, in: text) {
            products[match[0]] = quoted(match[1])
        }
        // A dependency held in a `let` is kept only when its platforms include iOS.
        var variables: [String: String?] = [:]
        for match in matches(#"let (\w+) = Target\.Dependency\.target\(name: "(\w+)"([^\n]*)"#, in: text) {
            let forIOS = !match[2].contains("platforms:") || match[2].contains(".iOS")
            variables[match[0]] = forIOS ? match[1] : nil
        }
        var dependencies: [String: [String]] = [:]
        for match in matches(#"\.(?:target|executableTarget|testTarget)\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?"#, in: text) {
            let list = match[1]
            let named = quoted(list)
            let held = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .compactMap { variables[$0] ?? nil }
            dependencies[match[0]] = named + held
        }
        return (products, dependencies)
    }

    /// Every target `roots` pull in.
    func closure(_ roots: [String], _ dependencies: [String: [String]]) -> Set<String> {
        var seen = Set<String>(), queue = roots
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += dependencies[next] ?? []
        }
        return seen
    }

    /// `file:line: what` for each line iOS compiles that uses `Process` or a shim control.
    static func findings(in source: String, file: String) -> [String] {
        var result: [String] = []
        var frames: [(definitelyTaken: Bool, compiled: Bool)] = []
        for (number, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                let value = IOSCondition.evaluate(String(line.dropFirst(4)))
                frames.append((value == true, value != false))
                continue
            }
            if line.hasPrefix("#elseif "), var frame = frames.popLast() {
                let value = IOSCondition.evaluate(String(line.dropFirst(8)))
                frame.compiled = !frame.definitelyTaken && value != false
                frame.definitelyTaken = frame.definitelyTaken || value == true
                frames.append(frame)
                continue
            }
            if line == "#else", var frame = frames.popLast() {
                frame.compiled = !frame.definitelyTaken
                frames.append(frame)
                continue
            }
            if line.hasPrefix("#endif") { _ = frames.popLast(); continue }
            guard frames.allSatisfy(\.compiled), !line.hasPrefix("//") else { continue }
            let code = line.components(separatedBy: "//").first ?? line
            for (pattern, what) in patterns where code.range(of: pattern, options: .regularExpression) != nil {
                result.append("\(file):\(number + 1): \(what)")
            }
        }
        return result
    }

    static let patterns: [(String, String)] = [
        (#"\bProcess\b"#, "Process (unavailable on iOS)"),
        (#"\bCPShim\b|\bshim[A-Z]\w*|\(shim: \(\)\)|import (CarPlayShim|MediaPlayerShim)"#, "a shim control (no such API on iOS)"),
    ]

    /// The findings of every Swift file of `targets` (under Sources/ or Tests/).
    func findings(in targets: Set<String>) throws -> [String] {
        var result: [String] = []
        for target in targets.sorted() {
            for folder in ["Sources", "Tests"] {
                let base = root.appendingPathComponent(folder).appendingPathComponent(target)
                guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
                for case let path as String in files where path.hasSuffix(".swift") {
                    let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                    result += Self.findings(in: text, file: "\(folder)/\(target)/\(path)")
                }
            }
        }
        return result
    }

    private func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    private func quoted(_ list: String) -> [String] {
        matches(#""(\w+)""#, in: list).map { $0[0] }
    }
}

/// An `#if` condition as an iOS build evaluates it: `true`, `false`, or `nil` when it
/// depends on what the scan does not know (`DEBUG`, `swift(>=6)`), which counts as compiled.
///
///     IOSCondition.evaluate("!canImport(CarPlay)")   // false
enum IOSCondition {
    static let known: [String: Bool] = [
        "canImport(CarPlay)": true, "canImport(UIKit)": true, "canImport(MediaPlayer)": true, "canImport(CoreMedia)": true,
        "canImport(CarPlayShim)": false, "canImport(MediaPlayerShim)": false,
        "os(iOS)": true, "os(Linux)": false, "os(macOS)": false, "os(Windows)": false, "os(Android)": false,
        "CARPLAY_SHIM_XCODE16": false,
    ]

    static func evaluate(_ condition: String) -> Bool? {
        var tokens = tokenize(condition)[...]
        return or(&tokens)
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = [], rest = Substring(text)
        while let first = rest.first {
            if first == " " { rest = rest.dropFirst(); continue }
            if rest.hasPrefix("&&") || rest.hasPrefix("||") { tokens.append(String(rest.prefix(2))); rest = rest.dropFirst(2); continue }
            if "!()".contains(first) { tokens.append(String(first)); rest = rest.dropFirst(); continue }
            var atom = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(atom.count)
            if rest.first == "(", let close = rest.firstIndex(of: ")") {
                atom += rest[...close]
                rest = rest[rest.index(after: close)...]
            }
            guard !atom.isEmpty else { rest = rest.dropFirst(); continue }
            tokens.append(String(atom))
        }
        return tokens
    }

    private static func or(_ tokens: inout ArraySlice<String>) -> Bool? {
        var value = and(&tokens)
        while tokens.first == "||" {
            tokens = tokens.dropFirst()
            let right = and(&tokens)
            value = value == true || right == true ? true : (value == false && right == false ? false : nil)
        }
        return value
    }

    private static func and(_ tokens: inout ArraySlice<String>) -> Bool? {
        var value = unary(&tokens)
        while tokens.first == "&&" {
            tokens = tokens.dropFirst()
            let right = unary(&tokens)
            value = value == false || right == false ? false : (value == true && right == true ? true : nil)
        }
        return value
    }

    private static func unary(_ tokens: inout ArraySlice<String>) -> Bool? {
        guard let token = tokens.popFirst() else { return nil }
        if token == "!" { return unary(&tokens).map { !$0 } }
        if token == "(" {
            let value = or(&tokens)
            if tokens.first == ")" { tokens = tokens.dropFirst() }
            return value
        }
        return known[token]
    }
}
#endif
