/// Whether the phone is online.
public enum Network: String, Sendable, Hashable, CaseIterable {
    case online, offline
}
