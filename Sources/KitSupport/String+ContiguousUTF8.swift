extension String {
    /// Calls `body` with this string's UTF-8 bytes in place, without copying the string
    /// first: `withUTF8` is `mutating`, so a caller holding a `let` paid a retain and a
    /// release for a `var` copy on every call (renderers call this for every piece of
    /// every row; the decoder's indexes for every uuid they hash or sort). Falls back to
    /// `withUTF8` on a copy for a string whose storage is not contiguous UTF-8 (a bridged
    /// `NSString`).
    ///
    ///     "Scarlet".withContiguousUTF8 { $0.count }   // 7
    @inlinable @inline(__always)
    package func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
