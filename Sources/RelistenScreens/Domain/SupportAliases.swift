import KitSupport

/// `FNV1a` moved to the kit's internal support module (one hash for every module); this
/// name keeps code written against `RelistenScreens.FNV1a` compiling.
@available(*, deprecated, message: "an implementation detail of the kit; use your own stable hash")
public typealias FNV1a = KitSupport.FNV1a

/// `SplitMix64` moved to the kit's internal support module; this name keeps code written
/// against `RelistenScreens.SplitMix64` compiling.
@available(*, deprecated, message: "an implementation detail of the kit; use your own seeded generator")
public typealias SplitMix64 = KitSupport.SplitMix64
