/// Declared kinds of state that no reachable state has.
///
/// Runs only when the machine declares its universe of kinds (a ``KindedState``, a
/// `CaseIterable` state, or a spec file's declared states). After a complete exploration
/// such a kind is `unreachable` (a failure); when a bound stopped exploration it is only
/// `unreached` (a warning): it may lie beyond the bound, and a bound never turns a
/// reachable state into an unreachable one.
public enum UnreachableCheck {
    /// - Complexity: O(kinds).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        domainLevel(exploration) + viewLevel(exploration)
    }

    private static func domainLevel<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard let kinds = exploration.machine.kinds else { return [] }
        let reached = exploration.kindsReached
        let complete = exploration.isComplete
        let stoppedAtFault = exploration.stoppedAtFault
        return kinds.names.indices.filter { !reached[$0] }.map { kind in
            let name = kinds.names[kind]
            if complete && !stoppedAtFault {
                return Finding(
                    check: .unreachable, subject: .state(name),
                    message: "state '\(name)' is declared but never reached from the initial state")
            }
            return Finding(
                check: .unreached, subject: .state(name),
                message: "state '\(name)' is declared but was not reached before exploration stopped; "
                    + (complete ? "it may lie beyond a step the explorer could not follow" : "it may lie beyond the bound"))
        }
    }

    /// View kinds no reachable domain state shows (``Machine/viewLevel``).
    private static func viewLevel<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard let level = exploration.machine.viewLevel else { return [] }
        var shown = Array(repeating: false, count: level.kinds.names.count)
        for number in 0..<exploration.stateCount { shown[level.kinds.index(exploration.state(number))] = true }
        let complete = exploration.isComplete
        return level.kinds.names.indices.filter { !shown[$0] }.map { kind in
            let name = level.kinds.names[kind]
            return Finding(
                check: complete ? .unreachable : .unreached, subject: .view(name, domainKinds: []),
                message: complete
                    ? "view state '\(name)' is declared but no reachable domain state shows it"
                    : "view state '\(name)' is declared but no domain state seen before exploration stopped shows it; "
                        + "it may lie beyond the bound")
        }
    }
}
