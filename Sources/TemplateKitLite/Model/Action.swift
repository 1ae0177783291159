/// What selecting an element sends: a value, never a closure, so templates stay
/// `Hashable`, comparable and renderable.
///
/// An app maps its own action type to and from `Action`:
///
///     Action("push", ["screen": "years", "artist": "77a58ff9-…"])
///     Action("play", ["source": "…", "index": 3])
public struct Action: Sendable, Hashable {
    /// The action's name, e.g. `"push"`, `"play"`, `"toggleShuffle"`.
    public var name: String
    /// Named arguments, kept and rendered in UTF-8 byte order of their names.
    public var arguments: ActionArguments

    @inlinable
    public init(_ name: String, _ arguments: ActionArguments = [:]) {
        self.name = name
        self.arguments = arguments
    }

    /// An action whose arguments come as a dictionary.
    public init(_ name: String, arguments: [String: ActionValue]) {
        self.init(name, ActionArguments(arguments))
    }
}

/// One argument of an ``Action``: a string, an integer or a boolean.
public enum ActionValue: Sendable, Hashable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral
{
    case string(String)
    case int(Int)
    case bool(Bool)
    /// A number with a fraction, e.g. a playback rate: `["rate": 1.5]`. Rendered with the
    /// shortest digits that read back as the same value (`1.5`, `0.1`, `-0` as `0`), the
    /// same on every platform and locale; NaN and infinities as `nan`, `inf`, `-inf`.
    case double(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The number payload, if this is a double.
    public var double: Double? { if case .double(let d) = self { d } else { nil } }

    /// The value as text, the same everywhere: `12`, `true`, `1.5`, or the string itself.
    ///
    ///     ActionValue.double(1.25).canonicalText   // "1.25"
    public var canonicalText: String {
        switch self {
        case .string(let text): text
        case .int(let integer): String(integer)
        case .bool(let flag): flag ? "true" : "false"
        case .double(let number): NumberText.readable(number)
        }
    }

    /// The string payload, if this is a string.
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    /// The integer payload, if this is an integer.
    public var int: Int? { if case .int(let i) = self { i } else { nil } }
    /// The boolean payload, if this is a boolean.
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
}
