/// `1 golden`, `2 goldens`: a count with its noun, for messages.
package enum Plural {
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
