/// Every `snapshot bench` row, in print order. Adding a benchmark is one ``Benchmark``
/// value and one line here.
enum BenchmarkRegistry {
    static let benchmarks: [Benchmark] = [
        DiffBenchmarks.jsonOneLineChanged,
        DiffBenchmarks.largeOnePercentChanged,
        GoldenBenchmarks.byteCompare,
        RenderBenchmarks.tenThousandStandard,
        RenderBenchmarks.tenThousandAll,
        RenderBenchmarks.gratefulDead,
        RenderBenchmarks.gratefulDeadTemplates,
        RenderBenchmarks.artists,
        LintBenchmarks.twoThousand,
        LintBenchmarks.sixteenThousand,
        LintBenchmarks.ratio,
        LintBenchmarks.stateDocument,
        LintBenchmarks.decodeMemory,
        LintBenchmarks.decodeRefused,
    ]
}
