import Foundation

/// Finds uses of CarPlay API newer than the deployment target in adapter sources, from the
/// manifest's introduced versions. Types are found by name; methods and initializers by
/// name and labels; properties by name — except names the model (TemplateKitLite) also
/// uses, which are found where assigned or subscripted (a read of such a property is left
/// to the shim, which raises "unrecognized selector" on an older simulated iPhone).
struct AvailabilityScan {
    struct Use: CustomStringConvertible {
        var file: String
        var line: Int
        var symbol: String
        var introduced: String
        var description: String { "\(file):\(line) uses \(symbol) (iOS \(introduced))" }
    }

    /// The gated symbols and the patterns that find them.
    var patterns: [(symbol: String, introduced: String, regex: NSRegularExpression)] = []

    init(manifest: ShimManifest, deploymentTarget: (Int, Int), modelNames: Set<String>) throws {
        let gated = manifest.lines.filter { line in line.version.map { $0 > deploymentTarget } ?? false }
        let gatedTypes = Set(gated.map(\.symbol).filter { !$0.contains(".") })
        var seen: Set<String> = []
        for line in gated where seen.insert(line.symbol).inserted {
            let parts = line.symbol.split(separator: ".").map(String.init)
            // A member of a gated type is reached only through the type's name.
            if parts.count > 1, gatedTypes.contains(parts[0]) { continue }
            guard let pattern = Self.pattern(parts, modelNames: modelNames) else { continue }
            patterns.append((line.symbol, line.introduced, try NSRegularExpression(pattern: pattern)))
        }
    }

    static func pattern(_ parts: [String], modelNames: Set<String>) -> String? {
        if parts.count == 1 { return "\\b\(parts[0])\\b" }
        let member = parts[parts.count - 1]
        guard let open = member.firstIndex(of: "(") else {
            if member.first?.isUppercase == true { return "\\b\(member)\\b" }  // a nested type
            return modelNames.contains(member) ? "\\.\(member)\\s*(=[^=]|\\[)" : "\\.\(member)\\b"
        }
        let name = String(member[..<open])
        let arguments: Substring = member[member.index(after: open)...].dropLast()
        let labels: [String] = arguments.split(separator: ":").map(String.init).filter { $0 != "_" }
        let typeName: String = parts[parts.count - 2]
        let head: String = name == "init" ? "\\b" + typeName + "\\(" : "\\." + name + "\\("
        let gaps: [String] = labels.map { (label: String) -> String in "[\\s\\S]{0,400}?\\b" + label + ":" }
        return head + gaps.joined()
    }

    /// The uses in `text`, comments left out.
    func uses(in text: String, file: String) -> [Use] {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.withoutComment(String($0)) }.joined(separator: "\n")
        let range = NSRange(code.startIndex..., in: code)
        var found: [Use] = []
        for (symbol, introduced, regex) in patterns {
            for match in regex.matches(in: code, range: range) {
                let prefix = code.utf16.prefix(match.range.location)
                let line = prefix.filter { $0 == 10 }.count + 1
                found.append(Use(file: file, line: line, symbol: symbol, introduced: introduced))
            }
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The line without a `//` comment (one not inside a string literal).
    static func withoutComment(_ line: String) -> String {
        var quotes = 0
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quotes += 1 }
            if character == "/", previous == "/", quotes % 2 == 0 { return String(line[..<line.index(before: index)]) }
            previous = character
        }
        return line
    }

    /// `platforms: [… .iOS(.v17) …]` in Package.swift, as (17, 0).
    static func deploymentTarget(packageManifest text: String) -> (Int, Int)? {
        guard let regex = try? NSRegularExpression(pattern: #"\.iOS\(\.v(\d+)(?:_(\d+))?\)"#),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let major = Range(match.range(at: 1), in: text).flatMap({ Int(text[$0]) }) else { return nil }
        let minor = Range(match.range(at: 2), in: text).flatMap { Int(text[$0]) } ?? 0
        return (major, minor)
    }

    /// Names of stored and computed properties declared in Swift files under `directory`.
    static func declaredNames(under directory: URL) throws -> Set<String> {
        let regex = try NSRegularExpression(pattern: #"\b(?:var|let)\s+(\w+)"#)
        var names: Set<String> = []
        for file in try swiftFiles(under: directory) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
