import KitSupport
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Parsing, help and usage errors, pinned as text (swift-argument-parser's conventions).
struct ArgumentParsingTests {
    private static let renderSpec = CommandSpec(
        name: "render", abstract: "Print one render.",
        arguments: [ArgumentSpec("name", help: "The screen to render.", isOptional: false)],
        options: [
            .value("format", short: "f", valueName: "format", help: "text or json."),
            .flag("verbose", help: "Say more."),
        ])

    private func parse(_ arguments: [String]) throws(CommandError) -> ArgumentScanner.Outcome {
        try ArgumentScanner.parse(arguments, spec: Self.renderSpec)
    }

    @Test func optionValuesCanBeSeparateOrJoined() throws {
        let expected = ParsedArguments(positionals: ["home"], values: ["format": "json"], flags: ["verbose"])
        #expect(try parse(["home", "--format", "json", "--verbose"]) == .arguments(expected))
        #expect(try parse(["--format=json", "home", "--verbose"]) == .arguments(expected))
        #expect(try parse(["-f", "json", "--verbose", "home"]) == .arguments(expected))
    }

    @Test func anOptionGivenTwiceKeepsEveryValueInOrderAndTheLastWins() throws {
        guard case .arguments(let parsed) = try parse(["home", "-f", "text", "--format=json"]) else {
            Issue.record("expected arguments"); return
        }
        #expect(parsed.value("format") == "json")
        #expect(parsed.values("format") == ["text", "json"])
        #expect(parsed.values("verbose").isEmpty)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["--", "--help"]) == .arguments(ParsedArguments(positionals: ["--help"])))
    }

    @Test func helpWinsAnywhereBeforeDoubleDash() throws {
        #expect(try parse(["home", "--bogus", "-h"]) == .help)
    }

    @Test func unknownOptionSuggestsTheClosestLongName() {
        #expect(throws: CommandError.usage("Unknown option '--frmat'. Did you mean '--format'?")) { try parse(["home", "--frmat", "x"]) }
        #expect(throws: CommandError.usage("Unknown option '--zzzzzzzz'")) { try parse(["--zzzzzzzz"]) }
        #expect(throws: CommandError.usage("Unknown option '-q'")) { try parse(["-q"]) }
    }

    @Test func missingValuesAndArgumentsAreUsageErrors() {
        #expect(throws: CommandError.usage("Missing value for '--format <format>'")) { try parse(["home", "--format"]) }
        #expect(throws: CommandError.usage("Missing value for '--format <format>'")) { try parse(["home", "--format", "--verbose"]) }
        #expect(throws: CommandError.usage("Missing expected argument '<name>'")) { try parse([]) }
        #expect(throws: CommandError.usage("Unexpected argument 'extra'")) { try parse(["home", "extra"]) }
        #expect(throws: CommandError.usage("The option '--verbose' does not take any value, but 'yes' was specified.")) {
            try parse(["home", "--verbose=yes"])
        }
    }

    @Test func subcommandHelpHasTheStandardLayout() {
        #expect(HelpText.help(Self.renderSpec) == """
            OVERVIEW: Print one render.

            USAGE: snapshot render <name> [--format <format>] [--verbose]

            ARGUMENTS:
              <name>                  The screen to render.

            OPTIONS:
              -f, --format <format>   text or json.
              --verbose               Say more.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test func usageErrorGoesToStandardErrorWithExit64() throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(["check", "--prnue"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors == """
            Error: Unknown option '--prnue'. Did you mean '--prune'?
            Usage: snapshot check [<filter> ...] [--report <file>] [--junit <file>] [--shard <i/n>] [--prune] [--root <dir>]
              See 'snapshot check --help' for more information.

            """)
    }

    @Test func missingOptionValueExits64() throws {
        let result = try TestWorkspace().run(["check", "--report"])
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("Error: Missing value for '--report <file>'\n"))
    }

    @Test func helpAndVersionGoToStandardOutput() throws {
        let workspace = try TestWorkspace()
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = workspace.run(arguments)
            #expect(result.code == .success)
            #expect(result.output.hasPrefix("OVERVIEW: "))
            expect(result.output, contains: "SUBCOMMANDS:\n")
            for command in ["list", "render", "journey", "lint", "review", "check", "accept", "reject", "pending", "record", "bench"] {
                #expect(result.output.contains("\n  \(command) "), "help lists \(command)")
            }
            #expect(result.errors.isEmpty)
        }
        let version = workspace.run(["--version"])
        #expect(version.code == .success)
        #expect(version.output == SnapshotVersion.current + "\n")
        for arguments in [["check", "--help"], ["help", "check"], ["accept", "-h"]] {
            let result = workspace.run(arguments)
            #expect(result.code == .success)
            #expect(result.output.contains("USAGE: snapshot \(arguments.contains("accept") ? "accept" : "check") "))
        }
    }

    @Test func unknownSubcommandSuggestsAndExits64() throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(["chek"])
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("Error: Unknown subcommand 'chek'. Did you mean 'check'?\nUsage: snapshot <subcommand>\n"))
        #expect(workspace.run(["bogus"]).code == .usage)
        #expect(workspace.run([]).code == .usage)
        #expect(workspace.run(["--frobnicate"]).code == .usage)
    }

    @Test func aCommandPlugsInWithOneRegistration() {
        let render = Command(spec: Self.renderSpec) { arguments, context in
            context.output.writeLine("rendered \(arguments.positionals[0]) as \(arguments.value("format") ?? "text")")
            return .success
        }
        let output = TextBuffer(), errors = TextBuffer()
        let context = CommandContext(
            output: output, errors: errors, environment: [:], workingDirectory: "/",
            outputIsTerminal: false, catalog: TestCatalog.standard)
        let commands = CommandRegistry.commands.filter { $0.spec.name != "render" } + [render]
        #expect(SnapshotTool.run(["render", "home", "--format=json"], context: context, commands: commands) == .success)
        #expect(output.text == "rendered home as json\n")
        #expect(SnapshotTool.run(["--help"], context: context, commands: commands) == .success)
        expect(output.text, contains: "  render                  Print one render.\n")
    }

    @Test func suggestionsUseEditDistance() {
        #expect(EditDistance.between("--frmat", "--format") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.suggestions(for: "acept", among: ["accept", "check", "reject"]) == ["accept"])
    }
}
