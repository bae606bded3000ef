/// One finding per `sometimes` property no recorded state satisfies.
///
/// Every recorded state counts as an example, those outside the constraint included (they are
/// reachable). Under a bound, no example among the states seen is still a failure: the example
/// may lie beyond the bound, and a check that cannot tell never says "ok".
///
/// A property with a ``Property/distance`` names, in its finding, the closest states: those
/// where the distance is least (at most ``closestShown``, nearest to the start first); the
/// finding's trace leads to the first and its state indices are all of them.
public enum SometimesCheck {
    /// How many of the closest states a finding names.
    public static let closestShown = 3

    /// - Complexity: O(states × `sometimes` properties), stopping at each property's first example.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        exploration.machine.properties.filter { $0.expectation == .sometimes }.compactMap { property in
            var least = Int.max
            var closest: [Int] = []
            for number in 0..<exploration.stateCount {
                let state = exploration.state(number)
                if property.predicate(state) { return nil }
                guard let distance = property.distance?(state) else { continue }
                if distance < least { (least, closest) = (distance, [number]) } else if distance == least { closest.append(number) }
            }
            var message =
                exploration.isComplete
                ? "no reachable state satisfies '\(property.name)' (of \(exploration.stateCount) states)"
                : "no state seen before exploration stopped satisfies '\(property.name)' (of \(exploration.stateCount) states seen)"
            guard !closest.isEmpty else { return Finding(check: .sometimes, subject: .property(property.name), message: message) }
            closest.sort { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }
            let named = closest.prefix(closestShown).map { "'" + exploration.name(of: $0) + "'" }.joined(separator: ", ")
            let more = closest.count > closestShown ? " and \(closest.count - closestShown) more" : ""
            message += "; closest, at distance \(least): \(named)\(more)"
            return Finding(
                check: .sometimes, subject: .property(property.name), message: message,
                trace: exploration.trace(to: closest[0]), stateIndices: closest.sorted())
        }
    }
}
