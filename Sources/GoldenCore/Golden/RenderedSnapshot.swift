/// One render as it is compared with its golden: the golden's name and the text.
package struct RenderedSnapshot: Sendable, Equatable {
    /// A relative path inside `Tests/Snapshots`, e.g. `gallery/br-radio-stations.txt`.
    package let name: String
    package let contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
