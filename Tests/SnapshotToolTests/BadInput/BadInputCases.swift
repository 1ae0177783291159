#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The table: malformed JSON, wrong types at every level, bad references and values,
/// hostile text, bad command lines and broken goldens folders.
enum BadInputCases {
    static let artist = #"{"uuid": "a1", "name": "Band", "sort_name": "Band", "slug": "band", "featured": 1, "show_count": 1, "source_count": 1}"#

    static let malformed: [BadInputCase] = [
        .state("not JSON", "hello", mentions: ["$", "line 1"]),
        .state("truncated", #"{"catalog": {"artists": ["#, mentions: ["$"]),
        .state("trailing garbage", "{} xyz", mentions: ["$"]),
        .bytes("byte-order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), mentions: ["$"]),
        .state("10,000 levels deep", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), mentions: ["$"]),
        .bytes("invalid UTF-8", Array(#"{"network": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8), mentions: ["$"]),
        .state("NaN literal", #"{"player": {"elapsed": NaN}}"#, mentions: ["$"]),
        .state("Infinity literal", #"{"player": {"elapsed": Infinity}}"#, mentions: ["$"]),
        .state("number overflow", #"{"player": {"current_index": 99999999999999999999999}}"#, mentions: ["$"]),
        .state("duplicate keys", #"{"network": "online", "network": "offline"}"#, mentions: ["network"]),
        .state("empty file", "", mentions: ["$"]),
    ]

    static let wrongTypes: [BadInputCase] = [
        .state("top level is an array", "[]", mentions: ["$"]),
        .state("catalog is a number", #"{"catalog": 3}"#, mentions: ["$.catalog"]),
        .state("artists is an object", #"{"catalog": {"artists": {}}}"#, mentions: ["$.catalog.artists"]),
        .state("artist name is a number", #"{"catalog": {"artists": [{"uuid": "a1", "name": 5, "sort_name": "x"}]}}"#, mentions: ["$.catalog.artists[0].name"]),
        .state("years is an array", #"{"catalog": {"artists": [\#(artist)], "years": []}}"#, mentions: ["$.catalog.years"]),
        .state("library favourites not uuids", #"{"library": {"favorite_artists": [1, 2]}}"#, mentions: ["$.library.favorite_artists[0]"]),
        .state("history entry is a string", #"{"history": ["yesterday"]}"#, mentions: ["$.history[0]"]),
        .state("player queue is a string", #"{"player": {"queue": "abc"}}"#, mentions: ["$.player.queue"]),
        .state("shuffle is a string", #"{"player": {"shuffle": "yes"}}"#, mentions: ["$.player.shuffle"]),
    ]

    static let badValues: [BadInputCase] = [
        .state("unknown player state", #"{"player": {"state": "dancing"}}"#, mentions: ["$.player.state", "playing"]),
        .state("unknown repeat mode", #"{"player": {"repeat": "sometimes"}}"#, mentions: ["$.player.repeat"]),
        .state("unknown network", #"{"network": "maybe"}"#, mentions: ["$.network"]),
        .state("negative elapsed", #"{"player": {"elapsed": -5}}"#, mentions: ["$.player.elapsed"]),
        .state("queue index out of range", #"{"player": {"queue": [], "current_index": 4}}"#, mentions: ["$.player.current_index"]),
        .state("unknown uuid in favourites", #"{"library": {"favorite_artists": ["nope"]}}"#, mentions: ["$.library.favorite_artists[0]", "nope"]),
        .state("unknown track in queue", #"{"player": {"queue": ["ghost"], "current_index": 0}}"#, mentions: ["$.player.queue[0]"]),
        .state("unknown track in history", #"{"history": [{"track_uuid": "ghost", "played_at": "2024-01-01T00:00:00Z"}]}"#, mentions: ["$.history[0]"]),
        .state("duplicate artist uuids", #"{"catalog": {"artists": [\#(artist), \#(artist)]}}"#, mentions: ["$.catalog.artists[1]"]),
        .state("years of an unknown artist", #"{"catalog": {"artists": [\#(artist)], "years": {"ghost": []}}}"#, mentions: ["$.catalog.years"]),
        .state("year shows of an unknown year", #"{"catalog": {"artists": [\#(artist)], "year_shows": {"ghost": []}}}"#, mentions: ["$.catalog.year_shows"]),
        .state("unknown loading key", #"{"loading": {"bogus:1": "loading"}}"#, mentions: ["$.loading"]),
        .state("unknown loading state", #"{"loading": {"artists": "maybe"}}"#, mentions: ["$.loading"]),
        .state("invalid played_at date", #"{"history": [{"track_uuid": "t", "played_at": "yesterday"}]}"#, mentions: ["$.history[0]"]),
    ]

    static let hostileText: [BadInputCase] = [
        .hostile("100,000-character name", #"{"catalog": {"artists": [{"uuid": "a1", "name": "\#(String(repeating: "x", count: 100_000))", "sort_name": "x"}]}}"#),
        .hostile("emoji, RTL and combining marks", #"{"catalog": {"artists": [{"uuid": "a1", "name": "🎸 فرقة ze\#u{301}\#u{301} 👨‍👩‍👧", "sort_name": "x"}]}}"#),
        .hostile("empty catalog", "{}"),
        .hostile("empty catalog, queue screen", "{}", screen: "queue"),
    ]

    static let commandLines: [BadInputCase] = [
        .usage("unknown screen", ["render", "my-libary"], mentions: ["my-library"]),
        .usage("unknown flag", ["render", "queue", "--frmat", "json"], mentions: ["--format"]),
        .usage("missing flag value", ["render", "queue", "--state"], mentions: ["--state"]),
        .usage("unknown format", ["render", "queue", "--format", "xml"], mentions: ["xml"]),
        .usage("path traversal in a screen name", ["render", "../../etc/passwd"], mentions: ["../../etc/passwd"]),
        .usage("path traversal in --out", ["review", "--out", "../../escape"], mentions: ["--out"]),
        .usage("unknown subcommand", ["rendr"], mentions: ["render"]),
        .usage("unknown journey", ["journey", "nowhere"], mentions: ["nowhere"]),
        BadInputCase(name: "state file missing", setup: .none, arguments: ["render", "queue", "--state", "$DIR/missing.json"],
                     exitCode: 1, mentions: ["$DIR/missing.json"]),
        BadInputCase(name: "state file is a folder", setup: .none, arguments: ["render", "queue", "--state", "$DIR"],
                     exitCode: 1, mentions: ["$DIR"]),
    ]

    static let goldenFolders: [BadInputCase] = [
        .goldens("goldens folder missing", ["check"], mentions: ["Tests/Snapshots"]) { _ in },
        .goldens("goldens path is a file", ["check"], mentions: ["Tests/Snapshots"]) { dir in
            try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/Tests/Snapshots"))
        },
        .goldens("golden that is not UTF-8", ["check", "gallery/kit-grid.txt"], mentions: ["UTF-8"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots/gallery", withIntermediateDirectories: true)
            try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: dir + "/Tests/Snapshots/gallery/kit-grid.txt"))
        },
        .goldens("symlink pointing outside", ["check", "gallery/kit-grid.txt"], mentions: ["kit-grid.txt"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots/gallery", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir + "/Tests/Snapshots/gallery/kit-grid.txt", withDestinationPath: "/etc/hostname")
        },
        .goldens("filter that matches nothing", ["check", "no-such-screen"], exit: 64, mentions: ["no-such-screen"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots", withIntermediateDirectories: true)
        },
        .goldens("report over a device file", ["check", "gallery/kit-grid.txt", "--report", "/dev/full"], mentions: ["/dev/full"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots", withIntermediateDirectories: true)
        },
    ]

    /// Issue 12: hostile trees, odd names and files, output that must not be written.
    static let hostileFiles: [BadInputCase] = [
        .goldens("goldens folder is a symlink", ["check", "gallery/kit-grid.txt"], mentions: ["Tests/Snapshots is a symbolic link"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir + "/Tests/Snapshots", withDestinationPath: dir + "/elsewhere")
        },
        .goldens("FIFO as a golden", ["check", "gallery/kit-grid.txt"], mentions: ["not a regular file"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots/gallery", withIntermediateDirectories: true)
            guard mkfifo(dir + "/Tests/Snapshots/gallery/kit-grid.txt", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        .goldens("file name that is not UTF-8", ["check", "gallery/kit-grid.txt"], mentions: ["bad\\xFE.txt: the name is not UTF-8; skipped"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots/gallery", withIntermediateDirectories: true)
            let name = Array((dir + "/Tests/Snapshots/gallery/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFE)] + Array(".txt".utf8CString)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            close(descriptor)
        },
        .goldens("report under Tests/Snapshots in CI", ["check", "gallery/kit-grid.txt", "--report", "$DIR/Tests/Snapshots/r.json"],
                 mentions: ["refused", "CI mode never writes there"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots", withIntermediateDirectories: true)
        },
        .goldens("FIFO as the state document", ["render", "queue", "--state", "$DIR/fifo"], mentions: ["$DIR/fifo", "not a regular file"]) { dir in
            guard mkfifo(dir + "/fifo", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }.withoutRoot,
        .goldens("3 GB state document", ["render", "queue", "--state", "$DIR/huge.json"], mentions: ["$DIR/huge.json", "state documents are limited to 256 MiB"]) { dir in
            _ = FileManager.default.createFile(atPath: dir + "/huge.json", contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/huge.json"))
            try handle.truncate(atOffset: 3 << 30)  // sparse: no disk used
            try handle.close()
        }.withoutRoot,
        .usage("empty --root", ["check", "--root="], mentions: ["--root needs a folder"]),
        BadInputCase(name: "export --out leaving the package in CI", setup: .none, arguments: ["export", "--out", "../../../../../../escape"],
                     exitCode: 1, mentions: ["refused", "'..' leads out of it"]),
    ]

    /// Issue 23: a linked `Tests/`, and control or bidi characters echoed from arguments
    /// and state documents (every case also checks that no raw ESC or CSI is printed).
    static let secondPass: [BadInputCase] = [
        .goldens("Tests folder is a symlink", ["check", "gallery/kit-grid.txt"], mentions: ["/Tests is a symbolic link; refusing"]) { dir in
            try FileManager.default.removeItem(atPath: dir + "/Tests")
            try FileManager.default.createDirectory(atPath: dir + "/elsewhere/Snapshots/gallery", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir + "/Tests", withDestinationPath: dir + "/elsewhere")
        },
        .usage("OSC title sequence as a subcommand", ["re\u{1B}]0;owned\u{7}cord"], mentions: ["re\\u{1B}]0;owned\\u{7}cord"]),
        .usage("C1 CSI in a screen name", ["render", "que\u{9B}2Jue"], mentions: ["que\\u{9B}2Jue"]),
        .goldens("bidi override in a filter", ["check", "\u{202E}gallery"], exit: 64, mentions: ["\\u{202E}gallery"]) { dir in
            try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots", withIntermediateDirectories: true)
        },
        .usage("escape sequence in an option", ["check", "--pr\u{1B}[2June"], mentions: ["--pr\\u{1B}[2June"]),
        .state("escape sequence in a state string", #"{"schemaVersion": 1, "player": {"state": "\u001b]0;owned\u0007\u009b2J"}}"#,
               mentions: ["\\u{1B}]0;owned\\u{7}\\u{9B}2J"]),
    ]

    static let all: [BadInputCase] = malformed + wrongTypes + badValues + hostileText + commandLines + goldenFolders + hostileFiles + secondPass
}
