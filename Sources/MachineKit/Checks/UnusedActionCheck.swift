/// Declared actions that no expanded state enables.
///
/// Runs only when the machine declares its universe of actions (a `CaseIterable` action
/// type, ``Machine/actions(_:)``, or a spec file's events).
public enum UnusedActionCheck {
    /// - Complexity: O(declared actions).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        let machine = exploration.machine
        var reported: Set<Action> = []
        var findings: [Finding] = []
        for (action, used) in zip(machine.declaredActions, exploration.declaredActionsUsed)
        where !used && reported.insert(action).inserted {
            let name = machine.actionName(action)
            let message = exploration.isComplete
                ? "action '\(name)' is declared but never enabled in a reachable state"
                : "action '\(name)' is declared but was not enabled in any state seen before exploration stopped"
            findings.append(Finding(check: .unusedAction, subject: .action(name), message: message))
        }
        return findings
    }
}
