// Floating-point rounding (`Double.rounded`, `Int(exactly:)`) calls libm; on Linux the
// module must import Glibc once so that the linker adds `-lm` for every client.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
