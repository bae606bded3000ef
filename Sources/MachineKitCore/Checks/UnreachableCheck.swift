/// Declared kinds of state that no reachable state has.
///
/// Runs only when the machine declares its universe of kinds (a ``KindedState``, a
/// `CaseIterable` state, or a spec file's declared states). After a complete exploration
/// such a kind is `unreachable` (a failure); when a bound stopped exploration, or the search
/// was partial, it is only `unreached` (a warning): it may lie beyond what was seen, and a
/// bound never turns a reachable state into an unreachable one.
public enum UnreachableCheck {
    /// - Complexity: O(kinds).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        findings(in: exploration)
    }

    /// The findings of what `view` saw, the breadth-first exploration's or a bit-state search's.
    package static func findings(in view: some SearchView) -> [Finding] {
        domainLevel(view) + viewLevel(view)
    }

    private static func domainLevel(_ view: some SearchView) -> [Finding] {
        guard let kinds = view.machine.kinds else { return [] }
        let reached = view.kindsReached
        let reach = view.reach
        return kinds.names.indices.filter { !reached[$0] }.map { kind in
            let name = kinds.names[kind]
            if reach == .complete {
                return Finding(
                    check: .unreachable, subject: .state(name),
                    message: "state '\(name)' is declared but never reached from the initial state")
            }
            let why =
                switch reach {
                case .complete, .stoppedAtFault:
                    "was not reached before exploration stopped; it may lie beyond a step the explorer could not follow"
                case .bounded: "was not reached before exploration stopped; it may lie beyond the bound"
                case .partial: "was not reached by the partial search; it may still be reachable"
                }
            return Finding(check: .unreached, subject: .state(name), message: "state '\(name)' is declared but " + why)
        }
    }

    /// View kinds no reachable domain state shows (``Machine/viewLevel``).
    private static func viewLevel(_ view: some SearchView) -> [Finding] {
        guard let level = view.machine.viewLevel else { return [] }
        let shown = view.viewKindsShown
        let reach = view.reach
        return level.kinds.names.indices.filter { !shown[$0] }.map { kind in
            let name = level.kinds.names[kind]
            let message =
                switch reach {
                case .complete: "view state '\(name)' is declared but no reachable domain state shows it"
                case .stoppedAtFault:
                    "view state '\(name)' is declared but no domain state seen before exploration stopped shows it; "
                        + "it may lie beyond a step the explorer could not follow"
                case .bounded:
                    "view state '\(name)' is declared but no domain state seen before exploration stopped shows it; "
                        + "it may lie beyond the bound"
                case .partial:
                    "view state '\(name)' is declared but no domain state the partial search reached shows it; it may still be shown"
                }
            let check: Finding.Check = reach == .complete ? .unreachable : .unreached
            return Finding(check: check, subject: .view(name, domainKinds: []), message: message)
        }
    }
}
