import Testing
import TemplateKitLite

/// `ActionArguments` reads and writes like a dictionary and always iterates in UTF-8
/// byte order of the names, however it was built.
@Suite struct ActionArgumentsTests {
    @Test func literalsInAnyOrderIterateInByteOrder() {
        let written: ActionArguments = ["screen": "years", "artist": "77a5", "Year": 1977]
        #expect(written.keys == ["Year", "artist", "screen"])
        #expect(written.map(\.value) == [.int(1977), .string("77a5"), .string("years")])
        let inOrder: ActionArguments = ["Year": 1977, "artist": "77a5", "screen": "years"]
        #expect(written == inOrder)
        #expect(written.hashValue == inOrder.hashValue)
    }

    @Test func subscriptReadsInsertsReplacesAndRemoves() {
        var arguments: ActionArguments = ["b": 2]
        #expect(arguments["b"] == .int(2))
        #expect(arguments["a"] == nil)
        arguments["c"] = true
        arguments["a"] = "first"
        arguments["b"] = 20
        #expect(arguments.keys == ["a", "b", "c"])
        #expect(arguments["b"] == .int(20))
        arguments["b"] = nil
        arguments["missing"] = nil
        #expect(arguments.keys == ["a", "c"])
        #expect(arguments.count == 2)
    }

    @Test func aNameGivenTwiceKeepsItsLastValue() {
        let arguments: ActionArguments = ["x": 1, "y": 2, "x": 3]
        #expect(arguments.keys == ["x", "y"])
        #expect(arguments["x"] == .int(3))
    }

    @Test func namesAreComparedByTheirBytes() {
        // "é" composed (U+00E9) and decomposed (e + U+0301) are two names, as in renders.
        let arguments: ActionArguments = ["\u{E9}": 1, "e\u{301}": 2]
        #expect(arguments.count == 2)
        #expect(arguments["\u{E9}"] == .int(1))
        #expect(arguments["e\u{301}"] == .int(2))
        #expect(arguments.keys == ["e\u{301}", "\u{E9}"])
    }

    @Test func aDictionaryBuildsTheSameArguments() {
        let dictionary: [String: ActionValue] = ["source": "s1", "show": "1977-05-08", "track": "t3"]
        let action = Action("play", arguments: dictionary)
        #expect(action == Action("play", ["show": "1977-05-08", "source": "s1", "track": "t3"]))
        #expect(action.summary == "play show=1977-05-08 source=s1 track=t3")
    }
}
