import GoldenCore
/// `snapshot check [<filter> ...] [--report <file>] [--prune] [--root <dir>]`
package enum CheckCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "check",
        abstract: "Compare every render with its golden, byte for byte.",
        discussion: "Prints a unified diff for each change and writes the render to NAME.new beside "
            + "its golden for 'accept' or 'reject'; never writes a golden. With CI set "
            + "(not 0 or false) nothing is written and a missing golden fails. With GITHUB_ACTIONS=true, also prints "
            + "::error annotations (at most 10) and appends a Markdown summary to $GITHUB_STEP_SUMMARY. Exit status: 0 all match, "
            + "1 changes or errors, 64 usage.",
        arguments: [filterArgument],
        options: [
            .value("report", valueName: "file", help: "Also write the result as JSON to this file."),
            .value("junit", valueName: "file", help: "Also write the result as JUnit XML: a test case per golden."),
            Shard.option,
            .flag("prune", help: "Delete unreferenced goldens (only after a complete run where everything matched)."),
            Workspace.rootOption,
        ])

    /// The FILTER argument shared by the golden commands.
    package static let filterArgument = ArgumentSpec(
        "filter", help: "Only names containing this text, or matching it as a glob with '*'.",
        isRepeating: true)

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let filters = arguments.positionals
        let prune = arguments.flag("prune")
        let shard = try Shard.parse(arguments.value("shard"))
        if prune, !filters.isEmpty {
            throw CommandError.usage("--prune needs a complete run; it cannot be combined with filters")
        }
        if prune, shard != nil {
            throw CommandError.usage("--prune needs a complete run; one shard cannot know what the others use")
        }
        let workspace = try Workspace.resolve(arguments, context)
        try workspace.requireOwnership(prune ? "check --prune" : "check", context)
        if prune { try workspace.refuseWritesOnCI("--prune") }
        try context.catalog.validate()
        try NameFilter.requireMatches(filters, among: context.catalog.names)
        try workspace.store.requireFolder()
        for option in ["report", "junit"] {
            guard let path = arguments.value(option) else { continue }
            try OutputGuard.requireAllowed(path, option: "--" + option, packageRoot: workspace.packageRoot, context: context)
        }
        workspace.reportSkipped(context)
        var run = CheckRun(
            store: workspace.store, catalog: context.catalog, filters: filters, isCI: workspace.isCI, prune: prune)
        run.shard = shard
        run.progress = context.progress("check", unit: "goldens")
        let result = try run.execute()
        CheckSummary(result: result, workspace: workspace, style: context.style).print(to: context)
        if let reportPath = arguments.value("report") {
            try RunReport(result: result, store: workspace.store).write(to: context.absolutePath(reportPath))
        }
        try CheckCIOutput(result: result, store: workspace.store, environment: context.environment)
            .emit(junitPath: arguments.value("junit").map(context.absolutePath), to: context)
        return result.passed ? .success : .failure
    }
}
