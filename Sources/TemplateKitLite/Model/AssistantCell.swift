/// The Siri assistant cell of a list (`CPAssistantCellConfiguration`, iOS 15).
public struct AssistantCell: Sendable, Hashable {
    public var position: Position
    public var visibility: Visibility
    public var intent: Intent

    public init(position: Position = .top, visibility: Visibility = .off, intent: Intent = .playMedia) {
        self.position = position
        self.visibility = visibility
        self.intent = intent
    }

    public enum Position: String, Sendable, Hashable, CaseIterable { case top, bottom }
    public enum Visibility: String, Sendable, Hashable, CaseIterable {
        case off, whileLimitedUIActive, always
    }
    public enum Intent: String, Sendable, Hashable, CaseIterable { case playMedia, startCall }
}
