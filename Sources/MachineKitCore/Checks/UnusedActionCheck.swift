/// Declared actions that no expanded state enables.
///
/// Runs when the machine declares its universe of actions (a `CaseIterable` action type,
/// ``Machine/actions(_:)-([Action])``, or a spec file's events). When it does not, the check is not
/// skipped silently: a warning says what to declare, unless the machine says its actions
/// are open (``Machine/actionsUnchecked()``).
public enum UnusedActionCheck {
    /// - Complexity: O(declared actions).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        findings(in: exploration)
    }

    /// The findings of what `view` saw, the breadth-first exploration's or a bit-state search's.
    package static func findings<View: SearchView>(in view: View) -> [Finding] {
        let machine = view.machine
        switch machine.actionUniverse {
        case .declared:
            break
        case .open:
            return []
        case .undeclared:
            return [undeclared]
        }
        let reach = view.reach
        var reported: Set<View.Action> = []
        var findings: [Finding] = []
        for (action, used) in zip(machine.declaredActions, view.declaredActionsUsed)
        where !used && reported.insert(action).inserted {
            let name = machine.actionName(action)
            // Past a step the explorer could not follow, what lies beyond was not seen: no
            // verdict is given on it.
            let message =
                switch reach {
                case .complete: "action '\(name)' is declared but never enabled in a reachable state"
                case .stoppedAtFault, .bounded:
                    "action '\(name)' is declared but was not enabled in any state seen before exploration stopped"
                case .partial: "action '\(name)' is declared but was not enabled in any state the partial search expanded"
                }
            findings.append(Finding(check: .unusedAction, subject: .action(name), message: message))
        }
        return findings
    }

    /// The warning that unused actions were not checked, for a machine that does not declare its actions.
    static var undeclared: Finding {
        Finding(
            check: .unusedAction, subject: .exploration,
            message: "the universe of actions is not declared, so unused actions are not checked: "
                + "make the action type CaseIterable, or list them with .actions([...]) (.actionsUnchecked() if they are open)")
    }
}
