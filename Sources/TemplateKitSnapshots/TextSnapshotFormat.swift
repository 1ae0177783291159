import GoldenCore
import TemplateKitLite

/// How any value becomes a text golden: `.operations` for what a reconciliation sends
/// the car (an operation log, `NAME.operations.txt`), `.text` for a string as it is
/// (`NAME.txt`), or a format of your own.
///
///     expectSnapshot(of: reconciliation, as: .operations)
///     expectSnapshot(of: "queue: 3 episodes\n", as: .text, named: "queue-summary")
///     let summary = TextSnapshotFormat<Episode>(fileExtension: "episode.txt") { $0.title + "\n" }
public struct TextSnapshotFormat<Value>: Sendable {
    /// The golden's extension, without the dot.
    public let fileExtension: String
    let render: @Sendable (Value) -> String

    /// A format writing `render(value)` to `NAME.<fileExtension>`.
    public init(fileExtension: String = "txt", render: @escaping @Sendable (Value) -> String) {
        self.fileExtension = fileExtension
        self.render = render
    }

    /// The work of one assertion: the text, no CarPlay rules.
    func assertion(of value: Value, named name: String?, function: String, filePath: String, site: String) -> GoldenAssertion {
        let text = render(value)
        return GoldenAssertion(
            fileExtension: fileExtension, name: name ?? GoldenLocation.testName(function), filePath: filePath, site: site,
            render: { Array(text.utf8) })
    }
}

extension TextSnapshotFormat where Value == String {
    /// The string as it is (`NAME.txt`).
    public static var text: TextSnapshotFormat<String> { TextSnapshotFormat { $0 } }
}

extension TextSnapshotFormat where Value == Reconciliation {
    /// The CarPlay calls of a reconciliation, one line each (``OperationLog/render(_:)``),
    /// in `NAME.operations.txt`.
    public static var operations: TextSnapshotFormat<Reconciliation> {
        TextSnapshotFormat(fileExtension: "operations.txt") { OperationLog.render($0.operations) }
    }
}

extension TextSnapshotFormat where Value == [CarPlayOperation] {
    /// The CarPlay calls, one line each (``OperationLog/render(_:)``), in `NAME.operations.txt`.
    public static var operations: TextSnapshotFormat<[CarPlayOperation]> {
        TextSnapshotFormat(fileExtension: "operations.txt") { OperationLog.render($0) }
    }
}
