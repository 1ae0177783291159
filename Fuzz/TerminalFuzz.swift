// libFuzzer target for the terminal-safety rule (issue 23, `TerminalText`): arbitrary bytes
// in golden names, golden content, state documents and command-line arguments, and every
// byte printed is printable, or an intended line feed or tab (with colour on, also the six
// colour sequences of `TerminalStyle`; bidi controls only as the renderer's right-to-left
// isolates, which the rule keeps).
//
//   byte 0      bits 0-3: the command (see `TerminalSandbox.commandLine`); bit 4: colour on
//               (standard output a terminal); bit 5: a second, raw argument list instead
//   the rest    fields split at NUL bytes: [golden name, golden content, state document,
//               argument, argument, ...]; raw bytes, so names and arguments need not be UTF-8
//
// Each input runs in-process against a throwaway package rebuilt for it, with a catalog
// built from the state document (the real Relisten decoder: its errors quote the
// document's strings) whose screen title, journey captions and option values are the
// fuzzed strings. What the command writes to its output and error streams is checked, and
// so is anything written around them to file descriptors 1 and 2 (redirected to a file
// for the run), so a stray `print` cannot slip past the rule either.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RelistenScreens
import GoldenCore
import SnapshotTool
import TemplateKitLite

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzTerminal(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzTerminal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let control = bytes.first ?? 0
    let fields = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(8).map(Array.init)
    func field(_ index: Int) -> [UInt8] { index < fields.count ? fields[index] : [] }
    TerminalSandbox.reset(name: field(0), content: field(1), state: field(2))
    let arguments = fields.dropFirst(3).map { TerminalSandbox.confined(String(decoding: $0, as: UTF8.self)) }
    let commandLine = control & 0x20 != 0 ? arguments : TerminalSandbox.commandLine(Int(control & 0x0F), arguments)
    let colour = control & 0x10 != 0
    let output = TextBuffer(), errors = TextBuffer()
    let context = CommandContext(
        output: output, errors: errors, environment: [:], workingDirectory: TerminalSandbox.root,
        outputIsTerminal: colour, catalog: TerminalSandbox.catalog,
        input: ScriptedInput(arguments.isEmpty ? ["a", "r", "s"] : arguments + ["q"]))
    let stray = TerminalSandbox.capturingStandardStreams {
        _ = runCommandLine(commandLine, context: context, commands: TerminalSandbox.commands)
    }
    for (stream, text) in [("output", output.text), ("errors", errors.text), ("fd 1/2", stray)] {
        let shown = colour ? TerminalStyle.codes.reduce(text) { $0.replacingOccurrences(of: $1, with: "") } : text
        // No C0 (but LF, tab), DEL or C1 at all; bidi controls only as the renderer's
        // right-to-left isolates, which the rule keeps (safe(x) == x).
        let strict = shown.unicodeScalars.first { TerminalText.isUnsafe($0) && !(0x2066...0x2069).contains($0.value) && !(0x200E...0x200F).contains($0.value) && !(0x202A...0x202E).contains($0.value) && $0.value != 0x061C }
        if strict != nil || !TerminalText.isSafe(shown) {
            fatalError("TerminalFuzz: \(commandLine.debugDescription) printed a control or bidi character raw on \(stream): \(text.debugDescription)")
        }
    }
    return 0
}

enum TerminalSandbox {
    static let root: String = NSTemporaryDirectory() + "snapshot-terminal-fuzz-\(getpid())/package"

    static let commands = CommandRegistry.commands.filter { $0.spec.name != "bench" && $0.spec.name != "export" }

    /// The commands an input picks, with its arguments after them.
    static func commandLine(_ pick: Int, _ arguments: [String]) -> [String] {
        let first = arguments.first ?? ""
        switch pick {
        case 0: return ["check"] + arguments
        case 1: return ["render", "title", "--state", "state.json", "--format", "json"] + arguments
        case 2: return ["render", "title", "--state", "state.json", "--title", first]
        case 3: return ["journey", "steps", "--state", "state.json"] + arguments
        case 4: return ["review", "-i"]
        case 5: return ["pending"] + arguments
        case 6: return ["pending", "--json"]
        case 7: return ["list"] + arguments
        case 8: return ["lint", "--state", "state.json"] + arguments
        case 9: return ["accept"] + arguments
        case 10: return ["reject"] + arguments
        case 11: return ["record"] + arguments
        case 12: return ["render"] + arguments
        case 13: return [first, "--" + first]
        case 14: return ["check", "--prune", "--report", "report.json"]
        default: return ["help"] + arguments
        }
    }

    /// A catalog built from the state document: the real decoder (its errors quote the
    /// document's strings), and screens, journey captions and options made of its text.
    static let catalog = SnapshotCatalog(
        defaultState: "",
        decodeState: { bytes, file in
            let text = String(decoding: bytes, as: UTF8.self)
            if text.hasPrefix("{") { _ = try StateDocument.decode(bytes, file: file) }
            return text
        },
        options: [SnapshotOption("title", help: "A title.")],
        build: { (text: String, values: SnapshotOptionValues) in
            let title = values["title"] ?? text
            return SnapshotCatalog(
                [SnapshotEntry("screens/title", summary: title) { ListTemplate(title) { ListSection(title) { ListItem(title).detail(text) } } }],
                journeys: [SnapshotJourney("journeys/steps", summary: title) { _ in "step 1: \(title)\nstep 2: \(text)\n" }])
        })

    /// Rebuilds the package: a golden and its pending file under a raw-byte name (when the
    /// name can be a file name), both with the fuzzed content, and the state document.
    static func reset(name: [UInt8], content: [UInt8], state: [UInt8]) {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/screens", withIntermediateDirectories: true)
        write(Array("// swift-tools-version: 6.0\n".utf8), to: Array((root + "/Package.swift").utf8))
        write(state, to: Array((root + "/state.json").utf8))
        write(content, to: Array((root + "/Tests/Snapshots/screens/title.txt").utf8))
        let usable = !name.isEmpty && name.count < 200 && !name.contains(UInt8(ascii: "/")) && name != [0x2E] && name != [0x2E, 0x2E]
        guard usable else { return }
        let folder = Array((root + "/Tests/Snapshots/screens/").utf8)
        write(content, to: folder + name)
        write(content + Array("changed\n".utf8), to: folder + name + Array(".new".utf8))
    }

    /// Writes `bytes` to the raw-byte `path` (names need not be UTF-8).
    private static func write(_ bytes: [UInt8], to path: [UInt8]) {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        let file = open(cPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return }
        defer { close(file) }
        bytes.withUnsafeBytes { buffer in _ = Glibc.write(file, buffer.baseAddress, buffer.count) }
    }

    /// `argument`, or a harmless stand-in when it could name a path outside the package.
    static func confined(_ argument: String) -> String {
        let risky = argument.contains("..") || argument.hasPrefix("/") || argument.contains("=/") || argument.contains("~")
        return risky ? "confined" : argument
    }

    /// Runs `body` with file descriptors 1 and 2 sent to a file; what was written there.
    static func capturingStandardStreams(_ body: () -> Void) -> String {
        let capture = root + "-stdio"
        let file = open(capture, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { body(); return "" }
        fflush(stdout)
        fflush(stderr)
        let savedOut = dup(1), savedErr = dup(2)
        dup2(file, 1)
        dup2(file, 2)
        body()
        fflush(stdout)
        fflush(stderr)
        dup2(savedOut, 1)
        dup2(savedErr, 2)
        close(savedOut)
        close(savedErr)
        // Read back with read(2): Foundation's whole-file read of an empty file leaked a
        // 4 KiB buffer under LeakSanitizer (the first run's report, kept in regressions/).
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        lseek(file, 0, SEEK_SET)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        close(file)
        return String(decoding: bytes, as: UTF8.self)
    }
}
