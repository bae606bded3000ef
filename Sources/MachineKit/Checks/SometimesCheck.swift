/// One finding per `sometimes` property no recorded state satisfies.
///
/// Every recorded state counts as an example, those outside the constraint included (they are
/// reachable). Under a bound, no example among the states seen is still a failure: the example
/// may lie beyond the bound, and a check that cannot tell never says "ok".
public enum SometimesCheck {
    /// - Complexity: O(states × `sometimes` properties), stopping at each property's first example.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        exploration.machine.properties.filter { $0.expectation == .sometimes }.compactMap { property in
            for number in 0..<exploration.stateCount where property.predicate(exploration.state(number)) { return nil }
            let message = exploration.isComplete
                ? "no reachable state satisfies '\(property.name)' (of \(exploration.stateCount) states)"
                : "no state seen before exploration stopped satisfies '\(property.name)' (of \(exploration.stateCount) states seen)"
            return Finding(check: .sometimes, subject: .property(property.name), message: message)
        }
    }
}
