import TemplateKitLite
import RelistenScreens

/// The state a command works on: `--state FILE`, else the built-in default state.
enum StateFile {
    static let option = OptionSpec.value("state", valueName: "file", help: "A state document (JSON); default: the built-in state.")

    static func load(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> AppState {
        guard let path = arguments.value("state") else { return .default }
        return try load(context.absolutePath(path), named: path)
    }

    /// The state document at `absolute`; errors name it as `path`.
    static func load(_ absolute: String, named path: String) throws(CommandError) -> AppState {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readAll(absolute, maximumBytes: StateDocument.maximumBytes) } catch {
            if case .tooLarge(let size)? = error.reason {
                throw .failure("invalid state document: \(StateDocument.tooLarge(size, file: path))")
            }
            throw .failure("cannot read state file '\(path)': \(error)")
        }
        do { return try StateDocument.decode(bytes, file: path) } catch {
            throw .failure("invalid state document: \(error)")
        }
    }
}

/// `--profile standard|limited`.
enum ProfileOption {
    static let option = OptionSpec.value("profile", valueName: "profile", help: "The car: standard or limited (12 list items).")

    static func parse(_ arguments: ParsedArguments) throws(CommandError) -> CarProfile? {
        guard let name = arguments.value("profile") else { return nil }
        guard let profile = CarProfile.named(name) else {
            throw .usage("Unknown profile '\(name)'; expected one of: " + CarProfile.builtIn.map(\.name).joined(separator: ", ") + ".")
        }
        return profile
    }
}
