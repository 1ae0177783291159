/// One render as it is compared with its golden: the golden's name and the text.
struct RenderedSnapshot: Sendable, Equatable {
    /// A relative path inside `Tests/Snapshots`, e.g. `gallery/br-radio-stations.txt`.
    let name: String
    let contents: String
}
