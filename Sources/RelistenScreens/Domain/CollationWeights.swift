/// Primary weights for ``Collation``: separator 1, digits 0x10…0x19, ASCII letters
/// 0x100…0x119, other letters and numbers 0x1000 + their lower-cased scalar value.
enum CollationWeights {
    static let separator: UInt32 = 1

    static func primary(of string: String) -> [UInt32] {
        var weights: [UInt32] = []
        weights.reserveCapacity(string.utf8.count)
        var pendingSeparator = false
        for scalar in string.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSeparator = !weights.isEmpty
                continue
            }
            // The separator goes in first and comes out again when the scalar has no weight
            // (punctuation, symbols): weights are appended in place, not returned as arrays.
            let mark = weights.count
            if pendingSeparator { weights.append(separator) }
            let start = weights.count
            appendWeights(of: scalar, to: &weights)
            if weights.count == start {
                weights.removeSubrange(mark...)
                continue
            }
            pendingSeparator = false
        }
        return weights
    }

    /// Unicode's White_Space property, answered for ASCII without a property lookup
    /// (tab, line feed, vertical tab, form feed, carriage return, space).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x80 else { return value == 0x20 || (0x09...0x0D).contains(value) }
        return scalar.properties.isWhitespace
    }

    /// Appends the weights of one scalar: none, one, or several for a folded letter
    /// (`ß` is `ss`) or a lower-case mapping of several scalars.
    @inline(__always)
    private static func appendWeights(of scalar: Unicode.Scalar, to weights: inout [UInt32]) {
        let value = scalar.value
        switch value {
        case 0x30...0x39: weights.append(0x10 + value - 0x30)
        case 0x41...0x5A: weights.append(0x100 + value - 0x41)
        case 0x61...0x7A: weights.append(0x100 + value - 0x61)
        case 0x00...0x7F: break
        case 0xC0...0x17F: weights.append(contentsOf: LatinFolding.fold(scalar).map { 0x100 + $0.value - 0x61 })
        default: weights.append(contentsOf: otherWeights(scalar))
        }
    }

    private static func otherWeights(_ scalar: Unicode.Scalar) -> [UInt32] {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return scalar.properties.lowercaseMapping.unicodeScalars.map { 0x1000 + $0.value }
        default:
            return []
        }
    }
}
