/// Strict UTF-8 validation that works on every supported OS version.
package enum UTF8Text {
    /// The offset of the first byte that starts an invalid sequence, or nil when valid.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
