import RelistenScreens

/// What each ``SelectionRole`` asks for in one state, found once: finding a role's data
/// can walk every show of a large catalog (a show with an unplayable track looks at every
/// track), and the catalog's entries ask for the same few roles again and again.
///
///     let roles = RoleRequests(state)
///     roles.request(.showWithSets)   // walked once, then remembered
final class RoleRequests {
    let state: AppState
    private var found: [SelectionRole: Selection.Request?] = [:]

    init(_ state: AppState) {
        self.state = state
    }

    /// `role.request(in: state)`, remembered.
    func request(_ role: SelectionRole) -> Selection.Request? {
        if let known = found[role] { return known }
        let request = role.request(in: state)
        found[role] = .some(request)
        return request
    }
}
