/// Short, safe labels the text renderer uses for values that are not plain text.
enum TextLabel {
    /// The widest an image name, action or quoted value may get before it is cut.
    static let maximumNameWidth = 32

    /// User text made safe for the frame (see ``VisibleText``).
    static func safe(_ text: String) -> String { VisibleText.sanitized(text) }

    /// User text made safe and cut to ``maximumNameWidth``.
    static func name(_ text: String) -> String {
        DisplayWidth.truncate(safe(text), to: maximumNameWidth)
    }

    /// `"text"`, safe and cut.
    static func quoted(_ text: String) -> String { "\"" + name(text) + "\"" }

    /// `1 item`, `2 items`.
    static func count(_ value: Int, _ noun: String) -> String {
        String(value) + " " + plural(noun, value)
    }

    /// `item` for one, `items` otherwise.
    static func plural(_ noun: String, _ value: Int) -> String {
        value == 1 ? noun : noun + "s"
    }

    /// `[img cover]`, `[sym star.fill]`, `[url …/550.png ph:relisten]`.
    static func image(_ image: TemplateImage) -> String { "[" + imageName(image) + "]" }

    /// The image label without brackets.
    static func imageName(_ image: TemplateImage) -> String {
        switch image {
        case .asset(let name): "img " + self.name(name)
        case .symbol(let name): "sym " + self.name(name)
        case .remote(let url, let placeholder):
            "url " + self.name(lastPathComponent(url))
                + (placeholder.map { " ph:" + self.name($0) } ?? "")
        }
    }

    /// `…/550.png` for `https://host/a/550.png`; the whole text when it has no path.
    static func lastPathComponent(_ url: String) -> String {
        guard let slash = url.utf8.lastIndex(of: UInt8(ascii: "/")) else { return url }
        let start = url.utf8.index(after: slash)
        return start < url.endIndex ? "…/" + String(url[start...]) : url
    }

    /// `→ push artist=77a5 screen=years`, arguments in UTF-8 key order.
    static func action(_ action: Action) -> String {
        var text = "→ " + name(action.name)
        for (key, value) in action.arguments {
            text += " " + name(key) + "=" + argument(value)
        }
        return text
    }

    /// An argument value: integers and booleans bare, strings bare unless they need quotes.
    static func argument(_ value: ActionValue) -> String {
        switch value {
        case .int(let integer): String(integer)
        case .bool(let flag): flag ? "true" : "false"
        case .double(let number): NumberText.readable(number)
        case .string(let text):
            text.isEmpty || text.utf8.contains(where: { $0 == 0x20 || $0 == 0x3D || $0 == 0x22 })
                ? quoted(text) : name(text)
        }
    }

    /// `[Title]`, `[sym gear]`, `[Title · sym gear]`, with ` (disabled)` when disabled.
    static func barButton(_ button: BarButton) -> String {
        let parts = [button.title.map(name), button.image.map(imageName)].compactMap { $0 }
        let label = "[" + (parts.isEmpty ? "untitled" : parts.joined(separator: " · ")) + "]"
        return button.isEnabled ? label : label + " (disabled)"
    }

    /// `"Shows" | "S"`: every title variant, most preferred first.
    static func variants(_ titles: [String]) -> String {
        titles.isEmpty ? "(no title)" : titles.map(quoted).joined(separator: " | ")
    }

    /// `┄┄ 146 more items hidden on this car (limit 12) ┄┄`
    static func hidden(_ count: Int, _ noun: String, limit: Int) -> String {
        "┄┄ " + String(count) + " more " + plural(noun, count) + " hidden on this car (limit "
            + String(max(0, limit)) + ") ┄┄"
    }
}
