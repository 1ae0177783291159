import GoldenCore
import Foundation

/// Quotes a word for a POSIX shell only when it needs it.
///
///     ShellQuote.quote("gallery/*")  // "'gallery/*'"
///     ShellQuote.quote("accept")     // "accept"
package enum ShellQuote {
    package static func quote(_ word: String) -> String {
        let isPlain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", "@", "+", "=", ":", ",": return true
            default: return false
            }
        }
        return isPlain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
