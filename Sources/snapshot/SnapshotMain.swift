#if canImport(Glibc)
@preconcurrency import Glibc
#endif
/// The `snapshot` executable: everything happens in ``run(_:context:)``, so every command
/// can be tested in-process as well as through the binary.
@main
struct SnapshotMain {
    static func main() {
        // A write past the file-size limit (or a full quota) then fails with an error we
        // report, instead of killing the process half-way.
        signal(SIGXFSZ, SIG_IGN)
        let context = CommandContext.live(catalog: .live)
        let code = run(Array(CommandLine.arguments.dropFirst()), context: context)
        StandardStream.flushAll()
        ExitCode.terminate(with: code)
    }
}
