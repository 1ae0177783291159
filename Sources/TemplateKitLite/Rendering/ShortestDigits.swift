/// The shortest round-trip digits of a positive finite double (taken from the standard
/// library's `description`, which is exact and locale-free) and the decimal point's
/// position: value = 0.`digits` × 10^`pointPosition`.
struct ShortestDigits {
    private(set) var digits: [UInt8] = []
    private(set) var pointPosition = 0

    init(_ value: Double) {
        let text = value.description.utf8
        var seenPoint = false
        var mantissaDigits = 0
        var exponentText: [UInt8] = []
        var inExponent = false
        for byte in text {
            if inExponent { exponentText.append(byte); continue }
            switch byte {
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                if !seenPoint { mantissaDigits += 1 }
            default: break
            }
        }
        let exponent = Int(String(decoding: exponentText.filter { $0 != UInt8(ascii: "+") }, as: UTF8.self)) ?? 0
        pointPosition = mantissaDigits + exponent
        normalize()
    }

    private mutating func normalize() {
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointPosition -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { digits = [UInt8(ascii: "0")]; pointPosition = 1 }
    }

    /// JavaScript-style text for these digits.
    func formatted() -> String {
        let count = digits.count
        let n = pointPosition
        var out: [UInt8] = []
        if count <= n && n <= 21 {
            out = digits + [UInt8](repeating: UInt8(ascii: "0"), count: n - count)
        } else if 0 < n && n <= 21 {
            out = Array(digits[..<n]) + [UInt8(ascii: ".")] + Array(digits[n...])
        } else if -6 < n && n <= 0 {
            out = [UInt8(ascii: "0"), UInt8(ascii: ".")]
            out += [UInt8](repeating: UInt8(ascii: "0"), count: -n) + digits
        } else {
            out = [digits[0]]
            if count > 1 { out += [UInt8(ascii: ".")] + Array(digits[1...]) }
            let exponent = n - 1
            out += Array((exponent > 0 ? "e+" : "e-").utf8) + Array(String(abs(exponent)).utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
