extension ContentLint {
    /// Section headers, then each row; then rows repeated within the section.
    func checkList(_ list: ListTemplate, at path: NodePath, into findings: inout [Finding], memo: inout SectionMemo) {
        for (sectionIndex, section) in list.sections.enumerated() {
            let sectionPath = path.appending(.section(sectionIndex))
            if let header = section.header { checkLine(header, "header", at: sectionPath, into: &findings) }
            memo.checkRows(section.items, with: self, at: sectionPath, into: &findings)
        }
    }

    /// A section's rows (at `sectionPath`): each row, numbering, and rows repeated within
    /// the section. A function of the rows, the placeholders and the car's text columns
    /// alone, so ``SectionMemo`` may keep what it finds.
    func checkRows(_ items: [ListElement], at sectionPath: NodePath, into findings: inout [Finding]) {
        // Only the text of the row above is kept, not the whole row.
        var previousText: String?
        var seen: [RowKey: Int] = [:]
        seen.reserveCapacity(items.count)
        var lastNumber = 0, numberingRestarted = false
        for (index, element) in items.enumerated() {
            guard case .item(let item) = element else { previousText = nil; continue }
            // The row's path is built only for a finding: nearly every row has none.
            checkRow(item, at: sectionPath.appending(.item(index)), into: &findings)
            if let number = Self.leadingNumber(item.text) {
                if number <= lastNumber && !numberingRestarted {
                    numberingRestarted = true
                    findings.append(Finding(rule: ContentRules.numberingRestarts, path: sectionPath.appending(.item(index)),
                                            message: quoted(item.text) + " follows row number \(lastNumber) without a header between them"))
                }
                lastNumber = number
            }
            let first = RowKey.first(index, of: RowKey(item), in: &seen)
            if first != index {
                findings.append(Finding(rule: ContentRules.duplicateRow, path: sectionPath.appending(.item(index)),
                                        message: quoted(item.text) + " is the same row as item \(first)"))
            } else {
                if let previousText, previousText == item.text {
                    findings.append(Finding(rule: ContentRules.repeatedText, path: sectionPath.appending(.item(index)),
                                            message: quoted(item.text) + " repeats the row above"))
                }
            }
            previousText = item.text
        }
    }

    /// `12` for `12. El Paso`: a row's number (1 to 4 ASCII digits, then `. `), if it has one.
    static func leadingNumber(_ text: String) -> Int? {
        var number = 0, digits = 0
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 4:
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ".") where digits > 0: return bytes.next() == UInt8(ascii: " ") ? number : nil
            default: return nil
            }
        }
        return nil
    }

    /// One row: blank detail, placeholders, width, and text said twice within it.
    func checkRow(_ item: ListItem, at path: @autoclosure () -> NodePath, into findings: inout [Finding]) {
        checkLine(item.text, "text", at: path(), into: &findings)
        guard let detail = item.detailText else { return }
        if PlainText.with(detail, { $0.trimmed($0.all).isEmpty }) ?? ContentText.trimmed(detail).isEmpty {
            findings.append(Finding(rule: ContentRules.blankDetail, path: path(),
                                    message: quoted(item.text) + " has a blank detail line"))
            return
        }
        checkLine(detail, "detail", at: path(), into: &findings)
        if let repeated = sharedPart(item.text, detail) {
            findings.append(Finding(rule: ContentRules.repeatedText, path: path(),
                                    message: quoted(item.text) + " says " + quoted(repeated) + " in its text and its detail"))
        }
    }

    /// Now playing: placeholders and width per line; the album line must not repeat the
    /// title or artist line.
    func checkNowPlaying(_ info: NowPlayingInfo, at path: NodePath, into findings: inout [Finding]) {
        let infoPath = path.appending(.part("info"))
        let lines = [("title", info.title), ("artist", info.artist ?? ""), ("album", info.album ?? "")].filter { !$0.1.isEmpty }
        for (name, line) in lines { checkLine(line, name, at: infoPath, into: &findings) }
        for (index, (name, line)) in lines.enumerated() {
            for (otherName, other) in lines.prefix(index) {
                if let repeated = sharedPart(other, line) {
                    findings.append(Finding(rule: ContentRules.repeatedText, path: infoPath,
                                            message: "the \(name) line repeats " + quoted(repeated) + " from the \(otherName) line"))
                }
            }
        }
    }

    /// Placeholder and width checks of one line of text.
    func checkLine(_ text: String, _ what: String, at path: @autoclosure () -> NodePath, into findings: inout [Finding]) {
        if let found = placeholder(in: text) {
            findings.append(Finding(rule: ContentRules.placeholder, path: path(),
                                    message: "the \(what) " + quoted(text) + " shows the placeholder " + quoted(found)))
        }
        // No Character of a sanitized line takes more columns than its UTF-8 bytes in the line
        // (`ContentTextPlainTests`): a line of no more bytes than the car's columns fits unmeasured.
        guard text.utf8.count > profile.textColumns else { return }
        let columns = DisplayWidth.of(VisibleText.sanitized(text))
        if columns > profile.textColumns {
            findings.append(Finding(rule: ContentRules.tooWide, path: path(),
                                    message: "the \(what) " + quoted(text) + " is \(columns) columns; this car shows \(profile.textColumns)"))
        }
    }

    /// A `•` part both lines hold (whole lines count as parts), if any.
    func sharedPart(_ first: String, _ second: String) -> String? {
        let plain = PlainText.with(first, second) { first, second in
            second.parts.first { part in first.parts.contains { first.sameFolded($0, second, part) } }.map(second.string)
        }
        if let plain { return plain }
        // A line has a few parts: a list compares them as a set would, without hashing.
        let firstParts = ContentText.parts(first).map { ContentText.folded($0) }
        return ContentText.parts(second).first { firstParts.contains(ContentText.folded($0)) }.map(String.init)
    }

    /// `"text"`, cut to 40 columns so a finding stays one readable line.
    func quoted(_ text: String) -> String {
        "\"" + DisplayWidth.truncate(VisibleText.sanitized(text), to: 40) + "\""
    }

    /// What makes two rows of a section the same: their text and detail (none counts as
    /// empty), compared as the strings `text + "\u{0}" + detail` would be, without building
    /// them. A row with a NUL of its own is compared as that string.
    enum RowKey: Hashable {
        case pair(String, String)
        case joined(String)

        init(_ item: ListItem) {
            let detail = item.detailText ?? ""
            // NUL is a starter nothing composes with: with one NUL per key, the joined strings are
            // equal exactly when both halves are.
            self = Self.hasNUL(item.text) || Self.hasNUL(detail) ? .joined(item.text + "\u{0}" + detail) : .pair(item.text, detail)
        }

        static func hasNUL(_ text: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
        }

        /// The index of the first row with `key` in `seen`, recording `index` for it if it
        /// is the first: one hash of the key.
        static func first(_ index: Int, of key: RowKey, in seen: inout [RowKey: Int]) -> Int {
            func read(_ value: inout Int) -> Int { value }
            return read(&seen[key, default: index])
        }
    }
}
