#if !canImport(CarPlay)
import Foundation

/// The public declarations of a compiled module, read from its symbol graph
/// (`swift symbolgraph-extract`, which ships with the toolchain).
enum SymbolGraph {
    /// "Path.to.symbol\tdeclaration" for every public declaration written in the module's
    /// sources (synthesized and inherited members left out).
    static func publicDeclarations(module: String) throws -> Set<String> {
        let modules = try modulesDirectory(holding: module)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbolgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = ["symbolgraph-extract", "-module-name", module, "-I", modules.path, "-target", try targetTriple(),
                         "-output-dir", output.path, "-minimum-access-level", "public"]
        #if os(macOS)
        arguments += ["-sdk", try run("/usr/bin/xcrun", ["--show-sdk-path"]).trimmingCharacters(in: .whitespacesAndNewlines)]
        #endif
        _ = try run("swift", arguments)
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else { throw ManifestError("\(module).symbols.json: no symbols array") }
        var declarations: Set<String> = []
        for symbol in symbols {
            guard symbol["location"] != nil,
                  let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String, !precise.contains("::SYNTHESIZED::"),
                  let path = symbol["pathComponents"] as? [String],
                  let fragments = symbol["declarationFragments"] as? [[String: Any]] else { continue }
            let spelled = fragments.compactMap { $0["spelling"] as? String }.joined()
            let declaration = spelled.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            declarations.insert(path.joined(separator: ".") + "\t" + declaration)
        }
        return declarations
    }

    /// The build's `Modules` directory: beside the running test bundle, else `.build/debug`.
    static func modulesDirectory(holding module: String) throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\(module).swiftmodule").path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fallback = ShimManifest.packageRoot.appendingPathComponent(".build/debug/Modules")
        guard FileManager.default.fileExists(atPath: fallback.appendingPathComponent("\(module).swiftmodule").path) else {
            throw ManifestError("no \(module).swiftmodule beside \(CommandLine.arguments[0]) or in .build/debug/Modules")
        }
        return fallback
    }

    static func targetTriple() throws -> String {
        let info = try run("swift", ["-print-target-info"])
        guard let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
              let target = object["target"] as? [String: Any], let triple = target["triple"] as? String else {
            throw ManifestError("swift -print-target-info: no target triple")
        }
        return triple
    }

    /// Runs a tool (found on PATH unless absolute) and returns its standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ManifestError("\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(String(decoding: stderr, as: UTF8.self))")
        }
        return String(decoding: stdout, as: UTF8.self)
    }
}
#endif
