/// The `snapshot` executable: everything happens in ``run(_:context:)``, so every command
/// can be tested in-process as well as through the binary.
@main
struct SnapshotMain {
    static func main() {
        let context = CommandContext.live(catalog: .live)
        let code = run(Array(CommandLine.arguments.dropFirst()), context: context)
        StandardStream.flushAll()
        ExitCode.terminate(with: code)
    }
}
