/// Writes a framed screen line by line into one growing UTF-8 buffer, made a string once
/// at the end (``text``). Every line it writes is exactly `width` columns wide, whatever
/// the content: long content is cut with `…`, short content padded.
///
///     ┌─ Title ───────── unconstrained · 500 items ─┐
///     │ content                                │
///     ├────────────────────────────────────────┤
///     └────────────────────────────────────────┘
struct TextFrame: ~Copyable {
    /// The narrowest frame that still holds a title and a profile label.
    static let minimumWidth = 24
    /// The widest frame; wider requests are clamped so output stays bounded.
    static let maximumWidth = 1_000

    let width: Int
    private var bytes: ByteBuffer
    /// The screen written so far.
    var text: String { bytes.string }

    /// Rules are appended from this, never built per line: the widest frame's run of `─`.
    private static let rule = [UInt8](String(repeating: "─", count: maximumWidth).utf8)

    /// A frame `width` columns wide (clamped); `capacity` is a guess at the bytes it will
    /// hold (see ``RenderSizeHint``).
    init(width: Int, capacity: Int = 0) {
        self.width = Self.clamped(width)
        bytes = ByteBuffer(capacity: max(capacity, Self.minimumCapacity(width: width)))
    }

    /// A frame that writes into `bytes` (see ``ByteBuffer/collect(capacity:_:)``).
    init(width: Int, into bytes: consuming ByteBuffer) {
        self.width = Self.clamped(width)
        self.bytes = bytes
    }

    /// The fewest bytes a frame `width` columns wide starts with room for.
    static func minimumCapacity(width: Int) -> Int { clamped(width) * 3 * 16 }

    private static func clamped(_ width: Int) -> Int { min(max(width, minimumWidth), maximumWidth) }

    /// The buffer holding the frame.
    consuming func finishBytes() -> ByteBuffer { bytes }

    /// `right` whole, or its part before ` · `, or nothing: the first that fits `columns`
    /// (and `cap`); the part before ` · ` is cut to `cap` when the left part leaves room.
    static func yielding(_ right: String, to columns: Int, cap: Int) -> String {
        let limit = min(columns, cap)
        if DisplayWidth.of(right) <= limit { return right }
        let name = right.firstRange(of: " · ").map { String(right[..<$0.lowerBound]) } ?? right
        if DisplayWidth.of(name) <= limit { return name }
        return columns >= cap ? DisplayWidth.truncate(name, to: cap) : ""
    }

    /// Columns available between `│ ` and ` │`.
    var contentWidth: Int { width - 4 }

    /// `┌─ left ───── right ─┐`. The left part (the back button and the title, as the car
    /// shows it) keeps its place: when both do not fit, the right part gives way first — to
    /// what comes before its ` · ` (`limited · 12 items` → `limited`), then to nothing; only
    /// a left part wider than the whole line is cut.
    mutating func top(left: String, right: String) {
        let room = width - 6
        let rightPart = Self.yielding(right, to: room - DisplayWidth.of(left) - 3, cap: room / 2)
        let rightColumns = DisplayWidth.of(rightPart)
        let rightRoom = rightColumns > 0 ? rightColumns + 3 : 0
        let leftPart = DisplayWidth.truncate(left, to: room - rightRoom)
        let fill = room - DisplayWidth.of(leftPart) - rightRoom
        append(literal: "┌─ ")
        append(leftPart)
        append(literal: " ")
        appendRule(fill)
        if rightColumns > 0 {
            append(literal: "─ ")
            append(rightPart)
            append(literal: " ")
        }
        append(literal: "─┐\n")
    }

    /// `│ content │`, with `content` cut or padded to ``contentWidth``.
    mutating func line(_ content: String) {
        line(content, columns: DisplayWidth.of(content))
    }

    /// `│ content │` for content already measured as `columns` wide.
    private mutating func line(_ content: String, columns: Int) {
        append(literal: "│ ")
        appendFitted(content, columns: columns, to: contentWidth)
        append(literal: " │\n")
    }

    /// `│ ` + `indent` spaces + `content` ` │`, without building the indented string.
    mutating func line(indent: Int, _ content: String) {
        line(indent: indent, MeasuredText(content))
    }

    /// ``line(indent:_:)`` for content already measured.
    mutating func line(indent: Int, _ content: MeasuredText) {
        let columns = indent + content.columns
        guard columns <= contentWidth else {
            return line(String(repeating: " ", count: indent) + content.text, columns: columns)
        }
        append(literal: "│ ")
        appendSpaces(indent)
        append(content.text)
        appendSpaces(contentWidth - columns)
        append(literal: " │\n")
    }

    /// One line with `left` at the start and `right` flush against the end; `left` is
    /// cut first when both do not fit.
    mutating func line(left: String, right: String) {
        let rightColumns = DisplayWidth.of(right)
        guard rightColumns > 0 else { return line(left) }
        guard rightColumns < contentWidth else { return line(left + " " + right) }
        append(literal: "│ ")
        appendFitted(left, columns: DisplayWidth.of(left), to: contentWidth - rightColumns - 1)
        append(literal: " ")
        append(right)
        append(literal: " │\n")
    }

    /// ``line(left:right:)`` with `left` in three parts (a row's marks, text and badge),
    /// written one after the other instead of joined first when they fit.
    mutating func line(left prefix: MeasuredText, _ text: MeasuredText, _ badge: MeasuredText, right: MeasuredText) {
        let room = right.columns > 0 ? contentWidth - right.columns - 1 : contentWidth
        let leftColumns = prefix.columns + text.columns + badge.columns
        guard right.columns < contentWidth, leftColumns <= room else {
            return line(left: prefix.text + text.text + badge.text, right: right.text)
        }
        append(literal: "│ ")
        append(prefix.text)
        append(text.text)
        append(badge.text)
        appendSpaces(room - leftColumns)
        if right.columns > 0 {
            append(literal: " ")
            append(right.text)
        }
        append(literal: " │\n")
    }

    /// Appends `content` cut or padded to exactly `width` columns.
    private mutating func appendFitted(_ content: String, columns: Int, to width: Int) {
        if columns > width { return append(DisplayWidth.fit(content, to: width)) }
        append(content)
        appendSpaces(width - columns)
    }

    /// `content` on as many lines as it needs, broken at spaces; continuation lines keep
    /// the content's own indent plus `hanging` columns. Used for warnings and `→` lines,
    /// which must not lose their end. A single word wider than a line is cut.
    mutating func wrapped(_ content: String, hanging: Int = 2) {
        let total = DisplayWidth.of(content)
        guard total > contentWidth else { return line(content, columns: total) }
        let indent = String(content.prefix { $0 == " " })
        let continuation = indent + String(repeating: " ", count: hanging)
        var current = indent
        var columns = DisplayWidth.of(indent)
        var hasWord = false
        for word in content.dropFirst(indent.count).split(separator: " ") {
            let word = String(word)
            let wordColumns = DisplayWidth.of(word)
            if hasWord && columns + 1 + wordColumns > contentWidth {
                line(DisplayWidth.closingIsolates(current))
                current = continuation
                columns = DisplayWidth.of(continuation)
                hasWord = false
            }
            if hasWord {
                current += " "
                columns += 1
            }
            current += word
            columns += wordColumns
            hasWord = true
        }
        line(current)
    }

    /// `├──────┤`
    mutating func divider() {
        append(literal: "├")
        appendRule(width - 2)
        append(literal: "┤\n")
    }

    /// `└──────┘`
    mutating func bottom() {
        append(literal: "└")
        appendRule(width - 2)
        append(literal: "┘\n")
    }

    /// A line outside the frame (breadcrumbs), cut to the frame's width but not padded.
    mutating func plain(_ content: String) {
        emit(DisplayWidth.truncate(content, to: width))
    }

    /// A line outside the frame, whole: broken before a ` › ` into lines of at most the
    /// frame's width, continuation lines indented by two columns; a part wider than a line
    /// is broken at its spaces.
    mutating func plainWrapped(_ content: String) {
        guard DisplayWidth.of(content) > width else { return emit(content) }
        var current = ""
        var columns = 0
        for (index, part) in content.split(separator: " › ", omittingEmptySubsequences: false).enumerated() {
            let piece = index == 0 ? String(part) : " › " + part
            let pieceColumns = DisplayWidth.of(piece)
            if index > 0 && columns + pieceColumns > width {
                emit(current)
                current = " "
                columns = 1
            }
            if columns + pieceColumns <= width {
                current += piece
                columns += pieceColumns
                continue
            }
            for word in piece.split(separator: " ", omittingEmptySubsequences: false) {
                let wordColumns = DisplayWidth.of(String(word)) + 1
                if columns + wordColumns > width && columns > 2 {
                    emit(DisplayWidth.closingIsolates(current))
                    current = "  "
                    columns = 2
                }
                current += (current.isEmpty || current.last == " " ? "" : " ") + word
                columns = DisplayWidth.of(current)
            }
        }
        emit(DisplayWidth.truncate(current, to: width))
    }

    private mutating func emit(_ line: String) {
        append(line)
        bytes.append(UInt8(ascii: "\n"))
    }

    @inline(__always)
    private mutating func append(_ text: String) {
        bytes.append(text)
    }

    @inline(__always)
    private mutating func append(literal text: StaticString) {
        bytes.append(literal: text)
    }

    @inline(__always)
    private mutating func appendSpaces(_ count: Int) {
        bytes.append(repeating: UInt8(ascii: " "), count: min(count, Self.maximumWidth))
    }

    /// `count` horizontal rules `─` (three bytes each).
    private mutating func appendRule(_ count: Int) {
        bytes.append(Self.rule[..<(max(0, min(count, Self.maximumWidth)) * 3)])
    }
}
