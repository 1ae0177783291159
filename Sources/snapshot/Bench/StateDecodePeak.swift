/// The child side of the state-document memory row: `snapshot bench --decode-peak FILE`
/// loads FILE exactly as `--state FILE` does (read, parse, decode, check), so the peak
/// the child then reports is what a command pays for a document of that size.
enum StateDecodePeak {
    static let option = "decode-peak"

    static func decode(_ path: String) throws(CommandError) {
        let state = try StateFile.load(path, named: path)
        withExtendedLifetime(state) {}
    }
}
