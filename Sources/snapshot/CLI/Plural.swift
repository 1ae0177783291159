/// `1 golden`, `2 goldens`: a count with its noun, for messages.
enum Plural {
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
