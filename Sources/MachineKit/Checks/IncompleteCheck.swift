/// Says which bound stopped exploration, and that other verdicts hold only for what was
/// seen. A machine's constraint is not a bound: within it, exploration is complete.
public enum IncompleteCheck {
    /// - Complexity: O(1).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        exploration.incomplete.map(finding(for:))
    }

    /// The finding that reports one reason.
    public static func finding(for reason: IncompleteReason) -> Finding {
        let message = switch reason {
        case .maxStates(let limit):
            "exploration stopped at the state bound (\(limit) states) before every reachable state was seen; "
                + "other verdicts hold only for the states seen"
        case .maxDepth(let limit, let cut):
            "exploration stopped at depth \(limit) (\(cut) states not expanded); other verdicts hold only for the states seen"
        }
        return Finding(check: .incomplete, subject: .exploration, message: message, reason: reason)
    }
}
