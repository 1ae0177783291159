// libFuzzer target for the output-safety rule (issue 29, `OutputSafety`): arbitrary bytes
// as a golden's line, a name, a title or a message, through every form the tool prints or
// writes them in — one line, a terminal or CI log, Markdown/HTML, a Swift literal, a
// GitHub annotation, a JUnit report and the terminal boundary — and none of them can
// start or contain a command GitHub's runner obeys (`##[…]` anywhere, `::` opening a
// line), break a line where it is one line, inject Markdown or HTML, or end a literal.
//
//   the whole input   the untrusted text (decoded as UTF-8, invalid bytes replaced)
import Foundation
import GoldenCore
import SnapshotTool

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzOutput(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzOutput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    func fail(_ what: String, _ shown: String) -> Never {
        fatalError("OutputFuzz: \(what) of \(text.debugDescription) is unsafe: \(shown.debugDescription)")
    }
    func commandFree(_ shown: String, _ what: String) {
        for line in shown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("##[") { fail(what + " (##[)", shown) }
            if line.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).hasPrefix("::") { fail(what + " (::)", shown) }
        }
    }
    let line = OutputSafety.line(text)
    commandFree(line, "line")
    if line.contains("\n") || line.contains("\r") || !TerminalText.isSafe(line) { fail("line", line) }
    let log = OutputSafety.log(text)
    commandFree(log, "log")
    if !TerminalText.isSafe(log) { fail("log", log) }
    let markdown = OutputSafety.markdown(text)
    commandFree(markdown, "markdown")
    if markdown.unicodeScalars.contains(where: { "<>&\"'[]()!*_`~|#\\\n\r".unicodeScalars.contains($0) && $0 != "&" && $0 != "#" }) {
        fail("markdown", markdown)
    }
    if markdown.components(separatedBy: "&").dropFirst().contains(where: { !$0.hasPrefix("#") }) { fail("markdown (&)", markdown) }
    checkLiteral(text, OutputSafety.swiftLiteral(text))
    // The tool's own annotation is one line that opens with its command, nothing else.
    let annotation = GitHubAnnotations.command(.init(level: "error", file: text, line: 1, title: text, message: text))
    if annotation.contains("\n") || annotation.contains("\r") || annotation.contains("##[") || !annotation.hasPrefix("::error ") {
        fail("annotation", annotation)
    }
    let junit = JUnitReport(suite: "fuzz", cases: [
        .init(classname: text, name: text, result: .failure(type: text, message: text, details: text), output: text),
    ]).xml()
    commandFree(junit, "junit")
    let buffer = TextBuffer()
    TerminalSafeOutput(buffer, allowsStyle: false).write(text)
    commandFree(buffer.text, "terminal")
    return 0
}

/// `literal` is `"…"` with no unescaped quote or raw control inside, and decodes to `text`.
func checkLiteral(_ text: String, _ literal: String) {
    var scalars = Array(literal.unicodeScalars)
    guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { fatalError("OutputFuzz: literal \(literal.debugDescription)") }
    scalars = Array(scalars.dropFirst().dropLast())
    var decoded = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\"" || TerminalText.isUnsafe(scalar) || scalar == "\n" { fatalError("OutputFuzz: literal \(literal.debugDescription)") }
        guard scalar == "\\" else { decoded.append(scalar); index += 1; continue }
        let next = scalars[index + 1]
        switch next {
        case "n": decoded.append("\n"); index += 2
        case "r": decoded.append("\r"); index += 2
        case "t": decoded.append("\t"); index += 2
        case "\"", "\\": decoded.append(next); index += 2
        case "u":
            let close = scalars[(index + 3)...].firstIndex(of: "}")!
            let hex = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
            decoded.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            index = close + 1
        default: fatalError("OutputFuzz: literal \(literal.debugDescription)")
        }
    }
    if String(decoded) != text { fatalError("OutputFuzz: literal \(literal.debugDescription) does not decode to \(text.debugDescription)") }
}
