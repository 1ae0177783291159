import Testing
import RelistenScreens
import TemplateKitLite

struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesScalarsAndContainers() throws {
        let value = try parse(#" {"a": [1, -2.5e1, true, false, null, "x\"\u00e9\ud83c\udfb8"], "b": {}} "#)
        #expect(value == .object([
            "a": .array([.int(1), .double(-25), .bool(true), .bool(false), .null, .string("x\"é🎸")]),
            "b": .object([:]),
        ]))
    }

    @Test func keepsIntegersExactAndExtremes() throws {
        #expect(try parse("[9223372036854775807, -9223372036854775808, 1e-400]")
            == .array([.int(Int.max), .int(Int.min), .double(0)]))
    }

    @Test func acceptsMaximumDepthExactly() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(text)
        var depth = 0
        while case .array(let inner) = value {
            depth += 1
            value = inner.first ?? .null
        }
        #expect(depth == 512)
        #expect(throws: JSONSyntaxError.self) { try parse("[" + text + "]") }
    }

    @Test func deepObjectsFailWithoutCrashing() {
        let text = String(repeating: #"{"a":"#, count: 10_000)
        #expect(throws: JSONSyntaxError(line: 1, column: 2_561, message: "nesting deeper than 512 levels of arrays and objects")) {
            try parse(text)
        }
    }

    @Test func unicodeNamesAreFine() throws {
        let long = String(repeating: "é", count: 100_000)
        let text = "[\"\(long)\", \"مرحبا\", \"e\u{301}\u{302}\", \"👩‍👩‍👧\"]"
        #expect(try parse(text) == .array([.string(long), .string("مرحبا"), .string("e\u{301}\u{302}"), .string("👩‍👩‍👧")]))
    }

    @Test(arguments: [
        ("", "line 1:1: unexpected end of input, expected a value"),
        ("[1,]", "line 1:4: expected a value, found ']'"),
        ("{\"a\" 1}", "line 1:6: expected ':' after an object key, found '1'"),
        ("{1: 2}", "line 1:2: expected a string object key, found '1'"),
        ("[1 2]", "line 1:4: expected ',' or ']' in an array, found '2'"),
        ("[\"\\x\"]", "line 1:3: invalid escape sequence in a string"),
        ("[\"\\udc00\"]", "line 1:3: lone low surrogate \\uDC00 in a string"),
        ("[1.]", "line 1:4: expected a digit after '.', found ']'"),
        ("[tru]", "line 1:2: expected a value, found 't'"),
        ("[Infinity]", "line 1:2: Infinity is not valid JSON"),
        ("\n\n  é", "line 3:3: expected a value, found 'é'"),
        ("[\u{7F}]", "line 1:2: expected a value, found byte 0x7F"),
    ])
    func rejects(_ text: String, _ expected: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func rejectsOverlongAndSurrogateUTF8() {
        for bytes: [UInt8] in [[0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        }
    }

    @Test func parsesLargeInputLinearly() throws {
        let element = #"{"uuid": "54a154d9-1f06-4055-9896-0d2b304e1031", "title": "Scarlet Begonias", "duration": 670.5, "mp3_url": null},"#
        let text = "[" + String(repeating: element, count: 40_000) + "1]"
        guard case .array(let elements) = try parse(text) else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == 40_001)
    }
}
