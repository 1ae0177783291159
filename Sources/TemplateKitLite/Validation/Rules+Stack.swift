extension Rules {
    /// The hierarchy depth limit, counting the root.
    public static let stackDepth = Rule(
        id: "stack.depth", severity: .error,
        summary: "A stack is at most profile.maximumDepth (5) templates deep, counting the root; under a tab bar the tab's root template is depth 1, so four pushes fill it.",
        carPlayBehaviour: "throws NSGenericException \"Application exceeded the hierarchy depth limit\", even through completion-based push",
        source: "[DG] CarPlay Developer Guide, June 2025: template depth; [OBS] crash reported past depth 5")

    /// Only a list may sit directly on top of now playing.
    public static let stackAboveNowPlaying = Rule(
        id: "stack.above-now-playing", severity: .error,
        summary: "Only a list template may be pushed on top of now playing.",
        carPlayBehaviour: "refuses the push (not supported)",
        source: "[DG] CarPlay Developer Guide, June 2025: now playing template")

    /// The shared now playing instance cannot be in the stack twice.
    public static let stackNowPlayingTwice = Rule(
        id: "stack.now-playing-twice", severity: .error,
        summary: "Now playing is one shared instance: it appears at most once in a stack.",
        carPlayBehaviour: "throws: \"Pushing the same template instance more than once is not supported.\"",
        source: "[OBS] reported at run time; [H] CPNowPlayingTemplate.sharedTemplate")
}

extension Rules {
    /// Nothing to pop at the root.
    public static let stackPopToRootAtRoot = Rule(
        id: "stack.pop-to-root-at-root", severity: .error,
        summary: "popToRootTemplate (and popTemplate) at the root fail: there is nothing to pop.",
        carPlayBehaviour: "completion (false, CarPlayErrorDomain −1 \"No templates were available to be popped.\"); without a completion block an NSGenericException",
        source: "[OBS] birkir/react-native-carplay#25, Iternio-Planning-AB/react-native-auto-play#24")
}
