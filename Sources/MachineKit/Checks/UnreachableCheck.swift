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
        guard let kinds = exploration.machine.kinds else { return [] }
        let reached = exploration.kindsReached
        let complete = exploration.isComplete
        return kinds.names.indices.filter { !reached[$0] }.map { kind in
            let name = kinds.names[kind]
            if complete {
                return Finding(
                    check: .unreachable, subject: .state(name),
                    message: "state '\(name)' is declared but never reached from the initial state")
            }
            return Finding(
                check: .unreached, subject: .state(name),
                message: "state '\(name)' is declared but was not reached before exploration stopped; "
                    + "it may lie beyond the bound")
        }
    }
}
