import Foundation
import KitSupport

/// A name the assertions make up themselves — the folder from a test file's name, the
/// default golden name from a test function's — turned into a valid golden name
/// component: spaces become `-`, accented Latin letters lose their accents, any other
/// character that a golden name refuses becomes `_`, and then a short hash of the
/// original is added so two such names cannot meet. A valid name is kept as it is.
///
///     GoldenNameSlug.make("EpisodeTests")        // "EpisodeTests"
///     GoldenNameSlug.make("My Screens")          // "My-Screens"
///     GoldenNameSlug.make("Écrans")              // "Ecrans"
///     GoldenNameSlug.make("画面")                 // "__-5d6c8fa1" (say)
package enum GoldenNameSlug {
    package static func make(_ name: String) -> String {
        if isAllowed(name) { return name }
        var slug = "", lost = false
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar == " " {
                slug += "-"
            } else if isAllowedScalar(scalar) {
                slug.unicodeScalars.append(scalar)
            } else {
                slug += "_"
                lost = true
            }
        }
        while slug.hasPrefix(".") { slug = "_" + slug.dropFirst() }
        if slug.isEmpty || lost { slug += "-" + hash(name) }
        return slug
    }

    private static func isAllowed(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy(isAllowedScalar)
    }

    /// What ``SnapshotName`` accepts in one component.
    private static func isAllowedScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "@", "+": true
        default: false
        }
    }

    /// FNV-1a of the UTF-8 bytes, 8 hex digits: stable across runs and platforms.
    private static func hash(_ name: String) -> String {
        let hex = String(FNV1a.hash32(name), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
