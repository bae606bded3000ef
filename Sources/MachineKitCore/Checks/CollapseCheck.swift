/// View states shown for domain states of more than one kind, where the feature did not
/// allow it: two different situations of the domain look the same to the user.
///
/// Runs when the machine declares its view level (``Machine/viewLevel(_:allowingCollapse:)``).
/// A view state's domain kinds are those of the reachable domain states that show it.
public enum CollapseCheck {
    /// - Complexity: O(states).
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard let level = exploration.machine.viewLevel else { return [] }
        var order: [String] = []
        var shown: [String: (viewKind: Int, domainKinds: [String], states: [Int])] = [:]
        for number in 0..<exploration.stateCount {
            let state = exploration.state(number)
            let view = level.viewName(state)
            let domainKind = exploration.kindName(of: number)
            if shown[view] == nil {
                order.append(view)
                shown[view] = (level.kinds.index(state), [], [])
            }
            if !shown[view]!.domainKinds.contains(domainKind) { shown[view]!.domainKinds.append(domainKind) }
            shown[view]!.states.append(number)
        }
        return order.compactMap { view in
            let entry = shown[view]!
            guard entry.domainKinds.count > 1, !level.allowedCollapses.contains(entry.viewKind) else { return nil }
            // The trace leads to the nearest state of a kind after the first: where the collapse shows.
            let first = entry.domainKinds[0]
            let nearest = entry.states.filter { exploration.kindName(of: $0) != first }
                .min { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }!
            return Finding(
                check: .collapse, subject: .view(view, domainKinds: entry.domainKinds),
                message: "view state '\(view)' is shown for domain states of \(entry.domainKinds.count) kinds: "
                    + entry.domainKinds.joined(separator: ", "),
                trace: exploration.trace(to: nearest), stateIndices: entry.states)
        }
    }
}
