import Testing
import TemplateKitLite

@Suite struct CanonicalJSONTests {
    @Test func keysAreOrderedByUTF8Bytes() {
        let value = JSONValue.object(["é": .int(3), "a": .int(2), "Z": .int(1), "aa": .int(4)])
        #expect(value.canonicalText() == "{\n  \"Z\": 1,\n  \"a\": 2,\n  \"aa\": 4,\n  \"é\": 3\n}\n")
    }

    /// Keys that need escaping sort by their own bytes, not their escaped ones: `\n`
    /// (0x0A) and `"` (0x22) come before `#` and `A`, though `\` (0x5C) would not.
    @Test func escapedKeysSortByTheirUnescapedBytes() {
        let value = JSONValue.object(["A": .int(4), "#": .int(3), "\"": .int(2), "\n": .int(1)])
        #expect(value.canonicalText() == "{\n  \"\\n\": 1,\n  \"\\\"\": 2,\n  \"#\": 3,\n  \"A\": 4\n}\n")
    }

    @Test func nestingIndentsByTwoSpaces() {
        let value = JSONValue.object(["list": .array([.bool(true), .null, .object(["k": .string("v")])])])
        let expected = """
            {
              "list": [
                true,
                null,
                {
                  "k": "v"
                }
              ]
            }

            """
        #expect(value.canonicalText() == expected)
    }

    @Test func emptyContainersStayOnOneLine() {
        #expect(JSONValue.array([]).canonicalText() == "[]\n")
        #expect(JSONValue.object([:]).canonicalText() == "{}\n")
        #expect(JSONValue.object(["a": .array([]), "b": .object([:])]).canonicalText() == "{\n  \"a\": [],\n  \"b\": {}\n}\n")
    }

    @Test func escapesOnlyQuotesBackslashesAndControls() {
        let text = JSONValue.string("a/b \"q\" \\ é 🎸 \n\t\r\u{8}\u{C}\u{1}\u{1F}").canonicalText()
        #expect(text == "\"a/b \\\"q\\\" \\\\ é 🎸 \\n\\t\\r\\b\\f\\u0001\\u001f\"\n")
        #expect(!text.contains("\\/"))
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.0, "-1"), (0.1, "0.1"), (9.125, "9.125"),
        (0.37, "0.37"), (1e21, "1e+21"), (1e20, "100000000000000000000"), (1e-7, "1e-7"),
        (1e-6, "0.000001"), (1.5e-7, "1.5e-7"), (123456.789, "123456.789"),
        (9007199254740992.0, "9007199254740992"), (9007199254740994.0, "9007199254740994"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (Double.leastNonzeroMagnitude, "5e-324"),
        (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    ] as [(Double, String)])
    func doubles(value: Double, expected: String) {
        #expect(JSONValue.double(value).canonicalText() == expected + "\n")
    }

    @Test func integersPrintExactly() {
        #expect(JSONValue.int(Int.max).canonicalText() == "9223372036854775807\n")
        #expect(JSONValue.int(Int.min).canonicalText() == "-9223372036854775808\n")
        #expect(JSONValue.int(0).canonicalText() == "0\n")
    }

    @Test func documentEndsWithExactlyOneNewline() {
        let text = JSONValue.object(["a": .int(1)]).canonicalText()
        #expect(text.hasSuffix("}\n"))
        #expect(!text.hasSuffix("\n\n"))
        #expect(!text.contains("\r"))
    }
}
