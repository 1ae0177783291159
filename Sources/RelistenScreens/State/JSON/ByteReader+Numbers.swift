extension ByteReader {
    /// A JSON number as the state decoder reads it: exact when an integer literal (no
    /// `.` or exponent), else the nearest `Double` (as ``JSONTape/number(_:)`` gives).
    enum Number {
        case int(Int)
        case double(Double)

        /// Any number, as a `Double`.
        var double: Double {
            switch self {
            case .int(let value): Double(value)
            case .double(let value): value
            }
        }

        /// An integer; an integral floating-point value counts.
        var int: Int? {
            switch self {
            case .int(let value): value
            case .double(let value): Int(exactly: value)
            }
        }
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Reads a number in place, checked against the JSON grammar and ranges.
    ///
    /// Decimals of up to 19 digits with a power of ten within ±22 are computed exactly
    /// (Clinger's fast path: both operands exact, one correctly rounded operation); any
    /// other is read by `Double(String)`, as the tape is.
    mutating func number() throws(NotRead) -> Number {
        let start = offset
        var index = offset
        let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        let integerStart = index
        while index < bytes.count, case let digit = bytes[index] &- 0x30, digit < 10 {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
            digits += 1
            index += 1
        }
        let integerDigits = index - integerStart
        if integerDigits == 0 || (integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) { throw NotRead() }
        var fractionDigits = 0
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, case let digit = bytes[index] &- 0x30, digit < 10 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    fractionDigits += 1
                }
                digits += 1
                index += 1
            }
            if index == fractionStart { throw NotRead() }
        }
        var exponent = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            var isExponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, case let digit = bytes[index] &- 0x30, digit < 10 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }
                index += 1
            }
            if index == exponentStart { throw NotRead() }
            if isExponentNegative { exponent = -exponent }
        }
        offset = index
        if isInteger {
            if digits <= 18 {
                let value = Int(mantissa)
                return .int(isNegative ? -value : value)
            }
            guard let value = Int(text(start, index)) else { throw NotRead() }
            return .int(value)
        }
        let power = exponent - fractionDigits
        if digits <= 19, mantissa <= 1 << 53, power >= -22, power <= 22 {
            var value = Double(mantissa)
            value = power < 0 ? value / Self.exactPowers[-power] : value * Self.exactPowers[power]
            return .double(isNegative ? -value : value)
        }
        guard let value = Double(text(start, index)), value.isFinite else { throw NotRead() }
        return .double(value)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// An integer (an integral floating-point value counts).
    mutating func int() throws(NotRead) -> Int {
        guard let value = try number().int else { throw NotRead() }
        return value
    }

    /// An integer ≥ 0.
    mutating func count() throws(NotRead) -> Int {
        let value = try int()
        if value < 0 { throw NotRead() }
        return value
    }

    /// A number of seconds ≥ 0 (`-0.0` is one, as `-0.0 >= 0`).
    mutating func seconds() throws(NotRead) -> Double {
        let value = try number().double
        if !(value >= 0) { throw NotRead() }
        return value
    }
}
