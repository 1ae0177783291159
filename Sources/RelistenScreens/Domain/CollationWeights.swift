/// Primary weights for ``Collation``: separator 1, digits 0x10…0x19, ASCII letters
/// 0x100…0x119, other letters and numbers 0x1000 + their lower-cased scalar value.
enum CollationWeights {
    static let separator: UInt32 = 1

    static func primary(of string: String) -> [UInt32] {
        var weights: [UInt32] = []
        weights.reserveCapacity(string.utf8.count)
        var pendingSeparator = false
        for scalar in string.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSeparator = !weights.isEmpty
                continue
            }
            let folded = weightsOf(scalar)
            guard !folded.isEmpty else { continue }
            if pendingSeparator { weights.append(separator) }
            pendingSeparator = false
            weights.append(contentsOf: folded)
        }
        return weights
    }

    private static func weightsOf(_ scalar: Unicode.Scalar) -> [UInt32] {
        let value = scalar.value
        switch value {
        case 0x30...0x39: return [0x10 + value - 0x30]
        case 0x41...0x5A: return [0x100 + value - 0x41]
        case 0x61...0x7A: return [0x100 + value - 0x61]
        case 0x00...0x7F: return []
        case 0xC0...0x17F: return LatinFolding.fold(scalar).map { 0x100 + $0.value - 0x61 }
        default: return otherWeights(scalar)
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
