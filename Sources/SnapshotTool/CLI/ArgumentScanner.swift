import KitSupport
import GoldenCore
/// Parses a subcommand's arguments against its ``CommandSpec``, the way
/// swift-argument-parser does: `--name value`, `--name=value`, `-n value`, flags,
/// positionals, `--` ending options, and `-h`/`--help` anywhere before `--`.
package enum ArgumentScanner {
    package enum Outcome: Equatable, Sendable {
        case help
        case arguments(ParsedArguments)
    }

    package static func parse(_ arguments: [String], spec: CommandSpec) throws(CommandError) -> Outcome {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains(where: isHelpRequest) { return .help }
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if onlyPositionals || !looksLikeOption(token) {
                parsed.positionals.append(token)
            } else if token == "--" {
                onlyPositionals = true
            } else {
                try readOption(token, from: arguments, at: &index, spec: spec, into: &parsed)
            }
        }
        try checkPositionals(parsed.positionals, spec: spec)
        return .arguments(parsed)
    }

    package static func isHelpRequest(_ token: String) -> Bool {
        token == "--help" || token == "-h"
    }

    private static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token.count > 1
    }

    private static func readOption(
        _ token: String, from arguments: [String], at index: inout Int,
        spec: CommandSpec, into parsed: inout ParsedArguments
    ) throws(CommandError) {
        let (spelling, inlineValue) = split(token)
        let option = try lookUp(spelling, spec: spec)
        guard let valueName = option.valueName else {
            if let inlineValue {
                throw .usage("The option '\(spelling)' does not take any value, but '\(inlineValue)' was specified.")
            }
            parsed.flags.insert(option.name)
            return
        }
        if let earlier = parsed.values[option.name] { parsed.earlierValues[option.name, default: []].append(earlier) }
        if let inlineValue {
            parsed.values[option.name] = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
            parsed.values[option.name] = arguments[index]
            index += 1
        } else {
            throw .usage("Missing value for '\(spelling) <\(valueName)>'")
        }
    }

    /// `--name=value` → (`--name`, `value`); anything else → (token, nil).
    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    private static func lookUp(_ spelling: String, spec: CommandSpec) throws(CommandError) -> OptionSpec {
        if spelling.hasPrefix("--"), let option = spec.option(named: String(spelling.dropFirst(2))) {
            return option
        }
        if !spelling.hasPrefix("--"), spelling.count == 2, let short = spelling.last,
           let option = spec.option(short: short) {
            return option
        }
        throw .usage(unknownOptionMessage(spelling, spec: spec))
    }

    /// `Unknown option '--frmat'. Did you mean '--format'?`, suggesting long names only.
    package static func unknownOptionMessage(_ spelling: String, spec: CommandSpec) -> String {
        let message = "Unknown option '\(spelling)'"
        guard spelling.hasPrefix("--") else { return message }
        let names = spec.options.map { "--\($0.name)" } + ["--help", "--version"]
        guard let suggestion = EditDistance.suggestions(for: spelling, among: names, limit: 1).first else {
            return message
        }
        return "\(message). Did you mean '\(suggestion)'?"
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(CommandError) {
        let required = spec.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            throw .usage("Missing expected argument '<\(required[positionals.count].name)>'")
        }
        let isUnbounded = spec.arguments.contains { $0.isRepeating }
        if !isUnbounded, positionals.count > spec.arguments.count {
            throw .usage("Unexpected argument '\(positionals[spec.arguments.count])'")
        }
    }
}
